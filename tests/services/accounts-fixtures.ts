import { desc, eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { outbox, sessions, userProfiles } from "#server/db/schema";
import type { ForwardingContext } from "#server/services/accounts/auth-forwarding";
import { TEST_APP_URL, type TestServices } from "../support/test-services";

export const DEMO_PASSWORD = "Demo#2026!";

let nextAddress = 1;

/** A browser form post on `origin`, as an action receives it, from a client address of its own. */
export function browserPost(
  services: TestServices,
  { origin = TEST_APP_URL, path = "/", cookie, clientIp }: { origin?: string; path?: string; cookie?: string; clientIp?: string } = {},
): ForwardingContext {
  const headers = new Headers({ origin, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" });
  if (cookie) headers.set("cookie", cookie);
  return {
    auth: services.auth,
    appUrl: TEST_APP_URL,
    request: new Request(new URL(path, origin), { method: "POST", headers }),
    clientIp: clientIp ?? `203.0.113.${nextAddress++}`,
  };
}

export async function userIdOf(services: TestServices, email: string): Promise<string> {
  const [row] = await services.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function sessionCountOf(services: TestServices, email: string): Promise<number> {
  const rows = await services.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, await userIdOf(services, email)));
  return rows.length;
}

/** 'name=value' of a Set-Cookie header, for the next request's Cookie header. */
export function cookiePair(setCookie: string | undefined): string {
  return (setCookie ?? "").split(";")[0];
}

/** The mails sent to `email`, newest first. */
export async function mailsTo(services: TestServices, email: string) {
  return services.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
}

/** The mail a reset request sends to `email`: it goes out after the answer (decision record 123), so wait for it. */
export async function resetMailAfter(services: TestServices, email: string, request: () => Promise<unknown>) {
  const before = (await mailsTo(services, email)).length;
  await request();
  return vi.waitFor(async () => {
    const mails = await mailsTo(services, email);
    expect(mails.length).toBeGreaterThan(before);
    return mails[0];
  });
}
