import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { readableOnWhite } from "../../app/domain/colour-contrast";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, getOnSite, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

const PURPLE_PRIMARY = readableOnWhite("#8b5cf6");

/** The site's branding style sheet (the :root variables, fonts and custom CSS) as a visitor gets it. */
async function brandingStyleFor(request: APIRequestContext, site: string): Promise<string> {
  const html = await (await getOnSite(request, site, "/")).text();
  return /<style[^>]*>(:root\{--brand-primary[\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
}

function brandPrimaryOf(page: Page) {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
}

test.describe("branding editor (spec part 2 §2.8)", () => {
  // Each draft is rendered by the server into the preview frame: these flows take longer than a page visit.
  test.describe.configure({ timeout: 90_000 });

  test("a leader applies Purple Modern, sees it in the live preview before saving, saves, and leader.localhost shows it", async ({ page, request }) => {
    await signIn(page, "leader");
    await page.goto(`${SITES.leader}/dashboard/leader/branding`);
    await expect(page.getByRole("heading", { name: "Customise Brand" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Colors" })).toHaveAttribute("aria-selected", "true");
    // Blue Professional's white button text fails AA: the warning says so with the ratio.
    await expect(page.getByTestId("contrast-check")).toContainText("Button text on primary colour: 3.67:1 fails WCAG AA");

    await page.getByRole("button", { name: "Purple Modern" }).click();
    await expect(page.getByRole("button", { name: "Purple Modern" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#8B5CF6");
    await expect(page.getByText("Unsaved changes")).toBeVisible();

    // The live preview is the real home page, rendered by the server with the unsaved draft.
    const preview = page.getByRole("complementary", { name: "Live preview" }).locator(`iframe[src*="branding-preview"]`);
    await expect(preview).toHaveCount(1);
    // Its sandbox runs no script, so the page comes without them (nothing for the browser to refuse and log).
    // Read from this page: the test's own probes of the frame are scripts the sandbox refuses too.
    const scriptsToRun = (iframe: HTMLIFrameElement) => {
      const document = iframe.contentDocument;
      if (document?.readyState !== "complete") return null;
      return [...document.scripts].filter((script) => script.type !== "application/ld+json").length;
    };
    await expect.poll(() => preview.evaluate(scriptsToRun)).toBe(0);
    // Opened in a tab of its own, the draft is the page with its scripts.
    await expect(page.getByRole("link", { name: "Open the preview in a new tab" })).toHaveAttribute("href", /^\/\?branding-preview=[^&]+$/);
    const frame = preview.contentFrame();
    await expect(frame.getByRole("heading", { level: 1 })).toContainText("Rachel Tan");
    await expect.poll(() => frame.locator("html").evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim())).toBe(PURPLE_PRIMARY);

    // Not saved yet: a visitor still sees the old look.
    expect(await brandingStyleFor(request, SITES.leader)).not.toContain(`--brand-primary:${PURPLE_PRIMARY}`);

    await page.getByRole("button", { name: "Save Branding" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Branding created successfully" })).toBeVisible();
    await expect(page.getByText("All changes saved")).toBeVisible();

    await page.goto(`${SITES.leader}/`);
    expect(await brandPrimaryOf(page)).toBe(PURPLE_PRIMARY);
    // Visitors get it on their next request too: the page cache was dropped.
    expect(await brandingStyleFor(request, SITES.leader)).toContain(`--brand-primary:${PURPLE_PRIMARY}`);
  });

  test("styles, the CSS template and Reset to Blue Professional; then the branding is deleted and the site goes back to the default look", async ({ page, request }) => {
    await signIn(page, "leader");
    await page.goto(`${SITES.leader}/dashboard/leader/branding`);
    await page.getByRole("button", { name: "Orange Warm" }).click();
    await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#F97316");

    await page.getByRole("tab", { name: "Styles" }).click();
    await page.getByText("Pill", { exact: true }).click();
    await page.getByText("Montserrat", { exact: true }).click();
    await page.getByRole("tab", { name: "CSS" }).click();
    await page.getByRole("button", { name: "Use Template" }).click();
    await expect(page.getByLabel("Custom CSS")).toHaveValue(/Custom CSS for your site/);
    await page.getByLabel("Custom CSS").fill('h1{letter-spacing:-0.02em}\n@import url("https://evil.example/x.css");');
    await page.getByRole("tab", { name: "Colors" }).click();
    await page.getByRole("button", { name: "Reset to Blue Professional" }).click();
    await expect(page.getByLabel("Primary colour", { exact: true })).toHaveValue("#3B82F6");
    await page.getByRole("button", { name: "Save Branding" }).click();
    // Created, or updated when the test before saved first.
    const saved = page.locator("[data-toast]").filter({ hasText: /^Branding (created|updated) successfully/ });
    await expect(saved).toBeVisible();

    const style = await brandingStyleFor(request, SITES.leader);
    expect(style).toContain("--radius-button:9999px");
    expect(style).toContain('--brand-font:"Montserrat"');
    expect(style).toContain("h1{letter-spacing:-0.02em}");
    expect(style).not.toContain("evil.example");

    await saved.getByRole("button", { name: "Close toast" }).click();
    await page.getByRole("button", { name: "Delete Branding" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Branding" }).click();
    const deleted = page.locator("[data-toast]").filter({ hasText: "Branding deleted successfully" });
    await expect(deleted).toBeVisible();
    // Never pointed at, it closes itself after 5 s, though the toast before it was closed by hand while pointed at.
    await expect(deleted).toBeHidden({ timeout: 8_000 });
    await expect(page.getByText("Your site shows the default look until you save your branding.")).toBeVisible();
    expect(await brandingStyleFor(request, SITES.leader)).toBe(`:root{--brand-primary:${readableOnWhite("#059669")};--brand-secondary:#047857}`);
  });

  test("a logo over 2 MB is refused; a real one is uploaded, shown in the draft and kept once saved", async ({ page }) => {
    await signIn(page, "agent");
    await page.goto(`${SITES.agent}/dashboard/agent/branding`);
    await page.getByRole("tab", { name: "Logo" }).click();
    const upload = page.getByLabel("Upload Logo");
    await upload.setInputFiles({ name: "huge-logo.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await expect(page.getByRole("alert").filter({ hasText: "File size must be less than 2MB" })).toBeVisible();
    await upload.setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") });
    await expect(page.getByRole("alert").filter({ hasText: "Please select an image file" })).toBeVisible();

    const logo = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#0f766e" } }).png().toBuffer();
    await upload.setInputFiles({ name: "marcus-logo.png", mimeType: "image/png", buffer: logo });
    await expect(page.locator("[data-toast]").filter({ hasText: "Logo uploaded successfully" })).toBeVisible();
    await expect(page.getByLabel("Logo URL")).toHaveValue(/^\/uploads\/logos\/.+\.webp$/);
    await expect(page.getByRole("img", { name: "Your logo" })).toBeVisible();
    await page.getByRole("button", { name: "Save Branding" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Branding updated successfully" })).toBeVisible();
    const logoUrl = await page.getByLabel("Logo URL").inputValue();
    await page.goto(`${SITES.agent}/`);
    await expect(page.getByRole("banner").locator(`img[src="${logoUrl}"]`)).toBeVisible();

    await page.goto(`${SITES.agent}/dashboard/agent/branding`);
    await page.getByRole("tab", { name: "Logo" }).click();
    await page.getByRole("button", { name: "Remove Logo" }).click();
    await expect(page.getByLabel("Logo URL")).toHaveValue("");
    await page.getByRole("button", { name: "Save Branding" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Branding updated successfully" })).toBeVisible();
  });

  test("anyone but a registered realtor gets the spec's refusal", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${SITES.master}/dashboard/master/branding`);
    await expect(page.getByText("Access Denied: You must be a registered realtor to access branding settings.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Branding" })).toHaveCount(0);
  });

  test("on a phone the editor fits the screen, the preview is its own tab, and there are no serious accessibility violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "agent");
    await page.goto(`${SITES.agent}/dashboard/agent/branding`);
    await expect(page.getByRole("complementary", { name: "Live preview" })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page.getByRole("tabpanel", { name: "Preview" }).locator("iframe")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
