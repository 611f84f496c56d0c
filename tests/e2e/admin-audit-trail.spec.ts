import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

test.describe("Audit Trail", () => {
  test("filters kept in the URL, dates in Singapore time, and the filter-specific empty state", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/audit-trail`);
    await expect(page.getByRole("heading", { name: "Audit Trail" })).toBeVisible();
    await expect(page.getByText("Last 30 days")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel("Action type").selectOption("suspended");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/actionType=suspended/);
    const rows = page.getByRole("row").filter({ has: page.getByText("Suspended", { exact: true }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Chloe Ng");
    await expect(rows.first()).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(page.getByText("Showing 1–2 of 2")).toBeVisible();

    // A reload keeps the filter: it lives in the URL.
    await page.reload();
    await expect(page.getByLabel("Action type")).toHaveValue("suspended");

    await page.getByLabel("Search").fill("no-such-thing");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByText("No Audit Entries Found")).toBeVisible();
    await expect(page.getByText("No suspended entries matching “no-such-thing”. Try other filters or clear them.")).toBeVisible();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page.getByText("Showing 1–")).toBeVisible();
  });

  test("the CSV export downloads exactly the filtered entries", async ({ page }) => {
    await signIn(page, "admin1ic");
    await page.goto(`${SITES.master}/dashboard/audit-trail`);
    await page.getByLabel("Action type").selectOption("suspended");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/actionType=suspended/);
    const exportLink = page.getByRole("link", { name: "Export Data" });
    await expect(exportLink).toHaveAttribute("href", /\/dashboard\/audit-trail\/export\?.*actionType=suspended/);

    const downloading = page.waitForEvent("download");
    await exportLink.click();
    await expect(page.getByText("Export Started")).toBeVisible();
    await expect(page.getByText("Audit data export will be available shortly.")).toBeVisible();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe(
      "Performed At (Singapore),Action,Realtor,Realtor Email,CEA Number,Agency,Previous Status,New Status,Performed By,Performed By Email,Reason,Reason Category,Details",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(",Suspended,Chloe Ng,chloe@demo.sg,");
    expect(lines[2]).toContain(",Suspended,Tan Wei Jie,");
  });

  test("admin2ic reads the trail but has no Export Data", async ({ page }) => {
    await signIn(page, "admin2ic");
    await page.goto(`${SITES.master}/dashboard/audit-trail`);
    await expect(page.getByRole("heading", { name: "Audit Trail" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export Data" })).toHaveCount(0);
    const response = await page.request.get(`${SITES.master}/dashboard/audit-trail/export`);
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe("You do not have permission to export audit data.");
  });

  test("a realtor is refused with the audit trail's own words", async ({ page }) => {
    await signIn(page, "leader");
    await page.goto(`${SITES.leader}/dashboard/audit-trail`);
    await expect(page.getByRole("heading", { name: "Access Denied: You don't have permission to view audit trails" })).toBeVisible();
  });

  test("reads on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin1ic");
    await page.goto(`${SITES.master}/dashboard/audit-trail`);
    await expect(page.getByRole("row").filter({ hasText: "Chloe Ng" }).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
