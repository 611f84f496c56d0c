import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogs, projects, realtorAuditLog, realtors, unitTypes, userProfiles } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { auditFilterOptions, listAuditEntries } from "#server/services/audit-trail";
import { searchListedProjects } from "#server/services/project-search";
import { listProjectGroups } from "#server/services/public-projects";
import { getBlogIndexPage, listPublishedPosts } from "#server/services/public-blogs";
import { ADMIN_ROLES, type Role } from "~/domain/permissions";
import { BEDROOM_OPTIONS, EMPTY_LISTING_FILTERS } from "~/domain/listing-filters";
import { AUDIT_ACTION_TYPES, parseAuditFilters } from "~/domain/schemas/audit";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { addUnitTypes, makePost, makeProject, makeRealtor, makeUser } from "./public-fixtures";

// Decision record 137: what the bedroom filter, the Audit Trail and a site's post lists read
// instead of the whole platform gives the same answers as the queries it replaced.

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
beforeEach(() => clearLocalCaches());
afterAll(() => services.close());

describe("projects.bedrooms_offered (migration 0020)", () => {
  /** The bedroom counts as the listing computed them before: a subquery over the project's unit types. */
  const offeredBySubquery = sql<number[]>`(select coalesce(array_agg(distinct least(u.bedrooms, 5) order by least(u.bedrooms, 5)), '{}') from unit_types u where u.project_id = projects.id)`;
  const storedAndComputed = (where?: ReturnType<typeof eq>) =>
    services.db.select({ id: projects.id, stored: sql<number[]>`projects.bedrooms_offered`, computed: offeredBySubquery }).from(projects).where(where);

  it("equals the old subquery for every demo project", async () => {
    const rows = await storedAndComputed();
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.stored).toEqual(row.computed);
  });

  it("each bedroom filter and its count list the projects the old subquery did", async () => {
    const result = await searchListedProjects(services.db, EMPTY_LISTING_FILTERS);
    const listed = await services.db.select({ computed: offeredBySubquery }).from(projects).where(inArray(projects.status, ["Launch", "Selling"]));
    for (const beds of BEDROOM_OPTIONS) {
      const expected = listed.filter((row) => row.computed.includes(beds));
      expect(result.facets.beds[String(beds)]).toBe(expected.length);
      const filtered = await searchListedProjects(services.db, { ...EMPTY_LISTING_FILTERS, beds: [beds] });
      expect(filtered.total).toBe(expected.length);
    }
  });

  it("follows inserts, bedroom changes, moves and deletes of unit types; five and more count as five", async () => {
    const a = await makeProject(services.db, { name: "Bedrooms Follow A", status: "Launch" });
    const b = await makeProject(services.db, { name: "Bedrooms Follow B", status: "Launch" });
    const stored = async (id: string) => (await storedAndComputed(eq(projects.id, id)))[0].stored;
    expect(await stored(a.id)).toEqual([]);
    await addUnitTypes(services.db, a.id, [{ bedrooms: 3, priceDollars: 1_500_000 }, { bedrooms: 1, priceDollars: 900_000 }, { bedrooms: 6, priceDollars: null }]);
    expect(await stored(a.id)).toEqual([1, 3, 5]);
    await services.db.update(unitTypes).set({ bedrooms: 2 }).where(and(eq(unitTypes.projectId, a.id), eq(unitTypes.bedrooms, 3)));
    expect(await stored(a.id)).toEqual([1, 2, 5]);
    await addUnitTypes(services.db, b.id, [{ bedrooms: 4, priceDollars: 2_000_000 }]);
    const [buildingOfB] = await services.db.select({ id: unitTypes.buildingId }).from(unitTypes).where(eq(unitTypes.projectId, b.id));
    await services.db.update(unitTypes).set({ projectId: b.id, buildingId: buildingOfB.id }).where(and(eq(unitTypes.projectId, a.id), eq(unitTypes.bedrooms, 1)));
    expect(await stored(a.id)).toEqual([2, 5]);
    expect(await stored(b.id)).toEqual([1, 4]);
    await services.db.delete(unitTypes).where(eq(unitTypes.projectId, a.id));
    expect(await stored(a.id)).toEqual([]);
    expect((await searchListedProjects(services.db, { ...EMPTY_LISTING_FILTERS, beds: [4] })).projects.map((p) => p.name)).toContain("Bedrooms Follow B");
  });
});

