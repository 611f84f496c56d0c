import { renderToString } from "react-dom/server";
import { createStaticHandler, ServerRouter, type EntryContext, type RouteObject, type ServerBuild } from "react-router";
import { NonceProvider } from "~/components/nonce-provider";
import { SharedMarkupContext } from "~/components/shared-markup";
import type { SharedMarkupSession, SharedMarkupStore } from "#server/shared-markup-store";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

export function closedStream() {
  return new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });
}

/** React Router's hydration data as its turbo-stream gave it, chunk by chunk, decoded. */
export type HydrationData = { done: boolean; value: string }[];

/** The cache <StreamTransfer> reads before the stream, filled with these chunks (and a failure to read on, if any). */
function streamCacheOf(chunks: HydrationData, error?: { error: unknown }): StreamCache {
  const cache: StreamCache = {};
  chunks.forEach((result, chunk) => (cache[chunk] = Object.assign(Promise.resolve(), { result })));
  if (error) cache[chunks.length] = Object.assign(Promise.resolve(), error);
  return cache;
}

/**
 * Reads React Router's hydration data (its turbo-stream) to the end before rendering, into the
 * cache its <StreamTransfer> reads first, so rendering it never waits. The stream is then
 * replaced by an empty one for <ServerRouter> to take a reader of: nothing reads from it.
 * Returns the chunks, or null when there is no stream or reading it failed (the render then
 * meets the failure where the stream would have).
 */
export async function readHydrationDataAhead(routerContext: EntryContext): Promise<HydrationData | null> {
  const stream = routerContext.serverHandoffStream;
  if (!stream || !routerContext.renderMeta) return null;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const chunks: HydrationData = [];
  let failure: { error: unknown } | undefined;
  for (;;) {
    try {
      const { done, value } = await reader.read();
      chunks.push({ done, value: decoder.decode(value, { stream: true }) });
      if (done) break;
    } catch (error) {
      failure = { error };
      break;
    }
  }
  reader.releaseLock();
  routerContext.renderMeta.streamCache = streamCacheOf(chunks, failure);
  routerContext.serverHandoffStream = closedStream();
  return failure ? null : chunks;
}

/**
 * The document as one string (decision record 103), or null when part of it could not be
 * rendered at once: a lazy component's code not loaded yet in this process, or an error inside
 * a Suspense boundary (React marks that boundary `<!--$!-->` for the browser to render). The
 * streaming renderer then renders it as before. React's string renderer leaves out the doctype
 * its streaming one writes first; everything else is the same markup. With `sharing`, parts
 * the same on every site come from markup earlier renders kept, and the ones rendered now are
 * kept once the page is whole (decision record 109).
 */
export function renderWhole(document: React.ReactNode, sharing?: SharedMarkupSession): string | null {
  try {
    const html = renderToString(sharing ? <SharedMarkupContext value={sharing}>{document}</SharedMarkupContext> : document);
    if (html.includes("<!--$!-->")) return null;
    sharing?.keep(html);
    return `<!DOCTYPE html>${html}`;
  } catch {
    return null;
  }
}

/**
 * A document a render thread can render (decision record 104): the data React Router loaded
 * for it, its hydration data already read, plain values a thread message can carry.
 */
export interface DocumentJob {
  url: string;
  nonce: string;
  staticHandlerContext: {
    basename: string | undefined;
    location: EntryContext["staticHandlerContext"]["location"];
    statusCode: number;
    loaderData: EntryContext["staticHandlerContext"]["loaderData"];
    matches: { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: { id: string } }[];
  };
  serverHandoffString: string | undefined;
  criticalCss: EntryContext["criticalCss"];
  hydrationData: HydrationData;
}

/**
 * The job for a page rendered from its loaders' data alone, with the hydration data
 * readHydrationDataAhead read; null for the rest (an action's answer, an error page), which the
 * main thread renders.
 */
export function documentJobFor(routerContext: EntryContext, hydrationData: HydrationData, url: string, nonce: string): DocumentJob | null {
  const context = routerContext.staticHandlerContext;
  if (routerContext.isSpaMode || context.errors || context.actionData) return null;
  return {
    url,
    nonce,
    staticHandlerContext: {
      basename: context.basename,
      location: context.location,
      statusCode: context.statusCode,
      loaderData: context.loaderData,
      matches: context.matches.map(({ params, pathname, pathnameBase, route }) => ({ params, pathname, pathnameBase, route: { id: route.id } })),
    },
    serverHandoffString: routerContext.serverHandoffString,
    criticalCss: routerContext.criticalCss,
    hydrationData,
  };
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

function routeTree(routes: BuildRoute[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: routeTree(routes, route.id) },
    );
}

const entryPartsByBuild = new WeakMap<ServerBuild, Pick<EntryContext, "routeModules" | "branches">>();

/**
 * What React Router derives from the build once per process: the route modules and the routes'
 * ranked branches, which it matches links against. `_internalRouteBranches` is what React Router
 * itself hands to the document as `branches`; without it (a later version) it ranks them per render.
 */
function entryPartsOf(build: ServerBuild): Pick<EntryContext, "routeModules" | "branches"> {
  let parts = entryPartsByBuild.get(build);
  if (!parts) {
    const routes = Object.values(build.routes).filter((route): route is BuildRoute => route !== undefined);
    const handler = createStaticHandler(routeTree(routes, undefined), { basename: build.basename }) as { _internalRouteBranches?: EntryContext["branches"] };
    parts = {
      routeModules: Object.fromEntries(routes.map((route) => [route.id, route.module])) as EntryContext["routeModules"],
      branches: handler._internalRouteBranches as EntryContext["branches"],
    };
    entryPartsByBuild.set(build, parts);
  }
  return parts;
}

/**
 * In a render thread: the job's document rendered whole from the thread's own copy of the build,
 * sharing markup through the thread's own store, or null.
 */
export function renderDocumentJob(job: DocumentJob, build: ServerBuild, sharing?: SharedMarkupStore): string | null {
  const context: EntryContext = {
    ...entryPartsOf(build),
    manifest: build.assets,
    staticHandlerContext: {
      ...job.staticHandlerContext,
      actionData: null,
      errors: null,
      loaderHeaders: {},
      actionHeaders: {},
    } as unknown as EntryContext["staticHandlerContext"],
    criticalCss: job.criticalCss,
    serverHandoffString: job.serverHandoffString,
    serverHandoffStream: closedStream(),
    renderMeta: { streamCache: streamCacheOf(job.hydrationData) },
    future: build.future,
    ssr: build.ssr,
    routeDiscovery: build.routeDiscovery,
    isSpaMode: false,
  };
  return renderWhole(
    <NonceProvider value={job.nonce}>
      <ServerRouter context={context} url={job.url} nonce={job.nonce} />
    </NonceProvider>,
    sharing?.session(job.staticHandlerContext.location.pathname),
  );
}
