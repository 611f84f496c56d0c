import { eq } from "drizzle-orm";
import { createServer, type Socket } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUpSchema } from "~/domain/schemas/auth";
import { agencies, realtors } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { ATTEMPT_RULES, recordAttempts, secondsUntilAllowed } from "#server/services/accounts/attempt-limits";
import { registerRealtor } from "#server/services/accounts/register-realtor";
import { approveRealtor } from "#server/services/realtor-approvals";
import { authRequest, createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { sessionCountOf } from "./accounts-fixtures";
import { demoActors } from "./admin-fixtures";

const PASSWORD = "Demo#2026!";
/** Each demo account and where it signs in (README): administrators on the main domain, realtors on their own site. */
const DEMO_SIGN_INS: [string, string][] = [
  ["master@demo.sg", TEST_APP_URL],
  ["admin1@demo.sg", TEST_APP_URL],
  ["admin2@demo.sg", TEST_APP_URL],
  ["leader@demo.sg", "http://leader.localhost:3000"],
  ["agent@demo.sg", "http://agent.localhost:3000"],
];

let services: TestServices;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(() => services.close());

function sessionCookie(response: Response) {
  return response.headers.getSetCookie().find((c) => c.includes("session_token"));
}

describe("auth base (better-auth over the database)", () => {
  it.each(DEMO_SIGN_INS)("the demo account %s signs in through /api/auth on %s with a host-only, httpOnly session cookie", async (email, origin) => {
    const response = await services.auth.handler(
      authRequest("/sign-in/email", { email, password: PASSWORD }, { origin, clientIp: `198.51.100.${DEMO_SIGN_INS.findIndex(([e]) => e === email)}` }),
    );
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const body = (await response.json()) as { user: { email: string; role: string } };
    expect(body.user.email).toBe(email);
  });

  it("a wrong password is refused with 401 and no session", async () => {
    const response = await services.auth.handler(
      authRequest("/sign-in/email", { email: "leader@demo.sg", password: "wrong-password" }, { clientIp: "198.51.100.50" }),
    );
    expect(response.status).toBe(401);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("a signed-in request from an untrusted origin is refused", async () => {
    const signIn = await services.auth.handler(
      authRequest("/sign-in/email", { email: "agent@demo.sg", password: PASSWORD }, { origin: "http://agent.localhost:3000", clientIp: "198.51.100.60" }),
    );
    const cookie = sessionCookie(signIn)!.split(";")[0];
    const response = await services.auth.handler(
      authRequest("/sign-out", {}, { origin: "https://evil.example", cookie, clientIp: "198.51.100.60" }),
    );
    expect(response.status).toBe(403);
  });

  it("a realtor's own host is a trusted origin", async () => {
    const response = await services.auth.handler(
      authRequest(
        "/sign-in/email",
        { email: "leader@demo.sg", password: PASSWORD },
        { origin: "http://leader.localhost:3000", cookie: "theme=light", clientIp: "198.51.100.70" },
      ),
    );
    expect(response.status).toBe(200);
  });

  it("the open sign-up endpoint is closed: accounts are created by our services only", async () => {
    const response = await services.auth.handler(
      authRequest("/sign-up/email", { email: "new@demo.sg", password: "Abcdef#123", name: "New Person" }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    const session = await services.auth.handler(
      authRequest("/sign-in/email", { email: "new@demo.sg", password: "Abcdef#123" }, { clientIp: "198.51.100.80" }),
    );
    expect(session.status).toBe(401);
  });
});

describe("password reset requests do not reveal which emails have accounts", () => {
  it("answers the same for a known and an unknown email even when the mail server is down", async () => {
    const { createAuth } = await import("#server/auth");
    const { createMailer } = await import("#server/mail");
    const unreachableSmtp = createMailer({ db: services.db, smtpUrl: "smtp://127.0.0.1:1", from: "test@localhost" });
    const auth = createAuth({
      db: services.db,
      mailer: unreachableSmtp,
      secret: "test-secret-test-secret-test-secret-0123",
      appUrl: "http://localhost:3000",
      appDomain: "localhost",
      devHostMarkers: [],
    });
    const ask = (email: string, clientIp: string) =>
      auth.handler(authRequest("/request-password-reset", { email, redirectTo: "/new-password" }, { clientIp }));
    const known = await ask("leader@demo.sg", "198.51.100.90");
    const unknown = await ask("nobody@demo.sg", "198.51.100.91");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });
});

describe("a password reset request answers at once and mails in the background (issue 30 item 12, decision record 123)", () => {
  it("a mail server that never answers does not hold the answer for a real account, and the failed send is logged", async () => {
    // A mail server that accepts the connection and stays silent until the test lets go of it.
    const connections: Socket[] = [];
    const silentSmtp = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", resolve));
    const logs: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    try {
      const { createAuth } = await import("#server/auth");
      const { createMailer } = await import("#server/mail");
      const { port } = silentSmtp.address() as { port: number };
      const auth = createAuth({
        db: services.db,
        mailer: createMailer({ db: services.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: "test@localhost" }),
        secret: "test-secret-test-secret-test-secret-0123",
        appUrl: TEST_APP_URL,
        appDomain: "localhost",
        devHostMarkers: [],
        logger: pino({ level: "info" }, sink),
      });
      // Awaiting the mail would wait for the server's greeting, which never comes: the test would time out.
      const answer = await auth.handler(authRequest("/request-password-reset", { email: "leader@demo.sg", redirectTo: "/new-password" }, { clientIp: "198.51.100.95" }));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: true, message: "If this email exists in our system, check your email for the reset link" });
      // The mail was on its way when the answer left.
      await vi.waitFor(() => expect(connections).toHaveLength(1));
      for (const socket of connections) socket.destroy();
      await vi.waitFor(() => expect(logs.some((line) => line.level === 50 && line.source === "better-auth" && line.err)).toBe(true));
    } finally {
      for (const socket of connections) socket.destroy();
      silentSmtp.close();
    }
  }, 15_000);
});

describe("trusted origins are the main domain and live realtor sites only (issue 9 item 5)", () => {
  let nextAddress = 0;
  /** A wrong password: 401 when the origin and callback are trusted, 403 before the credentials are even looked at when not. */
  async function wrongPasswordFrom(origin: string, body: Record<string, unknown> = {}) {
    clearLocalCaches();
    nextAddress += 1;
    const response = await services.auth.handler(
      authRequest(
        "/sign-in/email",
        { email: "leader@demo.sg", password: "not-the-password", ...body },
        { origin, cookie: "theme=light", clientIp: `198.51.100.${200 + nextAddress}` },
      ),
    );
    return { status: response.status, code: ((await response.json()) as { code?: string }).code };
  }

  async function pendingSignUp(siteUrl: string) {
    const [agency] = await services.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, "Harbourline Realty"));
    const input = signUpSchema.parse({
      fullName: "Pending Person",
      email: `pending.${siteUrl}@example.sg`,
      password: "Harbour#2026",
      confirmPassword: "Harbour#2026",
      role: "leader",
      agencyId: agency.id,
      siteUrl,
    });
    return registerRealtor(services.db, { appDomain: "localhost", devHostMarkers: ["preview", "staging"], clientAddress: `192.0.2.${siteUrl.length}` }, input);
  }

  it("a pending sign-up's site is not trusted: neither as the origin of a request nor as a callback URL (no open redirect)", async () => {
    await pendingSignUp("pending-homes.example.sg");
    expect(await wrongPasswordFrom("https://pending-homes.example.sg")).toEqual({ status: 403, code: "INVALID_ORIGIN" });
    expect(await wrongPasswordFrom(TEST_APP_URL, { callbackURL: "https://pending-homes.example.sg/welcome" })).toEqual({
      status: 403,
      code: "INVALID_CALLBACK_URL",
    });
  });

  it("a suspended realtor's site is not trusted", async () => {
    expect(await wrongPasswordFrom("http://chloe.localhost:3000")).toEqual({ status: 403, code: "INVALID_ORIGIN" });
  });

  it("the main domain and an active realtor's site are trusted; a pending site becomes trusted once approved", async () => {
    expect((await wrongPasswordFrom(TEST_APP_URL)).status).toBe(401);
    expect((await wrongPasswordFrom("http://leader.localhost:3000")).status).toBe(401);
    const { realtorId } = await pendingSignUp("approved-homes.example.sg");
    expect((await wrongPasswordFrom("https://approved-homes.example.sg")).status).toBe(403);
    const actors = await demoActors(services.db);
    await approveRealtor({ db: services.db, mailer: services.mailer, config: { appUrl: TEST_APP_URL } }, actors.admin1ic, { id: realtorId });
    const [approved] = await services.db.select({ status: realtors.status }).from(realtors).where(eq(realtors.id, realtorId));
    expect(approved.status).toBe("active");
    expect((await wrongPasswordFrom("https://approved-homes.example.sg")).status).toBe(401);
    expect((await wrongPasswordFrom("https://www.approved-homes.example.sg")).status).toBe(401);
  });
});

describe("the sign-in rules hold on better-auth's own API, where sessions are created (issue 9 item 1)", () => {
  let nextAddress = 0;
  async function signInThroughApi(email: string, origin: string | null, host?: string) {
    nextAddress += 1;
    const response = await services.auth.handler(
      authRequest("/sign-in/email", { email, password: PASSWORD }, { origin, host, clientIp: `198.51.100.${120 + nextAddress}` }),
    );
    const body = (await response.json()) as { message?: string; code?: string };
    return { status: response.status, cookie: sessionCookie(response), message: body.message, code: body.code };
  }

  it.each([
    ["a pending realtor", "arjun@demo.sg", "arjun.localhost:3000"],
    ["a suspended realtor", "chloe@demo.sg", "chloe.localhost:3000"],
  ])("%s gets no session on its own site, even from a script that sends no Origin, and is told why", async (_label, email, host) => {
    const refused = await signInThroughApi(email, null, host);
    expect(refused).toEqual({
      status: 403,
      cookie: undefined,
      message: "Your account is not found or not approved. Please contact your administrator.",
      code: "SIGN_IN_REFUSED",
    });
    expect(await sessionCountOf(services, email)).toBe(0);
  });

  it("a realtor on a host that is not among its allowed domains gets no session", async () => {
    const before = await sessionCountOf(services, "leader@demo.sg");
    const refused = await signInThroughApi("leader@demo.sg", "http://agent.localhost:3000");
    expect(refused).toMatchObject({
      status: 403,
      cookie: undefined,
      message: "This account is only authorized for: leader.localhost. Please access from one of these domains.",
    });
    expect(await sessionCountOf(services, "leader@demo.sg")).toBe(before);
  });

  it("a realtor on the main domain gets no session", async () => {
    const before = await sessionCountOf(services, "agent@demo.sg");
    const refused = await signInThroughApi("agent@demo.sg", TEST_APP_URL);
    expect(refused).toMatchObject({ status: 403, cookie: undefined, message: expect.stringContaining("only authorized for: agent.localhost") });
    expect(await sessionCountOf(services, "agent@demo.sg")).toBe(before);
  });

  it("an administrator gets no session on a realtor's site, but does on the main domain and on development hosts", async () => {
    expect(await signInThroughApi("admin1@demo.sg", "http://leader.localhost:3000")).toMatchObject({ status: 403, cookie: undefined });
    expect((await signInThroughApi("admin1@demo.sg", TEST_APP_URL)).status).toBe(200);
    // Development hosts are not trusted origins: a script there posts to the main domain's API.
    expect((await signInThroughApi("admin1@demo.sg", TEST_APP_URL, "127.0.0.1:3000")).status).toBe(200);
    expect((await signInThroughApi("admin2@demo.sg", TEST_APP_URL, "preview.condosites.sg")).status).toBe(200);
  });

  it("on a development host an active realtor gets a session and a pending one does not", async () => {
    expect((await signInThroughApi("agent@demo.sg", TEST_APP_URL, "preview.condosites.sg")).status).toBe(200);
    expect(await signInThroughApi("arjun@demo.sg", TEST_APP_URL, "preview.condosites.sg")).toMatchObject({ status: 403, cookie: undefined });
    // 'previewhomes.sg' only contains a marker: it is nobody's site, so no realtor signs in there.
    expect((await signInThroughApi("agent@demo.sg", TEST_APP_URL, "previewhomes.sg")).status).toBe(403);
  });

  it("change-password with revokeOtherSessions creates a session too: on a realtor's host an administrator's is refused and nothing changes", async () => {
    const signIn = await signInThroughApi("admin2@demo.sg", TEST_APP_URL);
    const cookie = signIn.cookie!.split(";")[0];
    const response = await services.auth.handler(
      authRequest(
        "/change-password",
        { currentPassword: PASSWORD, newPassword: "Changed#2026!", revokeOtherSessions: true },
        { origin: "http://leader.localhost:3000", cookie, clientIp: "198.51.100.190" },
      ),
    );
    // Off its hosts the session no longer holds at all (issue 30 item 6): signed out before the endpoint runs.
    expect(response.status).toBe(401);
    expect(await sessionCountOf(services, "admin2@demo.sg")).toBeGreaterThan(0);
    expect((await signInThroughApi("admin2@demo.sg", TEST_APP_URL)).status).toBe(200);
    // On the main domain the same request is allowed: a new session replaces the others.
    const changePassword = (body: Record<string, unknown>, sessionCookieValue: string) =>
      services.auth.handler(authRequest("/change-password", body, { origin: TEST_APP_URL, cookie: sessionCookieValue, clientIp: "198.51.100.191" }));
    const allowed = await changePassword({ currentPassword: PASSWORD, newPassword: "Changed#2026!", revokeOtherSessions: true }, cookie);
    expect(allowed.status).toBe(200);
    expect(await sessionCountOf(services, "admin2@demo.sg")).toBe(1);
    const renewed = sessionCookie(allowed)!.split(";")[0];
    expect((await changePassword({ currentPassword: "Changed#2026!", newPassword: PASSWORD }, renewed)).status).toBe(200);
  });

  it("a session asked for outside any request (no host to check) is never created", async () => {
    const before = await sessionCountOf(services, "master@demo.sg");
    await expect(services.auth.api.signInEmail({ body: { email: "master@demo.sg", password: PASSWORD } })).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await sessionCountOf(services, "master@demo.sg")).toBe(before);
  });
});

