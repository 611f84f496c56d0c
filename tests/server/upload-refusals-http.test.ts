import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { IMAGE_TOO_LARGE_IN_PIXELS, UPLOAD_KINDS } from "~/domain/upload-kinds";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 8: the server process creates the storage from its own files while the routes and
// services come from the server build, so each has its own copy of server/services/errors.ts. The
// test app has the same two copies (vitest's, and Vite's SSR loader's): a refused upload must still
// answer with its kind's message on its field, not 500 "An unexpected error occurred".

let app: TestApp;
const PASSWORD = "Demo#2026!";
const BOUNDARY = "----upload-test";

beforeAll(async () => {
  app = await startTestApp();
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

async function leaderSessionCookie(): Promise<string> {
  const answer = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host: `leader.localhost:${app.port}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "leader@demo.sg", password: PASSWORD }),
  });
  expect(answer.status).toBe(200);
  return (answer.headers["set-cookie"] ?? []).find((cookie) => cookie.includes("session_token="))!.split(";")[0];
}

function multipartWithFile(fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

async function postAvatar(name: string, data: Buffer) {
  const cookie = await leaderSessionCookie();
  const host = `leader.localhost:${app.port}`;
  return app.request("/dashboard/leader/profile", {
    method: "POST",
    headers: { host, origin: `http://${host}`, cookie, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartWithFile({ intent: "avatar" }, { field: "avatar", name, type: "image/png", data }),
  });
}

describe("a refused upload through the whole app (issue 30 item 8)", () => {
  it("a text file named .png as an avatar answers 422 with the avatar's message, not 500", async () => {
    const answer = await postAvatar("me.png", Buffer.from("not a picture at all\n"));
    expect(answer.status).toBe(422);
    expect(answer.body).toContain(UPLOAD_KINDS.avatar.wrongTypeMessage);
    expect(answer.body).not.toContain("An unexpected error occurred");
  }, WARM_UP_TIMEOUT);

  it("an avatar too large in pixels answers 422 with the dimensions message", async () => {
    const huge = await sharp({ create: { width: 8001, height: 8001, channels: 3, background: "#fff" } }).png().toBuffer();
    const answer = await postAvatar("huge.png", huge);
    expect(answer.status).toBe(422);
    expect(answer.body).toContain(IMAGE_TOO_LARGE_IN_PIXELS);
  }, WARM_UP_TIMEOUT);
});
