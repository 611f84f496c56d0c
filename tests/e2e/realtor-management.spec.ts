import { expect, test, type Page } from "@playwright/test";
import { newPasswordLinkIn } from "./support/mailbox";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { DEMO_PASSWORD, dismissToast, signIn, submitSignIn } from "./support/sign-in";

const port = Number(process.env.E2E_PORT ?? 3100);
const SCREEN = `${SITES.master}/dashboard/realtor-management`;
const NEW_AGENT_SITE = `http://newagent.localhost:${port}`;
const WEIJIE_SITE = `http://weijie.localhost:${port}`;

/** The list row of one realtor (by the name in its first cell, not a 'Reports to' mention). */
function row(page: Page, name: string) {
  return page.getByRole("row").filter({ has: page.locator('td[data-label="Name"]', { hasText: name }) });
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("[data-toast]").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

async function signInOnOwnSite(page: Page, site: string, email: string, password: string) {
  await page.goto(`${site}/auth`);
  await submitSignIn(page, email, password);
}

test.describe("Realtor Management v2", () => {
  // Two browsers and several sign-ins per flow.
  test.describe.configure({ timeout: 90_000 });

  test("master adds an agent, who sets a password from the invite and signs in on their own domain", async ({ page, browser }) => {
    await signIn(page, "master");
    await page.goto(SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Realtor Management v2" })).toBeVisible();
    await expect(page.getByText("Leader Management Enabled")).toBeVisible();
    await expect(page.getByText("Agent Management Enabled")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("link", { name: "Add Agent" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add New Agent" })).toBeVisible();
    await page.getByRole("button", { name: "Add Agent" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("CEA number is required")).toBeVisible();
    await expect(page.getByText("Website URL is required")).toBeVisible();

    await page.getByLabel("Full name").fill("Nadia Karim");
    await page.getByLabel("Email").fill("nadia.karim@example.sg");
    await page.getByLabel("CEA number").fill("r900123");
    await page.getByLabel("Agency").selectOption({ label: "Harbourline Realty" });
    await page.getByLabel("Website URL").fill("https://www.NewAgent.localhost/");
    await page.getByLabel("Reports to (optional)").selectOption({ label: "Rachel Tan" });
    await page.getByLabel("Years of experience (optional)").fill("3");
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Add Agent" }).click();

    await expect(page).toHaveURL(SCREEN);
    await expectToast(page, "Realtor created successfully", "An invite to set a password was sent to nadia.karim@example.sg.");
    const added = row(page, "Nadia Karim");
    await expect(added).toContainText("R900123");
    await expect(added).toContainText("Rachel Tan");
    await expect(added).toContainText("newagent.localhost");
    await expect(added).toContainText("Domain Active");
    await added.getByRole("button", { name: "Edit Nadia Karim" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Agent" });
    await expect(edit.getByLabel("Reports to (optional)").locator("option:checked")).toHaveText("Rachel Tan");
    await expect(edit.getByLabel("CEA number")).toHaveValue("R900123");
    await edit.getByRole("button", { name: "Cancel" }).click();

    const invite = await newPasswordLinkIn(page, "nadia.karim@example.sg", "You're invited to Condo Sites");
    expect(invite).toMatch(new RegExp(`^http://localhost:${port}/new-password\\?token=\\w+&type=invite&site=newagent\\.localhost$`));

    // The agent, in a browser of their own.
    const agent = await (await browser.newContext()).newPage();
    await agent.goto(invite);
    await expect(agent.getByRole("heading", { name: "Set Your Password" })).toBeVisible();
    await agent.getByLabel("New password", { exact: true }).fill("Tanjong#Pagar7");
    await agent.getByLabel("Confirm new password").fill("Tanjong#Pagar7");
    await agent.getByRole("button", { name: "Set Password" }).click();
    await expect(agent).toHaveURL(`${SITES.master}/password-reset-success?site=newagent.localhost`);
    await agent.getByRole("link", { name: "Return to newagent.localhost Login" }).click();
    await expect(agent).toHaveURL(`${NEW_AGENT_SITE}/auth`);
    await submitSignIn(agent, "nadia.karim@example.sg", "Tanjong#Pagar7");
    await expect(agent).toHaveURL(`${NEW_AGENT_SITE}/`);
    await expect(agent.locator('[aria-label^="Account menu for"]')).toBeAttached();
    await expect(agent.getByRole("heading", { level: 1 })).toHaveText("Nadia Karim | Harbourline Realty");
  });

  test("admin2ic suspends an agent: signed out at once, sign-in refused, site gone; unsuspend lets them back", async ({ page, browser }) => {
    const agent = await (await browser.newContext()).newPage();
    await signInOnOwnSite(agent, WEIJIE_SITE, "weijie@demo.sg", DEMO_PASSWORD);
    await expect(agent).toHaveURL(`${WEIJIE_SITE}/`);
    await expect(agent.locator('[aria-label^="Account menu for"]')).toBeAttached();

    await signIn(page, "admin2ic");
    await page.goto(SCREEN);
    await expect(page.getByText("Leader Management Enabled")).toHaveCount(0);
    await row(page, "Tan Wei Jie").getByRole("button", { name: "Suspend Tan Wei Jie" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Suspend Tan Wei Jie?" });
    await confirm.getByLabel("Reason (optional)").fill("CEA licence lapsed");
    await confirm.getByRole("button", { name: "Suspend" }).click();
    await expectToast(page, "Realtor suspended successfully", "Tan Wei Jie");
    await dismissToast(page, "Realtor suspended successfully");
    await expect(row(page, "Tan Wei Jie")).toHaveCount(0);

    // Their session ended with the suspension, and their site no longer shows them.
    await agent.reload();
    await expect(agent.locator('[aria-label^="Account menu for"]')).toHaveCount(0);
    await expect(agent.getByRole("heading", { level: 1 })).not.toContainText("Tan Wei Jie");
    await signInOnOwnSite(agent, WEIJIE_SITE, "weijie@demo.sg", DEMO_PASSWORD);
    await expect(agent.getByText("Your account is not found or not approved. Please contact your administrator.").first()).toBeVisible();
    await expect(agent).toHaveURL(`${WEIJIE_SITE}/auth`);

    await page.getByRole("link", { name: /^Suspended/ }).click();
    await expect(page).toHaveURL(`${SCREEN}?tab=suspended`);
    await row(page, "Tan Wei Jie").getByRole("button", { name: "Unsuspend Tan Wei Jie" }).click();
    await expectToast(page, "Realtor status updated successfully", "Tan Wei Jie is active again");

    await signInOnOwnSite(agent, WEIJIE_SITE, "weijie@demo.sg", DEMO_PASSWORD);
    await expect(agent).toHaveURL(`${WEIJIE_SITE}/`);
    await expect(agent.getByRole("heading", { level: 1 })).toContainText("Tan Wei Jie");
  });

  test("admin1ic adds a leader, edits its site, and bulk-reassigns agents to it", async ({ page }) => {
    await signIn(page, "admin1ic");
    await page.goto(`${SCREEN}/add-leader`);
    await expect(page.getByRole("heading", { level: 1, name: "Add New Leader" })).toBeVisible();
    await expect(page.getByLabel("Reports to (optional)")).toHaveCount(0);
    await page.getByLabel("Full name").fill("Daniel Koh");
    await page.getByLabel("Email").fill("daniel.koh@example.sg");
    await page.getByLabel("CEA number").fill("R900456");
    await page.getByLabel("Agency").selectOption({ label: "Harbourline Realty" });
    await page.getByLabel("Website URL").fill("agent.localhost");
    await page.getByRole("button", { name: "Add Leader" }).click();
    await expect(page.locator("form").getByText("This website URL is already in use")).toBeVisible();
    await expectToast(page, "Failed to create realtor", "This website URL is already in use");
    await page.getByLabel("Website URL").fill("danielkoh.localhost");
    await page.getByRole("button", { name: "Add Leader" }).click();
    await expect(page).toHaveURL(SCREEN);
    await expectToast(page, "Realtor created successfully");

    await row(page, "Daniel Koh").getByRole("button", { name: "Edit Daniel Koh" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Leader" });
    await expect(edit.getByLabel("Website URL")).toHaveValue("danielkoh.localhost");
    await edit.getByLabel("Website URL").fill("koh-homes.localhost");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Realtor updated successfully", "Website URL updated to koh-homes.localhost");
    await expect(row(page, "Daniel Koh")).toContainText("koh-homes.localhost");

    await page.getByRole("link", { name: /^All/ }).click();
    await expect(page).toHaveURL(`${SCREEN}?tab=all`);
    await page.getByRole("checkbox", { name: "Select Arjun Menon" }).check();
    await page.getByRole("checkbox", { name: "Select Chloe Ng" }).check();
    const bulk = page.getByRole("region", { name: "Bulk actions" });
    await expect(bulk).toContainText("2 selected");
    await expect(bulk).toContainText("Arjun Menon");
    await expectNoSeriousAxeViolations(page);
    await bulk.getByRole("button", { name: "Reassign Leader" }).click();
    const reassign = page.getByRole("dialog", { name: "Reassign to a new leader" });
    await reassign.getByRole("button", { name: "Reassign" }).click();
    await expect(reassign.getByText("Please select a new leader")).toBeVisible();
    await reassign.getByLabel("New leader").selectOption({ label: "Daniel Koh (daniel.koh@example.sg)" });
    await reassign.getByRole("button", { name: "Reassign" }).click();
    // Chloe belongs to another agency than Daniel's, so only Arjun moves.
    await expectToast(page, "Bulk Reassignment Successful", "Successfully reassigned 1 agent to Daniel Koh");
    await expect(row(page, "Arjun Menon")).toContainText("Daniel Koh");
    await expect(row(page, "Chloe Ng")).toContainText("Siti Rahman");
    await expect(bulk).toHaveCount(0);
  });

  test("master: a leader with active agents cannot be deleted permanently; a suspended agent can", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SCREEN}?tab=all`);
    await row(page, "Rachel Tan").getByRole("button", { name: "Delete Rachel Tan" }).click();
    const soft = page.getByRole("alertdialog", { name: "Delete Rachel Tan?" });
    await soft.getByRole("link", { name: "delete permanently instead" }).click();
    const permanent = page.getByRole("alertdialog", { name: "Delete Rachel Tan permanently?" });
    await expect(permanent.getByText("Cannot delete leader: Please reassign all reporting agents first")).toBeVisible();
    await expect(permanent).toContainText("Marcus Lim");
    await expect(permanent.getByRole("button", { name: "Delete Permanently" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await permanent.getByRole("button", { name: "Close", exact: true }).first().click();
    await expect(permanent).toHaveCount(0);
    await expect(row(page, "Rachel Tan")).toBeVisible();

    const chloe = row(page, "Chloe Ng");
    await expect(chloe).toContainText("Domain Inactive");
    await chloe.getByRole("button", { name: "Reactivate chloe.localhost" }).click();
    await expectToast(page, "Site permission activated", "chloe.localhost");
    await expect(row(page, "Chloe Ng")).toContainText("Domain Active");

    await row(page, "Chloe Ng").getByRole("link", { name: "Delete permanently: Chloe Ng" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Chloe Ng permanently?" });
    await dialog.getByRole("button", { name: "Delete Permanently" }).click();
    await expectToast(page, "Realtor deleted successfully", "Chloe Ng was removed permanently");
    await expect(row(page, "Chloe Ng")).toHaveCount(0);
  });

  test("works at 390 px: cards instead of a table, no sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin1ic");
    await page.goto(SCREEN);
    await expect(page.getByRole("heading", { level: 1, name: "Realtor Management v2" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`${SCREEN}/add-agent`);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
