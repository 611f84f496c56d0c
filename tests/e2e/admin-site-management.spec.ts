import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, getOnSite, metaContent, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

const indexingSwitch = (page: Page, host: string) => page.getByRole("switch", { name: `Search engine indexing for ${host}` });

test.describe("Site Management", () => {
  test("toggling indexing off turns leader.localhost noindex at once, and on again", async ({ page, request }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/site-management?section=permissions`);
    await expect(page.getByRole("heading", { name: "Site Management" })).toBeVisible();
    await expect(page.getByText("Leader Sites", { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("searchbox", { name: "Search sites" }).fill("rachel");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=rachel/);
    await expect(page.getByRole("switch")).toHaveCount(1);
    const leaderSwitch = indexingSwitch(page, "leader.localhost");
    await expect(leaderSwitch).toHaveAttribute("aria-checked", "true");

    await leaderSwitch.click();
    await expect(page.getByText("Site indexing disabled successfully")).toBeVisible();
    await expect(leaderSwitch).toHaveAttribute("aria-checked", "false");

    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${SITES.leader}/`);
    expect(await metaContent(visitor, "robots")).toBe("noindex,nofollow");
    expect(await (await getOnSite(request, SITES.leader, "/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    expect(await (await getOnSite(request, SITES.leader, "/sitemap.xml")).text()).not.toContain("<loc>");

    await dismissToast(page, "Site indexing disabled successfully");
    await leaderSwitch.click();
    await expect(page.getByText("Site indexing enabled successfully")).toBeVisible();
    await expect(leaderSwitch).toHaveAttribute("aria-checked", "true");
    await visitor.goto(`${SITES.leader}/`);
    expect(await metaContent(visitor, "robots")).toBe("index,follow");
    expect(await (await getOnSite(request, SITES.leader, "/sitemap.xml")).text()).toContain(`<loc>${SITES.leader}/sitemaps/pages.xml</loc>`);
    expect(await (await getOnSite(request, SITES.leader, "/sitemaps/pages.xml")).text()).toContain(`<loc>${SITES.leader}/</loc>`);
    await visitor.close();

    // Both changes are in the administration log.
    await page.goto(`${SITES.master}/dashboard/audit-trail?log=admin&entity=site`);
    await expect(page.getByRole("row").filter({ hasText: "Indexing disabled" }).filter({ hasText: "leader.localhost" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Indexing enabled" }).filter({ hasText: "leader.localhost" })).toBeVisible();
  });

  test("validating a typed site with Enter, then every site with progress", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/site-management`);
    await page.getByLabel("Site URL").fill("not a url");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please enter a valid website URL")).toBeVisible();

    await page.getByLabel("Site URL").fill("https://www.chloe.localhost/");
    await page.keyboard.press("Enter");
    const chloe = page.getByRole("article", { name: "Validation of chloe.localhost" });
    await expect(chloe.getByText("Issues Found")).toBeVisible();
    await expect(chloe.getByRole("list", { name: "Errors" })).toContainText("The realtor's account is suspended");
    await expect(page.getByText("Site Issues Found")).toBeVisible();
    await expect(page.getByText("Found 2 errors and 1 warning").first()).toBeVisible();

    await page.getByLabel("Site URL").fill("leader.localhost");
    await page.keyboard.press("Enter");
    const leader = page.getByRole("article", { name: "Validation of leader.localhost" });
    await expect(leader.getByText("Valid", { exact: true })).toBeVisible();
    await expect(leader.getByText("Leader site")).toBeVisible();
    await expect(page.getByText("Site Valid", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Validate All Sites" }).click();
    const bulk = page.getByRole("region", { name: "Validate all sites" });
    await expect(page.getByText("Bulk Validation Complete")).toBeVisible();
    const summary = await bulk.getByText(/^\d+\/\d+ sites passed/).textContent();
    const [, passed, total] = /^(\d+)\/(\d+)/.exec(summary ?? "")!.map(Number);
    // Every site once: the six demo sites at least (other browser tests register more).
    expect(total).toBeGreaterThanOrEqual(6);
    const progress = bulk.getByRole("progressbar", { name: "Validation progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", String(total));
    await expect(progress).toHaveAttribute("aria-valuemax", String(total));
    await expect(bulk.getByRole("article")).toHaveCount(total);
    await expect(bulk.getByRole("article", { name: "Validation of chloe.localhost" }).getByText("Issues Found")).toBeVisible();
    expect(passed).toBeGreaterThanOrEqual(4);
    // Rachel's site is valid without a warning; sites that are not indexed, or not active, stay.
    await bulk.getByLabel("Show only sites with errors or warnings").check();
    await expect(bulk.getByRole("article", { name: "Validation of leader.localhost" })).toHaveCount(0);
    await expect(bulk.getByRole("article", { name: "Validation of chloe.localhost" })).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });

  test("master records an override, sees it in force, and ends it", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/site-management?section=override`);
    await page.getByLabel("Override type").selectOption("user_permissions");
    await expect(page.getByLabel("Site URL (optional)")).toHaveCount(0);
    await page.getByLabel("Target user (optional)").fill("agent@demo.sg");
    await page.getByLabel("Duration (minutes)").fill("3");
    await page.getByRole("button", { name: "Create Override" }).click();
    await expect(page.getByText("Reason is required")).toBeVisible();
    await expect(page.getByText("Duration must be at least 5 minutes")).toBeVisible();

    await page.getByLabel("Reason").fill("Checking Marcus's listing complaint");
    await page.getByLabel("Duration (minutes)").fill("30");
    await page.getByRole("button", { name: "Create Override" }).click();
    await expect(page.getByText("Override Created")).toBeVisible();
    const inForce = page.getByRole("listitem").filter({ hasText: "Checking Marcus's listing complaint" });
    await expect(inForce.getByText("Marcus Lim <agent@demo.sg>")).toBeVisible();
    await expect(inForce.getByText(/\(30 min left\)/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await inForce.getByRole("button", { name: "End now: User Permissions override" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "End Override" }).click();
    await expect(page.getByText("Override Ended")).toBeVisible();
    await expect(page.getByText("No override in force")).toBeVisible();
  });

  test("works on a phone: tabs, indexing cards, overview", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/site-management?section=permissions`);
    await expect(indexingSwitch(page, "agent.localhost")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.goto(`${SITES.master}/dashboard/site-management?section=overview`);
    await expect(page.getByText("Total Sites")).toBeVisible();
    await expect(page.getByText("With the master site")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("admin1ic holds no siteManagement: Access Denied with the permission", async ({ page }) => {
    await signIn(page, "admin1ic");
    await page.goto(`${SITES.master}/dashboard/site-management`);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("siteManagement")).toBeVisible();
  });
});
