import type { Permission } from "./permissions";

/**
 * The one vocabulary of failures (issue 32 item 1). Services throw a ServiceError with one of
 * these codes; server/failure-response.ts turns it into the status, and a loader's failure into
 * the route error data below, in one place.
 */
export const FAILURE_CODES = ["unauthenticated", "forbidden", "not-found", "invalid", "conflict", "rate-limited", "unavailable"] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

export const FAILURE_STATUS: Readonly<Record<FailureCode, number>> = {
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  invalid: 422,
  conflict: 409,
  "rate-limited": 429,
  unavailable: 503,
};

/** What a refused page was refused for: the role shown on the Access Denied screen. */
export interface RefusalDetail {
  role: string;
  permission?: Permission;
}

/** The data of a route error a ServiceError became: what the error screens read. */
export interface RouteFailure {
  failure: FailureCode;
  message: string;
  refusal: RefusalDetail | null;
}

export function isRouteFailure(value: unknown): value is RouteFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    "failure" in value &&
    (FAILURE_CODES as readonly unknown[]).includes((value as { failure: unknown }).failure)
  );
}
