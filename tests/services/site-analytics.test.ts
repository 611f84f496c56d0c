import { and, eq, lt, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client";
import { enquiries, realtors, siteVisitDailyCounts, siteVisitDayVisitors, siteVisitEvents, siteVisitRollup, siteVisitSalts } from "#server/db/schema";
import { createMailer } from "#server/mail";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ForbiddenError } from "#server/services/errors";
import { periodReading, siteAnalytics } from "#server/services/site-analytics";
import { attachVisitStore, flushVisits, recordVisit, type VisitSighting } from "#server/site-analytics/visit-recorder";
import { rollUpSiteVisits } from "#server/site-analytics/visit-rollup";
import { visitSourceOf } from "#server/site-analytics/visit-source";
import { isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { createTestDatabase } from "../support/test-database";
import { makeRealtor, makeUser } from "./public-fixtures";

// Issue 36 items 1-3 (decision record 153): visits counted on the server, a visitor a salted
// hash of the day, bots not counted, an enquiry credited to its visit's source, and each role
// reading only the sites it may.

const CHROME = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
let handle: DatabaseHandle;
let leader: { actor: Actor; realtorId: string };
let agent: { actor: Actor; realtorId: string };
let other: { actor: Actor; realtorId: string };
let master: Actor;

const actorOf = (user: { id: string; email: string; fullName: string; role: string }) => ({ id: user.id, email: user.email, fullName: user.fullName, role: user.role }) as Actor;

function sighting(realtorId: string | null, values: Partial<VisitSighting> = {}): VisitSighting {
  return { realtorId, siteKey: realtorId ?? "master", kind: "view", url: "/", ip: "203.0.113.7", userAgent: CHROME, referrer: "", host: "site.example.sg", at: new Date(), ...values };
}

/** Today at a Singapore hour: tests that roll up and read at set moments stay on one day whenever they run. */
const todayAt = (hour: number) => new Date(startOfSingaporeDay(isoDateInSingapore(new Date())).getTime() + hour * 60 * 60_000);

async function eventsOf(realtorId: string) {
  await flushVisits();
  return handle.db.select().from(siteVisitEvents).where(eq(siteVisitEvents.realtorId, realtorId));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  attachVisitStore(handle.db, pino({ level: "silent" }));
  const made = await makeRealtor(handle.db, { host: "lead.example.sg", isLeader: true, name: "Lena Leader" });
  leader = { actor: actorOf(made.user), realtorId: made.realtor.id };
  const mine = await makeRealtor(handle.db, { host: "agent.example.sg", name: "Aaron Agent" });
  await handle.db.update(realtors).set({ reportsToId: made.realtor.id }).where(eq(realtors.id, mine.realtor.id));
  agent = { actor: actorOf(mine.user), realtorId: mine.realtor.id };
  const outsider = await makeRealtor(handle.db, { host: "other.example.sg", name: "Olive Other" });
  other = { actor: actorOf(outsider.user), realtorId: outsider.realtor.id };
  master = actorOf(await makeUser(handle.db, "master"));
});

afterAll(() => handle.close());

describe("counting", () => {
  it("writes a page view with its source, device and project, keeping a hash and never the address", async () => {
    recordVisit(sighting(other.realtorId, { url: "/condos/marina-lumiere?utm_source=Facebook&utm_medium=cpc&utm_campaign=launch" }));
    const [row] = await eventsOf(other.realtorId);
    expect(row).toMatchObject({ kind: "view", path: "/condos/marina-lumiere", projectSlug: "marina-lumiere", source: "facebook", utmMedium: "cpc", utmCampaign: "launch", device: "mobile" });
    expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
  });

  it("takes the referring domain as the source without UTM, and 'direct' without either", async () => {
    const realtorId = (await makeRealtor(handle.db, { host: "ref.example.sg" })).realtor.id;
    recordVisit(sighting(realtorId, { referrer: "https://www.google.com/search?q=condo" }));
    recordVisit(sighting(realtorId, { referrer: "https://site.example.sg/condos" }));
    const rows = await eventsOf(realtorId);
    expect(rows.map((row) => row.source).sort()).toEqual(["direct", "google.com"]);
  });

  it("does not count bots", async () => {
    const realtorId = (await makeRealtor(handle.db, { host: "bots.example.sg" })).realtor.id;
    recordVisit(sighting(realtorId, { userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }));
    recordVisit(sighting(realtorId, { userAgent: "curl/8.4.0" }));
    expect(await eventsOf(realtorId)).toEqual([]);
  });

  it("counts the same person on two days as two visitors, and twice on one day as one", async () => {
    const realtorId = (await makeRealtor(handle.db, { host: "salt.example.sg" })).realtor.id;
    const day = new Date("2026-11-20T04:00:00Z");
    recordVisit(sighting(realtorId, { at: day }));
    recordVisit(sighting(realtorId, { at: new Date(day.getTime() + 60_000) }));
    recordVisit(sighting(realtorId, { at: new Date(day.getTime() + 24 * 60 * 60_000) }));
    const hashes = (await eventsOf(realtorId)).map((row) => row.visitorHash);
    expect(new Set(hashes).size).toBe(2);
    expect(hashes[0]).toBe(hashes[1]);
  });
});

