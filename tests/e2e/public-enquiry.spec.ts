import { expect, test, type Page } from "@playwright/test";
import { openMailbox } from "./support/mailbox";
import { LISTED_PROJECT, SITES, expectNoSeriousAxeViolations } from "./support/public-pages";

async function mailboxEntry(page: Page, subject: string) {
  return (await openMailbox(page)).getByTestId("mail").filter({ hasText: subject });
}

test.describe("enquiries", () => {
  test("Register Interest saves the enquiry, shows 'Message Sent!' and mails the site's owner", async ({ page }) => {
    await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
    const opener = page.getByRole("button", { name: "Register Interest" }).first();
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Register Interest" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS("font-family", /^"?Poppins"?,/); // the agent's brand font reaches the portal
    await expectNoSeriousAxeViolations(page);

    await dialog.getByLabel("Name").fill("Jasmine Koh");
    await dialog.getByLabel("Email").fill("jasmine.koh@example.sg");
    await dialog.getByLabel("Phone (optional)").fill("9876 5432");
    await dialog.getByRole("button", { name: "Register Interest" }).click();
    await expect(dialog.getByText("Please agree to be contacted about your enquiry (PDPA)")).toBeVisible();

    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Register Interest" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(page.getByText("Thank you for your enquiry. Marcus Lim will get back to you soon.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const mail = await mailboxEntry(page, `New enquiry: Register Interest about ${LISTED_PROJECT.name} from Jasmine Koh`);
    await expect(mail).toContainText("To: agent@demo.sg");
    await expect(mail).toContainText("jasmine.koh@example.sg");
    await expect(mail).toContainText("PDPA consent given");
  });

  test("Book Showflat Visit asks for a preferred date and sends it to the owner", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("button", { name: "Book Showflat Visit" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Showflat Visit" });
    await dialog.getByLabel("Name").fill("Daniel Ong");
    await dialog.getByLabel("Email").fill("daniel.ong@example.sg");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(dialog.getByText("Please choose a preferred viewing date")).toBeVisible();
    await expect(dialog.getByText("Please enter a phone number so your visit can be confirmed")).toBeVisible();
    await expect(dialog.getByText("Please choose a time slot")).toBeVisible();
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Preferred viewing date").fill(date);
    await dialog.getByLabel("Time slot").selectOption({ label: "2pm – 3pm" });
    await dialog.getByLabel("Phone").fill("9123 4567");
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();

    const mail = await mailboxEntry(page, "New enquiry: Book a Viewing");
    await expect(mail.first()).toContainText("To: leader@demo.sg");
    await expect(mail.first()).toContainText(`Preferred viewing date: ${date}`);
    await expect(mail.first()).toContainText("Preferred time: 2pm – 3pm");
  });

  test("the booking date picker offers tomorrow to 60 days ahead, and a far date is refused on its field (issue 30 item 11)", async ({ page }) => {
    const singaporeDate = (daysAhead: number) => new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("button", { name: "Book Showflat Visit" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Showflat Visit" });
    const picker = dialog.getByLabel("Preferred viewing date");
    await expect(picker).toHaveAttribute("min", singaporeDate(1));
    await expect(picker).toHaveAttribute("max", singaporeDate(60));
    await dialog.getByLabel("Name").fill("Far Future");
    await dialog.getByLabel("Email").fill("far.future@example.sg");
    await dialog.getByLabel("Phone").fill("9123 4567");
    await picker.fill("2099-12-31");
    await dialog.getByLabel("Time slot").selectOption({ label: "2pm – 3pm" });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(dialog.getByText("Please choose a date from tomorrow up to 60 days ahead")).toBeVisible();
    await expect(picker).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Message Sent!")).toBeHidden();
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
    await expect(page.getByText("Thank you for your enquiry. Rachel Tan will get back to you soon.")).toBeVisible();
    const mail = await mailboxEntry(page, "New enquiry: Contact from Priya Nair");
    await expect(mail).toContainText("To: leader@demo.sg");
  });

  test("what a buyer typed before the page's code arrived is kept and sent", async ({ page }) => {
    // Hold the page's code, as a slow phone network would, while the buyer types into the server's form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`, { waitUntil: "domcontentloaded" });
    const form = page.locator("#enquire");
    const question = "Is a high-floor three-bedroom still available?";
    await form.getByLabel("Name").fill("Early Typist");
    await form.getByLabel("Email").fill("early.typist@example.sg");
    await form.getByLabel("Message").fill(question);

    release();
    // Hydrated: the button opens a dialog now.
    await expect(page.getByRole("button", { name: "Register Interest" }).first()).toHaveAttribute("aria-haspopup", "dialog");
    await expect(form.getByLabel("Name")).toHaveValue("Early Typist");
    await expect(form.getByLabel("Message")).toHaveValue(question);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    const mail = await mailboxEntry(page, "from Early Typist");
    await expect(mail).toContainText(`Message: ${question}`);
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

    test("Book Showflat Visit leads to the inline form asking for a preferred date", async ({ page }) => {
      await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
      await page.getByRole("link", { name: "Book Showflat Visit" }).first().click();
      const form = page.locator("#enquire");
      await expect(form.getByRole("heading", { name: `Book a showflat visit at ${LISTED_PROJECT.name}` })).toBeVisible();
      await form.getByLabel("Name").fill("Offline Viewer");
      await form.getByLabel("Email").fill("offline.viewer@example.sg");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Request Viewing" }).click();
      await expect(form.getByText("Please choose a preferred viewing date")).toBeVisible();

      const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      await form.getByLabel("Preferred viewing date").fill(date);
      await form.getByLabel("Time slot").selectOption({ label: "11am – 12pm" });
      await form.getByLabel("Phone").fill("9123 4567");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Request Viewing" }).click();
      await expect(page.locator("#enquire").getByText("Message Sent!")).toBeVisible();
      const mail = await mailboxEntry(page, "New enquiry: Book a Viewing");
      await expect(mail.filter({ hasText: "Offline Viewer" })).toContainText(`Preferred viewing date: ${date}`);
    });
  });

  test.describe("over the limit", () => {
    // Sent as a visitor of its own (scripts/e2e-server.mjs trusts X-Forwarded-For from this
    // machine), so the other tests' enquiries from 127.0.0.1 are never limited by this one.
    test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });

    test("the form gives the reason and the site owner's phone number to call", async ({ page }) => {
      const enquiry = { formId: "enquiry-about", kind: "contact", name: "Busy Visitor", email: "busy@example.sg", message: "Hello again", consent: "on" };
      let limited = false;
      for (let sent = 0; sent <= 30 && !limited; sent++) {
        // Node cannot resolve *.localhost: the post goes to the loopback address with the site's host.
        const leader = new URL(SITES.leader);
        const response = await page.request.post(`http://127.0.0.1:${leader.port}/about`, { form: enquiry, headers: { host: leader.host, origin: leader.origin } });
        limited = response.status() === 429;
        if (!limited) expect(response.status()).toBe(200);
      }
      expect(limited).toBe(true);

      await page.goto(`${SITES.leader}/about`);
      const form = page.locator("#enquiry-about");
      await form.getByLabel("Name").fill("Busy Visitor");
      await form.getByLabel("Email").fill("busy@example.sg");
      await form.getByLabel("Message").fill("One more question");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send Message" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText(
        "You have sent several enquiries in a short time. Please wait a few minutes before sending another, or call us directly.",
      );
      await expect(alert.getByRole("link", { name: "+65 9123 4567" })).toHaveAttribute("href", "tel:+6591234567");
      await expect(page.getByText("Message Sent!")).toHaveCount(0);
    });
  });
});
