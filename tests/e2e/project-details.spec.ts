import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

const SLUG = "eunos-lumina";
const MANAGEMENT = `${SITES.master}/dashboard/project-management`;
const PUBLIC_PAGE = `${SITES.leader}/condos/${SLUG}`;

/** A visitor without a session, on the leader's site: the one the public page cache serves. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** The markers on the public project map, once it has loaded. */
async function mapMarkers(buyer: Page): Promise<number> {
  await openTab(buyer, "Location");
  const map = buyer.getByTestId("project-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).not.toHaveAttribute("data-map-state", "waiting");
  return map.locator("path.leaflet-interactive").count();
}

test.describe("project details: unit mix, facilities and location", () => {
  test("a unit type priced at 1,288,000 dollars shows as S$1,288,000 on the public page, with the spec's messages on the way", async ({ page, browser }) => {
    test.setTimeout(60_000);
    const buyer = await visitor(browser);
    // The visitor's page is now in the public cache: the save must drop it.
    await buyer.goto(PUBLIC_PAGE);
    await expect(buyer.getByTestId("unit-types")).not.toContainText("2 Bedroom Garden Suite");

    await signIn(page, "admin2ic");
    await page.goto(MANAGEMENT);
    await page.getByRole("link", { name: "Unit Mix of Eunos Lumina" }).click();
    await expect(page).toHaveURL(`${MANAGEMENT}/unit-mix/${SLUG}`);
    await expect(page.getByRole("heading", { name: "Unit Mix" })).toBeVisible();
    await expect(page.getByText("Unit Types", { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Add Unit Type" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Unit Type" });
    // The spec's defaults.
    await expect(dialog.getByLabel("Bedrooms")).toHaveValue("1");
    await expect(dialog.getByLabel("Minimum area")).toHaveValue("500");
    await expect(dialog.getByLabel("Maximum area")).toHaveValue("600");
    await expect(dialog.getByLabel("Starting price")).toHaveAttribute("step", "1000");
    await expect(dialog.getByLabel("Maintenance fee PSF")).toHaveAttribute("step", "0.01");
    await dialog.getByRole("button", { name: "Create Unit Type" }).click();
    await expect(dialog.getByText("Unit type name is required")).toBeVisible();
    await expect(dialog.getByText("Building selection is required")).toBeVisible();

    await dialog.getByLabel("Unit type name").fill("2 Bedroom Garden Suite");
    await dialog.getByLabel("Building").selectOption({ index: 1 });
    await dialog.getByLabel("Bedrooms").fill("2");
    await dialog.getByLabel("Bathrooms").fill("0");
    await dialog.getByLabel("Bedrooms").click();
    await expect(dialog.getByText("Bathrooms must be at least 1")).toBeVisible();
    await dialog.getByLabel("Bathrooms").fill("2");
    await dialog.getByLabel("Minimum area").fill("753");
    await dialog.getByLabel("Maximum area").fill("700");
    await dialog.getByLabel("Bedrooms").click();
    await expect(dialog.getByText("Maximum area must be greater than or equal to minimum area")).toBeVisible();
    await dialog.getByLabel("Maximum area").fill("775");
    await dialog.getByLabel("Starting price").fill("1288000");
    await dialog.getByLabel("Price PSF from").fill("1660");
    await dialog.getByLabel("Price PSF to").fill("1710");
    await dialog.getByLabel("Lowest floor").fill("2");
    await dialog.getByLabel("Highest floor").fill("12");
    await dialog.getByText("Southeast", { exact: true }).click();
    const plan = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#f8fafc" } }).png().toBuffer();
    await dialog.getByLabel("Upload floor plan").setInputFiles({ name: "garden-suite.png", mimeType: "image/png", buffer: plan });
    await expect(dialog.getByRole("img", { name: "Floor plan preview" })).toBeVisible();
    await dialog.getByRole("button", { name: "Create Unit Type" }).click();
    await expect(dialog).toBeHidden();
    await dismissToast(page, "Unit type created successfully");
    const card = page.getByRole("listitem", { name: "2 Bedroom Garden Suite" });
    await expect(card).toContainText("S$1,288,000");
    await expect(card).toContainText("S$ 1,660 – 1,710 psf");
    await expect(card).toContainText("Facing Southeast");
    await expect(card.getByRole("img", { name: "Floor plan of 2 Bedroom Garden Suite" })).toBeVisible();

    await buyer.reload();
    const units = buyer.getByTestId("unit-types");
    const unit = units.getByRole("listitem").filter({ hasText: "2 Bedroom Garden Suite" });
    await expect(unit).toContainText("S$1,288,000");
    await expect(unit).toContainText("2 Bedrooms · 2 Baths");
    await expect(unit).toContainText("Floors 2 – 12 · Facing Southeast");
    await unit.getByRole("button", { name: "View floor plan of 2 Bedroom Garden Suite" }).click();
    const viewer = buyer.getByRole("dialog", { name: "Floor plan: 2 Bedroom Garden Suite" });
    await expect(viewer.getByRole("img", { name: "Floor plan of 2 Bedroom Garden Suite" })).toBeVisible();
    await buyer.keyboard.press("Escape");
    await expect(viewer).toBeHidden();

    // Deleted again, and gone for the visitor.
    await card.getByRole("button", { name: "Delete 2 Bedroom Garden Suite" }).click();
    await page.getByRole("alertdialog", { name: "Delete Unit Type" }).getByRole("button", { name: "Delete Unit Type" }).click();
    await dismissToast(page, "Unit type deleted successfully");
    await expect(card).toHaveCount(0);
    await buyer.reload();
    await expect(buyer.getByTestId("unit-types")).not.toContainText("2 Bedroom Garden Suite");
  });

  test("a school and an MRT station added in Location Management appear in the Location tab, the station with its map position on the map", async ({ page, browser }) => {
    const buyer = await visitor(browser);
    await buyer.goto(PUBLIC_PAGE);
    const markersBefore = await mapMarkers(buyer);
    await signIn(page, "admin1ic");
    await page.goto(`${MANAGEMENT}/location/${SLUG}`);
    await expect(page.getByRole("heading", { name: "Location Management" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Project location" })).toContainText("District 14");
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Add School" }).click();
    const school = page.getByRole("dialog", { name: "Add School" });
    await school.getByLabel("School name").fill("Tao Nan School");
    await school.getByLabel("School type").selectOption("Primary");
    await expect(school.getByLabel("Distance (km)")).toHaveAttribute("step", "0.1");
    await school.getByLabel("Distance (km)").fill("-1");
    await school.getByLabel("School name").click();
    await expect(school.getByText("Distance must be 0 or more")).toBeVisible();
    await school.getByLabel("Distance (km)").fill("0.8");
    await school.getByRole("button", { name: "Add School" }).click();
    await dismissToast(page, "School added successfully");
    await expect(page.getByRole("listitem", { name: "Tao Nan School" })).toContainText("0.8 km");
    await expect(page.getByRole("listitem", { name: "Tao Nan School" })).toContainText("Not on the map");

    await page.getByRole("link", { name: /^Transport/ }).click();
    await expect(page).toHaveURL(/tab=transport/);
    await page.getByRole("button", { name: "Add Transport" }).click();
    const stop = page.getByRole("dialog", { name: "Add Transport" });
    await stop.getByLabel("Name").fill("Kembangan MRT (EW6)");
    await stop.getByLabel("Transport type").selectOption("MRT");
    await stop.getByLabel("Distance (km)").fill("0.6");
    await stop.getByLabel("Walking time (min)").fill("8");
    await stop.getByLabel("Map position (optional)").fill("51.5072, -0.1276");
    await stop.getByLabel("Name").click();
    await expect(stop.getByText("Enter the map position as latitude, longitude in Singapore, such as 1.3048, 103.8318")).toBeVisible();
    await stop.getByLabel("Map position (optional)").fill("1.32097, 103.91293");
    await stop.getByRole("button", { name: "Add Transport" }).click();
    await dismissToast(page, "Transport added successfully");
    await expect(page.getByRole("listitem", { name: "Kembangan MRT (EW6)" })).toContainText("8 min walk");
    await expect(page.getByRole("listitem", { name: "Kembangan MRT (EW6)" })).toContainText("On the map");
    await page.getByRole("button", { name: "Edit Kembangan MRT (EW6)" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Transport" }).getByLabel("Map position (optional)")).toHaveValue("1.32097, 103.91293");
    await page.getByRole("dialog", { name: "Edit Transport" }).getByRole("button", { name: "Cancel" }).click();

    await buyer.reload();
    expect(await mapMarkers(buyer)).toBe(markersBefore + 1);
    const location = buyer.getByTestId("location");
    const schools = location.getByTestId("schools");
    await expect(schools.getByText("Within 1 km")).toBeVisible();
    await expect(schools).toContainText("Tao Nan School");
    await expect(schools).toContainText("Primary 1 registration");
    // Listed beside the map, and named on the map itself (issue 34 item 2).
    await expect(location.getByRole("listitem").filter({ hasText: "Kembangan MRT (EW6)" }).first()).toBeVisible();
    await expect(buyer.getByTestId("project-map").locator(".map-place-label-station", { hasText: "Kembangan MRT (EW6)" })).toBeVisible();
  });

  test("an amenity given a map position is drawn on the project's map, in the amenities' colour (decision 111)", async ({ page, browser }) => {
    const buyer = await visitor(browser);
    await buyer.goto(PUBLIC_PAGE);
    const markersBefore = await mapMarkers(buyer);
    await expect(buyer.getByTestId("project-map").locator("figcaption")).toContainText("Amenity");
    await signIn(page, "admin2ic");
    await page.goto(`${MANAGEMENT}/location/${SLUG}?tab=amenities`);
    await page.getByRole("button", { name: "Add Amenity" }).click();
    const amenity = page.getByRole("dialog", { name: "Add Amenity" });
    await amenity.getByLabel("Name").fill("KINEX Mall");
    await amenity.getByLabel("Amenity type").selectOption("Shopping Mall");
    await amenity.getByLabel("Distance (km)").fill("1.4");
    await amenity.getByLabel("Map position (optional)").fill("103.8942, 1.3146");
    await amenity.getByLabel("Name").click();
    await expect(amenity.getByText("Enter the map position as latitude, longitude in Singapore, such as 1.3048, 103.8318")).toBeVisible();
    await amenity.getByLabel("Map position (optional)").fill("1.3146, 103.8942");
    await amenity.getByRole("button", { name: "Add Amenity" }).click();
    await dismissToast(page, "Amenity added successfully");
    await expect(page.getByRole("listitem", { name: "KINEX Mall" })).toContainText("On the map");

    await buyer.reload();
    expect(await mapMarkers(buyer)).toBe(markersBefore + 1);
    await expect(buyer.getByTestId("project-map").locator('path.leaflet-interactive[fill="#f59e0b"]')).toHaveCount(1);
    await expect(buyer.getByTestId("location").getByText("KINEX Mall")).toBeVisible();
  });

  test("ticking a facility shows it under Amenities; unticking removes it", async ({ page, browser }) => {
    const buyer = await visitor(browser);
    await buyer.goto(PUBLIC_PAGE);
    await openTab(buyer, "Amenities");
    await expect(buyer.getByTestId("amenities")).not.toContainText("Yoga Deck");

    await signIn(page, "master");
    await page.goto(`${MANAGEMENT}/facilities/${SLUG}`);
    await expect(page.getByRole("heading", { name: "Facilities & Amenities" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const yoga = page.getByRole("listitem", { name: "Yoga Deck" });
    const selectedCount = page.getByText("Selected Amenities").locator("xpath=following-sibling::p[1]");
    const before = Number(await selectedCount.textContent());

    await yoga.getByRole("checkbox", { name: "Yoga Deck" }).check();
    await dismissToast(page, "Facility added to project");
    await expect(yoga.getByText("Selected", { exact: true })).toBeVisible();
    await expect(selectedCount).toHaveText(String(before + 1));

    await yoga.getByRole("button", { name: "Configure details of Yoga Deck" }).click();
    const details = page.getByRole("dialog", { name: "Yoga Deck details" });
    await details.getByLabel("Capacity").fill("-2");
    await details.getByLabel("Operating hours").click();
    await expect(details.getByText("Capacity must be 0 or more")).toBeVisible();
    await details.getByLabel("Capacity").fill("15");
    await details.getByLabel("Operating hours").fill("6am – 9am daily");
    await details.getByRole("button", { name: "Save Details" }).click();
    await dismissToast(page, "Facility details updated successfully");

    await buyer.reload();
    await openTab(buyer, "Amenities");
    const amenity = buyer.getByTestId("amenities").getByRole("listitem").filter({ hasText: "Yoga Deck" }).first();
    await expect(amenity).toContainText("6am – 9am daily");
    await expect(amenity).toContainText("Capacity 15");

    await yoga.getByRole("checkbox", { name: "Yoga Deck" }).uncheck();
    await dismissToast(page, "Facility removed from project");
    await expect(selectedCount).toHaveText(String(before));
    await buyer.reload();
    await openTab(buyer, "Amenities");
    await expect(buyer.getByTestId("amenities")).not.toContainText("Yoga Deck");
  });

  test("an administrator adds a facility option, corrects it, cannot delete it while a project offers it, then deletes it", async ({ page, browser }) => {
    await signIn(page, "master");
    await page.goto(`${MANAGEMENT}/facilities/${SLUG}`);
    await page.getByRole("button", { name: "Add Facility Option" }).click();
    const add = page.getByRole("dialog", { name: "Add Facility Option" });
    await add.getByLabel("Facility name").fill("Moonlite Deck");
    await add.getByRole("button", { name: "Add Facility" }).click();
    await dismissToast(page, "Facility option created successfully");
    const typo = page.getByRole("listitem", { name: "Moonlite Deck", exact: true });
    await typo.getByRole("checkbox", { name: "Moonlite Deck", exact: true }).check();
    await dismissToast(page, "Facility added to project");

    await typo.getByRole("button", { name: "Edit the option Moonlite Deck" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Moonlite Deck" });
    await expect(edit.getByLabel("Facility name")).toHaveValue("Moonlite Deck");
    await edit.getByLabel("Facility name").fill("");
    await edit.getByLabel("Description").click();
    await expect(edit.getByText("Facility name is required")).toBeVisible();
    await edit.getByLabel("Facility name").fill("Moonlight Deck");
    await edit.getByLabel("Icon").selectOption("pool");
    await edit.getByRole("button", { name: "Save Option" }).click();
    await dismissToast(page, "Facility option updated successfully");
    const corrected = page.getByRole("listitem", { name: "Moonlight Deck", exact: true });
    await expect(corrected.getByRole("checkbox", { name: "Moonlight Deck", exact: true })).toBeChecked();
    const buyer = await visitor(browser);
    await buyer.goto(PUBLIC_PAGE);
    await openTab(buyer, "Amenities");
    await expect(buyer.getByTestId("amenities")).toContainText("Moonlight Deck");

    await corrected.getByRole("button", { name: "Delete the option Moonlight Deck" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Moonlight Deck?" });
    await confirm.getByRole("button", { name: "Delete Option" }).click();
    await expect(confirm.getByRole("alert")).toHaveText("This facility is offered by 1 project: untick it there before deleting it");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await corrected.getByRole("checkbox", { name: "Moonlight Deck", exact: true }).uncheck();
    await dismissToast(page, "Facility removed from project");
    await corrected.getByRole("button", { name: "Delete the option Moonlight Deck" }).click();
    await confirm.getByRole("button", { name: "Delete Option" }).click();
    await dismissToast(page, "Facility option deleted successfully");
    await expect(page.getByRole("listitem", { name: "Moonlight Deck", exact: true })).toHaveCount(0);
    await buyer.reload();
    await openTab(buyer, "Amenities");
    await expect(buyer.getByTestId("amenities")).not.toContainText("Moonlight Deck");
  });

  test("the three screens work on a phone, without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin2ic");
    for (const view of ["unit-mix", "facilities", "location"]) {
      await page.goto(`${MANAGEMENT}/${view}/${SLUG}`);
      await expect(page.getByRole("link", { name: "Back to Projects" })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await page.getByRole("link", { name: "Back to Projects" }).click();
    await expect(page).toHaveURL(MANAGEMENT);
  });

  test("realtors are refused the three screens", async ({ page }) => {
    await signIn(page, "agent");
    for (const view of ["unit-mix", "facilities", "location"]) {
      await page.goto(`${SITES.agent}/dashboard/project-management/${view}/${SLUG}`);
      await expect(page.getByRole("heading", { name: "Access Denied - Admin Only" })).toBeVisible();
    }
  });
});
