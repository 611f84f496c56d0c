import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * React's hydration writes an uncontrolled textarea's starting text back over what the visitor
 * typed into it before the page's code arrived (react-dom's initTextarea sets its value to the
 * text the server rendered); inputs and selects keep theirs. This reads the textarea's text by
 * its id in the render that hydrates it, before that write, and puts it back right after.
 */
export function useTextTypedBeforeHydration(id: string | undefined) {
  // True only in the server render and the render that hydrates its markup.
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [typed] = useState(() =>
    hydrating && id && typeof document !== "undefined" ? (document.getElementById(id) as HTMLTextAreaElement | null)?.value : undefined,
  );
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    if (typed !== undefined && ref.current && ref.current.value !== typed) ref.current.value = typed;
  }, [typed]);
  return ref;
}
