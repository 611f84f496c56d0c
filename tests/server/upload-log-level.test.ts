import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "#server/db/schema";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 12: a rejected upload (a file that is not what it claims, one too large) is the
// client's mistake: the log says so at warn or below, never at error level.

let app: TestApp;
let cookie: string;
let host: string;

beforeAll(async () => {
  app = await startTestApp();
  host = `localhost:${app.port}`;
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ email: "master@demo.sg", password: "Demo#2026!" }),
  });
  expect(answer.status).toBe(200);
  cookie = answer.headers["set-cookie"]!.find((value) => value.includes("session_token="))!.split(";")[0];
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

/** A multipart body with one file part and some fields. */
function uploadBody(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = "----upload-boundary";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("a rejected upload is logged as the client's mistake (issue 30 item 12)", () => {
  it("a text file named .png as a project banner is refused, and nothing about it is logged at error level", async () => {
    const [project] = await app.services.db.select({ id: projects.id }).from(projects).limit(1);
    const { body, contentType } = uploadBody({ projectId: project.id, target: "banner" }, { name: "banner.png", type: "image/png", content: Buffer.from("this is not a picture\n".repeat(20)) });
    const logsBefore = app.logs.length;
    const answer = await app.request("/dashboard/project-management/upload?target=banner", {
      method: "POST",
      headers: { host, cookie, origin: `http://${host}`, "content-type": contentType },
      body,
    });
    const lines = app.logs.slice(logsBefore);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, WARM_UP_TIMEOUT);
});
