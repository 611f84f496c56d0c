import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

const SLUG = "clementi-greenfield";
const LOCATION = `${SITES.master}/dashboard/project-management/location/${SLUG}?tab=transport`;

test.describe("location from open data", () => {
  test("Location Management proposes the nearest stations from LTA's data; one action adds them, and the public page lists them with the data's credit", async ({ page, browser }) => {
    await signIn(page, "admin1ic");
    await page.goto(LOCATION);
    const panel = page.getByRole("form", { name: "Nearest stations from open data" });
    const proposals = panel.getByRole("list", { name: "Proposed stations" });
    await expect(proposals.getByRole("listitem").first()).toContainText("Clementi MRT Station");
    await expect(proposals.getByRole("listitem").first()).toContainText("EW23 — East–West Line");
    await expect(panel).toContainText("Singapore Open Data Licence");

    // The seed typed Clementi at 0.6 km by hand: measured from the position, it is elsewhere.
    const clementi = proposals.getByRole("checkbox", { name: /Clementi MRT Station/ });
    await expect(proposals.getByRole("listitem").filter({ hasText: "Clementi MRT Station" })).toContainText("Listed at another distance");
    await expect(clementi).toBeChecked();

    for (const box of await proposals.getByRole("checkbox").all()) await box.uncheck();
    await panel.getByRole("button", { name: "Add selected stations" }).click();
    await expect(panel.getByRole("alert")).toHaveText("Choose at least one station");

    await clementi.check();
    const other = proposals.getByRole("checkbox").nth(1);
    const otherName = ((await proposals.getByRole("listitem").nth(1).textContent()) ?? "").match(/^(.*? (?:MRT|LRT) Station)/)![1];
    await other.check();
    await panel.getByRole("button", { name: "Add selected stations" }).click();
    await dismissToast(page, "Stations saved");
    await expect(proposals.getByRole("listitem").filter({ hasText: "Clementi MRT Station" })).toContainText("Listed");
    await expect(clementi).not.toBeChecked();
    const entry = page.getByRole("listitem", { name: otherName });
    await expect(entry).toContainText("min walk");
    await expect(entry).toContainText("On the map");
    await expect(page.getByRole("listitem", { name: "Clementi MRT Station" })).toHaveCount(1);

    const buyer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await buyer.goto(`${SITES.leader}/condos/${SLUG}`);
    await buyer.getByRole("tab", { name: "Location" }).click();
    await expect(buyer.getByTestId("location")).toContainText(otherName);
    await expect(buyer.getByTestId("project-map")).toContainText("Stations: LTA DataMall, Singapore Open Data Licence");
    await expectNoHorizontalScroll(buyer);
  });

  test("at 390 px the proposals stack and the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin2ic");
    await page.goto(LOCATION);
    await expect(page.getByRole("list", { name: "Proposed stations" }).getByRole("listitem").first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test("System Administration names the station dataset, its date and its licence", async ({ page }) => {
  await signIn(page, "master");
  await page.goto(`${SITES.master}/dashboard/system-admin`);
  const card = page.getByRole("heading", { name: "Open data: MRT and LRT stations" }).locator("xpath=ancestor::div[contains(@class,'rounded-xl')][1]");
  await expect(card).toContainText("168 stations, 507 exits; published Nov 18, 2022");
  await expect(card).toContainText("Singapore Open Data Licence version 1.0");
});
