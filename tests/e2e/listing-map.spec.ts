import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, LISTED_PROJECT, SITES } from "./support/public-pages";

for (const width of [1280, 390]) {
  test(`the listing's map view marks each project found by name, with the same filters as the list, when the map's background cannot load, at ${width} px (issue 34 item 2)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // No map background: every tile request fails, as on a network that blocks the tile server.
    await page.route(/\/tiles\//, (route) => route.abort());
    await page.goto(`${SITES.agent}/condos`);
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/condos\?view=map$/);
    const map = page.getByTestId("listing-map");
    await expect(map).toHaveAttribute("data-map-state", "tiles-failed");
    await expect(map.getByRole("status")).toHaveText("The map's background could not be loaded. Each project is still marked with its name.");
    const marker = map.locator(".listing-map-marker").filter({ hasText: LISTED_PROJECT.name });
    await expect(marker).toBeVisible();
    const onMap = await map.locator(".listing-map-marker").count();
    expect(onMap).toBeGreaterThan(1);
    await expect(map.getByText(`${onMap} projects on the map`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/listing-map-${width}.png`, fullPage: false });

    // A filter keeps the map view, and the map shows only what the list shows.
    await page.goto(`${SITES.agent}/condos?view=map&q=${encodeURIComponent(LISTED_PROJECT.name)}`);
    await expect(map.locator(".listing-map-marker")).toHaveCount(1);
    await expect(page.getByTestId("project-card")).toHaveCount(1);
    await page.getByRole("link", { name: `Remove search for ${LISTED_PROJECT.name}` }).click();
    await expect(page).toHaveURL(/\/condos\?view=map$/);

    // A marker is a link to its project (dispatched: scrolling a marker into view would move the map's pane).
    const link = map.locator(".listing-map-marker").filter({ hasText: LISTED_PROJECT.name });
    await expect(link).toHaveAttribute("href", `/condos/${LISTED_PROJECT.slug}`);
    await link.dispatchEvent("click");
    await expect(page).toHaveURL(new RegExp(`/condos/${LISTED_PROJECT.slug}$`));
  });
}

test("the list view loads no map code; the map view loads it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(`${SITES.leader}/condos`);
  await expect(page.getByTestId("listing-grid")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /leaflet|listing-map/.test(url))).toEqual([]);
  await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
  await expect(page.getByTestId("listing-map")).not.toHaveAttribute("data-map-state", "waiting");
  expect(scripts.some((url) => /leaflet/.test(url))).toBe(true);
});

test("without JavaScript the map view says so and keeps the list", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITES.leader}/condos?view=map`);
  await expect(page.getByTestId("listing-map")).toContainText("it needs JavaScript; the projects are listed below");
  expect(await page.getByTestId("project-card").count()).toBeGreaterThan(0);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`the project map names its stations and schools on the map itself, not only on hover, at ${width} px (issue 34 item 2)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.route(/\/tiles\//, (route) => route.abort());
    await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
    await page.getByRole("tab", { name: "Location" }).click();
    const map = page.getByTestId("project-map");
    await map.scrollIntoViewIfNeeded();
    await expect(map).not.toHaveAttribute("data-map-state", "waiting");
    const stationLabels = map.locator(".map-place-label-station");
    await expect(stationLabels.first()).toBeVisible();
    expect((await stationLabels.first().textContent())?.trim()).toMatch(/\w/);
    await page.screenshot({ path: `test-results/project-map-labels-${width}.png`, fullPage: false });
  });
}
