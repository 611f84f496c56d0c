import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canReadDevMailbox } from "~/domain/permissions";
import { loader } from "~/routes/dev.mailbox";
import type { DatabaseHandle } from "#server/db/client";
import { createMailer } from "#server/mail";
import { listOutbox } from "#server/services/outbox";
import { createTestDatabase } from "../support/test-database";
import { authRequest, createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { cookiePair } from "./accounts-fixtures";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("mail without SMTP_URL", () => {
  it("keeps every message in the outbox, newest first, with its text and links readable", async () => {
    const mailer = createMailer({ db: database.db, from: "test@localhost" });
    await mailer.send({ to: "a@demo.sg", subject: "First", text: "Hello", html: "<p>Hello</p>" });
    await mailer.send({
      to: "b@demo.sg",
      subject: "Second",
      text: "Open http://localhost:3000/new-password?token=abc",
      html: "<p>Open</p>",
    });
    const messages = await listOutbox(database.db);
    expect(messages.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(messages[0]).toMatchObject({ to: "b@demo.sg", text: expect.stringContaining("/new-password?token=abc") });
  });
});

describe("who may read the dev mailbox (issue 9 item 7)", () => {
  it.each([
    [{ fromLoopback: true, embeddedDatabase: true, role: null }, true],
    [{ fromLoopback: false, embeddedDatabase: true, role: "master" }, true],
    [{ fromLoopback: false, embeddedDatabase: false, role: "master" }, true],
    [{ fromLoopback: true, embeddedDatabase: false, role: null }, false],
    [{ fromLoopback: true, embeddedDatabase: false, role: "admin1ic" }, false],
    [{ fromLoopback: false, embeddedDatabase: true, role: "admin1ic" }, false],
    [{ fromLoopback: false, embeddedDatabase: true, role: "leader" }, false],
    [{ fromLoopback: false, embeddedDatabase: true, role: null }, false],
  ])("%o may read: %s", (viewer, allowed) => {
    expect(canReadDevMailbox(viewer)).toBe(allowed);
  });
});

describe("the /dev/mailbox page with the database on a PostgreSQL server (DATABASE_URL set)", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
    await services.mailer.send({ to: "leader@demo.sg", subject: "Reset your password", text: "http://localhost:3000/new-password?token=secret", html: "" });
  });
  afterAll(() => services.close());

  function mailboxContext(databaseUrl: string | undefined) {
    return {
      db: services.db,
      auth: services.auth,
      config: { databaseUrl, smtpUrl: undefined },
      fromLoopback: true,
    } as unknown as AppLoadContext;
  }

  async function load(request: Request, databaseUrl: string | undefined) {
    try {
      return { status: 200, data: await loader({ request, context: mailboxContext(databaseUrl), params: {} } as Parameters<typeof loader>[0]) };
    } catch (thrown) {
      return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: null };
    }
  }

  async function signedInAs(email: string, origin = TEST_APP_URL): Promise<string> {
    const response = await services.auth.handler(authRequest("/sign-in/email", { email, password: "Demo#2026!" }, { origin, clientIp: "203.0.113.90" }));
    return cookiePair(response.headers.getSetCookie().find((cookie) => cookie.includes("session_token")));
  }

  it("a browser on the server's own machine is refused (404), unlike with the embedded demo database", async () => {
    const request = new Request("http://localhost:3000/dev/mailbox");
    expect((await load(request, "postgres://db.example.sg/condosites")).status).toBe(404);
    expect((await load(request, undefined)).status).toBe(200);
  });

  it("a master user reads it; an admin1ic does not", async () => {
    const master = new Request("http://localhost:3000/dev/mailbox", { headers: { cookie: await signedInAs("master@demo.sg") } });
    const answer = await load(master, "postgres://db.example.sg/condosites");
    expect(answer.status).toBe(200);
    expect(answer.data?.messages.map((message) => message.subject)).toContain("Reset your password");
    const admin = new Request("http://localhost:3000/dev/mailbox", { headers: { cookie: await signedInAs("admin1@demo.sg") } });
    expect((await load(admin, "postgres://db.example.sg/condosites")).status).toBe(404);
  });
});
