import { and, eq, or, sql } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, blogs, enquiries, enquiryEvents, personalDataExports, realtorAuditLog, realtors, userProfiles } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ConflictError, InvalidError, NotFoundError } from "#server/services/errors";
import { checkPersonalDataErasure, erasePersonalData } from "#server/services/personal-data/erase-personal-data";
import { latestPersonalDataExport, readPersonalDataArchive, requestPersonalDataExport } from "#server/services/personal-data/export-requests";
import type { Role } from "~/domain/permissions";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { linkIn, mailsTo, realtorByEmail } from "./realtor-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  await services.startJobs();
});
afterAll(() => services.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in time: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The files of a tar.gz: name and text. */
function filesOf(archive: Uint8Array): Record<string, string> {
  const tar = gunzipSync(archive);
  const files: Record<string, string> = {};
  for (let at = 0; at + 512 <= tar.length; ) {
    const name = tar.subarray(at, at + 100).toString("utf8").replace(/\0.*$/s, "");
    if (!name) break;
    const size = parseInt(tar.subarray(at + 124, at + 136).toString("latin1").replace(/\0.*$/s, "").trim(), 8);
    files[name] = tar.subarray(at + 512, at + 512 + size).toString("utf8");
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe("a realtor's data export (PDPA)", () => {
  it("is built by a job into one archive of profile, branding, posts, enquiries with consent and audit rows, mailed with a link only its realtor can use", async () => {
    const agent = await realtorByEmail(services, "agent@demo.sg");
    await services.db.insert(enquiries).values({ name: "Tan Ah Kow", email: "buyer@example.sg", realtorId: agent.id, siteHost: "agent.localhost", consentAt: new Date("2026-11-01T02:00:00Z"), message: "Interested" });

    const requested = await requestPersonalDataExport(services, actors.agent);
    expect(requested.status).toBe("queued");
    await expect(requestPersonalDataExport(services, actors.agent)).rejects.toBeInstanceOf(ConflictError);
    const ready = await until(() => latestPersonalDataExport(services, actors.agent), (latest) => latest?.status === "ready");
    expect(ready!.expiresAt!.getTime() - ready!.readyAt!.getTime()).toBe(72 * 3_600_000);

    const [mail] = await until(() => mailsTo(services, "agent@demo.sg"), (mails) => mails.some((m) => m.subject === "Your data archive is ready"));
    // On the agent's own site: a realtor signs in nowhere else.
    expect(linkIn(mail.textBody)).toMatchObject({ hostname: "agent.localhost", pathname: `/dashboard/my-data/${requested.id}` });

    const { archive, fileName } = await readPersonalDataArchive(services, actors.agent, requested.id);
    expect(fileName).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    const files = filesOf(archive);
    expect(Object.keys(files).sort()).toEqual(["my-data/audit.json", "my-data/branding.json", "my-data/enquiries.json", "my-data/posts.json", "my-data/profile.json"]);
    const profile = JSON.parse(files["my-data/profile.json"]);
    expect(profile.account.email).toBe("agent@demo.sg");
    expect(profile.realtor).not.toHaveProperty("calendarFeedTokenHash");
    const [enquiry] = JSON.parse(files["my-data/enquiries.json"]).filter((e: { name: string }) => e.name === "Tan Ah Kow");
    expect(enquiry.consent).toMatchObject({ givenAt: "2026-11-01T02:00:00.000Z", withdrawnAt: null });
    expect(enquiry).not.toHaveProperty("consentTokenHash");
    expect(JSON.parse(files["my-data/audit.json"]).realtorLog.some((row: { additionalDetails: { change?: string } }) => row.additionalDetails.change === "personal_data_export_requested")).toBe(true);
  });

  it("is not found for anyone but its realtor, and not at all once expired", async () => {
    const latest = await latestPersonalDataExport(services, actors.agent);
    await expect(readPersonalDataArchive(services, actors.leader, latest!.id)).rejects.toBeInstanceOf(NotFoundError);
    await services.db.update(personalDataExports).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(personalDataExports.id, latest!.id));
    await expect(readPersonalDataArchive(services, actors.agent, latest!.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("master deletes a realtor's personal data (PDPA)", () => {
  it("tells master's dialog the leader the enquiries may go to and how many posts, enquiries and other sites' leads the choices meet", async () => {
    const agent = await realtorByEmail(services, "agent@demo.sg");
    const leader = await realtorByEmail(services, "leader@demo.sg");
    const [posts] = await services.db.select({ n: sql<number>`count(*)::int` }).from(blogs).where(eq(blogs.userId, agent.userId));
    const [site] = await services.db.select({ n: sql<number>`count(*)::int` }).from(enquiries).where(eq(enquiries.realtorId, agent.id));
    const check = await checkPersonalDataErasure(services, actors.master, { id: agent.id });
    expect(check).toMatchObject({ realtor: { id: agent.id, fullName: "Marcus Lim", agentSiteUrl: "agent.localhost" }, leader: { id: leader.id, fullName: "Rachel Tan" }, posts: posts.n, siteEnquiries: site.n });
    // Daniel Lim's enquiry came in on Rachel's site and Marcus works it.
    expect(check.otherLeads).toBeGreaterThan(0);
    expect((await checkPersonalDataErasure(services, actors.master, { id: leader.id })).leader).toBeNull();
    await expect(checkPersonalDataErasure(services, actors.master, { id: "not-a-realtor" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("cannot hand the enquiries of a realtor without a leader to a leader", async () => {
    const leader = await realtorByEmail(services, "leader@demo.sg");
    await expect(erasePersonalData(services, actors.master, { id: leader.id, posts: "remove", enquiries: "leader" })).rejects.toBeInstanceOf(InvalidError);
  });

  it("removes the account, keeps the posts unpublished, hands the enquiries to the leader and strips the audit rows of personal details, in one audited change", async () => {
    const agent = await realtorByEmail(services, "agent@demo.sg");
    const leaderId = agent.reportsToId!;
    await services.db.insert(blogs).values({ userId: agent.userId, title: "Agent's market note", slug: "agent-market-note-erasure", body: "Hello", isPublished: true, publishedAt: new Date() });
    await services.db.insert(adminAuditLog).values({ entityType: "site", entityLabel: agent.agentSiteUrl, action: "indexing_enabled", performedByName: "Master", performedByEmail: "master@demo.sg", details: { owner: agent.fullName, email: agent.email } });
    const siteEnquiries = await services.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.realtorId, agent.id));
    // A lead of the leader's site that the leader gave the agent: the agent owns it, the site is the leader's.
    const [assigned] = await services.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.realtorId, leaderId)).limit(1);
    await services.db.update(enquiries).set({ ownerId: agent.id }).where(eq(enquiries.id, assigned.id));
    const ownedByAgent = await services.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.ownerId, agent.id));
    expect(ownedByAgent.length).toBeGreaterThan(1);

    const result = await erasePersonalData(services, actors.master, { id: agent.id, posts: "unpublish", enquiries: "leader" });
    expect(result).toMatchObject({ fullName: "Marcus Lim", leaderName: "Rachel Tan", enquiries: siteEnquiries.length });

    expect(await services.db.select().from(userProfiles).where(eq(userProfiles.id, agent.userId))).toEqual([]);
    expect(await services.db.select().from(realtors).where(eq(realtors.id, agent.id))).toEqual([]);
    const [post] = await services.db.select().from(blogs).where(eq(blogs.slug, "agent-market-note-erasure"));
    expect(post).toMatchObject({ isPublished: false, userId: actors.master.id });
    const handed = await services.db.select({ realtorId: enquiries.realtorId }).from(enquiries).where(sql`${enquiries.id} in ${siteEnquiries.map((e) => e.id)}`);
    expect(handed.every((row) => row.realtorId === leaderId)).toBe(true);
    const owned = await services.db.select({ ownerId: enquiries.ownerId }).from(enquiries).where(sql`${enquiries.id} in ${ownedByAgent.map((e) => e.id)}`);
    expect(owned.every((row) => row.ownerId === leaderId)).toBe(true);
    const [handover] = await services.db.select().from(enquiryEvents).where(and(eq(enquiryEvents.enquiryId, assigned.id), eq(enquiryEvents.type, "owner-changed")));
    expect(handover).toMatchObject({ fromOwnerName: "[erased]", toOwnerName: "Rachel Tan", performedByName: actors.master.fullName });
    expect(JSON.stringify(await services.db.select().from(enquiryEvents))).not.toContain(agent.fullName);

    const personal = [agent.fullName, agent.email, agent.ceaNumber, agent.phoneNumber, agent.agentSiteUrl].filter(Boolean) as string[];
    const realtorRows = await services.db.select().from(realtorAuditLog);
    const adminRows = await services.db.select().from(adminAuditLog);
    const text = JSON.stringify([realtorRows, adminRows]);
    for (const value of personal) expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    const [erasure] = realtorRows.filter((row) => (row.additionalDetails as { mode?: string }).mode === "personal-data");
    expect(erasure).toMatchObject({ actionType: "deleted", performedByEmail: "master@demo.sg", additionalDetails: { posts: "unpublish", enquiries: "leader" } });
    expect(adminRows.some((row) => row.action === "indexing_enabled" && row.entityLabel === "[erased]")).toBe(true);
  });

  it("erases a leader's enquiries and removes their posts when master chooses so", async () => {
    const leader = await realtorByEmail(services, "leader@demo.sg");
    await services.db.insert(blogs).values({ userId: leader.userId, title: "Leader note", slug: "leader-note-erasure", body: "Hello" });
    await erasePersonalData(services, actors.master, { id: leader.id, posts: "remove", enquiries: "erase" });
    expect(await services.db.select().from(blogs).where(eq(blogs.slug, "leader-note-erasure"))).toEqual([]);
    expect(await services.db.select().from(enquiries).where(or(eq(enquiries.realtorId, leader.id)))).toEqual([]);
  });
});
