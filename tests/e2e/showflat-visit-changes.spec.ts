import { expect, test, type Locator, type Page } from "@playwright/test";
import { openMail } from "./support/mailbox";
import { LISTED_PROJECT, SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";
import { DEMO_PASSWORD, dismissToast, submitSignIn } from "./support/sign-in";

// Siti Rahman's site: no other spec reads her inbox or her week, so the bookings made here change nothing they check.
const SITI = SITES.leader.replace("leader.", "siti.");

/** 'YYYY-MM-DD' in Singapore, `days` from today. */
const singaporeDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function bookVisit(page: Page, buyer: { name: string; email: string }, date: string) {
  await page.goto(`${SITI}/condos/${LISTED_PROJECT.slug}`);
  await page.getByRole("button", { name: "Book Showflat Visit" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Book Showflat Visit" });
  await dialog.getByLabel("Name").fill(buyer.name);
  await dialog.getByLabel("Email").fill(buyer.email);
  await dialog.getByLabel("Phone").fill("9123 4567");
  await dialog.getByLabel("Preferred viewing date").fill(date);
  await dialog.getByLabel("Time slot").selectOption({ label: "2pm – 3pm" });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Request Viewing" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
}

/** The calendar file attached to a mail in the dev mailbox (a data: link). */
async function calendarFileIn(mail: Locator): Promise<string> {
  const href = await mail.getByRole("link", { name: "showflat-visit.ics" }).getAttribute("href");
  return decodeURIComponent(href!.slice(href!.indexOf(",") + 1));
}

for (const width of [1280, 390]) {
  test(`at ${width} px the realtor reschedules and then cancels a showflat visit; the buyer is mailed each calendar change (issue 35 item 5)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = { name: `Wen Hui ${width === 1280 ? "Desk" : "Phone"}`, email: `wen.hui.${width}@example.sg` };
    const booked = singaporeDay(7 + (width === 1280 ? 0 : 1));
    const moved = singaporeDay(21 + (width === 1280 ? 0 : 1));
    await bookVisit(page, buyer, booked);

    await page.goto(`${SITI}/auth`);
    await submitSignIn(page, "siti@demo.sg", DEMO_PASSWORD);
    await expect(page.locator('[aria-label^="Account menu for"]')).toBeAttached();
    await dismissToast(page, "Welcome back!");
    await page.goto(`${SITI}/dashboard/viewings?week=${booked}`);
    await page.getByRole("link", { name: new RegExp(`2pm – 3pm\\s*${buyer.name}`) }).click();
    const visit = page.getByRole("region", { name: "Showflat visit" });
    await expect(visit).toContainText("2pm – 3pm");

    await visit.getByRole("button", { name: "Reschedule" }).click();
    const reschedule = page.getByRole("dialog", { name: "Reschedule the visit" });
    await reschedule.getByRole("button", { name: "Reschedule" }).click();
    await expect(reschedule.getByText("Choose another day or time slot")).toBeVisible();
    await reschedule.getByLabel("New date").fill(moved);
    await reschedule.getByLabel("Time slot").selectOption({ label: "4pm – 5pm" });
    await expectNoSeriousAxeViolations(page);
    await reschedule.getByRole("button", { name: "Reschedule" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Visit rescheduled" })).toContainText(`${buyer.name} was mailed the calendar file.`);
    await dismissToast(page, "Visit rescheduled");
    await expect(visit).toContainText("4pm – 5pm");
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText("Siti Rahman moved the showflat visit and mailed the buyer");
    await expect(history).toContainText("2pm – 3pm →");
    if (width === 390) await expectNoHorizontalScroll(page);

    const movedMail = await openMail(page, buyer.email, "Your showflat visit is moved");
    await expect(movedMail).toContainText("4pm – 5pm");
    const movedFile = await calendarFileIn(movedMail);
    expect(movedFile).toContain("METHOD:PUBLISH");
    expect(movedFile).toContain("SEQUENCE:1");
    await movedMail.page().context().close();

    // The week calendar has it on its new day only.
    await page.goto(`${SITI}/dashboard/viewings?week=${booked}`);
    await expect(page.getByRole("link", { name: new RegExp(buyer.name) })).toHaveCount(0);
    await page.goto(`${SITI}/dashboard/viewings?week=${moved}`);
    await page.getByRole("link", { name: new RegExp(`4pm – 5pm\\s*${buyer.name}`) }).click();

    await visit.getByRole("button", { name: "Cancel visit" }).click();
    const cancel = page.getByRole("alertdialog", { name: `Cancel ${buyer.name}'s visit?` });
    await cancel.getByRole("button", { name: "Cancel visit" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Visit cancelled" })).toContainText(`${buyer.name} was mailed the calendar file.`);
    await expect(visit).toContainText("Cancelled");
    await expect(visit.getByRole("button", { name: "Reschedule" })).toHaveCount(0);
    await expect(history).toContainText("Siti Rahman cancelled the showflat visit and mailed the buyer");

    const cancelledMail = await openMail(page, buyer.email, "Your showflat visit is cancelled");
    const cancelledFile = await calendarFileIn(cancelledMail);
    expect(cancelledFile).toContain("METHOD:CANCEL");
    expect(cancelledFile).toContain("STATUS:CANCELLED");
    expect(cancelledFile).toContain("SEQUENCE:2");
    // The same calendar entry as the one moved.
    expect(/UID:\S+/.exec(cancelledFile)?.[0]).toBe(/UID:\S+/.exec(movedFile)?.[0]);
    await cancelledMail.page().context().close();
    await page.goto(`${SITI}/dashboard/viewings?week=${moved}`);
    await expect(page.getByRole("link", { name: new RegExp(buyer.name) })).toHaveCount(0);
    // The inbox still lists the enquiry, its visit marked cancelled.
    await page.goto(`${SITI}/dashboard/enquiries`);
    await expect(page.getByRole("row").filter({ hasText: buyer.name })).toContainText("Viewing cancelled:");
  });
}