describe("the Audit Trail's kept choices and totals (migration 0020)", () => {
  const filters = (query = "") => parseAuditFilters(new URLSearchParams(query));
  const countedInLog = async (action?: (typeof AUDIT_ACTION_TYPES)[number]) =>
    (await services.db.select({ n: sql<number>`count(*)::int` }).from(realtorAuditLog).where(action ? eq(realtorAuditLog.actionType, action) : undefined))[0].n;
  async function expectTotalsAsTheLog() {
    expect((await listAuditEntries(services, actors.master, filters())).count).toBe(await countedInLog());
    for (const action of AUDIT_ACTION_TYPES) {
      const page = await listAuditEntries(services, actors.master, filters(`actionType=${action}`));
      expect([action, page.count]).toEqual([action, await countedInLog(action)]);
    }
  }
  /** The choices as they were read before: DISTINCT over the log. */
  async function choicesFromTheLog() {
    const realtorRows = await services.db
      .selectDistinct({ id: realtors.id, name: realtors.fullName })
      .from(realtorAuditLog)
      .innerJoin(realtors, eq(realtors.id, realtorAuditLog.realtorId))
      .orderBy(realtors.fullName, realtors.id);
    const userRows = await services.db
      .selectDistinct({ id: userProfiles.id, name: userProfiles.fullName })
      .from(realtorAuditLog)
      .innerJoin(userProfiles, eq(userProfiles.id, realtorAuditLog.userId))
      .orderBy(userProfiles.fullName, userProfiles.id);
    return { realtors: realtorRows, users: userRows };
  }

  it("on the demo data: the totals by action and the choices are those of the log", async () => {
    await expectTotalsAsTheLog();
    expect(await auditFilterOptions(services, actors.admin2ic)).toEqual(await choicesFromTheLog());
  });

  it("follow entries added in bulk, changed and deleted, and a realtor's own change adds them as a user", async () => {
    const [{ id: chloeId, userId: chloeUserId }] = await services.db.select({ id: realtors.id, userId: realtors.userId }).from(realtors).where(eq(realtors.email, "chloe@demo.sg"));
    await services.db.execute(sql`
      insert into realtor_audit_log (action_type, realtor_id, user_id, performed_by_name, reason)
      select case when n % 2 = 0 then 'rejected' else 'reactivated' end::audit_action_type, ${chloeId}, ${chloeUserId}, 'Chloe Ng', 'bulk ' || n
      from generate_series(1, 40) as n`);
    await expectTotalsAsTheLog();
    await services.db.update(realtorAuditLog).set({ actionType: "deleted" }).where(eq(realtorAuditLog.reason, "bulk 2"));
    await services.db.delete(realtorAuditLog).where(inArray(realtorAuditLog.reason, ["bulk 4", "bulk 5", "bulk 7"]));
    await expectTotalsAsTheLog();
    const options = await auditFilterOptions(services, actors.master);
    expect(options.users.map((user) => user.id)).toContain(chloeUserId);
    expect(options).toEqual(await choicesFromTheLog());
    // The other filters still count what they match.
    expect((await listAuditEntries(services, actors.master, filters(`realtorId=${chloeId}&actionType=rejected`))).count).toBe(18);
    expect((await listAuditEntries(services, actors.master, filters("search=bulk&actionType=reactivated"))).count).toBe(18);
  });

  it("a deleted realtor leaves the realtor choices; the entries stay counted", async () => {
    const leaving = await makeRealtor(services.db, { host: "leaving.localhost", name: "Leaving Realtor" });
    await services.db.insert(realtorAuditLog).values({ actionType: "approved", realtorId: leaving.realtor.id, userId: actors.master.id, performedByName: "Daniel Koh" });
    expect((await auditFilterOptions(services, actors.master)).realtors.map((realtor) => realtor.name)).toContain("Leaving Realtor");
    await services.db.delete(realtors).where(eq(realtors.id, leaving.realtor.id));
    expect((await auditFilterOptions(services, actors.master)).realtors.map((realtor) => realtor.name)).not.toContain("Leaving Realtor");
    await expectTotalsAsTheLog();
  });
});

