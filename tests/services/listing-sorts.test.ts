import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "#server/db/client";
import * as schema from "#server/db/schema";
import { developers, projectBuildings, projects, unitTypes } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { searchListedProjects } from "#server/services/project-search";
import { EMPTY_LISTING_FILTERS, LISTING_PAGE_SIZE, type ListingSort } from "~/domain/listing-filters";
import { createPostgresTestDatabase, createTestDatabase, POSTGRES_SERVER_URL, postgresServerAnswers } from "../support/test-database";
import { addUnitTypes, makeProject } from "./public-fixtures";

// Decision record 102: the price and TOP-year sorts read their page from an index, in the same
// order as when the price was a subquery per project, and the stored price follows every write.

let handle: DatabaseHandle;
const day = (n: number) => new Date(Date.UTC(2026, 2, n));

interface Made {
  id: string;
  name: string;
  createdAt: Date;
  topYear: number | null;
  /** The lowest priced unit type's price in cents, as made; null without one. */
  priceFrom: number | null;
}
const listed: Made[] = [];
const LISTED = 30; // three pages: 12, 12 and 6

// Prices repeat every 5 projects and creation days every 3, so equal prices share a day every 15
// projects (ties broken by id); null: no unit type; "unpriced": unit types without a price.
const PRICES: (number | null | "unpriced")[] = [1_200_000, null, 950_000, 1_200_000, "unpriced"];
const TOP_YEARS = [2027, null, 2029, 2027];

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  for (let i = 0; i < LISTED; i++) {
    const topYear = TOP_YEARS[i % TOP_YEARS.length];
    const project = await makeProject(db, {
      name: `Sorted ${String(i).padStart(2, "0")}`,
      status: i % 2 ? "Selling" : "Launch",
      createdAt: day(1 + (i % 3)),
      topYear: topYear ?? undefined,
    });
    const price = PRICES[i % PRICES.length];
    if (price === "unpriced") await addUnitTypes(db, project.id, [{ bedrooms: 2, priceDollars: null }]);
    else if (price !== null) await addUnitTypes(db, project.id, [{ bedrooms: 3, priceDollars: price + 400_000 }, { bedrooms: 2, priceDollars: price }, { bedrooms: 1, priceDollars: null }]);
    listed.push({ id: project.id, name: project.name, createdAt: project.createdAt, topYear, priceFrom: typeof price === "number" ? price * 100 : null });
  }
  // Cheaper, sooner and newer than any listed project, but not listed: never on a page.
  for (const status of ["Planning", "Sold Out", "Completed"] as const) {
    const hidden = await makeProject(db, { name: `Hidden ${status}`, status, createdAt: day(20), topYear: 2020 });
    await addUnitTypes(db, hidden.id, [{ bedrooms: 1, priceDollars: 100_000 }]);
  }
});

beforeEach(() => clearLocalCaches());
afterAll(() => handle.close());

const search = (sort: ListingSort, page = 1) => searchListedProjects(handle.db, { ...EMPTY_LISTING_FILTERS, sort, page });

async function everyPage(sort: ListingSort): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; page <= Math.ceil(LISTED / LISTING_PAGE_SIZE); page++) {
    const result = await search(sort, page);
    expect(result.projects.length).toBe(Math.min(LISTING_PAGE_SIZE, LISTED - (page - 1) * LISTING_PAGE_SIZE));
    names.push(...result.projects.map((p) => p.name));
  }
  return names;
}

/** orderFor's rule: the key NULLS LAST (ascending or descending), then newest first, then id. */
function expectedOrder(key: (made: Made) => number | null, direction: 1 | -1): string[] {
  return [...listed]
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) {
        if (x === null) return 1;
        if (y === null) return -1;
        return (x - y) * direction;
      }
      if (a.createdAt.getTime() !== b.createdAt.getTime()) return b.createdAt.getTime() - a.createdAt.getTime();
      return a.id < b.id ? -1 : 1;
    })
    .map((made) => made.name);
}

