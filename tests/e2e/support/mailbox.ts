import { expect, type BrowserContext, type Page } from "@playwright/test";
import { SITES } from "./public-pages";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./sign-in";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Master's signed-in cookies, kept for the worker: one sign-in serves every mailbox read. */
let masterState: StorageState | undefined;

/**
 * /dev/mailbox (the outbox without SMTP) as master reads it: only master users may (issue 30
 * item 5). It opens in a browser context of its own, so the test's page keeps its own cookies
 * (a visitor, a realtor); master signs in again when an earlier session has ended.
 */
export async function openMailbox(page: Page): Promise<Page> {
  const browser = page.context().browser();
  if (!browser) throw new Error("the mailbox opens in a context of the test's browser");
  const context = await browser.newContext({ storageState: masterState });
  const mailbox = await context.newPage();
  const answer = await mailbox.goto(`${SITES.master}/dev/mailbox`);
  if (answer?.status() !== 200) {
    // Through the auth API, which shares the context's cookies: the sign-in screen is tested elsewhere.
    const { email } = DEMO_ACCOUNTS.master;
    const signedIn = await context.request.post(`${SITES.master}/api/auth/sign-in/email`, {
      headers: { origin: SITES.master },
      data: { email, password: DEMO_PASSWORD },
    });
    expect(signedIn.status()).toBe(200);
    masterState = await context.storageState();
    await mailbox.goto(`${SITES.master}/dev/mailbox`);
  }
  await expect(mailbox.getByRole("heading", { name: "Dev mailbox" })).toBeVisible();
  return mailbox;
}

/** The newest mail to `to` whose text matches `subject`, in the mailbox master reads. */
export async function openMail(page: Page, to: string, subject: string | RegExp) {
  const mailbox = await openMailbox(page);
  const mail = mailbox.getByTestId("mail").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(mail).toBeVisible();
  return mail;
}

/** The address of the /new-password link in the newest such mail; the mailbox's context is closed. */
export async function newPasswordLinkIn(page: Page, to: string, subject: string | RegExp): Promise<string> {
  const mail = await openMail(page, to, subject);
  const href = await mail.getByRole("link", { name: /\/new-password\?token=/ }).getAttribute("href");
  await mail.page().context().close();
  if (!href) throw new Error(`no /new-password link in the mail to ${to}`);
  return href;
}

/** Follows the /new-password link of an invite mail on `page` and sets the first password. */
export async function acceptInvite(page: Page, to: string, password: string) {
  await page.goto(await newPasswordLinkIn(page, to, "You're invited to Condo Sites"));
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: /Set Password|Update Password/ }).click();
}
