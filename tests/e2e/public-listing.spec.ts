import { expect, test } from "@playwright/test";
import { SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";

test.describe("condominium listing", () => {
  test("lists listed projects in cards as the spec words them", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos`);
    await expect(page.getByRole("heading", { level: 1, name: "Condominium Listings" })).toBeVisible();
    const card = page.getByTestId("project-card").filter({ hasText: "The Marina Lumiere" });
    // Decision records 041 and 138: without an inventory, the cheapest unit type's price, rounded
    // down, with that same type's psf, and the project's own count of units.
    await expect(card.getByText(/^From S\$[\d.]+[MK] \(S\$[\d,]+ psf\)$/)).toBeVisible();
    await expect(card.getByText(/^\d+ units$/)).toBeVisible();
    await expect(card.getByText(/, District \d+$/)).toBeVisible();
    await card.getByRole("link", { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/condos\/the-marina-lumiere$/);
  });

  test("searches by name, district or neighbourhood in the query string", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos`);
    await page.getByRole("searchbox", { name: /Search by project name/ }).fill("lumiere");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=lumiere/);
    await expect(page.getByTestId("project-card")).toHaveCount(1);
    await expect(page.getByRole("status")).toHaveText("1 project found");
  });

  test("sorts by price psf, lowest first, from the Sort by choice into the URL", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos`);
    await page.getByLabel("Sort by").selectOption("psf-asc");
    await expect(page).toHaveURL(/sort=psf-asc/);
    await expect(page.getByTestId("listing-grid")).toBeVisible();
    await expect(page.getByTestId("project-card").first()).toContainText("psf)");
    const psf = (await page.getByTestId("project-card").getByText(/\(S\$[\d,]+ psf\)$/).allTextContents()).map((text) => Number(text.match(/S\$([\d,]+) psf/)![1].replace(/,/g, "")));
    expect(psf.length).toBeGreaterThan(3);
    expect(psf).toEqual([...psf].sort((a, b) => a - b));
  });

  for (const width of [1280, 390]) {
    test(`filters by walking distance to a station, optionally on a line, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SITES.leader}/condos`);
      const all = await page.getByRole("status").textContent();
      if (width === 390) await page.getByText("Filters and sort").click();
      await page.getByLabel("Near a station").selectOption("500");
      await expect(page).toHaveURL(/near=500/);
      await expect(page.getByRole("link", { name: "Remove filter Within 500 m of an MRT/LRT station" })).toBeVisible();
      expect(await page.getByRole("status").textContent()).not.toBe(all);
      await page.getByLabel("On the line").selectOption("north-south-line");
      await expect(page).toHaveURL(/near=500&line=north-south-line/);
      await expect(page.getByRole("link", { name: "Remove filter Within 500 m of a North–South Line station" })).toBeVisible();
      expect(await page.getByTestId("project-card").count()).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await page.getByRole("link", { name: /^Remove filter Within 500 m/ }).click();
      await expect(page).not.toHaveURL(/near=|line=/);
    });
  }

  for (const width of [1280, 390]) {
    test(`several districts and bedroom counts at once, each a chip, at ${width} px (issue 34 item 2)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SITES.leader}/condos`);
      if (width === 390) await page.getByText("Filters and sort").click();
      const districts = page.getByTestId("listing-district-choices");
      await districts.locator("summary").click();
      const choices = districts.getByRole("checkbox", { disabled: false });
      const first = (await choices.nth(0).getAttribute("value"))!;
      const second = (await choices.nth(1).getAttribute("value"))!;
      await choices.nth(0).check();
      await choices.nth(1).check();
      await districts.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?district=${first}&district=${second}$`));
      await expect(page.getByRole("link", { name: /^Remove filter D\d+ / })).toHaveCount(2);
      await expect(page.getByTestId("listing-district-choices").locator("summary")).toContainText("2 selected");
      for (const place of await page.getByTestId("project-card").getByText(/, District \d+$/).allTextContents()) {
        expect([first, second]).toContain(place.match(/District (\d+)$/)![1]);
      }
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: `test-results/listing-districts-${width}.png`, fullPage: false });
    });
  }

  test("several choices work without JavaScript: the form sends each ticked box", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITES.leader}/condos`);
    const beds = page.getByTestId("listing-beds-choices");
    await beds.locator("summary").click();
    await beds.getByRole("checkbox", { name: /^2 bedrooms/ }).check();
    await beds.getByRole("checkbox", { name: /^3 bedrooms/ }).check();
    await beds.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/beds=2&beds=3/);
    await expect(page.getByRole("link", { name: "Remove filter 2 bedrooms" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove filter 3 bedrooms" })).toBeVisible();
    await context.close();
  });

  test("filters by region", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos?region=West`);
    const cards = page.getByTestId("project-card");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Remove filter West Region" })).toBeVisible();
  });

  for (const width of [1280, 390]) {
    test(`filters by the buyer's sales status, and reads an old link's word, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SITES.leader}/condos?status=active`);
      await expect(page.getByRole("link", { name: "Remove filter Now selling" })).toBeVisible();
      const cards = page.getByTestId("project-card");
      expect(await cards.count()).toBeGreaterThan(0);
      for (const badge of await cards.getByText(/^(Preview|Now selling|Sold out|Completed)$/).allTextContents()) expect(badge).toBe("Now selling");
      // An applied filter opens the phone's filter panel. A second status joins the first.
      const statuses = page.getByTestId("listing-status-choices");
      await statuses.locator("summary").click();
      await statuses.getByRole("checkbox", { name: /^Preview/ }).check();
      await statuses.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/status=preview&status=now-selling/);
      await page.getByRole("link", { name: "Remove filter Now selling" }).click();
      await expect(page).toHaveURL(/\?status=preview$/);
      await expect(page.getByRole("link", { name: "Remove filter Preview" })).toBeVisible();
      await expect(cards.first().getByText("Preview", { exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/listing-status-${width}.png`, fullPage: false });
      await expectNoHorizontalScroll(page);
    });
  }

  test("a search with a NUL character is refused with 400, not an error (decision 086)", async ({ page }) => {
    for (const query of ["q=mari%00na", "q=%00"]) {
      expect((await page.goto(`${SITES.leader}/condos?${query}`))?.status(), query).toBe(400);
    }
  });

  test("shows the spec's empty state when nothing matches", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos?q=zzzz-no-such-project`);
    await expect(page.getByRole("heading", { name: "No matching projects found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search terms.")).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(0);
  });

  test("shows six skeleton cards while a search loads", async ({ page }) => {
    await page.goto(`${SITES.leader}/condos`);
    await page.route("**/condos.data**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("searchbox", { name: /Search by project name/ }).fill("lumiere");
    await page.getByRole("button", { name: "Search" }).click();
    const skeleton = page.getByTestId("listing-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator("> div")).toHaveCount(6);
    await expect(page.getByTestId("project-card")).toHaveCount(1);
  });

  test("is usable on a phone and has no serious accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${SITES.agent}/condos`);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
