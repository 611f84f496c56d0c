import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, SITES } from "./support/public-pages";

for (const width of [1280, 390]) {
  test(`a buyer compares two projects from the listing and a project page, and shares the comparison, at ${width} px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITES.agent}/condos`);
    await page.getByRole("button", { name: "Add The Marina Lumiere to compare" }).click();
    await expect(page.getByRole("button", { name: "Remove The Marina Lumiere from compare" })).toHaveAttribute("aria-pressed", "true");
    const tray = page.getByRole("region", { name: "Compare set" });
    await expect(tray).toContainText("1 of 4 chosen");

    await page.goto(`${SITES.agent}/condos/clementi-greenfield`);
    await page.getByRole("button", { name: "Add Clementi Greenfield to compare" }).click();
    await expect(tray).toContainText("2 of 4 chosen");
    await tray.getByRole("link", { name: "Compare" }).click();

    await expect(page).toHaveURL(/\/compare\?p=the-marina-lumiere,clementi-greenfield$/);
    const table = page.getByRole("table", { name: "Projects compared, one column each" });
    await expect(table.getByRole("columnheader")).toHaveText([/The Marina Lumiere/, /Clementi Greenfield/]);
    await expect(table.getByRole("rowheader", { name: /Price from/ })).toContainText("Differs");
    await expect(table.getByRole("row", { name: /Price from/ })).toContainText("Lowest");
    await expect(table.getByRole("row", { name: /Nearest MRT\/LRT/ })).toContainText("Nearest");
    await expectNoHorizontalScroll(page);

    // The address is the comparison: a stranger opening it sees the same table.
    const stranger = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await stranger.goto(page.url());
    await expect(stranger.getByRole("columnheader")).toHaveText([/The Marina Lumiere/, /Clementi Greenfield/]);

    await table.getByRole("link", { name: "Remove The Marina Lumiere from the comparison" }).click();
    await expect(page).toHaveURL(/\/compare\?p=clementi-greenfield$/);
    await expect(table.getByRole("columnheader")).toHaveText([/Clementi Greenfield/]);
    // The page's set is the browser's set: back in the listing, one project is chosen.
    await page.goto(`${SITES.agent}/condos`);
    await expect(page.getByRole("region", { name: "Compare set" })).toContainText("1 of 4 chosen");
  });
}

test("the compare page without projects says how to add them", async ({ page }) => {
  await page.goto(`${SITES.leader}/compare`);
  await expect(page.getByTestId("compare-empty")).toContainText("Nothing to compare yet");
  await page.getByRole("link", { name: "Browse projects" }).click();
  await expect(page).toHaveURL(/\/condos$/);
});
