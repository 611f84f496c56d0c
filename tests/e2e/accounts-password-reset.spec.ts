import { expect, test } from "@playwright/test";
import { newPasswordLinkIn } from "./support/mailbox";
import { expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { DEMO_PASSWORD, submitSignIn } from "./support/sign-in";

const port = Number(process.env.E2E_PORT ?? 3100);
// A demo leader of its own: the README accounts keep their password for the other tests.
const TENANT = `http://siti.localhost:${port}`;

test("a password reset from a tenant site goes through the mailbox and back to that site's sign-in", async ({ page }) => {
  await page.goto(`${TENANT}/auth`);
  await page.getByLabel("Email").fill("siti@demo.sg");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(`${TENANT}/reset-password?email=siti%40demo.sg`);
  await expect(page.getByLabel("Email")).toHaveValue("siti@demo.sg");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("Reset Link Sent!")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("tenant-return-domain"))).toBe("siti.localhost");

  // Master reads the mailbox in a browser of its own; the link opens in Siti's.
  const link = await newPasswordLinkIn(page, "siti@demo.sg", "Reset your password");
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/new-password\\?token=\\w+&type=recovery&site=siti\\.localhost$`));
  await page.goto(link);

  await expect(page.getByRole("heading", { name: "Update Password" })).toBeVisible();
  await expect(page.getByText("siti@demo.sg")).toBeVisible();
  await expect(page.getByText("siti.localhost")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("different");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  // Other specs sign in as Siti with the demo password: the reset sets it again, and the
  // single-use link and the services' tests show that a reset replaces the password.
  await page.getByLabel("New password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAttribute("type", "text");
  await page.getByLabel("Confirm new password").fill(DEMO_PASSWORD);
  const tokenPage = page.url();
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password Updated!").first()).toBeVisible();
  await expect(page).toHaveURL(`${SITES.master}/password-reset-success?site=siti.localhost`);
  await expect(page.getByRole("heading", { name: "Password Reset Complete!" })).toBeVisible();

  // The link works once.
  await page.goto(tokenPage);
  await expect(page.getByText("Password reset link is invalid or has expired. Please request a new one.")).toBeVisible();
  await page.goBack();

  await page.getByRole("link", { name: "Return to siti.localhost Login" }).click();
  await expect(page).toHaveURL(`${TENANT}/auth`);
  await submitSignIn(page, "siti@demo.sg", DEMO_PASSWORD);
  await expect(page).toHaveURL(`${TENANT}/`);
  await expect(page.getByText("Welcome back!")).toBeVisible();
});

test("the reset request answers the same for an unknown email", async ({ page }) => {
  await page.goto(`${SITES.leader}/reset-password`);
  await page.getByLabel("Email").fill("nobody-here@example.sg");
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
});

test("the admin portal's Reset Password tab opens from ?tab=reset with the email prefilled", async ({ page }) => {
  await page.goto(`${SITES.master}/auth-admin?tab=reset&email=admin2%40demo.sg`);
  await expect(page.getByRole("tab", { name: "Reset Password" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Email")).toHaveValue("admin2@demo.sg");
});

test("an unknown or missing link is handled: invalid text, or back to /reset-password", async ({ page }) => {
  await page.goto(`${SITES.master}/new-password?token=made-up&type=recovery`);
  await expect(page.getByText("Password reset link is invalid or has expired. Please request a new one.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/reset-password");
  await page.goto(`${SITES.master}/new-password`);
  await expect(page).toHaveURL(`${SITES.master}/reset-password`);
});

test("the completion page without a known site asks the user to go to their personalised domain", async ({ page }) => {
  await page.goto(`${SITES.master}/password-reset-success?site=evil.example`);
  await expect(page.getByRole("heading", { name: "Password Reset Complete!" })).toBeVisible();
  await expect(page.getByText("Please go to your personalised domain to sign in with your new password.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Return to .* Login/ })).toHaveCount(0);
});
