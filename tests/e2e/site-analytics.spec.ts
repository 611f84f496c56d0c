import { expect, test } from "@playwright/test";
import { LISTED_PROJECT, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Issue 36 items 1-3: a visit from a campaign link, a WhatsApp tap and an enquiry on the agent's
// site show on the agent's analytics screen, the enquiry under the campaign's source.

// Playwright's own user agent names a headless browser, which is not counted as a visitor; the
// run's mark makes this run's buyer a new visitor, whose first source today is this run's link.
const RUN = Date.now().toString(36);
test.use({ userAgent: `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 run/${RUN}` });

test("a visit from a UTM link, a WhatsApp click and an enquiry show on the agent's dashboard under that source", async ({ page, context }) => {
  const source = `e2e-${RUN}`;
  await context.route(/wa\.me|api\.whatsapp\.com/, (route) => route.abort());
  await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}?utm_source=${source}&utm_medium=social`);
  await page.waitForLoadState("networkidle");
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: /on WhatsApp$/ }).first().click();
  await (await popup).close();

  await page.getByRole("button", { name: "Register Interest" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Register Interest" });
  await dialog.getByLabel("Name").fill("Analytics Buyer");
  await dialog.getByLabel("Email").fill("analytics.buyer@example.sg");
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Register Interest" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();

  await signIn(page, "agent");
  await page.goto(`${SITES.agent}/dashboard/analytics?days=7`);
  await expect(page.getByRole("heading", { name: "Site analytics" })).toBeVisible();
  const sourceRow = page.getByRole("table", { name: "Sources" }).getByRole("row").filter({ hasText: source });
  // Source, visits, enquiries, conversion.
  await expect(sourceRow.getByRole("cell")).toHaveText([source, "1", "1", "100.0%"]);
  await expect(page.getByRole("table", { name: "Contact clicks" }).getByRole("row").filter({ hasText: "WhatsApp" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Top pages" })).toContainText(`/condos/${LISTED_PROJECT.slug}`);
});

test("a tap on WhatsApp before the page's code has loaded is counted, and a signed-in person's is not", async ({ page, context }) => {
  await context.route(/wa\.me|api\.whatsapp\.com/, (route) => route.abort());
  // The page's modules never arrive: the page stays as the server sent it, as on a slow phone before hydration.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/event?")) beacons.push(request.url());
  });
  await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
  const beacon = page.waitForRequest((request) => request.url().includes("/api/event?kind=whatsapp"));
  const popup = context.waitForEvent("page");
  await page.getByRole("link", { name: /on WhatsApp$/ }).first().click();
  await (await popup).close();
  expect(new URL((await beacon).url()).searchParams.get("path")).toBe(`/condos/${LISTED_PROJECT.slug}`);

  await page.unroute(/\/assets\/.*\.js$/);
  await signIn(page, "agent");
  beacons.length = 0;
  await page.goto(`${SITES.agent}/condos/${LISTED_PROJECT.slug}`);
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[data-count-actions]")).toHaveCount(0);
  const signedInPopup = context.waitForEvent("page");
  await page.getByRole("link", { name: /on WhatsApp$/ }).first().click();
  await (await signedInPopup).close();
  expect(beacons).toEqual([]);
});
