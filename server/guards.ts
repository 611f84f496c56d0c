import { data, redirect, type AppLoadContext } from "react-router";
import {
  hasPermission,
  passesAllowedRoles,
  passesRequiredRole,
  type Permission,
  type Role,
} from "~/domain/permissions";

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  phoneNumber: string | null;
}

import type { GuardFailureData as GuardFailure } from "~/features/auth/guard-failure";

const sessionsByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, looked up once per request; visitors without a cookie cost no query. */
export function getOptionalUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = lookupUser(request, context);
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

async function lookupUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")?.includes("session_token")) return null;
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const user = session.user as typeof session.user & { role: Role; phoneNumber?: string | null };
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    role: user.role,
    phoneNumber: user.phoneNumber ?? null,
  };
}

/** Unauthenticated users go to /auth (spec part 3 §2). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect("/auth");
  return user;
}

/** A required role passes for that role or for master. */
export async function requireRole(request: Request, context: AppLoadContext, role: Role): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!passesRequiredRole(user.role, role)) throw accessDenied(user.role);
  return user;
}

/** An allowed-roles list passes the listed roles only; master is not added. */
export async function requireAllowedRoles(
  request: Request,
  context: AppLoadContext,
  roles: readonly Role[],
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!passesAllowedRoles(user.role, roles)) throw accessDenied(user.role);
  return user;
}

/** Permission pages show Authentication Required or Access Denied with the role and permission. */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw data<GuardFailure>({ guard: "authentication-required" }, { status: 401 });
  if (!hasPermission(user.role, permission)) throw accessDenied(user.role, permission);
  return user;
}

function accessDenied(role: string, permission?: Permission) {
  return data<GuardFailure>({ guard: "access-denied", role, permission }, { status: 403 });
}
