import { expect, test } from "@playwright/test";
import { SITES, expectNoHorizontalScroll, getOnSite, expectNoSeriousAxeViolations, metaContent, structuredData } from "./support/public-pages";

test.describe("about page", () => {
  test("shows the agent's card, their own story, Our Services and the contact actions", async ({ page }) => {
    await page.goto(`${SITES.agent}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Marcus Lim | Harbourline Realty");
    const card = page.getByTestId("owner-card");
    await expect(card).toContainText("Property Agent");
    await expect(card).toContainText("R517306");
    const story = page.getByRole("region", { name: "About Me" });
    await expect(story.getByRole("heading", { name: "About Me" })).toBeVisible();
    await expect(story).toContainText("6 years");
    await expect(story).toContainText("Hokkien");
    await expect(story).toContainText("Executive condominiums");
    await expect(page.getByRole("heading", { name: "Our Services" })).toBeVisible();
    for (const service of ["New Launch Projects", "Prime Locations", "Personalised Service", "Professional Expertise"]) {
      await expect(page.getByRole("heading", { name: service })).toBeVisible();
    }
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+6582345678");
    await expect(contact.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/6582345678");
    await expect(contact.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:agent@demo.sg");
    const person = (await structuredData(page)).find((record) => record["@type"] === "Person");
    expect(person).toMatchObject({ name: "Marcus Lim", jobTitle: "Property Agent" });
  });

  test("a leader's site says Team Leader", async ({ page }) => {
    await page.goto(`${SITES.leader}/about`);
    await expect(page.getByTestId("owner-card")).toContainText("Team Leader");
  });

  test("the master site presents the business once: no agency line repeating its name, an Organization and no Person", async ({ page }) => {
    await page.goto(`${SITES.master}/about`);
    const card = page.getByTestId("owner-card");
    await expect(card.getByRole("heading", { name: "Condo Sites Singapore" })).toBeVisible();
    await expect(card.getByText("Condo Sites Singapore", { exact: true })).toHaveCount(1);
    expect(await metaContent(page, "description")).toBe("Condo Sites Singapore: your trusted partner in Singapore's premium property market.");
    const records = await structuredData(page);
    expect(records.find((record) => record["@type"] === "Organization")).toMatchObject({ name: "Condo Sites Singapore", email: "hello@condosites.sg" });
    expect(records.some((record) => record["@type"] === "Person")).toBe(false);

    await page.goto(`${SITES.master}/`);
    expect((await structuredData(page)).map((record) => record["@type"])).not.toContain("RealEstateAgent");
  });
});

test.describe("blog", () => {
  test("lists published posts newest first and opens a post by slug or id", async ({ page }) => {
    await page.goto(`${SITES.master}/blog`);
    const cards = page.getByTestId("blog-card");
    expect(await cards.count()).toBeGreaterThan(4);
    const dates = await cards.locator("time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = cards.first().getByRole("link");
    const title = (await first.textContent()) ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const posting = (await structuredData(page)).find((record) => record["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: title });
    expect(await metaContent(page, "og:type")).toBe("article");
  });

  test("an unknown post is the 404 page", async ({ page }) => {
    const response = await page.goto(`${SITES.master}/blog/no-such-post`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("a post or realtor key with a NUL ('%00') is refused with 400, not an error (decision 086)", async ({ page }) => {
    for (const path of ["/blog/%00", "/blog/absd-explained-for-singapore-buyers%00", "/realtor/%00", "/realtor/rachel-tan%00"]) {
      expect((await page.goto(`${SITES.master}${path}`))?.status(), path).toBe(400);
    }
  });

  test("a blog page number must be a whole number from 1 to the last page; others are the 404 page", async ({ page }) => {
    expect((await page.goto(`${SITES.master}/blog?page=1`))?.status()).toBe(200);
    await expect(page.getByTestId("blog-card").first()).toBeVisible();
    for (const bad of ["99", "0", "-1", "1.5", "1e309", "abc"]) {
      const response = await page.goto(`${SITES.master}/blog?page=${bad}`);
      expect(response?.status(), bad).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page.getByTestId("blog-empty")).toHaveCount(0);
    }
  });
});

test.describe("realtor profile", () => {
  test("shows the real biography and social links", async ({ page }) => {
    await page.goto(`${SITES.leader}/realtor/rachel-tan`);
    await expect(page.getByRole("heading", { level: 1, name: "Rachel Tan" })).toBeVisible();
    await expect(page.getByText(/guided more than 300 families/)).toBeVisible();
    const social = page.getByTestId("social-links");
    await expect(social.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/in/demo-rachel-tan");
    await expect(social.getByRole("link", { name: /Telegram/ })).toHaveAttribute("href", "https://t.me/racheltan_homes");
  });

  test("a realtor's own site shows no other realtor's profile", async ({ page }) => {
    const response = await page.goto(`${SITES.agent}/realtor/rachel-tan`);
    expect(response?.status()).toBe(404);
  });
});

test.describe("not-found, sitemap and the shared screens", () => {
  test("the 404 page offers Return to Home and the owner's contacts", async ({ page }) => {
    const response = await page.goto(`${SITES.leader}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const help = page.getByRole("region", { name: "Need Help?" });
    await expect(help.getByRole("link", { name: "+65 9123 4567" })).toHaveAttribute("href", "tel:+6591234567");
    await expect(help.getByRole("link", { name: "leader@demo.sg" })).toHaveAttribute("href", "mailto:leader@demo.sg");
  });

  test("the sitemap page lists pages, projects and posts", async ({ page }) => {
    await page.goto(`${SITES.leader}/sitemap`);
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
    await expect(page.getByRole("link", { name: "The Marina Lumiere" })).toHaveAttribute("href", "/condos/the-marina-lumiere");
    await expect(page.getByRole("region", { name: /Blog posts/ }).getByRole("link").first()).toBeVisible();
  });

  test("robots.txt and sitemap.xml follow each host's indexing permission", async ({ request }) => {
    expect(await (await getOnSite(request, SITES.master, "/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    expect(await (await getOnSite(request, SITES.agent, "/robots.txt")).text()).toBe("User-agent: *\nDisallow: /\n");
    const leaderRobots = await (await getOnSite(request, SITES.leader, "/robots.txt")).text();
    expect(leaderRobots).toContain("Allow: /");
    expect(leaderRobots).toContain(`Sitemap: ${SITES.leader}/sitemap.xml`);

    // An index of fixed-size files (decision record 099): the pages and posts, then the projects.
    const leaderMap = await (await getOnSite(request, SITES.leader, "/sitemap.xml")).text();
    expect(leaderMap).toContain(`<loc>${SITES.leader}/sitemaps/pages.xml</loc>`);
    expect(leaderMap).toContain(`<loc>${SITES.leader}/sitemaps/projects-1.xml</loc>`);
    const leaderPages = await (await getOnSite(request, SITES.leader, "/sitemaps/pages.xml")).text();
    expect(leaderPages).toContain(`<loc>${SITES.leader}/realtor/rachel-tan</loc>`);
    const leaderProjects = await (await getOnSite(request, SITES.leader, "/sitemaps/projects-1.xml")).text();
    expect(leaderProjects).toContain(`<loc>${SITES.leader}/condos/the-marina-lumiere</loc>`);
    expect(leaderProjects).not.toContain("bugis-atelier");
    expect((await getOnSite(request, SITES.leader, "/sitemaps/projects-2.xml")).status()).toBe(404);
    expect(await (await getOnSite(request, SITES.master, "/sitemap.xml")).text()).not.toContain("<url>");
  });

  test("about, blog, realtor profile, sitemap and 404 pages fit a phone and pass axe", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/about", "/blog", "/realtor/rachel-tan", "/sitemap", "/no-such-page"]) {
      await page.goto(`${SITES.leader}${path}`);
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    }
  });
});

test.describe("load failures", () => {
  test("other pages show 'Something went wrong' with Try Again and Refresh Page", async ({ page }) => {
    await page.goto(`${SITES.leader}/blog`);
    await page.route("**/blog/*.data**", (route) => route.fulfill({ status: 500, body: "database is down" }));
    await page.getByTestId("blog-card").first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await page.unroute("**/blog/*.data**");
    await page.getByRole("button", { name: "Refresh Page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
  });
});

test.describe("a realtor who is not active", () => {
  // chloe@demo.sg is suspended in the demo data (arjun, the pending agent, is approved by another test).
  const suspended = SITES.agent.replace("agent.", "chloe.");

  test("has a plain 'not available yet' page: 503 with Retry-After, noindex, no persona or contact details", async ({ page }) => {
    for (const path of ["/", "/condos", "/about"]) {
      const response = await page.goto(`${suspended}${path}`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("3600");
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This site is not available yet");
      await expect(page).toHaveTitle("Site not available yet");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByText("Premium Properties")).toHaveCount(0);
      await expect(page.locator('a[href^="tel:"], a[href^="mailto:"], a[href*="wa.me"]')).toHaveCount(0);
    }
  });

  test("can still reach sign-in on their own domain", async ({ page }) => {
    const response = await page.goto(`${suspended}/auth`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("button", { name: /Sign In/ })).toBeVisible();
  });
});
