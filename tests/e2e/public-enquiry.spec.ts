import { expect, test, type Page } from "@playwright/test";
import { LISTED_PROJECT, SITES, expectNoSeriousAxeViolations } from "./support/public-pages";

async function mailboxEntry(page: Page, subject: string) {
  await page.goto(`${SITES.master}/dev/mailbox`);
  return page.getByTestId("mail").filter({ hasText: subject });
}

test.describe("enquiries", () => {
  test("Register Interest saves the enquiry, shows 'Message Sent!' and mails the site's owner", async ({ page }) => {
    await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("link", { name: "Register Interest" }).click();
    const dialog = page.getByRole("dialog", { name: "Register Interest" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await dialog.getByLabel("Name").fill("Jasmine Koh");
    await dialog.getByLabel("Email").fill("jasmine.koh@example.sg");
    await dialog.getByLabel("Phone (optional)").fill("9876 5432");
    await dialog.getByRole("button", { name: "Register Interest" }).click();
    await expect(dialog.getByText("Please agree to be contacted about your enquiry (PDPA)")).toBeVisible();

    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Register Interest" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByText("Thank you for your inquiry. Marcus Lim will get back to you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await mailboxEntry(page, `New enquiry: Register Interest about ${LISTED_PROJECT.name} from Jasmine Koh`);
    await expect(mail).toContainText("To: agent@demo.sg");
    await expect(mail).toContainText("jasmine.koh@example.sg");
    await expect(mail).toContainText("PDPA consent given");
  });

  test("Book Showflat Visit asks for a preferred date and sends it to the owner", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("link", { name: "Book Showflat Visit" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Showflat Visit" });
    await dialog.getByLabel("Name").fill("Daniel Ong");
    await dialog.getByLabel("Email").fill("daniel.ong@example.sg");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(dialog.getByText("Please choose a preferred viewing date")).toBeVisible();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Preferred viewing date").fill(date);
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();

    const mail = await mailboxEntry(page, "New enquiry: Book a Viewing");
    await expect(mail.first()).toContainText("To: leader@demo.sg");
    await expect(mail.first()).toContainText(`Preferred viewing date: ${date}`);
  });

  test("the contact form on the realtor profile reaches that realtor", async ({ page }) => {
    await page.goto(`${SITES.master}/realtor/rachel-tan`);
    await expect(page.getByRole("heading", { level: 1, name: "Rachel Tan" })).toBeVisible();
    const form = page.getByRole("complementary", { name: "Contact Rachel Tan" });
    await form.getByLabel("Name").fill("Priya Nair");
    await form.getByLabel("Email").fill("priya@example.sg");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a message")).toBeVisible();
    await form.getByLabel("Message").fill("Do you have three-bedroom units in the east?");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you for your inquiry. Rachel Tan will get back to you soon.")).toBeVisible();
    const mail = await mailboxEntry(page, "New enquiry: Contact from Priya Nair");
    await expect(mail).toContainText("To: leader@demo.sg");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the inline form posts and the page confirms 'Message Sent!'", async ({ page }) => {
      await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
      const form = page.locator("#enquire");
      await form.getByLabel("Name").fill("No Script Visitor");
      await form.getByLabel("Email").fill("noscript@example.sg");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(page.locator("#enquire").getByText("Message Sent!")).toBeVisible();
      const mail = await mailboxEntry(page, "from No Script Visitor");
      await expect(mail).toContainText("To: agent@demo.sg");
    });
  });
});
