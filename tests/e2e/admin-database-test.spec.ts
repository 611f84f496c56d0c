import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

test.describe("Database test panel", () => {
  test("master runs every test: connection, profile, and each source's count with its first three", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/database-test`);
    await expect(page.getByText("No tests run yet")).toBeVisible();
    await page.getByRole("button", { name: "Run All Tests" }).click();
    await expect(page.getByText("All Tests Passed")).toBeVisible();
    await expect(page.getByRole("article", { name: "Connection" }).getByText("Connected")).toBeVisible();
    await expect(page.getByRole("article", { name: "Your profile" }).getByText("master@demo.sg", { exact: false })).toBeVisible();
    // Other browser tests register realtors on the same server: counts are at least the seed's.
    const leaders = page.getByRole("article", { name: "Team Leaders" });
    await expect(leaders.getByText(/^\d+ records$/)).toBeVisible();
    await expect(leaders.getByRole("listitem").first()).toHaveText("Rachel Tan");
    await expect(page.getByRole("article", { name: "Agents" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText("None: every source answered.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("a role without a source's permission sees it skipped, on a phone too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin2ic");
    await page.goto(`${SITES.master}/dashboard/database-test`);
    await page.getByRole("button", { name: "Run All Tests" }).click();
    const permissions = page.getByRole("article", { name: "Active Site Permissions" });
    await expect(permissions.getByText("Skipped")).toBeVisible();
    await expect(permissions.getByText("Needs the siteManagement permission")).toBeVisible();
    await expect(page.getByRole("article", { name: "Agents" }).getByText(/^\d+ records$/)).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
