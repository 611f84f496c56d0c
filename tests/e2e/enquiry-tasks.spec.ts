import { expect, test } from "@playwright/test";
import { SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

/** Today's date in Singapore, as a datetime-local input takes it. */
const singaporeToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

for (const [width, kind, note] of [
  [1280, "Send a brochure", "Floor plans for the 3-bedroom"],
  [390, "Call back", "After 6pm on weekdays"],
] as const) {
  test(`at ${width} px an agent adds a follow-up task to an enquiry, finds it in Today, and completes it (issue 35 item 4)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "agent");
    await page.goto(`${SITES.agent}/dashboard/enquiries`);
    await page.getByRole("link", { name: "Farhan Ismail" }).first().click();
    const card = page.getByRole("region", { name: "Follow-up tasks" });
    await card.getByLabel("Task", { exact: true }).selectOption({ label: kind });
    await card.getByLabel("Due (Singapore time)").fill(`${singaporeToday()}T23:30`);
    await card.getByLabel("Note (optional)").fill(note);
    await card.getByRole("button", { name: "Add task" }).click();
    await dismissToast(page, "Task added");
    const row = card.getByRole("listitem").filter({ hasText: note });
    await expect(row).toContainText(kind);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `test-results/enquiry-tasks-${width}.png`, fullPage: true });

    await page.goto(`${SITES.agent}/dashboard/enquiries?view=today`);
    const due = page.getByRole("region", { name: /Tasks due today and overdue/ });
    await expect(due.getByRole("link", { name: new RegExp(`${kind}: Farhan Ismail`) }).filter({ hasText: note })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/tasks-today-${width}.png`, fullPage: true });

    await due.getByRole("link").filter({ hasText: note }).click();
    await card.getByRole("listitem").filter({ hasText: note }).getByRole("button", { name: `Complete ${kind}` }).click();
    await expect(card.getByRole("listitem").filter({ hasText: note })).toContainText("Done");
    await page.goto(`${SITES.agent}/dashboard/enquiries?view=today`);
    await expect(page.getByRole("region", { name: /Tasks due today and overdue/ })).not.toContainText(note);
  });
}
