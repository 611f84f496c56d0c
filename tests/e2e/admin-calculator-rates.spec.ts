import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, LISTED_PROJECT, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Issue 33 item 6: master records a dated version of the calculator's rates; the calculator on a
// project page names the version in force.

const singaporeToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(new Date());
const calendarDay = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "2-digit", year: "numeric" }).format(new Date(`${iso}T00:00:00Z`));

for (const width of [1280, 390]) {
  test(`at ${width} px, master records a version effective today and the project page's calculator names it`, async ({ page }) => {
    // A sign-in, a dialog of some forty fields, two sites: more than the default half minute on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const source = `MAS notice, stress rate review (${width} px)`;
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/calculator-rates`);
    await expect(page.getByRole("heading", { name: "Calculator Rates" })).toBeVisible();
    await expect(page.getByText("In force", { exact: true })).toHaveCount(1);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "New version" }).click();
    const dialog = page.getByRole("dialog", { name: "New version of the rates" });
    await expect(dialog.getByLabel("Effective from")).toHaveValue(singaporeToday());
    await expect(dialog.getByLabel("Stress rate (%)")).toHaveValue(/^\d/);

    // The schema's messages land on their fields.
    await dialog.getByLabel("Source").fill("");
    await dialog.getByLabel("Band 2: up to (S$)").fill("100");
    await dialog.getByRole("button", { name: "Record version" }).click();
    await expect(dialog.getByText("Please name the source of these rates")).toBeVisible();
    await expect(dialog.getByText("Each band's upper limit must be a whole number of dollars above the previous band's")).toBeVisible();
    await expect(dialog.getByLabel("Band 2: up to (S$)")).toHaveAttribute("aria-invalid", "true");

    // Bands are added and removed; the last stays open.
    const bands = dialog.getByRole("button", { name: /^Remove band/ });
    const bandCount = await bands.count();
    await dialog.getByRole("button", { name: "Add band" }).click();
    await expect(bands).toHaveCount(bandCount + 1);
    await dialog.getByRole("button", { name: `Remove band ${bandCount}` }).click();
    await expect(bands).toHaveCount(bandCount);
    await dialog.getByLabel("Band 2: up to (S$)").fill("360000");

    await dialog.getByLabel("Source").fill(source);
    await dialog.getByLabel("Stress rate (%)").fill("4.5");
    if (width === 390) await page.screenshot({ path: `test-results/calculator-rates-dialog-${width}.png` });
    await dialog.getByRole("button", { name: "Record version" }).click();
    // The first write on a fresh server is slow on a busy machine.
    await expect(page.getByText("Rates updated")).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    const newest = page.getByRole("row").filter({ hasText: source });
    await expect(newest).toContainText("In force");
    await expect(newest).toContainText("4.5%");
    await expect(newest).toContainText("Daniel Koh");
    await expect(page.getByText("In force", { exact: true })).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/calculator-rates-${width}.png`, fullPage: true });

    const visitor = await page.context().browser()!.newPage({ viewport: { width, height: 900 } });
    await visitor.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
    await expect(visitor.getByTestId("calculator-rates")).toContainText(`Rates as of ${calendarDay(singaporeToday())}. Source: ${source}.`);
    await visitor.close();
  });
}
