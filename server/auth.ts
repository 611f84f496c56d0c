import { betterAuth, type GenericEndpointContext } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "./db/client";
import { accounts, rateLimits, sessions, userProfiles, verifications } from "./db/schema";
import type { Mailer } from "./mail";
import { passwordResetMail } from "./mail-templates";
import { cacheTags } from "./cache-tags";
import { sharedCache } from "./memory-cache";
import { authEndpointErrorLogger, betterAuthLogger } from "./request-log";
import { newPasswordLink, returnSiteOfResetUrl } from "./services/accounts/account-links";
import { accountSubject, clearAttempts, longestWait, recordAttempts } from "./services/accounts/attempt-limits";
import { listLiveSiteHosts } from "./services/accounts/live-site-hosts";
import {
  ADMIN_PORTAL_HEADER,
  checkSessionRules,
  SIGN_IN_REFUSED_CODE,
  SITE_HOST_HEADER,
} from "./services/accounts/session-rules";
import {
  DEVICE_COOKIE_SECONDS,
  deviceCookieName,
  deviceNonceOf,
  newDeviceCookieValue,
  signInCounters,
} from "./services/accounts/sign-in-devices";
import { ATTEMPT_LIMIT_MESSAGES } from "~/domain/schemas/auth";
import { normaliseHost } from "~/domain/site-url";
import { carriesSessionCookie } from "./session-cookie";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Public URL of the main domain: reset and invite links always point here, never to a request's Host. */
  appUrl: string;
  appDomain: string;
  /** DEV_HOSTS: hosts where administrators and approved realtors may sign in without the domain check. */
  devHostMarkers: string[];
  /** The app's logger; better-auth prints to the console without it. */
  logger?: Logger;
}

export const RESET_TOKEN_SECONDS = 60 * 60;

export function createAuth(options: AuthOptions) {
  const { db, mailer, appUrl } = options;
  const tenancy = { appDomain: options.appDomain, devHostMarkers: options.devHostMarkers };

  /** The 403 of decision 080 unless this account may hold a session on the request's host. */
  async function assertSessionAllowed(userId: string, headers: Headers | undefined, url: string | undefined): Promise<void> {
    const check = await checkSessionRules(db, tenancy, {
      userId,
      host: sessionHost(headers, url),
      adminPortal: headers?.get(ADMIN_PORTAL_HEADER) === "admin",
    });
    if (!check.allowed) throw new APIError("FORBIDDEN", { message: check.message, code: SIGN_IN_REFUSED_CODE });
  }

  /**
   * Whether a stored session may still be used on the host of this request: the rules it was
   * created under, checked again on every read (issue 30 item 6, decision record 121). Server
   * code's own calls that name no request host are not a request's.
   */
  async function sessionHolds(userId: string, headers: Headers | undefined, url: string | undefined): Promise<boolean> {
    const host = sessionHost(headers, url);
    return !host || (await checkSessionRules(db, tenancy, { userId, host, adminPortal: false })).allowed;
  }

  /** The account, device cookie and address a sign-in is limited by (decisions 081 and 122). */
  async function countersOf(ctx: GenericEndpointContext) {
    const login = loginOf(ctx.body);
    const device = await ctx.getSignedCookie(ctx.context.createAuthCookie(deviceCookieName(login)).name, options.secret);
    const address = (ctx.headers ?? ctx.request?.headers)?.get("x-client-ip") ?? "";
    return signInCounters(db, { login, address, deviceNonce: deviceNonceOf(device, login) });
  }

  return betterAuth({
    appName: "Condo Sites Singapore",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: userProfiles,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      fields: { name: "fullName" },
      additionalFields: {
        role: { type: "string", required: true, input: false },
        phoneNumber: { type: "string", required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts are created by our own services (sign-up transaction, administrators), never by the open endpoint.
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token, url }) => {
        // The tenant host the reset came from rides along so the completion page can link back to it.
        const link = newPasswordLink(appUrl, { token, type: "recovery", site: returnSiteOfResetUrl(url) });
        await mailer.send({ to: user.email, ...passwordResetMail({ name: user.name, link }) });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          // Every session better-auth would store, whichever endpoint asks (decision 080).
          before: async (session, context) => {
            await assertSessionAllowed(session.userId, context?.request?.headers ?? context?.headers, context?.request?.url);
          },
        },
      },
    },
    trustedOrigins: async () => trustedOrigins(db, options),
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // A name changes in one place, the profile page, on both copies and sanitised (decision 083).
        if (ctx.path === UPDATE_USER_PATH) throw new APIError("NOT_FOUND", { message: "Not Found" });
        // Every endpoint acting on a session refuses one used off its hosts (decision record 121);
        // get-session answers null instead, below, and signing out always works.
        if (!SESSIONLESS_PATHS.has(ctx.path) && carriesSessionCookie(ctx.headers?.get("cookie"))) {
          const current = await getSessionFromCtx(ctx);
          if (current && !(await sessionHolds(current.user.id, ctx.headers, ctx.request?.url))) throw new APIError("UNAUTHORIZED");
        }
        if (ctx.path === CHANGE_PASSWORD_PATH && (ctx.body as { revokeOtherSessions?: unknown } | undefined)?.revokeOtherSessions === true) {
          // This endpoint creates its new session after it has already changed the password and
          // ended the others, outside a transaction: check the rules before it starts.
          const current = await getSessionFromCtx(ctx);
          if (current) await assertSessionAllowed(current.user.id, ctx.headers ?? ctx.request?.headers, ctx.request?.url);
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const wait = await longestWait(db, await countersOf(ctx));
        if (wait > 0) {
          throw new APIError(
            "TOO_MANY_REQUESTS",
            { message: ATTEMPT_LIMIT_MESSAGES.signIn(wait), code: TOO_MANY_SIGN_IN_ATTEMPTS_CODE },
            { "Retry-After": String(wait) },
          );
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // The one read of the session every page's guard makes (server/guards.ts): off its hosts, signed out.
        if (ctx.path === GET_SESSION_PATH) {
          const read = ctx.context.returned as { user?: { id: string } } | null | undefined;
          if (read?.user && !(await sessionHolds(read.user.id, ctx.headers ?? ctx.request?.headers, ctx.request?.url))) return ctx.json(null);
          return;
        }
        if (ctx.path !== SIGN_IN_PATH) return;
        const returned = ctx.context.returned;
        const counters = await countersOf(ctx);
        if (isAPIError(returned)) {
          // Only wrong credentials count: a refusal by the session rules had the right password.
          if (returned.statusCode === 401) await recordAttempts(db, counters);
          return;
        }
        await clearAttempts(db, counters[0].rule, counters[0].subject);
        const login = loginOf(ctx.body);
        const cookie = ctx.context.createAuthCookie(deviceCookieName(login), { maxAge: DEVICE_COOKIE_SECONDS });
        await ctx.setSignedCookie(cookie.name, newDeviceCookieValue(login), options.secret, cookie.attributes);
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Failed sign-ins are limited per account and per address by the hooks above (decision 081);
        // a per-address count of every sign-in would lock an office out.
        "/sign-in/email": false,
        "/request-password-reset": { window: 60, max: 5 },
        // Guessing the current password from a borrowed session (decision record 056).
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      // The reset mail goes out after the answer, so a real account's answer does not take
      // longer than an unknown one's; better-auth logs a send that fails (decision 123).
      backgroundTasks: { handler: (task) => void task },
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    telemetry: { enabled: false },
    logger: options.logger ? betterAuthLogger(options.logger) : { level: "error" },
    onAPIError: options.logger ? { onError: authEndpointErrorLogger(options.logger) } : undefined,
  });
}

