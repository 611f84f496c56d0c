import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 5: the dev mailbox shows every reset and invite link, so only master users read
// it, on every database. A request from loopback says nothing about the visitor: a proxy on the
// same machine that adds no X-Forwarded-For makes every visitor look local.

let app: TestApp;
const PASSWORD = "Demo#2026!";

beforeAll(async () => {
  // The test app is a production app on the embedded database, reached over 127.0.0.1.
  app = await startTestApp();
  await app.services.mailer.send({ to: "leader@demo.sg", subject: "Reset your password", text: "http://localhost:3000/new-password?token=secret", html: "" });
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

async function sessionCookieOf(email: string): Promise<string> {
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host: `localhost:${app.port}`, "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const session = (answer.headers["set-cookie"] ?? []).find((cookie) => cookie.includes("session_token="));
  expect(session).toBeDefined();
  return session!.split(";")[0];
}

function mailbox(headers: Record<string, string> = {}) {
  return app.request("/dev/mailbox", { headers: { host: `localhost:${app.port}`, ...headers } });
}

describe("GET /dev/mailbox over HTTP", () => {
  it("an anonymous request from loopback in production is refused and shows no link", async () => {
    const answer = await mailbox();
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("token=secret");
    expect(answer.body).not.toContain("Dev mailbox</h1>");
  });

  it.each(["admin1@demo.sg", "admin2@demo.sg"])("a signed-in non-master (%s) is refused", async (email) => {
    const answer = await mailbox({ cookie: await sessionCookieOf(email) });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain("token=secret");
  });

  it("a master user reads it", async () => {
    const answer = await mailbox({ cookie: await sessionCookieOf("master@demo.sg") });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Dev mailbox");
    expect(answer.body).toContain("To: <!-- -->leader@demo.sg");
    expect(answer.body).toContain("token=secret");
  });
});
