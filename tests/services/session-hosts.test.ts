import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtors } from "#server/db/schema";
import { DEMO_PASSWORD } from "./accounts-fixtures";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 6: a session holds only where it could have been created (decision record 080):
// realtors on their allowed domains (a development host once approved), administrators on the
// main domain and development hosts. Elsewhere, on every request, the request is signed out.

let app: TestApp;
let agentCookie: string;
let masterCookie: string;
let admin2Cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  agentCookie = await signIn("agent.localhost:3000", "agent@demo.sg");
  masterCookie = await signIn("localhost:3000", "master@demo.sg");
  admin2Cookie = await signIn("localhost:3000", "admin2@demo.sg");
  // Compiles the dashboard pages once.
  expect((await dashboard("agent.localhost:3000", agentCookie)).status).toBe(302);
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

async function signIn(host: string, email: string): Promise<string> {
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(answer.status, `${email} on ${host}`).toBe(200);
  return (answer.headers["set-cookie"] ?? []).find((cookie) => cookie.includes("session_token="))!.split(";")[0];
}

const dashboard = (host: string, cookie: string, pathname = "/dashboard") => app.request(pathname, { headers: { host, cookie } });

const getSession = async (host: string, cookie: string) => {
  const answer = await app.request("/api/auth/get-session", { headers: { host, cookie } });
  return { status: answer.status, session: JSON.parse(answer.body || "null") as { user: { email: string } } | null };
};

describe("a realtor's session (issue 30 item 6)", () => {
  it("holds on the realtor's own site", async () => {
    const answer = await dashboard("agent.localhost:3000", agentCookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe("/dashboard/agent");
  });

  it("is signed out on another realtor's site and on the main domain: the dashboard sends to sign-in", async () => {
    for (const host of ["leader.localhost:3000", "localhost:3000"]) {
      const answer = await dashboard(host, agentCookie);
      expect(answer.status, host).toBe(302);
      expect(answer.headers.location, host).toBe("/auth");
      const page = await dashboard(host, agentCookie, "/dashboard/agent");
      expect(page.body, host).not.toContain("Marcus Lim</");
    }
  });

  it("is signed out on better-auth's own endpoints on another host too", async () => {
    expect((await getSession("agent.localhost:3000", agentCookie)).session?.user.email).toBe("agent@demo.sg");
    expect((await getSession("leader.localhost:3000", agentCookie)).session).toBeNull();
    const sessions = await app.request("/api/auth/list-sessions", { headers: { host: "leader.localhost:3000", cookie: agentCookie } });
    expect(sessions.status).toBe(401);
  });

  it("is signed out on its own site once the realtor is no longer active", async () => {
    await app.services.db.update(realtors).set({ status: "suspended" }).where(eq(realtors.email, "agent@demo.sg"));
    try {
      const answer = await dashboard("agent.localhost:3000", agentCookie);
      expect(answer.headers.location).toBe("/auth");
    } finally {
      await app.services.db.update(realtors).set({ status: "active" }).where(eq(realtors.email, "agent@demo.sg"));
    }
    expect((await dashboard("agent.localhost:3000", agentCookie)).headers.location).toBe("/dashboard/agent");
  });
});

describe("an administrator's session (issue 30 item 6)", () => {
  it("is signed out on a realtor's domain: no admin screen there", async () => {
    const screen = await dashboard("agent.localhost:3000", masterCookie, "/dashboard/master");
    expect(screen.status).toBe(302);
    expect(screen.headers.location).toBe("/auth");
    for (const cookie of [masterCookie, admin2Cookie]) {
      const answer = await dashboard("agent.localhost:3000", cookie);
      expect(answer.headers.location).toBe("/auth");
    }
    expect((await getSession("agent.localhost:3000", masterCookie)).session).toBeNull();
  });

  it("holds on the main domain and on development hosts", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3000", "pr-7.preview.example.sg"]) {
      const answer = await dashboard(host, masterCookie);
      expect(answer.headers.location, host).toBe("/dashboard/master");
    }
    expect((await getSession("localhost:3000", admin2Cookie)).session?.user.email).toBe("admin2@demo.sg");
  });
});
