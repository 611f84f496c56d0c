import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_KINDS } from "~/domain/upload-kinds";
import { bodyLimitFor, MAX_FIELDS_BYTES } from "#server/request-body";
import { multipartBody, startTestApp, streamBody, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 9 items 2 and 3 (decision records 085 and 086): bodies are counted on the stream and
// held to their limit, and input the app cannot read is a 4xx with a warning, never a 500.

const MB = 1024 * 1024;
const FORM = { "content-type": "application/x-www-form-urlencoded" };
// What a client would send if nobody stopped it. The answer must come long before: what is sent
// meanwhile is only what the sockets' buffers hold while the 413 is on its way.
const ENDLESS = 96 * MB;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  // The first render compiles the app.
  expect((await app.request("/auth")).status).toBe(200);
}, WARM_UP_TIMEOUT);

afterAll(() => app?.close());

/** Headers announcing a large body, then nothing: the answer must not wait for the bytes. */
function announceOnly(pathname: string, length: number, contentType: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: app.port, path: pathname, method: "POST", headers: { host: `localhost:${app.port}`, "content-type": contentType, "content-length": String(length) } });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

const errorLines = () => app.logs.filter((line) => Number(line.level) >= 50);

describe("body limits that hold (issue 9 item 2)", () => {
  it("a chunked body to a page action is answered 413 once it passes 1 MB, long before its end", async () => {
    const answer = await streamBody(app.port, "/auth", { headers: FORM, maxBytes: ENDLESS });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe("Request body too large");
    expect(answer.bytesSent).toBeLessThan(ENDLESS / 2);
  });

  it("a chunked body to the auth API is answered 413 once it passes 1 MB, long before its end", async () => {
    const answer = await streamBody(app.port, "/api/auth/sign-in/email", {
      headers: { "content-type": "application/json", origin: `http://localhost:${app.port}` },
      maxBytes: ENDLESS,
    });
    expect(answer.status).toBe(413);
    expect(answer.bytesSent).toBeLessThan(ENDLESS / 2);
  });

  it("a Content-Length over the limit is answered 413 without waiting for a byte of the body", async () => {
    expect(await announceOnly("/sign-up", 50 * MB, FORM["content-type"])).toMatchObject({ status: 413 });
    expect(await announceOnly("/api/auth/sign-up/email", 2 * MB, "application/json")).toMatchObject({ status: 413 });
  });

  it("a logo upload is held to the logo's 2 MB on the stream, in the logo's own words", async () => {
    const { contentType } = multipartBody({ intent: "upload-logo" });
    const answer = await streamBody(app.port, "/dashboard/leader/branding", { headers: { "content-type": contentType }, maxBytes: ENDLESS });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(UPLOAD_KINDS.logo.tooLargeMessage);
    expect(answer.bytesSent).toBeGreaterThan(2 * MB);
    expect(answer.bytesSent).toBeLessThan(ENDLESS / 2);
  });

  it("an avatar upload is held to the avatar's 5 MB; client-side submissions (.data) too", async () => {
    const { contentType } = multipartBody({ intent: "upload-avatar" });
    const answer = await streamBody(app.port, "/dashboard/agent/profile.data", { headers: { "content-type": contentType }, maxBytes: ENDLESS });
    expect(answer.status).toBe(413);
    expect(answer.body).toBe(UPLOAD_KINDS.avatar.tooLargeMessage);
    expect(answer.bytesSent).toBeGreaterThan(5 * MB);
    expect(answer.bytesSent).toBeLessThan(ENDLESS / 2);
  });

  it("every upload route has its kind's limit (plus 1 MB of fields); any other page 1 MB", () => {
    const none = new URLSearchParams();
    expect(bodyLimitFor("/dashboard/leader/profile", none)).toEqual({ maxBytes: UPLOAD_KINDS.avatar.maxBytes + MAX_FIELDS_BYTES, message: UPLOAD_KINDS.avatar.tooLargeMessage });
    expect(bodyLimitFor("/dashboard/agent/branding", none).maxBytes).toBe(2 * MB + MAX_FIELDS_BYTES);
    expect(bodyLimitFor("/dashboard/blogs/new", none).maxBytes).toBe(UPLOAD_KINDS.postCover.maxBytes + MAX_FIELDS_BYTES);
    const upload = "/dashboard/project-management/upload";
    expect(bodyLimitFor(upload, new URLSearchParams("target=gallery"))).toEqual({ maxBytes: 10 * MB + MAX_FIELDS_BYTES, message: UPLOAD_KINDS.projectImage.tooLargeMessage });
    expect(bodyLimitFor(upload, new URLSearchParams("target=brochure")).maxBytes).toBe(20 * MB + MAX_FIELDS_BYTES);
    expect(bodyLimitFor(upload, none).maxBytes).toBe(20 * MB + MAX_FIELDS_BYTES);
    expect(bodyLimitFor("/dashboard/project-management/import", none)).toEqual({
      maxBytes: UPLOAD_KINDS.csvImport.maxBytes + MAX_FIELDS_BYTES,
      message: UPLOAD_KINDS.csvImport.tooLargeMessage,
    });
    expect(bodyLimitFor("/dashboard/site-management", none).maxBytes).toBe(MAX_FIELDS_BYTES);
    expect(bodyLimitFor("/sign-up", none).maxBytes).toBe(MAX_FIELDS_BYTES);
  });

  it("a project image sent to the upload endpoint is cut at the image limit when the target is named", async () => {
    const { contentType } = multipartBody({ target: "gallery" });
    const answer = await streamBody(app.port, "/dashboard/project-management/upload?target=gallery", { headers: { "content-type": contentType }, maxBytes: ENDLESS });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: UPLOAD_KINDS.projectImage.tooLargeMessage });
    expect(answer.bytesSent).toBeLessThan(ENDLESS / 2);
  });

  it("a form within its limit still reaches its action", async () => {
    const answer = await app.request("/sign-up", { method: "POST", headers: FORM, body: `email=not-an-email&fullName=${"x".repeat(200_000)}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Invalid email format");
  });
});

describe("malformed input is a 4xx, never a 500 (issue 9 item 3)", () => {
  it("JSON or text/plain sent to a page action is 415", async () => {
    const json = await app.request("/auth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "x@y.sg" }) });
    expect(json.status).toBe(415);
    const text = await app.request("/sign-up", { method: "POST", headers: { "content-type": "text/plain" }, body: "email=x@y.sg" });
    expect(text.status).toBe(415);
  });

  it("an empty post without a form type is 415; an empty form still reaches its action", async () => {
    expect((await app.request("/auth", { method: "POST" })).status).toBe(415);
    const signOut = await app.request("/sign-out", { method: "POST", headers: FORM });
    expect(signOut.status).toBeLessThan(400);
  });

  it("a broken multipart body is 400", async () => {
    const truncated = `------b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@y.sg`;
    const answer = await app.request("/auth", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=----b" }, body: truncated });
    expect(answer.status).toBe(400);
    const noBoundary = await app.request("/auth", { method: "POST", headers: { "content-type": "multipart/form-data" }, body: "garbage" });
    expect(noBoundary.status).toBe(400);
  });

  it("a null byte in a form field, a multipart field, a query parameter or the path is 400", async () => {
    expect((await app.request("/auth", { method: "POST", headers: FORM, body: "email=a%00b%40demo.sg&password=x" })).status).toBe(400);
    const { body, contentType } = multipartBody({ email: "a\0b@demo.sg", password: "x" });
    expect((await app.request("/auth", { method: "POST", headers: { "content-type": contentType }, body })).status).toBe(400);
    expect((await app.request("/condos?q=marina%00")).status).toBe(400);
    expect((await app.request("/condos/the%00-marina")).status).toBe(400);
    expect((await app.request("/condos?q=%E0%A4%A")).status).toBe(400);
    const auth = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${app.port}` },
      body: JSON.stringify({ email: "leader@demo.sg\u0000", password: "x" }),
    });
    expect(auth.status).toBe(400);
  });

  it("an agency id that is not a UUID is refused by the sign-up schema with its message, not by PostgreSQL", async () => {
    const form = new URLSearchParams({
      email: "new.agent@example.sg",
      password: "Abcdef#123",
      confirmPassword: "Abcdef#123",
      fullName: "New Agent",
      role: "leader",
      agencyId: "1' OR '1'='1",
      siteUrl: "newagent-site.sg",
    });
    const answer = await app.request("/sign-up", { method: "POST", headers: FORM, body: form.toString() });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Please select an agency");
  });

  it("bad input is logged as a warning that names the problem, never the values sent, and nothing at error level", async () => {
    const before = app.logs.length;
    await app.request("/auth", { method: "POST", headers: FORM, body: "email=secret.person%00%40demo.sg&password=hunter2" });
    await app.request("/auth", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "secret.person@demo.sg" }) });
    const lines = app.logs.slice(before);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual(["bad request input refused", "bad request input refused"]);
    expect(warnings.map((line) => line.reason)).toEqual(["null byte in a form field", "body of type application/json"]);
    expect(JSON.stringify(lines)).not.toContain("secret.person");
    expect(JSON.stringify(lines)).not.toContain("hunter2");
    expect(errorLines()).toEqual([]);
  });
});
