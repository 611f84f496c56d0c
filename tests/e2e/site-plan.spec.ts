import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Issue 33 item 5: an administrator uploads a site plan and places the blocks by dragging and
// with the arrow keys; a buyer on an agent's site reaches a block's elevation chart from its
// marker with the keyboard.

const PROJECT = { slug: "alexandra-cove", name: "Alexandra Cove" };

/** A drawn site plan: lawns, a pool and two tower footprints. */
async function sitePlanPicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#eef5ec"/>
    <rect x="40" y="40" width="1520" height="920" rx="24" fill="#dcebd6" stroke="#9bb99a" stroke-width="6"/>
    <path d="M0 980 H1600" stroke="#b9c2c9" stroke-width="40"/>
    <rect x="620" y="380" width="360" height="200" rx="80" fill="#8fd3e8" stroke="#5fb3cc" stroke-width="6"/>
    <rect x="200" y="220" width="300" height="220" rx="12" fill="#f4f1ea" stroke="#8a8f98" stroke-width="6"/>
    <rect x="1100" y="520" width="300" height="220" rx="12" fill="#f4f1ea" stroke="#8a8f98" stroke-width="6"/>
    <circle cx="800" cy="800" r="70" fill="#b7dba8"/><circle cx="420" cy="700" r="90" fill="#b7dba8"/><circle cx="1250" cy="240" r="80" fill="#b7dba8"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const inventoryPage = `${SITES.master}/dashboard/project-management/inventory/${PROJECT.slug}`;

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 1280 ? 900 : 844 } });

    test("an administrator places block 1 with the keyboard and block 2 by dragging; a buyer tabs to a marker and Enter opens that block's chart", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await signIn(page, "admin1ic");
      await page.goto(inventoryPage);
      const editor = page.getByTestId("site-plan-editor");
      await expect(editor.getByRole("heading", { name: "Site plan" })).toBeVisible();
      // Each width starts from no plan: the other width's run may have saved one.
      if (await editor.getByRole("button", { name: "Remove picture" }).isVisible()) await editor.getByRole("button", { name: "Remove picture" }).click();

      await editor.getByLabel("Upload site plan").setInputFiles({ name: "site-plan.png", mimeType: "image/png", buffer: await sitePlanPicture() });
      const picture = editor.getByTestId("site-plan-picture");
      await expect(picture.getByRole("img", { name: "Site plan" })).toBeVisible();
      await expect(editor.getByText("3 of 3 blocks not placed yet.")).toBeVisible();

      // Block 1 with the keyboard: Place puts it in the centre and focuses it; the arrows nudge it.
      await editor.getByRole("button", { name: "Place block 1" }).click();
      const marker1 = editor.getByTestId("site-plan-marker-1");
      await expect(marker1).toBeFocused();
      for (let step = 0; step < 5; step += 1) await page.keyboard.press("Shift+ArrowLeft");
      for (let step = 0; step < 3; step += 1) await page.keyboard.press("Shift+ArrowUp");
      await page.keyboard.press("ArrowRight");
      await expect(marker1).toHaveAccessibleName("Block 1 marker, 26% across, 35% down");

      // Block 2 by dragging it from the centre to the lower-right building.
      await editor.getByRole("button", { name: "Place block 2" }).click();
      const marker2 = editor.getByTestId("site-plan-marker-2");
      const box = (await picture.boundingBox())!;
      const from = (await marker2.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.78, box.y + box.height * 0.63, { steps: 5 });
      await page.mouse.up();
      await expect(marker2).toHaveAccessibleName(/^Block 2 marker, 7[789]% across, 6[234]% down$/);
      await expect(editor.getByText("1 of 3 blocks not placed yet.")).toBeVisible();
      await editor.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/site-plan-editor-${width}.png`, fullPage: false });

      await editor.getByRole("button", { name: "Save site plan" }).click();
      await expect(page.locator("[data-toast]").filter({ hasText: "Site plan saved" })).toBeVisible();

      // A buyer on an agent's site: the plan with its markers as links, reached with Tab.
      const buyerContext = await browser.newContext({ viewport: { width, height: width === 1280 ? 900 : 844 } });
      const buyer = await buyerContext.newPage();
      await buyer.goto(`${SITES.agent}/condos/${PROJECT.slug}`);
      const plan = buyer.getByTestId("site-plan");
      await expect(plan.getByRole("heading", { name: "Site plan" })).toBeVisible();
      const link1 = plan.getByRole("link", { name: "Block 1: see its units" });
      const link2 = plan.getByRole("link", { name: "Block 2: see its units" });
      await expect(link2).toHaveAttribute("href", "#block-2");
      expect(Number((await link1.getAttribute("style"))!.match(/left:\s*([\d.]+)%/)![1])).toBeCloseTo(26, 0);
      expect(Number((await link2.getAttribute("style"))!.match(/left:\s*([\d.]+)%/)![1])).toBeGreaterThan(76);

      await plan.getByRole("heading", { name: "Site plan" }).click();
      await buyer.keyboard.press("Tab");
      await expect(link1).toBeFocused();
      await buyer.keyboard.press("Tab");
      await expect(link2).toBeFocused();
      await plan.scrollIntoViewIfNeeded();
      await buyer.screenshot({ path: `test-results/site-plan-public-${width}.png`, fullPage: false });
      await buyer.keyboard.press("Enter");
      await expect(buyer).toHaveURL(/#block-2$/);
      const chart = buyer.getByTestId("elevation-block-2");
      await expect(chart).toBeInViewport();
      await expect(chart).toBeFocused();
      await buyer.screenshot({ path: `test-results/site-plan-chart-${width}.png`, fullPage: false });
      await expectNoHorizontalScroll(buyer);
      await expectNoSeriousAxeViolations(buyer);
      await buyerContext.close();
    });
  });
}

test("without the page's code, a marker is a plain link to its block's chart", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITES.agent}/condos/${PROJECT.slug}`);
  await page.getByTestId("site-plan").getByRole("link", { name: "Block 1: see its units" }).click();
  await expect(page).toHaveURL(/#block-1$/);
  await expect(page.getByTestId("elevation-block-1")).toBeInViewport();
  await context.close();
});

test("a project without a site plan shows no site-plan section", async ({ page }) => {
  await page.goto(`${SITES.agent}/condos/the-marina-lumiere`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("site-plan")).toHaveCount(0);
});
