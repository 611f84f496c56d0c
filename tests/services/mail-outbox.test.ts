import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { createMailer } from "#server/mail";
import { canReadOutbox, listOutbox } from "#server/services/outbox";
import { createTestDatabase } from "../support/test-database";

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

describe("who may read the dev mailbox", () => {
  it.each([
    [{ fromLoopback: true, role: null }, true],
    [{ fromLoopback: false, role: "master" }, true],
    [{ fromLoopback: false, role: "admin1ic" }, false],
    [{ fromLoopback: false, role: "leader" }, false],
    [{ fromLoopback: false, role: null }, false],
  ])("%o may read: %s", (viewer, allowed) => {
    expect(canReadOutbox(viewer)).toBe(allowed);
  });
});