export type Auth = ReturnType<typeof createAuth>;

const SIGN_IN_PATH = "/sign-in/email";
const UPDATE_USER_PATH = "/update-user";
const CHANGE_PASSWORD_PATH = "/change-password";
const GET_SESSION_PATH = "/get-session";
/** Paths that read no session of the request, or read it themselves (get-session). */
const SESSIONLESS_PATHS = new Set([SIGN_IN_PATH, GET_SESSION_PATH, "/sign-out"]);
export const TOO_MANY_SIGN_IN_ATTEMPTS_CODE = "TOO_MANY_SIGN_IN_ATTEMPTS";

/** The account of a sign-in: the email typed, trimmed and lower-cased. */
function loginOf(body: unknown): string {
  return accountSubject((body as { email?: unknown } | undefined)?.email);
}

/** The host a session is requested on: our header, else the request's own URL; '' without a request. */
function sessionHost(headers: Headers | undefined, url: string | undefined): string {
  const stated = headers?.get(SITE_HOST_HEADER);
  if (stated) return normaliseHost(stated);
  try {
    return url ? normaliseHost(new URL(url).host) : "";
  } catch {
    return "";
  }
}

const originsCache = sharedCache<string[]>("trusted-origins", 60_000);

/** The main domain plus every live realtor host, on http and https, with any port on localhost. */
async function trustedOrigins(db: Database, options: AuthOptions): Promise<string[]> {
  return originsCache.getOrLoad("all", async () => {
    const hosts = new Set([options.appDomain, ...(await listLiveSiteHosts(db))]);
    const main = new URL(options.appUrl);
    const origins = [main.origin];
    for (const host of hosts) {
      if (!host) continue;
      origins.push(`https://${host}`, `https://www.${host}`);
      // Local demo hosts (leader.localhost) run on plain http beside the main domain's port.
      if (host === "localhost" || host.endsWith(".localhost")) {
        origins.push(`http://${host}${main.port ? `:${main.port}` : ""}`);
      }
    }
    return origins;
  }, { tags: () => [cacheTags.siteHosts] });
}