describe("a realtor site's post lists", () => {
  /** The posts a site showed before: published, and by its owner or by any administrator. */
  async function postsByTheOldRule(ownerUserId: string) {
    const rows = await services.db
      .select({ id: blogs.id })
      .from(blogs)
      .innerJoin(userProfiles, eq(userProfiles.id, blogs.userId))
      .where(and(eq(blogs.isPublished, true), sql`(${blogs.userId} = ${ownerUserId} or ${inArray(userProfiles.role, [...ADMIN_ROLES])})`))
      .orderBy(sql`${blogs.publishedAt} desc nulls last`, sql`${blogs.createdAt} desc`);
    return rows.map((row) => row.id);
  }

  it("hold the owner's and the administrators' published posts, newest first, as before", async () => {
    const owner = await makeUser(services.db, "leader");
    const other = await makeUser(services.db, "agent");
    await makePost(services.db, owner.id, { title: "Owner Note One", publishedAt: new Date("2026-01-05") });
    await makePost(services.db, owner.id, { title: "Owner Draft", published: false });
    await makePost(services.db, owner.id, { title: "Owner Undated", publishedAt: null });
    await makePost(services.db, other.id, { title: "Someone Else's Note" });
    await makePost(services.db, actors.admin1ic.id, { title: "Administrator Note" });
    const expected = await postsByTheOldRule(owner.id);
    expect(expected.length).toBeGreaterThan(3);
    const site = { ownerUserId: owner.id };
    const all = await listPublishedPosts(services.db, site, { limit: 100 });
    expect(all.posts.map((post) => post.id)).toEqual(expected);
    expect(all.total).toBe(expected.length);
    expect((await listPublishedPosts(services.db, site, { limit: 2, offset: 1 })).posts.map((post) => post.id)).toEqual(expected.slice(1, 3));
    expect((await getBlogIndexPage(services.db, site, null)).posts.map((post) => post.title)).not.toContain("Someone Else's Note");
  });

  it("on the demo data: each demo realtor's site lists what the old rule did", async () => {
    const owners = await services.db.select({ userId: realtors.userId }).from(realtors);
    for (const { userId } of owners) {
      const list = await listPublishedPosts(services.db, { ownerUserId: userId }, { limit: 100 });
      expect(list.posts.map((post) => post.id)).toEqual(await postsByTheOldRule(userId));
    }
  });
});

describe("the home page's project groups, counted from their indexes (migration 0021)", () => {
  /** The groups as one window query over every listed project computed them before. */
  async function groupsByTheOldQuery(by: "district" | "region") {
    const key = by === "district" ? "coalesce(nullif(trim(district), ''), 'Other')" : "coalesce(urban_planning_region::text, 'Other')";
    const result = (await services.db.execute(sql.raw(`
      with ranked as (
        select name, created_at, ${key} as group_name,
               row_number() over (partition by ${key} order by created_at desc, id) as position,
               count(*) over (partition by ${key}) as group_total,
               max(created_at) over (partition by ${key}) as group_newest
        from projects where status in ('Launch', 'Selling')),
      previews as (
        select *, dense_rank() over (order by group_total desc, group_newest desc, group_name) as group_rank
        from ranked where position <= 3)
      select group_name, group_total::int, name from previews where group_rank <= 5 order by group_rank, position`))) as unknown as {
      rows: { group_name: string; group_total: number; name: string }[];
    };
    const groups: { name: string; total: number; projects: string[] }[] = [];
    for (const row of result.rows) {
      if (groups.at(-1)?.name !== row.group_name) groups.push({ name: row.group_name, total: Number(row.group_total), projects: [] });
      groups.at(-1)!.projects.push(row.name);
    }
    return groups;
  }
  const shown = async (by: "district" | "region") =>
    (await listProjectGroups(services.db, by)).map((group) => ({ name: group.name, total: group.total, projects: group.projects.map((p) => p.name) }));

  it.each(["district", "region"] as const)("by %s: the same groups, totals and newest projects as the old query", async (by) => {
    expect(await shown(by)).toEqual(await groupsByTheOldQuery(by));
  });

  it("a padded district and blank ones are grouped as before (trimmed; blank is Other)", async () => {
    const newest = new Date(Date.now() + 60_000);
    for (const [name, district] of [["Padded Nine", " District 9 "], ["Blank District", "  "], ["Empty District", ""]] as const) {
      const project = await makeProject(services.db, { name, status: "Selling", createdAt: newest });
      await services.db.update(projects).set({ district }).where(eq(projects.id, project.id));
    }
    clearLocalCaches();
    const districts = await shown("district");
    expect(districts.find((group) => group.name === "Other")?.projects).toEqual(expect.arrayContaining(["Blank District", "Empty District"]));
    expect(districts.find((group) => group.name === "District 9")?.projects).toContain("Padded Nine");
    expect(districts).toEqual(await groupsByTheOldQuery("district"));
  });
});
