import { expect, test, type Locator } from "@playwright/test";
import { expectNoHorizontalScroll, LISTED_PROJECT, SITES } from "./support/public-pages";

type Box = { x: number; y: number; width: number; height: number };

/** Every marker and group circle on the map, as boxes on the page. */
async function drawnBoxes(map: Locator) {
  const boxes = [];
  for (const drawn of await map.locator(".listing-map-marker, .listing-map-cluster").all()) boxes.push((await drawn.boundingBox())!);
  return boxes;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No marker or group circle covers another, and each is a touch target at least 24 px tall. */
async function expectNothingCovered(map: Locator) {
  const boxes = await drawnBoxes(map);
  for (const [i, box] of boxes.entries()) {
    expect(box.height).toBeGreaterThanOrEqual(24);
    for (const other of boxes.slice(i + 1)) expect(overlap(box, other)).toBe(false);
  }
}

/** The projects the map draws: one per marker, and each group circle's count. */
async function drawnProjects(map: Locator) {
  const named = await map.locator(".listing-map-marker").count();
  const grouped = (await map.locator(".listing-map-cluster").allTextContents()).reduce((sum, count) => sum + Number(count), 0);
  return named + grouped;
}

/** Opens, by tapping, the groups that hold the project until its own marker shows. */
async function openGroupsTo(map: Locator, name: string) {
  const marker = map.locator(".listing-map-marker").filter({ hasText: name });
  for (let tap = 0; tap < 8 && !(await marker.count()); tap++) {
    const group = map.getByRole("button", { name: new RegExp(`^Zoom in to \\d+ projects: .*${name}`) });
    const tapped = await group.elementHandle();
    // Dispatched: scrolling a marker into view would move the map's pane. The map redraws once zoomed in.
    await group.dispatchEvent("click");
    await tapped!.waitForElementState("hidden");
  }
  return marker;
}

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

    // Names that would cover each other are drawn as one numbered circle: every project is on the
    // map once, and nothing drawn covers anything else (decision record 161).
    await expect(map.locator(".listing-map-marker, .listing-map-cluster").first()).toBeVisible();
    const onMap = await drawnProjects(map);
    expect(onMap).toBeGreaterThan(1);
    await expect(map.getByText(`${onMap} projects on the map`)).toBeVisible();
    await expectNothingCovered(map);
    await expectNoHorizontalScroll(page);

    // A tap on a group zooms in until the project's own name shows, still with nothing covered.
    const marker = await openGroupsTo(map, LISTED_PROJECT.name);
    await expect(marker).toBeVisible();
    await expectNothingCovered(map);
    await page.screenshot({ path: `test-results/listing-map-${width}.png`, fullPage: false });

    // A filter keeps the map view, and the map shows only what the list shows.
    await page.goto(`${SITES.agent}/condos?view=map&q=${encodeURIComponent(LISTED_PROJECT.name)}`);
    await expect(map.locator(".listing-map-marker")).toHaveCount(1);
    await expect(page.getByTestId("project-card")).toHaveCount(1);
    await page.getByRole("link", { name: `Remove search for ${LISTED_PROJECT.name}` }).click();
    await expect(page).toHaveURL(/\/condos\?view=map$/);
    // The map is drawn anew for the wider search before its markers are looked for.
    await expect.poll(() => drawnProjects(map)).toBe(onMap);

    // A marker is a link to its project.
    const link = await openGroupsTo(map, LISTED_PROJECT.name);
    await expect(link).toHaveAttribute("href", `/condos/${LISTED_PROJECT.slug}`);
    await link.dispatchEvent("click");
    await expect(page).toHaveURL(new RegExp(`/condos/${LISTED_PROJECT.slug}$`));
  });
}

test("on the listing map, a group of projects opens with the keyboard and focus goes to its first project", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.route(/\/tiles\//, (route) => route.abort());
  await page.goto(`${SITES.agent}/condos?view=map`);
  const map = page.getByTestId("listing-map");
  const group = map.locator(".listing-map-cluster").first();
  await expect(group).toBeVisible();
  const members = (await group.getAttribute("aria-label"))!.replace(/^Zoom in to \d+ projects: /, "").split(", ");
  await group.focus();
  await page.keyboard.press("Enter");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-label", new RegExp(`^(Zoom in to \\d+ projects: )?${members[0]}`));
});

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
