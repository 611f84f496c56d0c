import { expect, test, type Page } from "@playwright/test";
import { LISTED_PROJECT, SITES } from "./support/public-pages";

/** Holds the next page's data back, so its loading state has time to show. */
async function slowData(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("loading states between pages (spec part 1 §2)", () => {
  test("About shows its skeleton while it loads", async ({ page }) => {
    await page.goto(`${SITES.agent}/`);
    await slowData(page, "**/about.data**");
    await mainNav(page).getByRole("link", { name: "About" }).click();
    await expect(page.getByTestId("about-skeleton")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
    await expect(page.getByTestId("about-skeleton")).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });

  test("the listing shows six skeleton cards while it loads", async ({ page }) => {
    await page.goto(`${SITES.leader}/`);
    await slowData(page, "**/condos.data**");
    await mainNav(page).getByRole("link", { name: "Projects" }).click();
    const skeleton = page.getByTestId("listing-skeleton");
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator("> div")).toHaveCount(6);
    await expect(page.getByRole("heading", { name: "Condominium Listings" })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test("a project shows 'Loading project data...' while it loads", async ({ page }) => {
    await page.goto(`${SITES.agent}/condos?q=${encodeURIComponent(LISTED_PROJECT.name)}`);
    await slowData(page, `**/condos/${LISTED_PROJECT.slug}.data**`);
    await page.getByTestId("project-card").first().getByRole("link").first().click();
    await expect(page.getByText("Loading project data...", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LISTED_PROJECT.name);
    await expect(page.getByText("Loading project data...")).toHaveCount(0);
  });
});
