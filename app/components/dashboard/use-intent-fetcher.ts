import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { isIntentReply, type IntentReply } from "~/domain/intent-reply";

/**
 * A fetcher for one intent of the page's action. `onSuccess` runs once per successful reply
 * (to close a dialog, clear a selection). A `fetcherKey` shares the fetcher with every component
 * using that key, such as an <IntentNotice> on the page that outlives a row the action removes.
 */
export function useIntentFetcher(intent: string, onSuccess?: (reply: IntentReply) => void, fetcherKey?: string) {
  const fetcher = useFetcher<IntentReply>(fetcherKey ? { key: fetcherKey } : undefined);
  const reply = isIntentReply(fetcher.data) && fetcher.data.intent === intent ? fetcher.data : undefined;
  const handled = useRef<string | null>(null);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;
  useEffect(() => {
    if (fetcher.state !== "idle" || !reply?.ok || !reply.notice) return;
    if (handled.current === reply.notice.id) return;
    handled.current = reply.notice.id;
    onSuccessRef.current?.(reply);
  }, [fetcher.state, reply]);
  return { fetcher, reply, pending: fetcher.state !== "idle" };
}
