import type { ServerBuild } from "react-router";
import { FAILURE_STATUS, type FailureCode, type RouteFailure } from "~/domain/failure";
import { ServiceError } from "./services/errors";

const UNEXPECTED = "An unexpected error occurred";

/** What a failed service call answers; an unexpected error never shows its internals. */
export interface Failure {
  status: number;
  code: FailureCode | "unexpected";
  message: string;
  field: string | null;
  headers: Record<string, string>;
}

/** The one mapping from a thrown error to its status, words and headers (issue 32 item 1). */
export function describeFailure(error: unknown): Failure {
  if (!(error instanceof ServiceError)) return { status: 500, code: "unexpected", message: UNEXPECTED, field: null, headers: {} };
  const headers: Record<string, string> = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
  return { status: FAILURE_STATUS[error.code], code: error.code, message: error.message, field: error.field, headers };
}

/**
 * A loader's or action's ServiceError as a JSON response: the route error data the error screens
 * read, and the body a resource route's script reads.
 */
export function failureResponse(error: ServiceError): Response {
  const { status, headers } = describeFailure(error);
  const body: RouteFailure = { failure: error.code, message: error.message, refusal: error.refusal };
  // A failure is the answer to this request only: never kept by a browser or a proxy.
  return Response.json(body, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

type RouteHandler = (args: never) => unknown;

function answeringFailures<H extends RouteHandler>(handler: H): H {
  const wrapped = async (args: never) => {
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof ServiceError) throw failureResponse(error);
      throw error;
    }
  };
  return wrapped as H;
}

const wrappedBuilds = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader and action turning a thrown ServiceError into its status and
 * route error data, so no loader maps a failure by hand (decision record 128). Form actions that
 * show the failure next to a field catch it first (server/intent-action.ts, the public forms).
 */
export function answeringServiceFailures(build: ServerBuild): ServerBuild {
  const known = wrappedBuilds.get(build);
  if (known) return known;
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: answeringFailures(loader) } : {}),
        ...(action ? { action: answeringFailures(action) } : {}),
      },
    };
  }
  const wrapped = { ...build, routes };
  wrappedBuilds.set(build, wrapped);
  return wrapped;
}
