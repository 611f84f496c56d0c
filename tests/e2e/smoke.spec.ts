import { expect, test } from "@playwright/test";
import { UPLOAD_KINDS } from "../../app/domain/upload-kinds";
import { openMailbox } from "./support/mailbox";

test("the built app serves the master home page with its security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  // A visitor's page may be kept and sent to others: its scripts run by their hashes, never a shared nonce (decision record 127).
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(headers["content-security-policy"]).not.toContain("'nonce-");
  expect(headers["x-powered-by"]).toBeUndefined();
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
  // Any other page gets a nonce of its own.
  const signIn = await page.goto("/auth-admin");
  expect(signIn?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
});

test("the dev mailbox answers master users only, not a browser on this machine (issue 30 item 5)", async ({ page }) => {
  const response = await page.goto("/dev/mailbox");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toHaveCount(0);
  const mailbox = await openMailbox(page);
  await expect(mailbox.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
});

test("a request body over the limit is refused before it reaches the app", async ({ request }) => {
  const response = await request.post("/", {
    headers: { "content-type": "application/octet-stream" },
    data: Buffer.alloc(1024 * 1024 + 1, 1),
  });
  expect(response.status()).toBe(413);
});

test("a multipart form may carry its route's upload and its fields, and no more (decision record 085)", async ({ request }) => {
  const post = (path: string, bytes: number) =>
    request.post(path, { multipart: { file: { name: "brochure.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(bytes, 1) } } });
  const brochureUpload = "/dashboard/project-management/upload?target=brochure";
  expect((await post(brochureUpload, UPLOAD_KINDS.brochure.maxBytes + 1024 * 1024)).status()).toBe(413);
  expect((await post(brochureUpload, UPLOAD_KINDS.brochure.maxBytes)).status()).not.toBe(413);
  // A page that takes no file takes 1 MB.
  expect((await post("/auth", 1024 * 1024)).status()).toBe(413);
});
