import { expect, test } from "@playwright/test";
import { openMail } from "./support/mailbox";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

for (const width of [1280, 390]) {
  test(`a buyer subscribes to a search on a realtor's site, confirms from the mail, and master runs the due alerts, at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const email = `alert-${width}-${Date.now()}@example.com`;
    await page.setViewportSize({ width, height: 900 });
    // A search no seeded project matches: the alert waits for a new launch and changes nothing other specs count.
    await page.goto(`${SITES.agent}/condos?q=quillmere${width}`);
    await page.getByRole("link", { name: "Email me new launches for this search" }).click();
    await expect(page.getByRole("heading", { name: "Get alerts for this search" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel("Name", { exact: true }).fill("Alert Buyer");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel(/I agree that .* may email me alerts/).check();
    await page.getByRole("button", { name: "Email me alerts" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const mail = await openMail(page, email, "Confirm your property alerts");
    const href = await mail.getByRole("link", { name: /\/alerts\/confirm\// }).getAttribute("href");
    await mail.page().context().close();
    await page.goto(href!);
    await page.getByRole("button", { name: "Confirm my alerts" }).click();
    await expect(page.getByRole("heading", { name: "Alerts confirmed" })).toBeVisible();

    const master = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(master, "master");
    await master.goto(`${SITES.master}/dashboard/system-admin`);
    await expect(master.getByRole("heading", { name: "buyer-alert-scan" })).toBeVisible();
    await master.getByRole("button", { name: "Run due alerts now" }).click();
    await master.getByRole("alertdialog").getByRole("button", { name: "Run alerts" }).click();
    await expect(master.getByText("Due alerts sent")).toBeVisible();
    await master.context().close();
  });
}
