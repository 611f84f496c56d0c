import { expect, test, type Page } from "@playwright/test";
import { acceptInvite, openMail } from "./support/mailbox";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { DEMO_PASSWORD, dismissToast, signIn, submitSignIn } from "./support/sign-in";

const port = Number(process.env.E2E_PORT ?? 3100);
const ARJUN_SITE = `http://arjun.localhost:${port}`;

async function toast(page: Page, title: string) {
  await expect(page.locator("[data-toast]").filter({ hasText: title })).toBeVisible();
}

test.describe("administration base", () => {
  test.describe.configure({ timeout: 60_000 });

  test("admin1 approves the pending agent arjun@demo.sg, who is mailed and then signs in on arjun.localhost", async ({ page }) => {
    await page.goto(`${ARJUN_SITE}/auth`);
    await submitSignIn(page, "arjun@demo.sg", DEMO_PASSWORD);
    await expect(page.locator("#sign-in").getByText("Your account is not found or not approved. Please contact your administrator.")).toBeVisible();

    await signIn(page, "admin1ic");
    await expect(page.getByRole("heading", { name: "Admin 1-in-Charge Dashboard" })).toBeVisible();
    await page.getByRole("link", { name: /waiting for approval/ }).click();
    await expect(page.getByRole("heading", { name: "Approval Management" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const request = page.getByRole("listitem").filter({ hasText: "arjun@demo.sg" });
    await expect(request.getByText("arjun.localhost")).toBeVisible();
    await request.getByRole("button", { name: "Approve Arjun Menon" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Approve Arjun Menon?" });
    await dialog.getByLabel("Note (optional)").fill("CEA register checked");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await toast(page, "Realtor approved successfully");
    await expect(page.getByText("arjun@demo.sg")).toHaveCount(0);

    const mail = await openMail(page, "arjun@demo.sg", "Your account has been approved");
    await expect(mail.getByRole("link", { name: `http://arjun.localhost:${port}/auth` })).toBeVisible();

    await page.goto(`${ARJUN_SITE}/auth`);
    await submitSignIn(page, "arjun@demo.sg", DEMO_PASSWORD);
    await expect(page).toHaveURL(`${ARJUN_SITE}/`);
    await page.goto(`${ARJUN_SITE}/dashboard`);
    await expect(page.getByRole("heading", { name: "Agent Dashboard" })).toBeVisible();
  });

  test("master creates an admin2ic who accepts the invite and sees read-only views", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/user-management`);
    await page.getByRole("button", { name: "Create Admin" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Admin User" });
    await dialog.getByRole("button", { name: "Create Admin" }).click();
    await expect(dialog.getByText("Invalid email address")).toBeVisible();
    await dialog.getByLabel("Email").fill("ops.reader@demo.sg");
    await dialog.getByLabel("Full name").fill("Ops Reader");
    await dialog.getByLabel("Role").selectOption("admin2ic");
    await dialog.getByRole("button", { name: "Create Admin" }).click();
    await toast(page, "Admin user created successfully");
    const row = page.getByRole("row").filter({ hasText: "ops.reader@demo.sg" });
    await expect(row.getByText("Invite pending")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "master@demo.sg" }).getByText("Protected")).toBeVisible();

    await page.context().clearCookies();
    await acceptInvite(page, "ops.reader@demo.sg", "Harbour#Front26");
    await page.goto(`${SITES.master}/auth-admin`);
    await submitSignIn(page, "ops.reader@demo.sg", "Harbour#Front26");
    await expect(page).toHaveURL(`${SITES.master}/dashboard/admin2ic`);
    await dismissToast(page, "Welcome back!");

    await page.goto(`${SITES.master}/dashboard/user-management`);
    await expect(page.getByText("You have read-only access to the administrator list.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create Admin" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);

    await page.goto(`${SITES.master}/dashboard/approval-management`);
    await expect(page.getByText("Pending approval by Admin 1IC").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /^Approve / })).toHaveCount(0);

    await page.goto(`${SITES.master}/dashboard/system-admin`);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  });

  test("agency add, edit, and delete with confirmation; an agency with realtors cannot be deleted", async ({ page }) => {
    await signIn(page, "admin1ic");
    await page.goto(`${SITES.master}/dashboard/agency-management`);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Add Agency" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Agency" });
    await dialog.getByRole("button", { name: "Add Agency" }).click();
    await expect(dialog.getByText("Agency name is required")).toBeVisible();
    await dialog.getByLabel("Agency name").fill("Harbourline Realty");
    await dialog.getByRole("button", { name: "Add Agency" }).click();
    await expect(dialog.getByText("An agency with this name already exists")).toBeVisible();
    await dialog.getByLabel("Agency name").fill("Katong Living Realty");
    await dialog.getByRole("button", { name: "Add Agency" }).click();
    await toast(page, "Agency created successfully");
    let row = page.getByRole("row").filter({ hasText: "Katong Living Realty" });
    await expect(row.getByText("Active")).toBeVisible();

    await row.getByRole("button", { name: "Edit Katong Living Realty" }).click();
    dialog = page.getByRole("dialog", { name: "Edit Agency" });
    await expect(dialog.getByLabel("Agency name")).toHaveValue("Katong Living Realty");
    await dialog.getByLabel("Agency name").fill("Katong Living Properties");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Agency updated successfully");
    row = page.getByRole("row").filter({ hasText: "Katong Living Properties" });

    await row.getByRole("button", { name: "Delete Katong Living Properties" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Katong Living Properties?" });
    await page.mouse.click(5, 5); // a click outside does not dismiss it
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Agency" }).click();
    await toast(page, "Agency deleted successfully");
    await expect(page.getByRole("row").filter({ hasText: "Katong Living Properties" })).toHaveCount(0);

    const busy = page.getByRole("row").filter({ hasText: "Harbourline Realty" });
    await busy.getByRole("link", { name: "View Team" }).click();
    const team = page.getByRole("dialog", { name: "Harbourline Realty team" });
    await expect(team.getByText("Rachel Tan")).toBeVisible();
    await team.getByRole("button", { name: "Close" }).click();
    await busy.getByRole("button", { name: "Delete Harbourline Realty" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Agency" }).click();
    await expect(page.getByRole("alertdialog").getByRole("alert")).toContainText("Cannot delete agency");
  });

  test("on a phone the dashboard shows its sections as pills, tables as cards, and nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/agency-management`);
    await expect(page.getByRole("navigation", { name: "Dashboard sections" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard", exact: true })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await page.goto(`${SITES.master}/dashboard/master`);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