/** The order the listing gave before 0013, with the price computed per project by a subquery. */
async function orderBeforeStoredPrice(orderBy: string): Promise<string[]> {
  const rows = await handle.db
    .select({ name: projects.name })
    .from(projects)
    .where(inArray(projects.status, ["Launch", "Selling"]))
    .orderBy(sql.raw(orderBy), desc(projects.createdAt), asc(projects.id));
  return rows.map((row) => row.name);
}
const subqueryPrice = "(select min(u.indicative_price_from) from unit_types u where u.project_id = projects.id)";

describe("the price and TOP-year sorts keep their order across pages", () => {
  it("price-asc: cheapest first, unpriced projects last, equal prices newest first then by id", async () => {
    const expected = expectedOrder((made) => made.priceFrom, 1);
    expect(await everyPage("price-asc")).toEqual(expected);
    expect(await orderBeforeStoredPrice(`${subqueryPrice} asc nulls last`)).toEqual(expected);
  });

  it("price-desc: dearest first, unpriced projects still last, equal prices newest first then by id", async () => {
    const expected = expectedOrder((made) => made.priceFrom, -1);
    expect(await everyPage("price-desc")).toEqual(expected);
    expect(await orderBeforeStoredPrice(`${subqueryPrice} desc nulls last`)).toEqual(expected);
  });

  it("top: soonest TOP year first, undated projects last, equal years newest first then by id", async () => {
    const expected = expectedOrder((made) => made.topYear, 1);
    expect(await everyPage("top")).toEqual(expected);
    expect(await orderBeforeStoredPrice("projects.top_year_actual asc nulls last")).toEqual(expected);
  });

  it("a project without a priced unit type is last both ways and its card shows no price", async () => {
    const unpriced = new Set(listed.filter((made) => made.priceFrom === null).map((made) => made.name));
    for (const sort of ["price-asc", "price-desc"] as const) {
      const names = await everyPage(sort);
      expect(new Set(names.slice(-unpriced.size))).toEqual(unpriced);
    }
    const lastPage = await search("price-asc", 3);
    expect(lastPage.projects.at(-1)!.priceFromCents).toBeNull();
    expect((await search("price-asc")).projects[0].priceFromCents).toBe(95_000_000);
  });
});

/** The drizzle handle over the same connection, logging the SQL the listing sends. */
function loggedDatabase(queries: { sql: string; params: unknown[] }[]): Database {
  const logger = { logQuery: (query: string, params: unknown[]) => queries.push({ sql: query, params }) };
  const client = (handle.db as unknown as { $client: never }).$client;
  return (handle.kind === "pglite" ? drizzlePglite(client, { schema, logger }) : drizzlePg(client, { schema, logger })) as unknown as Database;
}

type PlanNode = { "Node Type": string; "Index Name"?: string; Plans?: PlanNode[] };
const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];

describe("each sort's page of ids can be read from an index in its order", () => {
  it.each([
    ["newest", "projects_listed_created_idx"],
    ["price-asc", "projects_listed_price_asc_idx"],
    ["price-desc", "projects_listed_price_desc_idx"],
    ["top", "projects_listed_top_idx"],
    ["psf-asc", "projects_listed_psf_asc_idx"],
    ["psf-desc", "projects_listed_psf_desc_idx"],
  ] as const)("%s walks %s, with no sort", async (sort, index) => {
    const queries: { sql: string; params: unknown[] }[] = [];
    await searchListedProjects(loggedDatabase(queries), { ...EMPTY_LISTING_FILTERS, sort, page: 2 });
    const idsQuery = queries.find((query) => /order by/i.test(query.sql) && /limit/i.test(query.sql));
    expect(idsQuery).toBeDefined();
    // Sorting made dear: the planner sorts only when no index gives the order (a tiny table would
    // otherwise be read whole and sorted, index or not).
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_incremental_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const client = (tx as unknown as { session: { client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } } }).session.client;
      const { rows } = await client.query(`explain (format json) ${idsQuery!.sql}`, idsQuery!.params);
      const cell = rows[0]["QUERY PLAN"];
      return ((typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[])[0].Plan;
    });
    const nodes = planNodes(plan);
    expect(nodes.map((node) => node["Node Type"])).not.toContain("Sort");
    expect(nodes.map((node) => node["Index Name"])).toContain(index);
  });
});

