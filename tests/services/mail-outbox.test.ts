import { describeFailure } from "#server/failure-response";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasPermission } from "~/domain/permissions";
import { loader } from "~/routes/dev.mailbox";
import type { DatabaseHandle } from "#server/db/client";
import { createMailer } from "#server/mail";
import { readDevMailbox } from "#server/services/outbox";
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
    const messages = await readDevMailbox(database.db, { role: "master" });
    expect(messages.map((m) => m.subject)).toEqual(["Second", "First"]);
    expect(messages[0]).toMatchObject({ to: "b@demo.sg", text: expect.stringContaining("/new-password?token=abc") });
  });
});

describe("who may read the dev mailbox (issue 30 item 5)", () => {
  it.each([
    ["master", true],
    ["admin1ic", false],
    ["admin2ic", false],
    ["leader", false],
    ["agent", false],
    [null, false],
    [undefined, false],
  ])("%s may read: %s", (role, allowed) => {
    expect(hasPermission(role, "devMailbox")).toBe(allowed);
  });
});

describe("the /dev/mailbox page, on the embedded database and on a PostgreSQL server (DATABASE_URL set)", () => {
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
    } as unknown as AppLoadContext;
  }

  async function load(request: Request, databaseUrl: string | undefined) {
    try {
      return { status: 200, data: await loader({ request, context: mailboxContext(databaseUrl), params: {} } as Parameters<typeof loader>[0]) };
    } catch (thrown) {
      // The loader's NotFoundError, as the route answers it (server/failure-response.ts).
      return { status: describeFailure(thrown).status, data: null };
    }
  }

  async function signedInAs(email: string, origin = TEST_APP_URL): Promise<string> {
    const response = await services.auth.handler(authRequest("/sign-in/email", { email, password: "Demo#2026!" }, { origin, clientIp: "203.0.113.90" }));
    return cookiePair(response.headers.getSetCookie().find((cookie) => cookie.includes("session_token")));
  }

  const DATABASES = [undefined, "postgres://db.example.sg/condosites"];

  it.each(DATABASES)("an anonymous browser is refused (404), even on the server's own machine (DATABASE_URL %s)", async (databaseUrl) => {
    expect((await load(new Request("http://localhost:3000/dev/mailbox"), databaseUrl)).status).toBe(404);
  });

  it.each(DATABASES)("a master user reads it; an admin1ic does not (DATABASE_URL %s)", async (databaseUrl) => {
    const master = new Request("http://localhost:3000/dev/mailbox", { headers: { cookie: await signedInAs("master@demo.sg") } });
    const answer = await load(master, databaseUrl);
    expect(answer.status).toBe(200);
    expect(answer.data?.messages.map((message) => message.subject)).toContain("Reset your password");
    const admin = new Request("http://localhost:3000/dev/mailbox", { headers: { cookie: await signedInAs("admin1@demo.sg") } });
    expect((await load(admin, databaseUrl)).status).toBe(404);
  });
});
