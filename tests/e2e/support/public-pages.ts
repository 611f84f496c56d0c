import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/** The demo sites of the seed: the master host, the leader's indexable site, the agent's branded one. */
export const SITES = {
  master: `http://localhost:${port}`,
  leader: `http://leader.localhost:${port}`,
  agent: `http://agent.localhost:${port}`,
  development: `http://127.0.0.1:${port}`,
} as const;

export const LISTED_PROJECT = { slug: "the-marina-lumiere", name: "The Marina Lumiere" };

/** Serious or critical axe violations on the page as it is now, with their targets. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(describeViolation);
  expect(serious).toEqual([]);
}

/**
 * No axe violation of any impact on the page as it is now, by axe's default rules: the WCAG A and
 * AA rules and its best practices (landmarks, heading order). Frames that run no script (the
 * branding editor's preview of a public page) are left out: axe cannot run inside them, and would
 * wait for them for good.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])').analyze();
  expect(results.violations.map((violation) => `${violation.impact} ${describeViolation(violation)}`), page.url()).toEqual([]);
}

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** A violation as the rule's id and its first five targets. */
function describeViolation(violation: Violation): string {
  return `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`;
}

/** Nothing is wider than the viewport: no horizontal scrolling on a phone. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The content of a <meta name=…> or <meta property=…> tag. */
export function metaContent(page: Page, key: string) {
  return page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute("content");
}

/** The JSON-LD records of the page, parsed. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/**
 * A GET as a visitor of one site. Node does not resolve *.localhost as the browser does, so the
 * request goes to the loopback address with the site's Host header.
 */
export function getOnSite(request: APIRequestContext, site: string, path: string) {
  const url = new URL(site);
  return request.get(`http://127.0.0.1:${url.port}${path}`, { headers: { host: url.host } });
}
