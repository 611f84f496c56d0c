import { expect, test } from "@playwright/test";
import { openMail, openMailbox } from "./support/mailbox";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

for (const width of [1280, 390]) {
  test(`a buyer subscribes to a search on a realtor's site, confirms from the mail, and is mailed the matching project an administrator adds, at ${width} px`, async ({ page, browser }) => {
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

    // An administrator adds a project the search matches, through the projects import.
    const name = `Quillmere${width} Gardens`;
    const slug = `quillmere${width}-gardens`;
    const master = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signIn(master, "master");
    await master.goto(`${SITES.master}/dashboard/project-management`);
    const template = await (await master.request.get("/dashboard/project-management/import-template.csv")).text();
    const csv = template.replaceAll("marina-view-residences", slug).replaceAll("Marina View Residences", name);
    await master.getByRole("button", { name: "Import Projects" }).click();
    const importing = master.getByRole("dialog", { name: "Import Projects" });
    await importing.getByLabel("CSV file to import").setInputFiles({ name: "launch.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await importing.getByRole("button", { name: "Import 1 project" }).click();
    await dismissToast(master, "Projects imported successfully");

    await master.goto(`${SITES.master}/dashboard/system-admin`);
    await expect(master.getByRole("heading", { name: "buyer-alert-scan" })).toBeVisible();
    await master.getByRole("button", { name: "Run due alerts now" }).click();
    await master.getByRole("alertdialog").getByRole("button", { name: "Run alerts" }).click();
    await expect(master.getByText("Due alerts sent")).toBeVisible();

    // The mail job runs on the queue's next poll: the mailbox is read until the alert is there.
    await expect
      .poll(
        async () => {
          const mailbox = await openMailbox(page);
          const found = await mailbox.getByTestId("mail").filter({ hasText: email }).filter({ hasText: /Property alert: / }).count();
          await mailbox.context().close();
          return found;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const alert = await openMail(page, email, "Property alert: 1 update for your saved search");
    // The imported row gives no price: the mail says so rather than a figure.
    await expect(alert).toContainText(`New launch: ${name} (price on request)`);
    await expect(alert).toContainText(`See the matching projects: ${SITES.agent}/condos?q=quillmere${width}`);
    await expect(alert.getByRole("link", { name: /\/alerts\/unsubscribe\// })).toBeVisible();
    await alert.page().context().close();

    // The project is removed again, so the specs after this one see the demo's projects.
    await master.goto(`${SITES.master}/dashboard/project-management?q=${encodeURIComponent(name)}`);
    await master.getByRole("button", { name: `Delete ${name}` }).click();
    await master.getByRole("alertdialog", { name: "Are you absolutely sure?" }).getByRole("button", { name: "Delete Project" }).click();
    await expect(master.getByText("Project deleted successfully")).toBeVisible();
    await master.context().close();
  });
}
