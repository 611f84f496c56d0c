import { expect, test, type Locator } from "@playwright/test";
import { openMailbox } from "./support/mailbox";
import { LISTED_PROJECT, SITES, expectNoHorizontalScroll } from "./support/public-pages";

// Issue 18: what a buyer does on a phone.
test.use({ viewport: { width: 390, height: 844 } });

/** The number in an option such as 'Freehold (3)'. */
async function optionCount(select: Locator, label: RegExp): Promise<{ text: string; count: number }> {
  const text = (await select.locator("option").filter({ hasText: label }).first().textContent()) ?? "";
  return { text, count: Number(text.match(/\((\d+)\)$/)?.[1]) };
}

/** The value of one line of the calculator's results, in dollars. */
async function figure(results: Locator, label: string): Promise<number> {
  const value = await results.locator("div").filter({ has: results.page().locator("dt", { hasText: label }) }).locator("dd").first().textContent();
  return Number((value ?? "").replace(/[^\d]/g, ""));
}

test.describe("buyer tools on a phone", () => {
  test("searches 'D9', narrows by a filter whose count matches the cards, and keeps it all in the address", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos`);
    await page.getByRole("searchbox", { name: /Search by project name/ }).fill("D9");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=D9/);
    const cards = page.getByTestId("project-card");
    await expect(cards.first()).toBeVisible();
    for (const location of await cards.getByText(/, District \d+$/).allTextContents()) expect(location).toMatch(/, District 9$/);

    await page.goto(`${SITES.leader}/condos`);
    await page.getByText("Filters and sort").click();
    const tenure = page.getByLabel("Tenure");
    await expect(tenure).toBeVisible();
    const freehold = await optionCount(tenure, /^Freehold/);
    expect(freehold.count).toBeGreaterThan(0);
    await tenure.selectOption({ label: freehold.text });
    await expect(page).toHaveURL(/[?&]tenure=Freehold/);
    await expect(cards).toHaveCount(freehold.count);
    await expect(page.getByRole("link", { name: /^Remove filter / })).toHaveCount(1);

    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    await expect(page).toHaveURL(/[?&]sort=price-asc/);
    await expectNoHorizontalScroll(page);

    // The same address without JavaScript gives the same list.
    const url = page.url();
    const count = await cards.count();
    const offline = await page.context().browser()!.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const offlinePage = await offline.newPage();
    await offlinePage.goto(url);
    await expect(offlinePage.getByTestId("project-card")).toHaveCount(count);
    await offline.close();
  });

  test("the costs calculator on a project page works out stamp duty and the loan as the buyer types", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    const calculator = page.getByTestId("costs-calculator");
    await calculator.scrollIntoViewIfNeeded();
    const results = page.getByTestId("calculator-results");
    await expect(calculator.getByLabel("Unit type")).toBeVisible();
    // Prefilled from the project's first unit type.
    expect(Number(await calculator.getByLabel("Purchase price (S$)").inputValue())).toBeGreaterThan(0);
    // Its code is a chunk of its own: the Calculate button of the page without JavaScript goes once it has taken over.
    await expect(calculator.getByRole("button", { name: "Calculate" })).toHaveCount(0);

    await calculator.getByLabel("Purchase price (S$)").fill("1500000");
    await calculator.getByLabel("Buyer", { exact: true }).selectOption({ label: "Singapore Citizen" });
    await calculator.getByLabel("This will be my").selectOption({ index: 0 });
    // The worked example of issue 18: S$1,500,000 pays S$44,600 Buyer's Stamp Duty.
    await expect.poll(() => figure(results, "Buyer's Stamp Duty")).toBe(44_600);
    await expect.poll(() => figure(results, "Additional Buyer's Stamp Duty")).toBe(0);

    await calculator.getByLabel("Buyer", { exact: true }).selectOption({ label: "Foreigner" });
    await expect.poll(() => figure(results, "Additional Buyer's Stamp Duty")).toBe(900_000);
    await expect(page.getByTestId("calculator-rates")).toContainText(/\d{4}/);
    await expect(page.getByRole("heading", { name: "Progressive payments while it is built" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("what a buyer typed into the calculator before its code arrived stays, and is worked out once it does", async ({ page }) => {
    // Hold the calculator's chunk, as a slow phone network would, while the buyer types into the server's form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/costs-calculator-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`, { waitUntil: "domcontentloaded" });
    const calculator = page.getByTestId("costs-calculator");
    const results = page.getByTestId("calculator-results");
    await expect(calculator.getByRole("button", { name: "Calculate" })).toBeVisible();
    await calculator.getByLabel("Purchase price (S$)").fill("1500000");
    await calculator.getByLabel("Buyer", { exact: true }).selectOption({ label: "Foreigner" });
    await calculator.getByLabel("This will be my").selectOption({ index: 0 });
    await calculator.getByLabel("Interest rate (% a year)").fill("3.5");

    release();
    await expect(calculator.getByRole("button", { name: "Calculate" })).toHaveCount(0);
    await expect(calculator.getByLabel("Purchase price (S$)")).toHaveValue("1500000");
    await expect(calculator.getByLabel("Interest rate (% a year)")).toHaveValue("3.5");
    // A typed price is no longer a unit type's, as when it is typed after the code arrived.
    await expect(calculator.getByLabel("Unit type")).toHaveValue("");
    await expect(calculator.getByLabel("Buyer", { exact: true })).toHaveValue(/foreigner/i);
    await expect.poll(() => figure(results, "Buyer's Stamp Duty")).toBe(44_600);
    await expect.poll(() => figure(results, "Additional Buyer's Stamp Duty")).toBe(900_000);
    await expect(results).toContainText("3.5%");
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, the calculator refuses letters, a negative, a price over S$100 million or a 15-digit one on the price field and shows no figures (issue 30 item 11)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SITES.leader}/calculator`);
      const calculator = page.getByTestId("costs-calculator");
      const results = page.getByTestId("calculator-results");
      await expect(calculator.getByRole("button", { name: "Calculate" })).toHaveCount(0);
      const price = calculator.getByLabel("Purchase price (S$)");
      await calculator.getByLabel("Gross monthly income (S$)").fill("20000");
      for (const typed of ["abc", "-5", "100000001", "123456789012345"]) {
        await price.fill(typed);
        await expect(calculator.getByText("Enter a purchase price in dollars, up to S$100,000,000")).toBeVisible();
        await expect(price).toHaveAttribute("aria-invalid", "true");
        await expect(results).not.toContainText("S$0");
        await expect(results).not.toContainText("within the limit");
        await expect(page.getByTestId("calculator-refused")).toBeVisible();
      }
      await calculator.getByLabel("Interest rate (% a year)").fill("abc");
      await expect(calculator.getByText("Enter an interest rate from 0% to 20%")).toBeVisible();
      await calculator.getByLabel("Interest rate (% a year)").fill("3");
      await price.fill("1500000");
      await expect(price).not.toHaveAttribute("aria-invalid", "true");
      await expect.poll(() => figure(results, "Buyer's Stamp Duty")).toBe(44_600);
      await expect(results).toContainText("within the limit");
      await expectNoHorizontalScroll(page);
    });
  }

  test("without JavaScript, the calculator's Calculate answers letters with the price field's message", async ({ browser }) => {
    const offline = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await offline.newPage();
    await page.goto(`${SITES.leader}/calculator?price=abc&income=20000`);
    await expect(page.getByText("Enter a purchase price in dollars, up to S$100,000,000")).toBeVisible();
    await expect(page.getByTestId("calculator-results")).not.toContainText("within the limit");
    await offline.close();
  });

  test("the full-screen gallery steps with buttons and keys, shows captions and closes back to its button", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    const opener = page.getByRole("button", { name: "View gallery" });
    await opener.click();
    const gallery = page.getByTestId("project-gallery");
    await expect(gallery).toBeVisible();
    const counter = gallery.getByTestId("gallery-counter");
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())!.split("/")[1]);
    expect(total).toBeGreaterThan(1);
    await expect(gallery.getByTestId("gallery-caption")).not.toBeEmpty();

    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${total} / ${total}`);

    await page.keyboard.press("Escape");
    await expect(gallery).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("a showflat booking with a date, a time slot and a phone number reaches the buyer as one confirmation with a calendar file", async ({ page }) => {
    const buyer = "hui.min.booking@example.sg";
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("button", { name: "Book Showflat Visit" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Book Showflat Visit" });
    await dialog.getByLabel("Name").fill("Tan Hui Min");
    await dialog.getByLabel("Email").fill(buyer);
    await dialog.getByLabel("Phone").fill("9876 5432");
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Preferred viewing date").fill(date);
    await dialog.getByLabel("Time slot").selectOption({ label: "11am – 12pm" });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Request Viewing" }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();

    const mails = (await openMailbox(page)).getByTestId("mail").filter({ hasText: `To: ${buyer}` });
    await expect(mails).toHaveCount(1);
    await expect(mails).toContainText(`Your showflat visit: ${LISTED_PROJECT.name}`);
    await expect(mails).toContainText("Time: 11am – 12pm");
    await expect(mails).toContainText("Your consultant: Rachel Tan");
    await expect(mails).toContainText(/Withdraw my consent: http:\/\/leader\.localhost:\d+\/enquiry-consent\//);
    await expect(mails.getByRole("list", { name: "Attachments" }).getByRole("link", { name: "showflat-visit.ics" })).toBeVisible();
  });
});
