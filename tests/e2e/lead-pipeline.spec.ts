import { expect, test, type Browser, type Page } from "@playwright/test";
import { openMail } from "./support/mailbox";
import { LISTED_PROJECT, SITES, expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./support/public-pages";
import { dismissToast, signIn, type DemoRole } from "./support/sign-in";

async function signedInPage(browser: Browser, role: DemoRole, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signIn(page, role);
  return page;
}

/** A buyer registers interest in The Marina Lumiere on the master site, where Rachel Tan is the project's realtor. */
async function enquireOnMasterSite(page: Page, buyer: { name: string; email: string }) {
  await page.goto(`${SITES.master}/condos/${LISTED_PROJECT.slug}`);
  await page.getByRole("button", { name: "Register Interest" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register Interest" });
  await dialog.getByLabel("Name").fill(buyer.name);
  await dialog.getByLabel("Email").fill(buyer.email);
  await dialog.getByLabel("Phone (optional)").fill("9876 5432");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`at ${width} px a master-site lead is routed to the project's realtor, reassigned by the leader, moved across the board and answered (issue 35)`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const buyer = { name: `Grace Lead ${width}`, email: `grace.lead.${width}@example.sg` };
    await enquireOnMasterSite(page, buyer);
    await expect((await openMail(page, "leader@demo.sg", `New enquiry: Register Interest about ${LISTED_PROJECT.name} from ${buyer.name}`))).toBeVisible();

    // The leader owns it by the routing rule and gives it to Marcus.
    const leader = await signedInPage(browser, "leader", width);
    await leader.goto(`${SITES.leader}/dashboard/enquiries`);
    await leader.getByRole("link", { name: buyer.name }).first().click();
    const owner = leader.getByRole("region", { name: "Owner" });
    await expect(owner).toContainText("Rachel Tan");
    await owner.getByLabel("Give to a team member").selectOption({ label: "Marcus Lim" });
    await owner.getByRole("button", { name: "Assign" }).click();
    await dismissToast(leader, "Enquiry assigned");
    await expect(owner).toContainText("Marcus Lim");
    await expect(leader.getByRole("region", { name: "History" })).toContainText("Rachel Tan gave the enquiry to Marcus Lim (was Rachel Tan)");
    await leader.screenshot({ path: `test-results/lead-assigned-${width}.png`, fullPage: true });
    await expect((await openMail(page, "agent@demo.sg", `Enquiry assigned to you: ${buyer.name}`))).toBeVisible();
    await leader.context().close();

    // Marcus moves it from New to Contacted on the board, by the card's stage menu.
    const agent = await signedInPage(browser, "agent", width);
    await agent.goto(`${SITES.agent}/dashboard/enquiries?view=board`);
    const newColumn = agent.getByRole("region", { name: /^New/ });
    const card = newColumn.getByRole("article", { name: `${buyer.name}'s enquiry` });
    await expect(card).toBeVisible();
    await expectNoSeriousAxeViolations(agent);
    await card.getByLabel(`Stage of ${buyer.name}'s enquiry`).selectOption("contacted");
    await dismissToast(agent, "Stage updated");
    await expect(agent.getByRole("region", { name: /^Contacted/ }).getByRole("article", { name: `${buyer.name}'s enquiry` })).toBeVisible();
    await expect(newColumn.getByRole("article", { name: `${buyer.name}'s enquiry` })).toHaveCount(0);
    await expectNoHorizontalScroll(agent);
    await agent.screenshot({ path: `test-results/lead-board-${width}.png`, fullPage: true });

    // Lost asks why before it moves.
    const moved = agent.getByRole("article", { name: `${buyer.name}'s enquiry` });
    await moved.getByLabel(`Stage of ${buyer.name}'s enquiry`).selectOption("lost");
    const why = agent.getByRole("dialog", { name: `Why was ${buyer.name}'s lead lost?` });
    await expect(why).toBeVisible();
    await why.getByRole("button", { name: "Cancel" }).click();
    await expect(moved.getByLabel(`Stage of ${buyer.name}'s enquiry`)).toHaveValue("contacted");

    // A reply from the enquiry page reaches the buyer and stays in the thread.
    await moved.getByRole("link", { name: buyer.name }).click();
    await agent.getByRole("textbox", { name: "Reply" }).fill("Hi Grace, the showflat is open daily from 10am. Shall I book you a slot this Saturday?");
    await agent.getByRole("button", { name: "Send Reply" }).click();
    await dismissToast(agent, "Reply sent");
    const history = agent.getByRole("region", { name: "History" });
    await expect(history).toContainText("Marcus Lim replied to the buyer by email");
    await expect(history).toContainText("Shall I book you a slot this Saturday?");
    await expect(history).toContainText("Marcus Lim moved the lead from New to Contacted");
    await expect(agent.getByRole("region", { name: "Owner" })).toContainText("First response");
    await expectNoHorizontalScroll(agent);
    await agent.screenshot({ path: `test-results/lead-reply-${width}.png`, fullPage: true });
    const mail = await openMail(page, buyer.email, `Re: your enquiry about ${LISTED_PROJECT.name}`);
    await expect(mail).toContainText("Shall I book you a slot this Saturday?");
    await agent.context().close();
  });
}

test("master sets the routing on System Administration", async ({ page }) => {
  await signIn(page, "master");
  await page.goto(`${SITES.master}/dashboard/system-admin`);
  const routing = page.getByRole("region", { name: "Enquiry routing" });
  await expect(routing.getByLabel("Share project enquiries among the project's realtors")).toBeChecked();
  await routing.getByLabel("Otherwise, send to").selectOption({ label: "Rachel Tan (team leader)" });
  await routing.getByRole("button", { name: "Save routing" }).click();
  await dismissToast(page, "Enquiry routing saved");
  await page.reload();
  await expect(page.getByRole("region", { name: "Enquiry routing" }).getByLabel("Otherwise, send to")).toHaveValue(/.+/);
  await page.getByRole("region", { name: "Enquiry routing" }).getByLabel("Otherwise, send to").selectOption({ label: "The administrators' queue" });
  await page.getByRole("region", { name: "Enquiry routing" }).getByRole("button", { name: "Save routing" }).click();
  await dismissToast(page, "Enquiry routing saved");
});
