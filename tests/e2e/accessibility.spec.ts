import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, LISTED_PROJECT, SITES } from "./support/public-pages";
import { DEMO_ACCOUNTS, signIn, type DemoRole } from "./support/sign-in";

/** Every screen of the back office, per role, and the public pages a visitor uses most. */
const BACK_OFFICE: Record<DemoRole, string[]> = {
  master: [
    "/dashboard/master",
    "/dashboard/master/profile",
    "/dashboard/agency-management",
    "/dashboard/realtor-management",
    "/dashboard/realtor-management/add-agent",
    "/dashboard/project-management",
    `/dashboard/project-management/unit-mix/${LISTED_PROJECT.slug}`,
    `/dashboard/project-management/facilities/${LISTED_PROJECT.slug}`,
    `/dashboard/project-management/location/${LISTED_PROJECT.slug}`,
    "/dashboard/approval-management",
    "/dashboard/user-management",
    "/dashboard/audit-trail",
    "/dashboard/system-admin",
    "/dashboard/site-management",
    "/dashboard/site-management?section=permissions",
    "/dashboard/site-management?section=override",
    "/dashboard/site-management?section=overview",
    "/dashboard/blogs",
    "/dashboard/blogs/new",
    "/dashboard/enquiries",
  ],
  admin1ic: ["/dashboard/admin1ic", "/dashboard/realtor-management", "/dashboard/agency-management", "/dashboard/approval-management", "/dashboard/project-management"],
  admin2ic: ["/dashboard/admin2ic", "/dashboard/approval-management", "/dashboard/audit-trail"],
  leader: ["/dashboard/leader", "/dashboard/leader/profile", "/dashboard/leader/branding", "/dashboard/enquiries", "/dashboard/blogs"],
  agent: ["/dashboard/agent", "/dashboard/agent/profile", "/dashboard/agent/branding", "/dashboard/enquiries", "/dashboard/blogs/new"],
};

const PUBLIC = ["/", "/condos", `/condos/${LISTED_PROJECT.slug}`, "/calculator", "/blog", "/about", "/auth", "/sign-up"];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px, axe finds nothing`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 120_000 });

    for (const [role, paths] of Object.entries(BACK_OFFICE) as [DemoRole, string[]][]) {
      test(`on the ${role}'s back office screens`, async ({ page }) => {
        await signIn(page, role);
        for (const path of paths) {
          await page.goto(`${DEMO_ACCOUNTS[role].origin}${path}`);
          await expectNoAxeViolations(page);
        }
      });
    }

    test("in the administrators' dialogs: the project wizard at each step, an agency, a realtor", async ({ page }) => {
      await signIn(page, "master");
      await page.goto(`${SITES.master}/dashboard/project-management`);
      await page.getByRole("link", { name: "Add New Project" }).click();
      await expect(page.getByRole("dialog", { name: "Add New Project" }).getByText("Step 1 of 7")).toBeVisible();
      await expectNoAxeViolations(page);

      // An existing project: every step of the wizard can be opened, each one checked.
      await page.goto(`${SITES.master}/dashboard/project-management`);
      await page.getByRole("link", { name: /^Edit/ }).first().click();
      const wizard = page.getByRole("dialog");
      for (let step = 1; step <= 7; step++) {
        await expect(wizard.getByText(`Step ${step} of 7`)).toBeVisible();
        await expectNoAxeViolations(page);
        if (step < 7) await wizard.getByRole("button", { name: "Next" }).click();
      }

      await page.goto(`${SITES.master}/dashboard/agency-management`);
      await page.getByRole("button", { name: "Add Agency" }).click();
      await expect(page.getByRole("dialog", { name: "Add Agency" })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${SITES.master}/dashboard/realtor-management`);
      await page.getByRole("button", { name: "Edit Marcus Lim" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("on a realtor's enquiry and blog post, opened from their lists", async ({ page }) => {
      await signIn(page, "leader");
      await page.goto(`${SITES.leader}/dashboard/enquiries`);
      await page.getByRole("link", { name: /^Open .*'s enquiry$/ }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/enquiries\/[^/]+$/);
      await expectNoAxeViolations(page);

      await page.goto(`${SITES.leader}/dashboard/blogs`);
      await page.getByRole("link", { name: /^Edit / }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/blogs\/[^/]+$/);
      await expectNoAxeViolations(page);
    });

    test("on the public pages a visitor uses most", async ({ page }) => {
      for (const path of PUBLIC) {
        await page.goto(`${SITES.leader}${path}`);
        await expectNoAxeViolations(page);
      }
    });
  });
}
