import { expect, test } from "@playwright/test";
import { LISTED_PROJECT, SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations, getOnSite, metaContent, structuredData } from "./support/public-pages";

const projectUrl = `${SITES.agent}/condos/${LISTED_PROJECT.slug}`;
// A listed project the demo publishes no brochure for (only the featured ones have one).
const PROJECT_WITHOUT_BROCHURE = { slug: "tanjong-vista-residences", name: "Tanjong Vista Residences" };

test.describe("project page", () => {
  test("shows the breadcrumb, header facts and the unit types by default", async ({ page }) => {
    const response = await page.goto(projectUrl);
    expect(response?.status()).toBe(200);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb).toContainText("Home");
    await expect(breadcrumb).toContainText("Condos");
    await expect(breadcrumb).toContainText(LISTED_PROJECT.name);
    await expect(page.getByRole("link", { name: "Back to Condos" })).toHaveAttribute("href", "/condos");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LISTED_PROJECT.name);
    await expect(page.getByTestId("status-badge")).toHaveText(/^(Preview|Now selling)$/);
    await expect(page.getByText(/^From S\$\d+(\.\d+)?M \(S\$[\d,]+ psf\)$/)).toBeVisible();
    await expect(page.getByText(/^(TOP \d{4}|TBA)$/)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Unit Types" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("unit-types").getByText(/^From S\$[\d,]+$/).first()).toBeVisible();
  });

  test("the hero carousel wraps around in both directions", async ({ page }) => {
    await page.goto(projectUrl);
    const carousel = page.getByTestId("project-carousel");
    const counter = page.getByTestId("carousel-counter");
    const total = Number((await counter.textContent())?.split("/")[1]);
    expect(total).toBeGreaterThan(1);
    await expect(counter).toHaveText(`1 / ${total}`);
    await carousel.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await expect(carousel).toHaveAttribute("data-active-index", String(total - 1));
    await carousel.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await carousel.getByRole("button", { name: `Show photo 2 of ${total}` }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
  });

  test("the tabs show amenities with icons, location data and the contact details", async ({ page }) => {
    await page.goto(projectUrl);
    await page.getByRole("tab", { name: "Amenities" }).click();
    const amenities = page.getByTestId("amenities");
    await expect(amenities).toBeVisible();
    await expect(page.getByTestId("unit-types")).toBeHidden();
    await expect(amenities.locator("svg[data-icon]").first()).toBeVisible();

    await page.getByRole("tab", { name: "Location" }).click();
    const location = page.getByTestId("location");
    // The stored address already ends with the postal code: it is shown once.
    await expect(location.getByText("28 Marina Way, Singapore 018981", { exact: true })).toBeVisible();
    await expect(location.getByRole("heading", { name: "Transportation" })).toBeVisible();
    await expect(location.getByRole("heading", { name: "Nearby Schools" })).toBeVisible();
    await expect(location.getByText(/^\d+(\.\d)? km$/).first()).toBeVisible();
    await expect(location.getByText(/^\d+ min walk$/).first()).toBeVisible();

    await page.getByRole("tab", { name: "Contact" }).click();
    const contact = page.getByTestId("contact");
    await expect(contact).toContainText("Marcus Lim");
    await expect(contact.getByRole("link", { name: "+65 8234 5678" }).first()).toHaveAttribute("href", "tel:+6582345678");
    await expect(contact.getByRole("link", { name: "agent@demo.sg" })).toHaveAttribute("href", "mailto:agent@demo.sg");
  });

  test("Download Brochure opens the project's PDF in a new tab", async ({ page }) => {
    await page.goto(projectUrl);
    await page.getByRole("tab", { name: "Contact" }).click();
    const link = page.getByTestId("contact").getByRole("link", { name: "Download Brochure" });
    await expect(link).toHaveAttribute("href", `/demo/brochures/${LISTED_PROJECT.slug}.pdf`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    const brochure = await getOnSite(page.request, SITES.agent, (await link.getAttribute("href"))!);
    expect(brochure.status()).toBe(200);
    expect(brochure.headers()["content-type"]).toBe("application/pdf");
    expect((await brochure.body()).subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
  });

  test("without a brochure, Download Brochure is disabled and says it will be sent on registering interest", async ({ page }) => {
    await page.goto(`${SITES.agent}/condos/${PROJECT_WITHOUT_BROCHURE.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PROJECT_WITHOUT_BROCHURE.name);
    await page.getByRole("tab", { name: "Contact" }).click();
    const contact = page.getByTestId("contact");
    const button = contact.getByRole("button", { name: "Download Brochure" });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription("The brochure is not published yet. Register your interest and it will be sent to you.");
    await expect(contact.getByRole("link", { name: "Download Brochure" })).toHaveCount(0);
  });

  test("the tabs follow the keyboard: arrow keys, Home and End move and select", async ({ page }) => {
    await page.goto(projectUrl);
    const units = page.getByRole("tab", { name: "Unit Types" });
    await units.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Amenities" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Amenities" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByTestId("amenities")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(units).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await units.getAttribute("id")) ?? "missing");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Contact" })).toBeFocused();
  });

  test("an unknown slug answers 404 with 'Project Not Found'", async ({ page }) => {
    const response = await page.goto(`${SITES.agent}/condos/no-such-project`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  });

  test("a slug with a NUL ('%00') is refused with 400, not an error (decision 086)", async ({ page }) => {
    for (const path of ["/condos/%00", `/condos/${LISTED_PROJECT.slug}%00`]) {
      expect((await page.goto(`${SITES.agent}${path}`))?.status(), path).toBe(400);
    }
  });

  test("a slug in capitals opens the project with the canonical on the stored slug", async ({ page }) => {
    const response = await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug.toUpperCase()}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LISTED_PROJECT.name);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    expect(await metaContent(page, "og:url")).toBe(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
  });

  test("carries the project's card for link previews and Residence and breadcrumb JSON-LD", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    expect(await metaContent(page, "og:image")).toMatch(new RegExp(`^http://leader\\.localhost:\\d+/og/condos/${LISTED_PROJECT.slug}\\.png\\?v=[\\w-]{16}$`));
    expect(await metaContent(page, "twitter:card")).toBe("summary_large_image");
    expect(await page.title()).toContain(LISTED_PROJECT.name);
    const records = await structuredData(page);
    const status = await page.getByTestId("status-badge").textContent();
    expect(records.find((record) => record["@type"] === "ApartmentComplex")).toMatchObject({
      name: LISTED_PROJECT.name,
      additionalProperty: { name: "Sales status", value: status },
    });
    const breadcrumb = records.find((record) => record["@type"] === "BreadcrumbList") as { itemListElement: unknown[] };
    expect(breadcrumb.itemListElement).toHaveLength(3);
  });

  test("the link preview on an agent's site is that site's PNG (issue 36 item 5)", async ({ page }) => {
    await page.goto(projectUrl);
    const image = await metaContent(page, "og:image");
    expect(new URL(image!).origin).toBe(new URL(projectUrl).origin);
    expect(await metaContent(page, "og:image:width")).toBe("1200");
    // Opened by the browser, which reaches the agent's *.localhost host.
    const answer = (await page.goto(image!))!;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("sent from the page cache to a second visitor, the page hydrates without an error and answers the buyer", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // The map's tiles come from the internet, which the test machine does not reach.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // A first visitor has the master site's page rendered and kept (decision record 127); this one
    // is sent the kept copy (unless a write dropped it meanwhile), whose inline scripts run by
    // their hashes, never by a nonce.
    expect((await getOnSite(page.request, SITES.master, `/condos/${LISTED_PROJECT.slug}`)).status()).toBe(200);
    const answer = await page.goto(`${SITES.master}/condos/${LISTED_PROJECT.slug}`);
    expect(answer?.headers()["content-security-policy"]).toContain("'sha256-");
    expect(answer?.headers()["content-security-policy"]).not.toContain("'nonce-");

    const counter = page.getByTestId("carousel-counter");
    await page.getByTestId("project-carousel").getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page.getByTestId("location").getByRole("heading", { name: "Transportation" })).toBeVisible();
    await page.getByRole("tab", { name: "Contact" }).click();
    // The master site's own owner.
    await expect(page.getByTestId("contact")).not.toContainText("Rachel Tan");
    const calculator = page.getByTestId("costs-calculator");
    await expect(calculator.getByRole("button", { name: "Calculate" })).toHaveCount(0);
    await calculator.getByLabel("Purchase price (S$)").fill("1500000");
    await calculator.getByLabel("Buyer", { exact: true }).selectOption({ label: "Singapore Citizen" });
    await calculator.getByLabel("This will be my").selectOption({ index: 0 });
    await expect(page.getByTestId("calculator-results")).toContainText("44,600");
    expect(errors).toEqual([]);
  });

  test("works on a phone without horizontal scroll and passes axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(projectUrl);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});

for (const width of [390, 412]) {
  test(`at ${width} px, the project page does not move when the site's brand font arrives late`, async ({ page }) => {
    // The agent's site is set in Poppins, wider than the fallback: a line that fits before the font
    // arrives may wrap after it and push everything below down (Lighthouse, at 412 px, counted 0.28).
    await page.route("**/fonts/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${SITES.agent}/condos/alexandra-cove`);
    await page.waitForFunction(() => document.fonts.check('600 14px "Poppins"') && document.fonts.status === "loaded");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThan(0.05);
  });
}
