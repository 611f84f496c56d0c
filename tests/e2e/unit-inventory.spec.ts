import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Issue 33: an administrator changes the inventory on the master site; a buyer on a realtor's
// site sees the chart, the balance, "as of" and the card's count change.

const INVENTORY_PROJECT = { slug: "alexandra-cove", name: "Alexandra Cove" };
const inventoryPage = (slug: string, block?: number) => `${SITES.master}/dashboard/project-management/inventory/${slug}${block ? `?block=${block}` : ""}`;

async function availableCount(page: Page): Promise<number> {
  const text = await page.getByTestId("availability-count").innerText();
  return Number(text.match(/^([\d,]+) of/)![1].replace(/,/g, ""));
}

for (const width of [1280, 390] as const) {
  // Each width changes its own stack, so the two runs do not see each other's sales.
  const stack = width === 1280 ? "03" : "04";

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 844 } });

    test("an administrator marks a stack's floors sold; a buyer on an agent's site sees the chart, balance, 'as of' and card change", async ({ page, browser }) => {
      test.setTimeout(150_000);
      const buyerContext = await browser.newContext({ viewport: { width, height: width === 1280 ? 900 : 844 } });
      const buyer = await buyerContext.newPage();
      const projectUrl = `${SITES.agent}/condos/${INVENTORY_PROJECT.slug}`;
      await buyer.goto(projectUrl);
      const section = buyer.locator("#availability");
      await expect(section.getByRole("heading", { name: "Availability" })).toBeVisible();
      await expect(buyer.getByTestId("availability-as-of")).toContainText("Availability as of");
      const before = await availableCount(buyer);
      const asOfBefore = await buyer.getByTestId("availability-as-of").locator("time").getAttribute("datetime");
      const balanceBefore = await buyer.getByTestId("balance-table").innerText();
      const toBeSold = await buyer
        .getByTestId("elevation-block-2")
        .getByRole("button", { name: new RegExp(`^#(1\\d|20)-${stack}, .*available$`) })
        .count();
      expect(toBeSold).toBeGreaterThan(0);
      await expect(buyer.getByText(`${before.toLocaleString("en-SG")} of 620 units available`).first()).toBeVisible();
      await expectNoHorizontalScroll(buyer);
      await expectNoSeriousAxeViolations(buyer);

      // The administrator picks stack {stack} of block 2, floors 10 to 20, and marks them sold.
      await signIn(page, "admin2ic");
      await page.goto(inventoryPage(INVENTORY_PROJECT.slug, 2));
      await expect(page.getByRole("heading", { name: "Inventory" })).toBeVisible();
      await page.getByRole("button", { name: `Pick stack ${stack}` }).click();
      await page.getByLabel("From floor").fill("10");
      await page.getByLabel("To floor").fill("20");
      await expect(page.getByTestId("chosen-count")).toHaveText("11 units picked");
      await page.getByLabel("Set status").selectOption("sold");
      await page.screenshot({ path: `test-results/inventory-grid-${width}.png`, fullPage: false });
      await page.getByRole("button", { name: "Save 11 units" }).click();
      const toast = page.locator("[data-toast]").filter({ hasText: "units updated" });
      await expect(toast).toBeVisible();
      const updated = Number((await toast.innerText()).match(/(\d+) units? updated/)![1]);
      expect(updated).toBeGreaterThan(0);
      await expect(page.getByRole("button", { name: new RegExp(`^#15-${stack}, .*, sold$`) })).toBeVisible();

      // The buyer reloads: fewer available, a new "as of", the units sold in the chart.
      await buyer.reload();
      await expect(buyer.getByTestId("availability-count")).toHaveText(`${(before - toBeSold).toLocaleString("en-SG")} of 620 units available`);
      expect(await buyer.getByTestId("availability-as-of").locator("time").getAttribute("datetime")).not.toBe(asOfBefore);
      expect(await buyer.getByTestId("balance-table").innerText()).not.toBe(balanceBefore);
      const chart = buyer.getByTestId("elevation-block-2");
      const soldUnit = chart.getByRole("button", { name: new RegExp(`^#15-${stack}, `) });
      await expect(soldUnit).toHaveAccessibleName(/sold$/);

      // A tap shows the unit's type, size, price and psf; arrow keys move across the chart.
      await soldUnit.click();
      const details = buyer.getByTestId("unit-details");
      await expect(details).toContainText(`#15-${stack}`);
      await expect(details).toContainText(/sqft/);
      await expect(details).toContainText(/S\$[\d,]+ psf/);
      await soldUnit.press("ArrowRight");
      await expect(chart.getByRole("button", { name: new RegExp(`^#15-0${Number(stack) + 1}, `) })).toBeFocused();
      await expectNoHorizontalScroll(buyer);
      await buyer.screenshot({ path: `test-results/inventory-public-${width}.png`, fullPage: false });
      await section.screenshot({ path: `test-results/inventory-section-${width}.png` });

      // The card on the realtor's listing counts the same.
      await buyer.goto(`${SITES.agent}/condos?q=Alexandra`);
      const card = buyer.getByTestId("project-card").filter({ hasText: INVENTORY_PROJECT.name });
      await expect(card).toContainText(`${(before - toBeSold).toLocaleString("en-SG")} of 620 units available`);
      await expect(card).toContainText(/From S\$[\d.]+M \(S\$[\d,]+ psf\)/);
      await buyerContext.close();
    });

    test("an administrator imports a developer's price list: a bad row stops it, a good file adds the units", async ({ page }) => {
      const slug = "eunos-lumina";
      const csv = (lines: string[]) => ({ name: "price-list.csv", mimeType: "text/csv", buffer: Buffer.from(["block,stack,floor,unit_type,size_sqft,price,status", ...lines].join("\r\n")) });
      const importStack = stack === "03" ? "01" : "02";
      const rows = [`1,0${stack === "03" ? 1 : 2},2,2 Bedroom,700,1480000,available`, `1,0${stack === "03" ? 1 : 2},3,2 Bedroom,700,1490000,sold`, `2,0${stack === "03" ? 1 : 2},2,3 Bedroom,980,1990000,reserved`];
      await signIn(page, "admin1ic");
      await page.goto(inventoryPage(slug));
      await page.getByRole("button", { name: "Import Price List" }).click();
      const dialog = page.getByRole("dialog", { name: "Import Price List" });
      await dialog.getByLabel("CSV file to import").setInputFiles(csv([...rows, "1,01,4,Penthouse,700,1500000,available"]));
      await expect(dialog.getByText("Nothing can be imported yet")).toBeVisible();
      await expect(dialog.getByText("No unit type is called 'Penthouse' in this project: add it in the unit mix first")).toBeVisible();
      await expect(dialog.getByRole("button", { name: /^Import 4 units/ })).toBeDisabled();
      await dialog.getByRole("button", { name: "Choose another file" }).click();
      await dialog.getByLabel("CSV file to import").setInputFiles(csv(rows));
      await expect(dialog.getByText("Every row is ready")).toBeVisible();
      await page.screenshot({ path: `test-results/price-list-preview-${width}.png` });
      await dialog.getByRole("button", { name: "Import 3 units" }).click();
      await expect(page.locator("[data-toast]").filter({ hasText: "Price list imported successfully" })).toBeVisible();
      await expect(page.getByRole("link", { name: /Block 1/ })).toContainText(/\d+\/\d+/);
      await expect(page.getByRole("button", { name: new RegExp(`^#02-${importStack}, 2 Bedroom, S\\$1,480,000, available$`) })).toBeVisible();

      await page.goto(`${SITES.leader}/condos/${slug}`);
      await expect(page.getByTestId("availability-count")).toContainText("units available");
      await expect(page.getByTestId("balance-table")).toContainText("2 Bedroom");
    });
  });
}
