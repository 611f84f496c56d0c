import { expect, type Page } from "@playwright/test";
import { SITES } from "./public-pages";

/** The newest mail to `to` whose text matches `subject`, from /dev/mailbox (the outbox without SMTP). */
export async function openMail(page: Page, to: string, subject: string | RegExp) {
  await page.goto(`${SITES.master}/dev/mailbox`);
  const mail = page.getByTestId("mail").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  return mail;
}

/** Follows the /new-password link of an invite mail and sets the first password. */
export async function acceptInvite(page: Page, to: string, password: string) {
  const mail = await openMail(page, to, "You're invited to Condo Sites");
  await mail.getByRole("link", { name: /\/new-password\?token=/ }).click();
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: /Set Password|Update Password/ }).click();
}
