import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, LISTED_PROJECT, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Issue 36 item 4: a project's page views on every site and its enquiries on the administrators'
// Project Analytics card, on a desktop and on a phone. Playwright's own user agent names a
// headless browser, which is not counted: the buyer's pages are opened as an iPhone.
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

for (const width of [1280, 390]) {
  test(`an administrator sees a project's views on every site and its enquiries at ${width} px`, async ({ browser, page }) => {
    const buyer = await browser.newContext({ userAgent: IPHONE });
    const buyerPage = await buyer.newPage();
    for (const site of [SITES.agent, SITES.leader, SITES.master]) await buyerPage.goto(`${site}/condos/${LISTED_PROJECT.slug}`);
    await buyer.close();

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, "admin2ic");
    await page.goto(`${SITES.master}/dashboard/project-management`);
    const card = page.getByRole("region", { name: "Project Analytics" });
    await expect(card.getByText("Views", { exact: true }).first()).toBeVisible();
    const row = card.getByRole("table", { name: "Top projects" }).getByRole("row").filter({ hasText: LISTED_PROJECT.name });
    await expect(row).toBeVisible();
    const [views, enquiries] = await row.getByRole("cell").allTextContents();
    expect(Number(views.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
    expect(enquiries).toMatch(/^\d[\d,]*$/);
    await expectNoHorizontalScroll(page);
  });
}