// Each test signs in dozens of times with real password hashing: slow on a busy two-core machine.
describe("sign-in limits guess at passwords, not at offices (issue 9 item 12)", { timeout: 120_000 }, () => {
  const SITI = "http://siti.localhost:3000";
  const WEIJIE = "http://weijie.localhost:3000";

  async function attempt(email: string, password: string, origin: string, clientIp: string) {
    const response = await services.auth.handler(authRequest("/sign-in/email", { email, password }, { origin, clientIp }));
    const body = (await response.json()) as { message?: string; code?: string };
    return { status: response.status, retryAfter: response.headers.get("retry-after"), message: body.message, code: body.code };
  }

  it("an office's successful sign-ins are never counted: two dozen from one address all pass, and a typo afterwards is a plain 401", async () => {
    const office = "192.0.2.10";
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const [email, origin] = i % 2 === 0 ? ["siti@demo.sg", SITI] : ["weijie@demo.sg", WEIJIE];
      statuses.push((await attempt(email, PASSWORD, origin, office)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect((await attempt("siti@demo.sg", "typo", SITI, office)).status).toBe(401);
  });

  it("ten failures on one account within 15 minutes lock that account from every address, right password included; the 429 says when to retry", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt("Weijie@Demo.sg", `guess-${i}`, WEIJIE, `198.18.1.${i}`)).status).toBe(401);
    }
    const locked = await attempt("weijie@demo.sg", PASSWORD, WEIJIE, "198.18.1.200");
    expect(locked).toMatchObject({ status: 429, code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: "Too many failed sign-in attempts. Please try again in 15 minutes." });
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The same address signs another account in: the limit is the account's, not the office's.
    expect((await attempt("siti@demo.sg", PASSWORD, SITI, "198.18.1.0")).status).toBe(200);
  });

  it("fifty failures from one address, spread over many accounts, stop that address; other addresses are unaffected", async () => {
    const guesser = "198.18.2.1";
    for (let i = 0; i < 50; i++) {
      expect((await attempt(`someone${i}@example.sg`, "password1", TEST_APP_URL, guesser)).status).toBe(401);
    }
    const stopped = await attempt("someone-else@example.sg", "password1", TEST_APP_URL, guesser);
    expect(stopped).toMatchObject({ status: 429, message: expect.stringMatching(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/) });
    expect(Number(stopped.retryAfter)).toBeGreaterThan(0);
    expect((await attempt("someone-else@example.sg", "password1", TEST_APP_URL, "198.18.2.2")).status).toBe(401);
  });

  it("a successful sign-in clears the account's failures (only its password can do that)", async () => {
    for (let i = 0; i < 9; i++) expect((await attempt("siti@demo.sg", `wrong-${i}`, SITI, "198.18.3.1")).status).toBe(401);
    expect((await attempt("siti@demo.sg", PASSWORD, SITI, "198.18.3.1")).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt("siti@demo.sg", `again-${i}`, SITI, "198.18.3.1")).status).toBe(401);
  });

  it("the window slides: each failure stops counting fifteen minutes after it happened", async () => {
    const rule = ATTEMPT_RULES.signInFailuresPerAccount;
    const start = new Date("2026-01-05T09:00:00Z");
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
    for (let i = 0; i < 10; i++) await recordAttempts(services.db, [{ rule, subject: "window@example.sg" }], minutes(i));
    expect(await secondsUntilAllowed(services.db, rule, "window@example.sg", minutes(9))).toBe(6 * 60);
    expect(await secondsUntilAllowed(services.db, rule, "window@example.sg", minutes(14.5))).toBe(30);
    // The first failure has left the window: one more attempt fits, and a new failure waits for the second to leave.
    expect(await secondsUntilAllowed(services.db, rule, "window@example.sg", minutes(15))).toBe(0);
    await recordAttempts(services.db, [{ rule, subject: "window@example.sg" }], minutes(15));
    expect(await secondsUntilAllowed(services.db, rule, "window@example.sg", minutes(15))).toBe(60);
  });
});

