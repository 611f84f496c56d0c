import { betterAuth } from "better-auth";
import type { Logger } from "pino";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { inArray, isNotNull } from "drizzle-orm";
import type { Database } from "./db/client";
import { accounts, rateLimits, realtors, sessions, sitePermissions, userProfiles, verifications } from "./db/schema";
import type { Mailer } from "./mail";
import { passwordResetMail } from "./mail-templates";
import { sharedCache } from "./memory-cache";
import { betterAuthLogger } from "./request-log";
import { newPasswordLink, returnSiteOfResetUrl } from "./services/accounts/account-links";

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Public URL of the main domain: reset and invite links always point here, never to a request's Host. */
  appUrl: string;
  appDomain: string;
  /** Sign-in attempts allowed per client address per minute. */
  signInPerMinute?: number;
  /** The app's logger; better-auth prints to the console without it. */
  logger?: Logger;
}

export const RESET_TOKEN_SECONDS = 60 * 60;

export function createAuth(options: AuthOptions) {
  const { db, mailer, appUrl } = options;
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
    trustedOrigins: async () => trustedOrigins(db, options),
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: options.signInPerMinute ?? 10 },
        "/request-password-reset": { window: 60, max: 5 },
        // Guessing the current password from a borrowed session (decision record 056).
        "/change-password": { window: 60, max: 5 },
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    telemetry: { enabled: false },
    logger: options.logger ? betterAuthLogger(options.logger) : { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const originsCache = sharedCache<string[]>("trusted-origins", 60_000);

/** The main domain plus every known realtor host, on http and https, with any port on localhost. */
async function trustedOrigins(db: Database, options: AuthOptions): Promise<string[]> {
  return originsCache.getOrLoad("all", async () => {
    const [sites, permissions] = await Promise.all([
      db.select({ host: realtors.agentSiteUrl }).from(realtors).where(isNotNull(realtors.agentSiteUrl)),
      db
        .select({ host: sitePermissions.siteUrl })
        .from(sitePermissions)
        .where(inArray(sitePermissions.isActive, [true])),
    ]);
    const hosts = new Set([options.appDomain, ...sites.map((s) => s.host), ...permissions.map((p) => p.host)]);
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
  });
}