describe("an enquiry's source", () => {
  it("is the source of the visit it came from, and the dashboard counts it under that source", async () => {
    recordVisit(sighting(agent.realtorId, { url: "/condos/x?utm_source=newsletter", ip: "198.51.100.4" }));
    recordVisit(sighting(agent.realtorId, { url: "/condos/x", ip: "198.51.100.4" }));
    recordVisit(sighting(agent.realtorId, { kind: "whatsapp", url: "/condos/x", ip: "198.51.100.4" }));
    const visitSource = await visitSourceOf(handle.db, { realtorId: agent.realtorId, ip: "198.51.100.4", userAgent: CHROME, pageUrl: null });
    expect(visitSource).toBe("newsletter");
    const site = { host: "agent.example.sg", realtorId: agent.realtorId, ownerName: "Aaron Agent", ownerEmail: agent.actor.email };
    const enquiry = enquirySchema.parse({ kind: "contact", name: "Jasmine Koh", email: "jasmine@example.sg", message: "Hello", consent: "on" });
    const { id } = await submitEnquiry({ db: handle.db, mailer: createMailer({ db: handle.db, from: "test@localhost" }) }, { site, enquiry, visitor: visitorKey("198.51.100.4", "s"), visitSource });
    const [row] = await handle.db.select({ visitSource: enquiries.visitSource }).from(enquiries).where(eq(enquiries.id, id));
    expect(row.visitSource).toBe("newsletter");

    const figures = await siteAnalytics({ db: handle.db }, agent.actor, { days: 7 });
    expect(figures.totals).toMatchObject({ visits: 2, visitors: 1, enquiries: 1, conversion: 0.5 });
    expect(figures.sources).toContainEqual({ source: "newsletter", visits: 1, enquiries: 1, conversion: 1 });
    expect(figures.actions).toEqual([{ kind: "whatsapp", clicks: 1 }]);
    expect(figures.topPages).toEqual([{ path: "/condos/x", projectSlug: "x", visits: 2 }]);
    expect(figures.series.at(-1)).toMatchObject({ visits: 2, visitors: 1, enquiries: 1 });
  });

  it("is the campaign of the page it was sent from when the visit is not written yet", async () => {
    const source = await visitSourceOf(handle.db, { realtorId: agent.realtorId, ip: "198.51.100.99", userAgent: CHROME, pageUrl: "https://agent.example.sg/condos/x?utm_source=Mailer" });
    expect(source).toBe("mailer");
  });
});

