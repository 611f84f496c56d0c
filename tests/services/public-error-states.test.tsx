import { sql } from "drizzle-orm";
import pino from "pino";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, type AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ErrorBoundary as BlogError } from "~/routes/blog";
import { ErrorBoundary as ListingError } from "~/routes/condos";
import Home, { headers as homeHeaders, loader as homeLoader } from "~/routes/home";
import type { DatabaseHandle } from "#server/db/client";
import { clearLocalCaches } from "#server/memory-cache";
import { resolveSite } from "#server/tenancy";
import { createTestDatabase } from "../support/test-database";
import { makePost, makeProject, makeRealtor } from "./public-fixtures";

/** A route's error boundary as a failed loader shows it, inside a data router. */
function renderBoundary(ErrorBoundary: () => ReactNode) {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: () => null, ErrorBoundary }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} hydrationData={{ errors: { page: new Error("database is down") } }} />);
}

// A failed listing or blog load cannot be provoked in the browser tests without breaking the
// database under the whole app, so the two error states are rendered here directly.
describe("load failure states (spec part 1 §2, §8)", () => {
  it("the listing says 'Unable to Load Projects' with the spec's sentence", () => {
    const html = renderBoundary(ListingError);
    expect(html).toContain("Unable to Load Projects");
    expect(html).toContain("There was an issue loading the project data. Please try refreshing the page.");
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<h1[^>]*>Unable to Load Projects<\/h1>/);
    expect(html).toContain("Refresh Page");
  });

  it("the blog says 'Unable to Load Blog Posts. Please try refreshing the page.' and offers a refresh", () => {
    const html = renderBoundary(BlogError);
    expect(html).toMatch(/<h1[^>]*>Unable to Load Blog Posts<\/h1>/);
    expect(html).toContain("Please try refreshing the page.");
    expect(html).toContain("Refresh Page");
  });
});

// The home page loads its project part and its blog part on their own: a real database error in
// one (its table is renamed away for the test) is logged and shown in that part's sections only.
describe("home page load failures (spec part 1 §2, §8)", () => {
  const PROJECTS_FAILED = "There was an issue loading the project data. Please try refreshing the page.";
  let handle: DatabaseHandle;
  let logged: { level: number; msg: string; err?: { message: string } }[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { user } = await makeRealtor(handle.db, { host: "rachel.example.sg", isLeader: true, name: "Rachel Tan" });
    await makeProject(handle.db, { name: "Marina Lumiere", isFeatured: true });
    await makePost(handle.db, user.id, { title: "Rachel on ABSD" });
  });
  beforeEach(() => {
    clearLocalCaches();
    logged = [];
  });
  afterAll(() => handle.close());

  async function renderHome() {
    const site = await resolveSite(handle.db, "rachel.example.sg", { appDomain: "condosites.sg", devHostMarkers: [] });
    const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const context = { db: handle.db, site, logger } as unknown as AppLoadContext;
    const result = await homeLoader({ request: new Request("http://rachel.example.sg/"), params: {}, context } as Parameters<typeof homeLoader>[0]);
    const { loaderData, headers } =
      "data" in result && "init" in result
        ? { loaderData: result.data, headers: new Headers(result.init?.headers) }
        : { loaderData: result, headers: new Headers() };
    const Stub = createRoutesStub([{ id: "home", path: "/", Component: () => <Home {...({ loaderData } as unknown as Parameters<typeof Home>[0])} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { home: loaderData } }} />);
    const cacheControl = new Headers(homeHeaders({ loaderHeaders: headers } as Parameters<typeof homeHeaders>[0])).get("Cache-Control");
    return { html, cacheControl };
  }

  async function withTableAway<T>(table: "projects" | "blogs", run: () => Promise<T>): Promise<T> {
    await handle.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
    try {
      return await run();
    } finally {
      await handle.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
    }
  }

  it("shows every part when nothing fails, and may be cached", async () => {
    const { html, cacheControl } = await renderHome();
    expect(html).toContain("Marina Lumiere");
    expect(html).toContain("Rachel on ABSD");
    expect(html).not.toContain('role="alert"');
    expect(cacheControl).toBeNull();
  });

  it("a failed project load shows the spec's sentence where the projects are; the hero and the blog still show", async () => {
    const { html, cacheControl } = await withTableAway("projects", renderHome);
    expect(html).toContain(PROJECTS_FAILED);
    expect(html).not.toContain("Marina Lumiere");
    expect(html).not.toContain("Projects by District");
    expect(html).not.toContain("Listed projects");
    expect(html).toContain("Rachel Tan");
    expect(html).toContain("Featured Projects");
    expect(html).toContain("Rachel on ABSD");
    expect(html).not.toContain("Unable to Load Blog Posts");
    expect(cacheControl).toBe("no-store");
    expect(logged).toHaveLength(1);
    expect(logged[0].msg).toBe("home: projects failed to load");
    expect(logged[0].err?.message).toMatch(/projects/);
  });

  it("a failed blog load shows 'Unable to Load Blog Posts. Please try refreshing the page.'; the projects still show", async () => {
    const { html, cacheControl } = await withTableAway("blogs", renderHome);
    expect(html).toContain("Unable to Load Blog Posts");
    expect(html).toContain("Please try refreshing the page.");
    expect(html).not.toContain("Rachel on ABSD");
    expect(html).toContain("Marina Lumiere");
    expect(html).toContain("Projects by District");
    expect(html).toContain("Rachel Tan");
    expect(html).not.toContain(PROJECTS_FAILED);
    expect(cacheControl).toBe("no-store");
    expect(logged).toHaveLength(1);
    expect(logged[0].msg).toBe("home: blog posts failed to load");
    expect(logged[0].err?.message).toMatch(/blogs/);
  });
});
