import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { submitSignIn } from "./support/sign-in";

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe("registration on the main domain", () => {
  test("a new agent registers, lands on /registration-success, and cannot sign in until approved", async ({ page }) => {
    const email = `nur.e2e.${Date.now()}@example.sg`;
    const host = `nur-e2e-${Date.now()}.localhost`;
    await page.goto(`${SITES.master}/sign-up`);
    await expect(page.getByRole("heading", { name: "Create Your Account" })).toBeVisible();
    await expect(page.getByText("Register as a real estate professional")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel("Full name").fill("Nur Aisyah");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("+65 9123 4567");
    await page.getByLabel("CEA registration number").fill("R700123");
    await expect(page.getByRole("radio", { name: /^Agent/ })).toBeChecked();

    const leader = page.getByRole("combobox", { name: "Team leader" });
    await expect(leader).toBeDisabled();
    await expect(leader.locator("option").first()).toHaveText("Select an agency first");
    await page.getByRole("combobox", { name: "Agency" }).selectOption({ label: "Harbourline Realty" });
    await expect(leader).toBeEnabled();
    await expect(leader.locator("option").first()).toHaveText("Select your team leader");
    await leader.selectOption({ label: "Rachel Tan" });

    await page.getByLabel("Agent site URL").fill(`https://${host}`);
    await page.getByLabel("Password", { exact: true }).fill("harbour");
    await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
    await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("Harbour#2026");
    await expect(page.getByText("Password meets security requirements")).toBeVisible();

    const submit = page.getByRole("button", { name: "Create Account" });
    await page.getByLabel("Confirm password").fill("Harbour#202");
    await expect(submit).toBeDisabled();
    // Validation while typing is not a submit: no 'Validation Error' toast yet.
    await expect(page.getByText("Validation Error")).toHaveCount(0);
    await page.getByLabel("Confirm password").fill("Harbour#2026");
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText("Registration Successful!").first()).toBeVisible();
    await expect(page).toHaveURL(`${SITES.master}/registration-success`);
    await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();

    // The account exists, pending: its own (not yet published) site refuses the sign-in.
    await page.goto(`http://${host}:${port}/auth`);
    await submitSignIn(page, email, "Harbour#2026");
    await expect(page.getByRole("alert").filter({ hasText: "Your account is not found or not approved. Please contact your administrator." })).toBeVisible();
    await expect(page).toHaveURL(`http://${host}:${port}/auth`);
  });

  test("registration works before JavaScript loads: every leader is offered, grouped by agency", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SITES.master}/sign-up`);
    await page.getByLabel("Full name").fill("Farah Ismail");
    await page.getByLabel("Email").fill(`farah.${Date.now()}@example.sg`);
    await page.getByRole("combobox", { name: "Agency" }).selectOption({ label: "Meridian Property Group" });
    const leader = page.getByRole("combobox", { name: "Team leader" });
    await expect(leader.locator("optgroup")).toHaveCount(2);
    await leader.selectOption({ label: "Siti Rahman" });
    await page.getByLabel("Agent site URL").fill(`farah-${Date.now()}.localhost`);
    await page.getByLabel("Password", { exact: true }).fill("Meridian#2026");
    await page.getByLabel("Confirm password").fill("Meridian#2026");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(`${SITES.master}/registration-success`);
    await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible();
    await context.close();
  });

  test("the form shows the spec's messages next to the fields and refuses a taken email", async ({ page }) => {
    await page.goto(`${SITES.master}/sign-up`);
    await page.getByLabel("Full name").fill("<>");
    await page.getByLabel("Email").focus();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await page.getByLabel("Full name").fill("<b>");
    await page.getByLabel("Email").fill("someone@mailinator.com");
    await page.getByLabel("Phone number").fill("12345");
    await page.getByLabel("CEA registration number").fill("X1");
    await page.getByLabel("Agent site URL").fill("not a domain");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Validation Error")).toBeVisible();
    await expect(page.getByText("Full name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Disposable email addresses are not allowed")).toBeVisible();
    await expect(page.getByText("Invalid Singapore phone number format")).toBeVisible();
    await expect(page.getByText("CEA number must be in format R123456")).toBeVisible();
    await expect(page.getByText("Invalid URL format. Please enter a valid domain (e.g., yourname.com)")).toBeVisible();
    await expect(page.getByText("Please select an agency").first()).toBeVisible();

    await page.getByLabel("Full name").fill("Second Leader");
    await page.getByLabel("Email").fill("leader@demo.sg");
    await page.getByLabel("Phone number").fill("");
    await page.getByLabel("CEA registration number").fill("");
    await page.getByRole("radio", { name: /^Team Leader/ }).check();
    await expect(page.getByRole("combobox", { name: "Team leader" })).toHaveCount(0);
    await page.getByRole("combobox", { name: "Agency" }).selectOption({ label: "Meridian Property Group" });
    await page.getByLabel("Agent site URL").fill("second-leader.localhost");
    await page.getByLabel("Password", { exact: true }).fill("Second#2026");
    await page.getByLabel("Confirm password").fill("Second#2026");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists. Please sign in or reset your password.").first()).toBeVisible();
    await expect(page).toHaveURL(`${SITES.master}/sign-up`);
  });

  test("an agency without leaders says so", async ({ page }) => {
    await page.goto(`${SITES.master}/sign-up`);
    await page.getByRole("combobox", { name: "Agency" }).selectOption({ label: "Straits Home Advisory" });
    await expect(page.getByRole("combobox", { name: "Team leader" }).locator("option").first()).toHaveText("No leaders available in this agency");
    await expect(page.getByText("No leaders found for this agency. Try signing up as a leader first.")).toBeVisible();
  });

  test("registration is only on the main domain", async ({ page }) => {
    await page.goto(`${SITES.leader}/sign-up`);
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await expect(page.getByText("Registration is only available from the main application domain.")).toBeVisible();
  });

  test("the form fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${SITES.master}/sign-up`);
    await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
