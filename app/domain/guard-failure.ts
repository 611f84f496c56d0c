import type { Permission } from "~/domain/permissions";

/** Thrown by the server guards as route error data; rendered by GuardScreen. */
export type GuardFailureData =
  | { guard: "authentication-required" }
  | { guard: "access-denied"; role: string; permission?: Permission; message?: string };

export function isGuardFailure(value: unknown): value is GuardFailureData {
  return typeof value === "object" && value !== null && "guard" in value;
}
