import { createContext, use, type ComponentType } from "react";

/**
 * One server render's access to markup other renders kept (decision record 109): a part whose
 * data an earlier render of the same page path rendered, on any site, is sent as that markup
 * instead of being rendered again.
 */
export interface SharedMarkupRender {
  /** The markup kept for this part of the page with this data, or undefined: render it, and it is kept once the page is whole. */
  markupFor(part: string, data: unknown): string | undefined;
}

export const SharedMarkupContext = createContext<SharedMarkupRender | null>(null);

/** What a kept part's markup ends with; the part's own markup starts after its wrapper's opening tag. */
export const sharedMarkupEnd = (part: string) => `<template data-shared-end="${part}"></template>`;

/**
 * A part of a page that is the same on every site: `render` given `props`, and nothing else (no
 * site, no request, no nonce), so that its markup can be sent to any site asking for the same
 * page path with the same props. Props must be plain data (JSON): they are what the markup is
 * kept by. In the browser, and wherever a server render shares nothing, it is simply rendered;
 * the wrapper (`display: contents`) and its end marker are in both, so hydration meets the same
 * elements either way.
 */
export function SharedMarkup<Props extends object>({ part, render: Render, props }: { part: string; render: ComponentType<Props>; props: Props }) {
  const markup = use(SharedMarkupContext)?.markupFor(part, props);
  if (markup !== undefined) return <div className="contents" data-shared={part} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <div className="contents" data-shared={part}>
      <Render {...props} />
      <template data-shared-end={part} />
    </div>
  );
}