describe("who sees which site", () => {
  it("an agent sees only their own site and is refused the leader's figures", async () => {
    const figures = await siteAnalytics({ db: handle.db }, agent.actor, { days: 30 });
    expect(figures.sites.map((site) => site.site)).toEqual([agent.realtorId]);
    await expect(siteAnalytics({ db: handle.db }, agent.actor, { days: 30, site: leader.realtorId })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("a leader sees each team member's site and the team total, and is refused another team's", async () => {
    recordVisit(sighting(leader.realtorId));
    await flushVisits();
    const team = await siteAnalytics({ db: handle.db }, leader.actor, { days: 30 });
    expect(team.sites.map((site) => site.name)).toEqual(["Lena Leader", "Aaron Agent"]);
    expect(team.bySite.map((site) => [site.name, site.visits])).toEqual([["Aaron Agent", 2], ["Lena Leader", 1]]);
    expect(team.totals.visits).toBe(3);
    expect((await siteAnalytics({ db: handle.db }, leader.actor, { days: 30, site: agent.realtorId })).totals.visits).toBe(2);
    await expect(siteAnalytics({ db: handle.db }, leader.actor, { days: 30, site: other.realtorId })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("master sees every site and the platform total; an administrator below master is refused", async () => {
    const platform = await siteAnalytics({ db: handle.db }, master, { days: 90 });
    expect(platform.bySite.map((site) => site.name)).toEqual(expect.arrayContaining(["Aaron Agent", "Lena Leader", "Olive Other"]));
    expect(platform.totals.visits).toBeGreaterThanOrEqual(4);
    const admin = actorOf(await makeUser(handle.db, "admin1ic"));
    await expect(siteAnalytics({ db: handle.db }, admin, { days: 7 })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("the daily rollup", () => {
  it("equals the raw counts, deletes raw events past the retention and every salt but today's", async () => {
    const realtorId = (await makeRealtor(handle.db, { host: "rollup.example.sg" })).realtor.id;
    const at = todayAt(12);
    const now = new Date(at.getTime() + 5 * 60_000);
    recordVisit(sighting(realtorId, { url: "/condos/a?utm_source=ig", at }));
    recordVisit(sighting(realtorId, { url: "/condos/a?utm_source=ig", ip: "192.0.2.9", at }));
    recordVisit(sighting(realtorId, { url: "/condos/a?utm_source=ig", at }));
    recordVisit(sighting(realtorId, { kind: "call", url: "/condos/a", at }));
    recordVisit(sighting(realtorId, { url: "/old", at: new Date(now.getTime() - 200 * 24 * 60 * 60_000) }));
    await flushVisits();
    await rollUpSiteVisits(handle.db, { rawDays: 90, now });
    await rollUpSiteVisits(handle.db, { rawDays: 90, now });
    const rolled = await handle.db.select().from(siteVisitDailyCounts).where(eq(siteVisitDailyCounts.site, realtorId));
    const rows = rolled.map(({ kind, dimension, key, projectSlug, events }) => ({ kind, dimension, key, projectSlug, events }));
    expect(rows.sort((a, b) => a.dimension.localeCompare(b.dimension) || a.kind.localeCompare(b.kind) || b.key.localeCompare(a.key))).toEqual([
      { kind: "call", dimension: "page", key: "/condos/a", projectSlug: "a", events: 1 },
      { kind: "view", dimension: "page", key: "/old", projectSlug: null, events: 1 },
      { kind: "view", dimension: "page", key: "/condos/a", projectSlug: "a", events: 3 },
      { kind: "call", dimension: "source", key: "direct", projectSlug: null, events: 1 },
      { kind: "view", dimension: "source", key: "ig", projectSlug: null, events: 3 },
      { kind: "view", dimension: "source", key: "direct", projectSlug: null, events: 1 },
    ]);
    const raw = await eventsOf(realtorId);
    expect(raw.filter((row) => row.kind === "view")).toHaveLength(3);
    expect(raw.some((row) => row.path === "/old")).toBe(false);
    const salts = await handle.db.select().from(siteVisitSalts);
    expect(salts.map((row) => row.day)).toEqual([isoDateInSingapore(now)]);
  });
});

describe("reading the rollups (decision record 156)", () => {
  const DAY = 24 * 60 * 60_000;
  const now = todayAt(12);
  const agoAt = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY + minutes * 60_000);
  let site: string;

  beforeAll(async () => {
    await handle.db.delete(siteVisitRollup);
    site = (await makeRealtor(handle.db, { host: "read.example.sg", name: "Rita Reader" })).realtor.id;
    for (const days of [5, 3, 2, 0]) {
      recordVisit(sighting(site, { url: "/condos/a?utm_source=ig", at: agoAt(days) }));
      recordVisit(sighting(site, { url: "/condos/a", at: agoAt(days, 1) }));
      recordVisit(sighting(site, { url: "/condos/b", ip: "192.0.2.44", referrer: "https://www.google.com/", at: agoAt(days, 2) }));
      recordVisit(sighting(site, { url: "/", ip: "192.0.2.45", at: agoAt(days, 3) }));
      recordVisit(sighting(site, { kind: "whatsapp", url: "/condos/b", ip: "192.0.2.44", at: agoAt(days, 4) }));
    }
    await flushVisits();
  });

  const figuresOf = async () => ({
    site: await siteAnalytics({ db: handle.db }, master, { days: 7, site, now }),
    platform: await siteAnalytics({ db: handle.db }, master, { days: 90, now }),
    team: await siteAnalytics({ db: handle.db }, leader.actor, { days: 30, now }),
  });

  it("gives the same figures whether a day is read from the raw events or from the rollups, and the rollups equal the raw counts", async () => {
    const raw = await figuresOf();
    expect((await periodReading(handle.db, 7, now)).rolledThrough).toBeNull();
    expect(raw.site.totals).toMatchObject({ visits: 16, visitors: 12 });
    // Rolled up once this site's events have settled (the rollup takes events up to 2 minutes before it runs).
    const settled = new Date(now.getTime() + 8 * 60_000);
    await rollUpSiteVisits(handle.db, { rawDays: 90, now: new Date(settled.getTime() + 2 * 60_000) });
    expect((await periodReading(handle.db, 7, now)).rolledThrough).not.toBeNull();
    expect(await figuresOf()).toEqual(raw);

    const viewsRolledFor = async (rollupSite: string, dimension: "page" | "source") =>
      (
        await handle.db
          .select({ events: sql<number>`sum(${siteVisitDailyCounts.events})::int` })
          .from(siteVisitDailyCounts)
          .where(and(eq(siteVisitDailyCounts.site, rollupSite), eq(siteVisitDailyCounts.dimension, dimension), eq(siteVisitDailyCounts.kind, "view")))
      )[0];
    const [rolled, rolledBySource, all] = [await viewsRolledFor(site, "page"), await viewsRolledFor(site, "source"), await viewsRolledFor("all", "page")];
    expect(rolledBySource.events).toBe(rolled.events);
    const [counted] = await handle.db.select({ events: sql<number>`count(*)::int` }).from(siteVisitEvents).where(and(eq(siteVisitEvents.realtorId, site), eq(siteVisitEvents.kind, "view")));
    expect(rolled.events).toBe(counted.events);
    const [everyView] = await handle.db
      .select({ events: sql<number>`count(*)::int` })
      .from(siteVisitEvents)
      .where(and(eq(siteVisitEvents.kind, "view"), lt(siteVisitEvents.occurredAt, settled)));
    expect(all.events).toBeGreaterThanOrEqual(everyView.events);
  });

  it("still shows the rolled-up days once a retention shorter than the period has deleted their raw events", async () => {
    const before = await figuresOf();
    await rollUpSiteVisits(handle.db, { rawDays: 2, now });
    expect(await handle.db.select().from(siteVisitEvents).where(and(eq(siteVisitEvents.realtorId, site), lt(siteVisitEvents.occurredAt, agoAt(2, -60))))).toEqual([]);
    expect(await figuresOf()).toEqual(before);
  });
});

describe("a day that is not over, read across a rollup (decision record 162)", () => {
  it("counts the views before and after the rollup once each, and a visitor seen on both sides once", async () => {
    const site = (await makeRealtor(handle.db, { host: "open-day.example.sg", name: "Oona Open" })).realtor.id;
    const noon = todayAt(12);
    const minutesBefore = (minutes: number) => new Date(noon.getTime() - minutes * 60_000);
    recordVisit(sighting(site, { ip: "192.0.2.61", url: "/condos/a", at: minutesBefore(30) }));
    recordVisit(sighting(site, { ip: "192.0.2.62", url: "/condos/a?utm_source=ig", at: minutesBefore(30) }));
    recordVisit(sighting(site, { ip: "192.0.2.61", url: "/condos/b", at: minutesBefore(25) }));
    await flushVisits();
    await rollUpSiteVisits(handle.db, { rawDays: 90, now: minutesBefore(10) });
    const kept = await handle.db.select().from(siteVisitDayVisitors).where(eq(siteVisitDayVisitors.site, site));
    expect(kept).toHaveLength(2);
    recordVisit(sighting(site, { ip: "192.0.2.61", url: "/condos/a", at: minutesBefore(5) }));
    recordVisit(sighting(site, { ip: "192.0.2.63", url: "/condos/a?utm_source=ig", at: minutesBefore(5) }));
    await flushVisits();

    const reading = await periodReading(handle.db, 7, noon);
    expect(reading.countsRawFrom).toEqual(minutesBefore(12));
    const figures = await siteAnalytics({ db: handle.db }, master, { days: 7, site, now: noon });
    expect(figures.series.at(-1)).toMatchObject({ day: isoDateInSingapore(noon), visits: 5, visitors: 3 });
    expect(figures.totals).toMatchObject({ visits: 5, visitors: 3 });
    expect(figures.topPages).toEqual([
      { path: "/condos/a", projectSlug: "a", visits: 4 },
      { path: "/condos/b", projectSlug: "b", visits: 1 },
    ]);
    expect(figures.sources.map(({ source, visits }) => ({ source, visits }))).toEqual([
      { source: "direct", visits: 3 },
      { source: "ig", visits: 2 },
    ]);
    const platform = await siteAnalytics({ db: handle.db }, master, { days: 7, now: noon });
    expect(platform.bySite.find((row) => row.site === site)).toMatchObject({ visits: 5, visitors: 3 });
  });
});