describe("the stored price follows every write to unit types (migration 0013)", () => {
  const storedPrice = async (id: string) => {
    const [row] = await handle.db.select({ cents: sql<string | null>`${projects}.price_from_cents` }).from(projects).where(eq(projects.id, id));
    return row.cents === null ? null : Number(row.cents);
  };
  const unitsOf = (projectId: string) => handle.db.select().from(unitTypes).where(eq(unitTypes.projectId, projectId));
  /** An unlisted project with one building for its unit types. */
  const makeBuilt = async (name: string) => {
    const project = await makeProject(handle.db, { name, status: "Planning" });
    const [building] = await handle.db.insert(projectBuildings).values({ projectId: project.id, buildingNumber: 1, postalCode: "238801" }).returning();
    return { id: project.id, buildingId: building.id };
  };
  const unit = (project: { id: string; buildingId: string }, cents: number | null, name = `Type ${cents}`) => ({
    projectId: project.id, buildingId: project.buildingId, name, bedrooms: 2, areaSqftMin: 700, areaSqftMax: 750, indicativePriceFrom: cents,
  });
  const addUnits = async (...units: ReturnType<typeof unit>[]) => handle.db.insert(unitTypes).values(units).returning();

  it("an insert lowers it only when cheaper; several projects in one statement each get their own", async () => {
    const a = await makeBuilt("Follow Insert A");
    const b = await makeBuilt("Follow Insert B");
    expect(await storedPrice(a.id)).toBeNull();
    await addUnits(unit(a, 150_000_000));
    expect(await storedPrice(a.id)).toBe(150_000_000);
    await addUnits(unit(a, 200_000_000), unit(a, null));
    expect(await storedPrice(a.id)).toBe(150_000_000);
    await addUnits(unit(a, 99_000_000), unit(b, 111_000_000), unit(b, 130_000_000));
    expect(await storedPrice(a.id)).toBe(99_000_000);
    expect(await storedPrice(b.id)).toBe(111_000_000);
  });

  it("a price change raises or lowers it, and removing the last price empties it", async () => {
    const project = await makeBuilt("Follow Price");
    const [cheapest, dearer] = await addUnits(unit(project, 100_000_000), unit(project, 140_000_000));
    await handle.db.update(unitTypes).set({ indicativePriceFrom: 90_000_000 }).where(eq(unitTypes.id, dearer.id));
    expect(await storedPrice(project.id)).toBe(90_000_000);
    await handle.db.update(unitTypes).set({ indicativePriceFrom: 180_000_000 }).where(eq(unitTypes.id, dearer.id));
    expect(await storedPrice(project.id)).toBe(100_000_000);
    await handle.db.update(unitTypes).set({ indicativePriceFrom: null }).where(eq(unitTypes.id, cheapest.id));
    expect(await storedPrice(project.id)).toBe(180_000_000);
    await handle.db.update(unitTypes).set({ indicativePriceFrom: null }).where(eq(unitTypes.id, dearer.id));
    expect(await storedPrice(project.id)).toBeNull();
  });

  it("moving a unit type to another project reprices both", async () => {
    const from = await makeBuilt("Follow Move From");
    const to = await makeBuilt("Follow Move To");
    const [moved] = await addUnits(unit(from, 80_000_000), unit(from, 110_000_000), unit(to, 200_000_000));
    await handle.db.update(unitTypes).set({ projectId: to.id, buildingId: to.buildingId }).where(eq(unitTypes.id, moved.id));
    expect(await storedPrice(from.id)).toBe(110_000_000);
    expect(await storedPrice(to.id)).toBe(80_000_000);
  });

  it("a delete falls back to the next price, or to none, and deleting a project with unit types still works", async () => {
    const project = await makeBuilt("Follow Delete");
    const [cheapest, dearer] = await addUnits(unit(project, 70_000_000), unit(project, 90_000_000));
    await handle.db.delete(unitTypes).where(eq(unitTypes.id, cheapest.id));
    expect(await storedPrice(project.id)).toBe(90_000_000);
    await handle.db.delete(unitTypes).where(eq(unitTypes.id, dearer.id));
    expect(await storedPrice(project.id)).toBeNull();
    await addUnits(unit(project, 50_000_000));
    await handle.db.delete(projects).where(eq(projects.id, project.id));
    expect(await unitsOf(project.id)).toEqual([]);
  });

  it("a listed project whose price changes moves in the price sorts at once", async () => {
    const made = listed.find((entry) => entry.priceFrom === 120_000_000)!;
    const ids = (await unitsOf(made.id)).map((entry) => entry.id);
    await handle.db.update(unitTypes).set({ indicativePriceFrom: 1_00 }).where(inArray(unitTypes.id, ids));
    expect((await search("price-asc")).projects[0]).toMatchObject({ name: made.name, priceFromCents: 1_00 });
    await handle.db.update(unitTypes).set({ indicativePriceFrom: 99_900_000_000 }).where(inArray(unitTypes.id, ids));
    expect((await search("price-desc")).projects[0]).toMatchObject({ name: made.name, priceFromCents: 99_900_000_000 });
  });
});