describe("someone else's wrong guesses do not lock the owner out: device cookies (issue 30 item 7, decision record 122)", { timeout: 120_000 }, () => {
  const LEADER = "http://leader.localhost:3000";
  const AGENT = "http://agent.localhost:3000";
  let nextAddress = 0;
  /** A fresh client address per request, so the per-address limit stays out of the way unless a test means it. */
  const elsewhere = () => `198.18.30.${++nextAddress}`;

  async function signIn(email: string, password: string, origin: string, { cookie, clientIp = elsewhere() }: { cookie?: string; clientIp?: string } = {}) {
    const response = await services.auth.handler(authRequest("/sign-in/email", { email, password }, { origin, clientIp, cookie }));
    const body = (await response.json()) as { message?: string; code?: string };
    const device = response.headers.getSetCookie().find((c) => /device/i.test(c.split("=")[0]));
    return { status: response.status, message: body.message, code: body.code, retryAfter: response.headers.get("retry-after"), device };
  }

  /** The name=value part of a Set-Cookie, as the browser sends it back. */
  const sent = (setCookie: string | undefined) => setCookie!.split(";")[0];

  async function lockFromElsewhere(email: string, origin: string) {
    for (let i = 0; i < 10; i++) expect((await signIn(email, `stranger-guess-${i}`, origin)).status).toBe(401);
  }

  it("a successful sign-in gives the browser a signed, HttpOnly, SameSite=Lax, long-lived device cookie for that account", async () => {
    const { status, device } = await signIn("leader@demo.sg", PASSWORD, LEADER);
    expect(status).toBe(200);
    expect(device).toBeDefined();
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(Number(/Max-Age=(\d+)/i.exec(device!)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // Signed: the value ends in an HMAC, and names the login.
    expect(decodeURIComponent(sent(device).split("=").slice(1).join("="))).toMatch(/leader@demo\.sg.*\.[A-Za-z0-9+/]{43}=$/);
    expect((await signIn("leader@demo.sg", "a typo", LEADER)).device).toBeUndefined();
  });

  it("on https the device cookie is Secure", async () => {
    const { createAuth } = await import("#server/auth");
    const auth = createAuth({
      db: services.db,
      mailer: services.mailer,
      secret: "test-secret-test-secret-test-secret-0123",
      appUrl: "https://localhost",
      appDomain: "localhost",
      devHostMarkers: [],
    });
    const response = await auth.handler(
      authRequest("/sign-in/email", { email: "master@demo.sg", password: PASSWORD }, { origin: "https://localhost", clientIp: elsewhere() }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((c) => /device/i.test(c.split("=")[0]))).toMatch(/; Secure/i);
  });

  it("ten wrong guesses from elsewhere hold untrusted clients with 429, but the owner's browser with its device cookie signs in", async () => {
    const first = await signIn("leader@demo.sg", PASSWORD, LEADER);
    await lockFromElsewhere("leader@demo.sg", LEADER);
    const stranger = await signIn("leader@demo.sg", PASSWORD, LEADER);
    expect(stranger).toMatchObject({ status: 429, code: "TOO_MANY_SIGN_IN_ATTEMPTS", message: "Too many failed sign-in attempts. Please try again in 15 minutes." });
    expect(Number(stranger.retryAfter)).toBeGreaterThan(14 * 60);

    const owner = await signIn("leader@demo.sg", PASSWORD, LEADER, { cookie: sent(first.device) });
    expect(owner.status).toBe(200);
    expect(owner.device).toBeDefined();
    // The owner's sign-in does not lift the hold on everyone else.
    expect((await signIn("leader@demo.sg", PASSWORD, LEADER)).status).toBe(429);
    // A typo on the owner's own browser is a plain 401, not a 429.
    expect((await signIn("leader@demo.sg", "owner typo", LEADER, { cookie: sent(owner.device) })).status).toBe(401);
  });

  it("a forged device cookie, or another account's, gives no exemption", async () => {
    const owner = await signIn("agent@demo.sg", PASSWORD, AGENT);
    const other = await signIn("siti@demo.sg", PASSWORD, "http://siti.localhost:3000");
    await lockFromElsewhere("agent@demo.sg", AGENT);
    const [name, ...rest] = sent(owner.device).split("=");
    const value = decodeURIComponent(rest.join("="));
    const [payload, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
    const othersValue = sent(other.device).slice(sent(other.device).indexOf("=") + 1);
    const forgeries = [
      // Another account's genuine cookie, under this account's cookie name.
      `${name}=${othersValue}`,
      // This account's login with another nonce, under the genuine cookie's signature.
      `${name}=${encodeURIComponent(`00000000-0000-4000-8000-000000000000:agent@demo.sg.${signature}`)}`,
      // Unsigned.
      `${name}=${encodeURIComponent(payload)}`,
    ];
    for (const cookie of forgeries) {
      expect(await signIn("agent@demo.sg", PASSWORD, AGENT, { cookie })).toMatchObject({ status: 429, code: "TOO_MANY_SIGN_IN_ATTEMPTS" });
    }
    expect((await signIn("agent@demo.sg", PASSWORD, AGENT, { cookie: sent(owner.device) })).status).toBe(200);
  });

  it("a device cookie is limited itself: after ten wrong passwords with it, it is distrusted and held like any other client", async () => {
    const owner = await signIn("admin1@demo.sg", PASSWORD, TEST_APP_URL);
    await lockFromElsewhere("admin1@demo.sg", TEST_APP_URL);
    const stolen = sent(owner.device);
    for (let i = 0; i < 10; i++) expect((await signIn("admin1@demo.sg", `thief-guess-${i}`, TEST_APP_URL, { cookie: stolen })).status).toBe(401);
    const held = await signIn("admin1@demo.sg", PASSWORD, TEST_APP_URL, { cookie: stolen });
    expect(held).toMatchObject({ status: 429, message: "Too many failed sign-in attempts. Please try again in 15 minutes." });
    expect(Number(held.retryAfter)).toBeGreaterThan(0);
  });

  it("the per-address limit still holds for a browser with a device cookie", async () => {
    const office = "198.18.31.1";
    const owner = await signIn("admin2@demo.sg", PASSWORD, TEST_APP_URL, { clientIp: office });
    const rule = ATTEMPT_RULES.signInFailuresPerAddress;
    await recordAttempts(services.db, Array.from({ length: rule.max }, () => ({ rule, subject: office })));
    expect((await signIn("admin2@demo.sg", PASSWORD, TEST_APP_URL, { clientIp: office, cookie: sent(owner.device) })).status).toBe(429);
  });
});
