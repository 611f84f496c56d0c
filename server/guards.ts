import { redirect, type AppLoadContext } from "react-router";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { canAccess, type PageAccess, type Permission, type Role } from "~/domain/permissions";
import type { Actor } from "./services/actor";
import { ForbiddenError, UnauthenticatedError } from "./services/errors";
import { carriesSessionCookie } from "./session-cookie";

/** The signed-in user; also the Actor every administrative service checks. */
export interface SessionUser extends Actor {
  phoneNumber: string | null;
}

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
  if (!carriesSessionCookie(request.headers.get("cookie"))) return null;
  // Null as well for a session used off the hosts it may hold on (server/auth.ts, decision record 121).
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

/** Pages for any signed-in user: visitors go to /auth (spec part 3 §2). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw redirect("/auth");
  return user;
}

/**
 * The one permission guard of dashboard pages: 'Authentication Required' without a session,
 * 'Access Denied' with the role (and the permission asked for) when the role lacks it.
 * The services behind the page check the same matrix again.
 */
export async function requireAccess(
  request: Request,
  context: AppLoadContext,
  access: PageAccess,
  /** A page's own words for the refusal ('Access Denied: You don't have permission to view audit trails'). */
  options: { deniedMessage?: string } = {},
): Promise<SessionUser> {
  const user = await getOptionalUser(request, context);
  if (!user) throw new UnauthenticatedError(ACCESS_MESSAGES.authenticationRequired);
  if (!canAccess(user.role, access)) {
    const permission: Permission | undefined = "permission" in access ? access.permission : undefined;
    throw new ForbiddenError(options.deniedMessage ?? ACCESS_MESSAGES.accessDenied, { refusal: { role: user.role, permission } });
  }
  return user;
}
