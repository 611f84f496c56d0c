import type { EntryContext } from "react-router";
import { renderToString } from "react-dom/server";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

export function closedStream() {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}

/**
 * Reads React Router's hydration data (its turbo-stream) to the end before rendering, into the
 * cache its <StreamTransfer> reads first, so rendering it never waits. The stream is then
 * replaced by an empty one for <ServerRouter> to take a reader of: nothing reads from it.
 */
export async function readHydrationDataAhead(routerContext: EntryContext) {
  const stream = routerContext.serverHandoffStream;
  if (!stream || !routerContext.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: StreamCache = {};
  for (let chunk = 0; ; chunk++) {
    try {
      const { done, value } = await reader.read();
      cache[chunk] = Object.assign(Promise.resolve(), { result: { done, value: decoder.decode(value, { stream: true }) } });
      if (done) break;
    } catch (error) {
      cache[chunk] = Object.assign(Promise.resolve(), { error });
      break;
    }
  }
  reader.releaseLock();
  routerContext.renderMeta.streamCache = cache;
  routerContext.serverHandoffStream = closedStream();
}

/**
 * The document as one string (decision record 103), or null when part of it could not be
 * rendered at once: a lazy component's code not loaded yet in this process, or an error inside
 * a Suspense boundary (React marks that boundary `<!--$!-->` for the browser to render). The
 * streaming renderer then renders it as before. React's string renderer leaves out the doctype
 * its streaming one writes first; everything else is the same markup.
 */
export function renderWhole(document: React.ReactNode): string | null {
  try {
    const html = renderToString(document);
    return html.includes("<!--$!-->") ? null : `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}
