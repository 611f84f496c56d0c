import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJs, PROJECT_PAGE_JS_BUDGET_KB } from "../../scripts/first-load-js";
import { LISTED_PROJECT, SITES } from "./support/public-pages";
import { signIn } from "./support/sign-in";

// Server-only code must never reach a visitor's browser (ARCHITECTURE.md "Layout").
const SERVER_ONLY_MARKERS = [
  "drizzle-orm",
  "@electric-sql/pglite",
  "pg-connection-string",
  "nodemailer",
  "better-auth/adapters",
  "scrypt",
  "BETTER_AUTH_SECRET",
  "DATABASE_URL",
  "user_profiles",
];

function javascriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return javascriptFiles(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
}

test("the client build contains no database, mail or auth-server code", () => {
  const files = javascriptFiles(path.resolve("build/client"));
  expect(files.length).toBeGreaterThan(0);
  const leaks = files.flatMap((file) => {
    const source = readFileSync(file, "utf8");
    return SERVER_ONLY_MARKERS.filter((marker) => source.includes(marker)).map((marker) => `${path.basename(file)}: ${marker}`);
  });
  expect(leaks).toEqual([]);
});

test(`a project page's first-load JavaScript is at most ${PROJECT_PAGE_JS_BUDGET_KB} KB gzipped, without the menu and dialog library`, () => {
  const { files, gzipKb } = firstLoadJs("routes/condos.$slug");
  expect(gzipKb).toBeLessThanOrEqual(PROJECT_PAGE_JS_BUDGET_KB);
  // Every radix primitive marks the page with this symbol; public pages load radix on demand only.
  const withRadix = files.filter((file) => readFileSync(path.join("build/client", file), "utf8").includes('Symbol.for("radix-ui")'));
  expect(withRadix).toEqual([]);
});

// Chunks a visitor must not download with the page: the signed-in menus and the dialogs.
const ON_DEMAND_CHUNKS = /\/assets\/(signed-in-menus|mobile-nav-sheet|enquiry-dialog-panel|guard-screen)-/;

test("a project page's scripts are fetched at low priority, after the style sheet and hero picture the first paint needs", async ({ page }) => {
  const url = `${SITES.leader}/condos/${LISTED_PROJECT.slug}`;
  const priorities = new Map<string, string>();
  const client = await page.context().newCDPSession(page);
  await client.send("Network.enable");
  client.on("Network.requestWillBeSent", ({ request }) => {
    const pathname = new URL(request.url).pathname;
    if (!priorities.has(pathname)) priorities.set(pathname, request.initialPriority);
  });
  const response = await page.goto(url);
  await page.waitForLoadState("networkidle");
  // The head as the server sent it: after hydration React Router may add preloads of its own (links it prefetches), which this record does not cover.
  const html = await response!.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => tag);
  expect(preloads.length).toBeGreaterThan(5);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  const preloaded = new Set(preloads.map((tag) => new URL(/href="([^"]+)"/.exec(tag)![1], url).pathname));
  expect([...preloaded].filter((pathname) => priorities.get(pathname) !== "Low")).toEqual([]);
  expect(priorities.get(new URL(await page.locator('head link[rel="stylesheet"]').first().evaluate((link) => (link as HTMLLinkElement).href)).pathname)).toBe("VeryHigh");
  // Hydration still runs: the header's phone menu opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Projects" })).toBeVisible();
});

test("a visitor's project page loads no menu or dialog code until the phone menu is opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITES.leader}/condos/${LISTED_PROJECT.slug}`);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => ON_DEMAND_CHUNKS.test(script))).toEqual([]);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Projects" })).toBeVisible();
  expect(scripts.some((script) => script.includes("/assets/mobile-nav-sheet-"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("a signed-in user's header loads the account menu", async ({ page }) => {
  await signIn(page, "leader");
  await page.getByRole("button", { name: "Account menu for Rachel Tan" }).click();
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
});
