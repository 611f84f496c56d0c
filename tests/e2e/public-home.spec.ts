import { expect, test } from "@playwright/test";
import { SITES, expectNoHorizontalScroll, getOnSite, expectNoSeriousAxeViolations, metaContent, structuredData } from "./support/public-pages";

test.describe("home page", () => {
  test("shows the owner in the hero, 6 featured projects, district and region groups and 4 posts", async ({ page }) => {
    const response = await page.goto(`${SITES.leader}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rachel Tan | Harbourline Realty");
    const owner = page.getByRole("complementary", { name: "Your property consultant" });
    await expect(owner).toContainText("Rachel Tan");
    await expect(owner).toContainText("Harbourline Realty");
    await expect(owner).toContainText("R482913");

    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Projects" }) });
    await expect(featured.getByTestId("project-card")).toHaveCount(6);
    await expect(featured.getByTestId("project-card").first().getByText(/^(Preview|Now selling)$/)).toBeVisible();

    await expect(page.getByRole("tab", { name: "Projects by District" })).toHaveAttribute("aria-selected", "true");
    const groups = page.getByTestId("project-group");
    expect(await groups.count()).toBeLessThanOrEqual(5);
    for (const group of await groups.all()) expect(await group.getByRole("link").count()).toBeLessThanOrEqual(4);
    await page.getByRole("tab", { name: "Projects by Urban Planning Region" }).click();
    const central = page.getByRole("region", { name: "Projects by Urban Planning Region: Central" });
    await expect(central.getByRole("link", { name: /View All/ })).toHaveAttribute("href", "/condos?region=Central");

    await expect(page.getByTestId("blog-card")).toHaveCount(4);
    await expect(page.getByRole("link", { name: "View All blog posts" })).toHaveAttribute("href", "/blog");
  });

  test("visitors see Get Started and Learn More", async ({ page }) => {
    await page.goto(`${SITES.master}/`);
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
  });

  test("a signed-in master sees Go to Dashboard and Master Admin", async ({ page }) => {
    const signIn = await page.request.post(`${SITES.master}/api/auth/sign-in/email`, {
      data: { email: "master@demo.sg", password: "Demo#2026!" },
      headers: { origin: SITES.master },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`${SITES.master}/`);
    await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Master Admin" })).toHaveAttribute("href", "/dashboard/master");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveCount(0);
  });

  test("a broken project image is hidden behind the gradient icon fallback", async ({ page }) => {
    await page.route("**/demo/projects/**", (route) => route.abort());
    await page.goto(`${SITES.leader}/condos`);
    await expect(page.getByTestId("project-card").first().getByTestId("image-fallback")).toBeVisible();
  });

  test("carries the SEO tags, JSON-LD and the first-paint branding", async ({ page }) => {
    await page.goto(`${SITES.leader}/`);
    expect(await metaContent(page, "robots")).toBe("index,follow");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${SITES.leader}/`);
    expect(await metaContent(page, "og:image")).toMatch(/^http:\/\/leader\.localhost:\d+\/og\/site\.png\?v=[\w-]{16}$/);
    const records = await structuredData(page);
    const agent = records.find((record) => record["@type"] === "RealEstateAgent");
    expect(agent).toMatchObject({ name: "Rachel Tan | Harbourline Realty", employee: { "@type": "Person", name: "Rachel Tan" } });
    await expect(page.getByTestId("whatsapp-float")).toHaveAttribute("href", "https://wa.me/6591234567");

    await page.goto(`${SITES.master}/`);
    expect(await metaContent(page, "robots")).toBe("noindex,nofollow");
    await expect(page.getByTestId("whatsapp-float")).toHaveCount(0);
  });

  test("the agent's branding is in the server-rendered HTML", async ({ request }) => {
    const html = await (await getOnSite(request, SITES.agent, "/")).text();
    expect(html).toContain("--brand-primary:#0f766e");
    expect(html).toContain("--radius-button:9999px");
    expect(html).toContain('--brand-font:"Poppins"');
  });

  test("the agent's font, text colour and layout padding show; an unbranded site loads no font", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/fonts/")) fontRequests.push(request.url());
    });

    await page.goto(`${SITES.agent}/`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveCSS("font-family", /^"?Poppins"?,/);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Poppins" && face.status === "loaded");
      return { check: document.fonts.check("16px Poppins"), weights: faces.map((face) => face.weight) };
    });
    expect(loaded.check).toBe(true);
    expect(loaded.weights.length).toBeGreaterThan(0);
    expect(fontRequests.length).toBeGreaterThan(0);
    expect(fontRequests.every((url) => url.startsWith(`${SITES.agent}/fonts/poppins-latin-`))).toBe(true);
    await page.goto(`${SITES.agent}/condos`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(28, 25, 23)"); // the agent's #1C1917
    await page.goto(`${SITES.agent}/realtor/marcus-lim`);
    await expect(page.locator(".section-y-14")).toHaveCSS("padding-top", "48px"); // expanded: 3rem

    fontRequests.length = 0;
    await page.goto(`${SITES.leader}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^Inter,/);
    await page.goto(`${SITES.leader}/condos`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "oklch(0.208 0.042 265.755)"); // slate-900
    await page.goto(`${SITES.leader}/realtor/rachel-tan`);
    await expect(page.locator(".section-y-14")).toHaveCSS("padding-top", "80px"); // unbranded: sm:py-20
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests).toEqual([]);
  });

  test("has no serious accessibility violations and no horizontal scroll on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const site of [SITES.leader, SITES.agent, SITES.master]) {
      await page.goto(`${site}/`);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    }

    // The header gives a realtor's name whole on a phone, the full site name on wider screens.
    await page.goto(`${SITES.leader}/`);
    const name = page.getByRole("banner").getByTestId("site-name");
    await expect(name).toHaveText("Rachel Tan", { useInnerText: true });
    expect(await name.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(name).toHaveText("Rachel Tan | Harbourline Realty", { useInnerText: true });
  });
});