// Two writers at once need two connections: PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432
// as user postgres); skipped when none answers, as in cache-drop-across-processes.test.ts.
const havePostgres = await postgresServerAnswers();

describe("two writers pricing one project at once", () => {
  it.skipIf(!havePostgres)("the one that waited for the other's commit still keeps the other's cheaper price", async () => {
    const server = await createPostgresTestDatabase(POSTGRES_SERVER_URL);
    const [first, second] = [new pg.Client({ connectionString: server.url }), new pg.Client({ connectionString: server.url })];
    try {
      const [developer] = await server.db.insert(developers).values({ name: "Raced Developer" }).returning();
      const [project] = await server.db
        .insert(projects)
        .values({ name: "Raced", slug: "raced", fullAddress: "1 Raced Road", district: "District 9", neighbourhood: "Orchard", coreRegion: "CCR", urbanPlanningRegion: "Central", developerId: developer.id })
        .returning();
      const [building] = await server.db.insert(projectBuildings).values({ projectId: project.id, buildingNumber: 1, postalCode: "238801" }).returning();
      await Promise.all([first.connect(), second.connect()]);
      const addUnit = (client: pg.Client, cents: number) =>
        client.query("insert into unit_types (project_id, building_id, name, area_sqft_min, area_sqft_max, indicative_price_from) values ($1, $2, $3, 500, 600, $4)", [
          project.id, building.id, `Type ${cents}`, cents,
        ]);
      await first.query("begin");
      await addUnit(first, 50_000_000);
      await second.query("begin");
      const secondPid = (await second.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0].pid;
      const secondAdds = addUnit(second, 100_000_000);
      // The second writer's trigger waits for the first writer's lock on the project.
      await expect
        .poll(async () => (await first.query("select wait_event_type from pg_stat_activity where pid = $1", [secondPid])).rows[0]?.wait_event_type, { timeout: 5_000 })
        .toBe("Lock");
      await first.query("commit");
      await secondAdds;
      await second.query("commit");
      const [row] = await server.db.select({ cents: sql<string | null>`${projects}.price_from_cents` }).from(projects).where(eq(projects.id, project.id));
      expect(Number(row.cents)).toBe(50_000_000);
    } finally {
      await Promise.allSettled([first.end(), second.end()]);
      await server.close();
    }
  });
});
