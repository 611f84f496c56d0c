import { expect, test, type Browser } from "@playwright/test";
import { openMail } from "./support/mailbox";
import { expectNoHorizontalScroll, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

async function agentPage(browser: Browser, width: number) {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signIn(page, "agent");
  return page;
}

for (const width of [1280, 390]) {
  test(`a buyer saves projects with one tap, shares the shortlist and emails it to themselves as a lead for the site's realtor, at ${width} px (issue 34 item 4)`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITES.agent}/condos`);
    await page.getByRole("button", { name: "Save The Marina Lumiere to shortlist" }).click();
    await expect(page.getByRole("button", { name: "Remove The Marina Lumiere from shortlist" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Shortlist, 1 saved" })).toBeVisible();

    await page.goto(`${SITES.agent}/condos/clementi-greenfield`);
    await page.getByRole("button", { name: "Save Clementi Greenfield to shortlist" }).click();
    await expect(page.getByRole("button", { name: "Remove Clementi Greenfield from shortlist" })).toContainText("Saved");
    await page.getByRole("link", { name: "Shortlist, 2 saved" }).click();

    await expect(page).toHaveURL(/\/shortlist\?p=the-marina-lumiere,clementi-greenfield$/);
    const cards = page.getByTestId("project-card");
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText("The Marina Lumiere");
    await expect(page.getByLabel("Shortlist link")).toHaveValue(`${SITES.agent}/shortlist?p=the-marina-lumiere,clementi-greenfield`);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `test-results/shortlist-${width}.png`, fullPage: true });

    // The link is the shortlist: someone else opening it sees the same projects, and keeps them.
    const friend = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await friend.goto(`${SITES.agent}/shortlist?p=the-marina-lumiere,clementi-greenfield`);
    await expect(friend.getByTestId("project-card")).toHaveCount(2);
    await expect(friend.getByRole("link", { name: "Shortlist, 2 saved" })).toBeVisible();
    await friend.context().close();

    // Removing one moves the page and the browser's list together.
    await page.getByRole("link", { name: "Remove Clementi Greenfield from the shortlist" }).click();
    await expect(page).toHaveURL(/\/shortlist\?p=the-marina-lumiere$/);
    await expect(page.getByRole("link", { name: "Shortlist, 1 saved" })).toBeVisible();

    const buyer = { name: `Nadia Shortlist ${width}`, email: `nadia.shortlist.${width}@example.sg` };
    const form = page.getByRole("region", { name: "Email me my shortlist" });
    await form.getByRole("button", { name: "Email me my shortlist" }).click();
    await expect(form.getByText("Please agree to be contacted about your enquiry (PDPA)")).toBeVisible();
    await form.getByLabel("Name").fill(buyer.name);
    await form.getByLabel("Email").fill(buyer.email);
    await form.getByLabel("Note for the realtor (optional)").fill("Weekend showflat visits, please.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Email me my shortlist" }).click();
    await dismissToast(page, "Message Sent!");

    const mail = await openMail(page, buyer.email, "Your shortlist from agent.localhost");
    await expect(mail).toContainText(`- The Marina Lumiere: ${SITES.agent}/condos/the-marina-lumiere`);
    await expect(mail.getByRole("link", { name: `${SITES.agent}/shortlist?p=the-marina-lumiere` })).toBeVisible();
    await mail.page().context().close();

    // Marcus, whose site it is, has the lead with the projects named.
    const agent = await agentPage(browser, width);
    await agent.goto(`${SITES.agent}/dashboard/enquiries`);
    await agent.getByRole("link", { name: buyer.name }).first().click();
    await expect(agent.getByText("Shortlisted projects: The Marina Lumiere")).toBeVisible();
    await agent.context().close();
  });
}

test("a shared shortlist never replaces the one already saved in this browser: the buyer may add it", async ({ page }) => {
  await page.goto(`${SITES.leader}/condos/the-marina-lumiere`);
  await page.getByRole("button", { name: "Save The Marina Lumiere to shortlist" }).click();
  await page.goto(`${SITES.leader}/shortlist?p=clementi-greenfield`);
  const banner = page.getByRole("region", { name: "Shared shortlist" });
  await expect(banner).toContainText("Yours has 1 project");
  await banner.getByRole("button", { name: "Add these to my shortlist" }).click();
  await expect(page).toHaveURL(/\/shortlist\?p=the-marina-lumiere,clementi-greenfield$/);
  await expect(page.getByTestId("project-card")).toHaveCount(2);
  // A bare /shortlist opens the list saved here.
  await page.goto(`${SITES.leader}/shortlist`);
  await expect(page).toHaveURL(/\/shortlist\?p=the-marina-lumiere,clementi-greenfield$/);
});

test("without JavaScript, Save is a link to the shortlist with that project", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITES.agent}/condos`);
  await page.getByRole("button", { name: "Save The Marina Lumiere to shortlist" }).click();
  await expect(page).toHaveURL(/\/shortlist\?p=the-marina-lumiere$/);
  await expect(page.getByTestId("project-card")).toHaveCount(1);
  await context.close();
});
