import { expect, test } from "@playwright/test";

test("the built app serves the master home page with its security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
  expect(headers["x-powered-by"]).toBeUndefined();
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
});

test("the dev mailbox answers a browser on this machine", async ({ page }) => {
  const response = await page.goto("/dev/mailbox");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
});

test("a request body over the limit is refused before it reaches the app", async ({ request }) => {
  const response = await request.post("/", {
    headers: { "content-type": "application/octet-stream" },
    data: Buffer.alloc(7 * 1024 * 1024, 1),
  });
  expect(response.status()).toBe(413);
});
