import { expect, test } from "@playwright/test";
import { SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

for (const [width, target] of [
  [1280, "45"],
  [390, "20"],
] as const) {
  test(`at ${width} px a leader sets the team's first-response target and office hours, and sees the team's response times (issue 35 item 3)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "leader");
    await page.goto(`${SITES.leader}/dashboard/leader`);
    const form = page.getByRole("region", { name: "First-response target" });
    await expect(page.getByRole("heading", { name: "Median first response" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Leads past target" })).toBeVisible();

    // Without a day the form refuses with the schema's words.
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]) await form.getByRole("checkbox", { name: day }).uncheck();
    await form.getByRole("button", { name: "Save target" }).click();
    await expect(form.getByRole("alert")).toHaveText("Choose at least one office day");

    await form.getByLabel("Target (minutes of office hours)").fill(target);
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]) await form.getByRole("checkbox", { name: day }).check();
    await form.getByLabel("Opens").fill("09:30");
    await form.getByLabel("Closes").fill("18:30");
    await form.getByRole("button", { name: "Save target" }).click();
    await dismissToast(page, "Response time target saved");

    await page.reload();
    await expect(form.getByLabel("Target (minutes of office hours)")).toHaveValue(target);
    await expect(form.getByRole("checkbox", { name: "Sat" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Sun" })).not.toBeChecked();
    await expect(form.getByLabel("Opens")).toHaveValue("09:30");
    await expect(page.getByText(`New leads still unanswered after ${target} min.`)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/response-time-${width}.png`, fullPage: true });
  });
}
