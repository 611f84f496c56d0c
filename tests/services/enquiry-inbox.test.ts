import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvResponse } from "#server/csv/csv-export";
import { adminAuditLog, enquiries, enquiryEvents, outbox, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { consentState, withdrawConsent } from "#server/services/enquiry-consent";
import {
  addEnquiryNote,
  changeEnquiryStage,
  enquiriesForExport,
  enquiryProjects,
  enquiryStats,
  eraseEnquiry,
  listEnquiries,
  openEnquiry,
  unreadEnquiryCount,
  type EnquiryListQuery,
  type EnquiryRow,
} from "#server/services/enquiry-inbox";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import { ENQUIRY_CONSENT_VERSION } from "~/domain/enquiry-consent";
import type { Role } from "~/domain/permissions";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { showflatBookingWindow, viewingLabel } from "~/domain/showflat-visit";
import { actorOf } from "../support/actors";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
/** Siti Rahman leads another team; Wei Jie reports to her. */
let siti: Actor;
let weijie: Actor;
const everything: EnquiryListQuery = { page: 1, q: "", sort: "received", dir: "desc", tab: "all" };

let sequence = 0;
/** A buyer's enquiry on a realtor's site, as the public form sends it; answers the enquiry's id and the withdrawal token mailed to the buyer. */
async function enquire(realtorEmail: string | null, values: Record<string, string> = {}) {
  const [realtor] = realtorEmail ? await services.db.select().from(realtors).where(eq(realtors.email, realtorEmail)) : [];
  sequence += 1;
  const email = `buyer${sequence}@example.com`;
  const { id } = await submitEnquiry(services, {
    site: realtor
      ? { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email }
      : { host: "localhost", realtorId: null, ownerName: "Condo Sites Singapore", ownerEmail: "hello@condosites.sg" },
    enquiry: enquirySchema.parse({ kind: "contact", name: `Buyer ${sequence}`, email, phone: "9123 4567", message: "Call me after 6pm", consent: "on", ...values }),
    visitor: visitorKey(`198.51.100.${sequence}`, "secret"),
    siteOrigin: "http://agent.localhost:3000",
  });
  const [mail] = await services.db.select().from(outbox).where(eq(outbox.toAddress, email));
  const token = /\/enquiry-consent\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? "")?.[1] ?? "";
  return { id, token, email };
}

const idsOf = async (actor: Actor, query: Partial<EnquiryListQuery> = {}) =>
  (await listEnquiries(services, actor, { ...everything, ...query })).rows.map((row) => row.id);

let onMarcus: Awaited<ReturnType<typeof enquire>>;
let onRachel: Awaited<ReturnType<typeof enquire>>;
let onWeijie: Awaited<ReturnType<typeof enquire>>;
let onMaster: Awaited<ReturnType<typeof enquire>>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  weijie = await actorOf(services.db, "weijie@demo.sg");
  onMarcus = await enquire("agent@demo.sg", { kind: "register-interest", projectSlug: "the-marina-lumiere", message: "" });
  onRachel = await enquire("leader@demo.sg");
  onWeijie = await enquire("weijie@demo.sg");
  onMaster = await enquire(null);
});
afterAll(() => services.close());

describe("whose enquiries each role sees (scoped in the query)", () => {
  it("an agent sees only the enquiries they own (their own site's, unless passed on)", async () => {
    const ids = await idsOf(actors.agent);
    expect(ids).toContain(onMarcus.id);
    expect(ids).not.toContain(onRachel.id);
    expect(ids).not.toContain(onWeijie.id);
    expect(ids).not.toContain(onMaster.id);
    const rows = (await listEnquiries(services, actors.agent, everything)).rows;
    expect(rows.every((row) => row.ownerName === "Marcus Lim")).toBe(true);
  });

  it("a leader sees their own and their agents' enquiries, never another team's", async () => {
    const ids = await idsOf(actors.leader);
    expect(ids).toEqual(expect.arrayContaining([onRachel.id, onMarcus.id]));
    expect(ids).not.toContain(onWeijie.id);
    expect(ids).not.toContain(onMaster.id);
    expect(await idsOf(siti)).toContain(onWeijie.id);
    expect(await idsOf(siti)).not.toContain(onMarcus.id);
  });

  it("an agent never sees their leader's enquiries", async () => {
    expect(await idsOf(weijie)).not.toContain(onRachel.id);
    expect(await idsOf(actors.agent)).not.toContain(onRachel.id);
  });

  it.each(["master", "admin1ic", "admin2ic"] as const)("%s (userManagement) sees every enquiry, the master site's too", async (role) => {
    expect(await idsOf(actors[role])).toEqual(expect.arrayContaining([onMarcus.id, onRachel.id, onWeijie.id, onMaster.id]));
  });

  it("a realtor cannot open another team's enquiry: it is not found", async () => {
    await expect(openEnquiry(services, actors.agent, { id: onWeijie.id })).rejects.toBeInstanceOf(NotFoundError);
    await expect(openEnquiry(services, weijie, { id: onMarcus.id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a role without the inbox is refused before any read", async () => {
    const unknown = { ...actors.agent, role: "visitor" as Role };
    await expect(listEnquiries(services, unknown, everything)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("a role without the inbox gets its CSV export refused before any download starts (issue 30 item 12)", async () => {
    const unknown = { ...actors.agent, role: "visitor" as Role };
    const refusal = await csvResponse({ filename: "enquiries", columns: [{ header: "Name", value: (row: EnquiryRow) => row.name }], rows: enquiriesForExport(services, unknown, everything) }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect((refusal as ForbiddenError).message).toBe("You don't have permission to do this");
  });

  it("a showflat booking's day and time slot reach the owner's inbox (issue 35 item 5)", async () => {
    const day = showflatBookingWindow().first;
    const booking = await enquire("agent@demo.sg", { kind: "book-viewing", projectSlug: "tiong-bahru-parkview", preferredDate: day, preferredTime: "14:00", message: "" });
    const row = (await listEnquiries(services, actors.agent, everything)).rows.find((candidate) => candidate.id === booking.id);
    expect(row).toMatchObject({ preferredDate: day, preferredTime: "14:00" });
    expect(viewingLabel(row!.preferredDate!, row!.preferredTime)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, 2pm – 3pm$/);
  });

  it("filters by stage, kind and project in SQL, newest first", async () => {
    const interest = await listEnquiries(services, actors.agent, { ...everything, kind: "register-interest" });
    expect(interest.rows.map((row) => row.id)).toContain(onMarcus.id);
    expect(interest.rows.every((row) => row.kind === "register-interest")).toBe(true);
    const projects = await enquiryProjects(services, actors.agent);
    const lumiere = projects.find((project) => project.name === "The Marina Lumiere");
    expect(lumiere).toBeDefined();
    const byProject = await listEnquiries(services, actors.agent, { ...everything, project: lumiere!.id });
    expect(byProject.rows.map((row) => row.id)).toEqual([onMarcus.id]);
    const contacted = await listEnquiries(services, actors.agent, { ...everything, tab: "contacted" });
    expect(contacted.rows.every((row) => row.stage === "contacted")).toBe(true);
    const all = (await listEnquiries(services, actors.master, everything)).rows;
    expect(all.map((row) => row.createdAt.getTime())).toEqual([...all.map((row) => row.createdAt.getTime())].sort((a, b) => b - a));
  });
});

describe("stages and notes", () => {
  it("the receiving realtor moves an enquiry along; who and when are kept", async () => {
    await changeEnquiryStage(services, actors.agent, { id: onMarcus.id, stage: "contacted" });
    await changeEnquiryStage(services, actors.agent, { id: onMarcus.id, stage: "viewing-booked" });
    await addEnquiryNote(services, actors.agent, { id: onMarcus.id, note: "Viewing Saturday 10am, bring floor plans." });
    const { enquiry, events } = await openEnquiry(services, actors.agent, { id: onMarcus.id });
    expect(enquiry.stage).toBe("viewing-booked");
    expect(enquiry.firstResponseAt).not.toBeNull();
    expect(events.map((event) => [event.type, event.fromStage, event.toStage, event.note, event.performedByName])).toEqual([
      ["note", null, null, "Viewing Saturday 10am, bring floor plans.", "Marcus Lim"],
      ["status-changed", "contacted", "viewing-booked", null, "Marcus Lim"],
      ["status-changed", "new", "contacted", null, "Marcus Lim"],
    ]);
  });

  it("setting the stage it already has records nothing", async () => {
    const before = await services.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, onMarcus.id));
    await changeEnquiryStage(services, actors.agent, { id: onMarcus.id, stage: "viewing-booked" });
    const after = await services.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, onMarcus.id));
    expect(after).toHaveLength(before.length);
  });

  it("a leader reads the team's enquiries but cannot change them", async () => {
    await expect(openEnquiry(services, actors.leader, { id: onMarcus.id })).resolves.toMatchObject({ enquiry: { relation: "team-leader" } });
    await expect(changeEnquiryStage(services, actors.leader, { id: onMarcus.id, stage: "lost", lostReason: "Bought elsewhere" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(addEnquiryNote(services, actors.leader, { id: onMarcus.id, note: "Follow up" })).rejects.toBeInstanceOf(ForbiddenError);
    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, onMarcus.id));
    expect(row.stage).toBe("viewing-booked");
  });

  it("an administrator answers the master site's enquiries but not a realtor's", async () => {
    await changeEnquiryStage(services, actors.admin2ic, { id: onMaster.id, stage: "contacted" });
    await expect(changeEnquiryStage(services, actors.admin2ic, { id: onRachel.id, stage: "lost", lostReason: "Bought elsewhere" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("another team's realtor cannot change an enquiry: it is not found", async () => {
    await expect(changeEnquiryStage(services, weijie, { id: onMarcus.id, stage: "lost", lostReason: "Bought elsewhere" })).rejects.toBeInstanceOf(NotFoundError);
    await expect(addEnquiryNote(services, siti, { id: onRachel.id, note: "Mine now" })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a failure half way through a stage change leaves the stage as it was", async () => {
    const [before] = await services.db.select().from(enquiries).where(eq(enquiries.id, onMaster.id));
    await expect(changeEnquiryStage(services, ghostActor("master"), { id: onMaster.id, stage: "lost", lostReason: "Bought elsewhere" })).rejects.toThrow();
    const [after] = await services.db.select().from(enquiries).where(eq(enquiries.id, onMaster.id));
    expect(after.stage).toBe(before.stage);
  });
});

describe("unread enquiries", () => {
  it("the header count is the realtor's own unopened enquiries; opening one clears it, a leader's look does not", async () => {
    const fresh = await enquire("agent@demo.sg");
    const before = await unreadEnquiryCount(services.db, actors.agent);
    expect(before).toBeGreaterThan(0);
    await openEnquiry(services, actors.leader, { id: fresh.id });
    expect(await unreadEnquiryCount(services.db, actors.agent)).toBe(before);
    const list = await listEnquiries(services, actors.agent, everything);
    expect(list.rows.find((row) => row.id === fresh.id)?.unread).toBe(true);
    await openEnquiry(services, actors.agent, { id: fresh.id });
    expect(await unreadEnquiryCount(services.db, actors.agent)).toBe(before! - 1);
    expect((await enquiryStats(services, actors.agent)).unread).toBe(before! - 1);
  });

  it("administrators and unknown roles get no count", async () => {
    expect(await unreadEnquiryCount(services.db, actors.master)).toBeNull();
  });
});

describe("consent", () => {
  it("each enquiry keeps the consent wording's version and the buyer is mailed a receipt naming the realtor", async () => {
    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, onRachel.id));
    expect(row.consentVersion).toBe(ENQUIRY_CONSENT_VERSION);
    expect(row.consentTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.toAddress, onRachel.email));
    expect(mail.subject).toBe("We received your enquiry");
    expect(mail.textBody).toContain("It has reached Rachel Tan.");
    expect(mail.textBody).toContain("What happens next: Rachel Tan will read your message");
    expect(mail.textBody).toContain(`http://agent.localhost:3000/enquiry-consent/${onRachel.token}`);
    expect(mail.textBody).not.toContain(row.consentTokenHash!);
  });

  it("withdrawing consent hides the contact details from the realtor, the leader and the export", async () => {
    const buyer = await enquire("agent@demo.sg", { message: "My number is 9876 5432" });
    expect((await listEnquiries(services, actors.agent, everything)).rows.find((row) => row.id === buyer.id)).toMatchObject({ email: buyer.email, phone: "9123 4567" });

    const state = await withdrawConsent(services.db, buyer.token);
    expect(state).toMatchObject({ ownerName: "Marcus Lim" });
    expect(state?.withdrawnAt).toBeInstanceOf(Date);

    for (const actor of [actors.agent, actors.leader, actors.master]) {
      const { enquiry, events } = await openEnquiry(services, actor, { id: buyer.id });
      expect(enquiry).toMatchObject({ name: expect.any(String), email: null, phone: null, message: null });
      expect(events[0]).toMatchObject({ type: "consent-withdrawn", performedByName: null });
    }
    const exported = [];
    for await (const row of enquiriesForExport(services, actors.agent, { ...everything })) exported.push(row);
    expect(exported.find((row) => row.id === buyer.id)).toMatchObject({ email: null, phone: null, message: null });
    expect(exported.length).toBe((await listEnquiries(services, actors.agent, everything)).total);
  });

  it("exports every enquiry once across batches, when hundreds arrived at the same instant", async () => {
    const { id: _id, ...copy } = (await services.db.select().from(enquiries).where(eq(enquiries.id, onMarcus.id)))[0];
    const at = new Date("2023-03-03T03:03:03.123Z");
    await services.db.insert(enquiries).values(Array.from({ length: 1_200 }, () => ({ ...copy, name: "Same Instant", consentTokenHash: null, createdAt: at })));
    const exported: EnquiryRow[] = [];
    for await (const row of enquiriesForExport(services, actors.agent, { ...everything })) exported.push(row);
    const sameInstant = exported.filter((row) => row.name === "Same Instant");
    expect(sameInstant).toHaveLength(1_200);
    expect(new Set(exported.map((row) => row.id)).size).toBe(exported.length);
    await services.db.delete(enquiries).where(eq(enquiries.name, "Same Instant"));
  });

  it("withdrawing twice records it once; a mangled token changes nothing", async () => {
    const buyer = await enquire("leader@demo.sg");
    await withdrawConsent(services.db, buyer.token);
    await withdrawConsent(services.db, buyer.token);
    const events = await services.db
      .select()
      .from(enquiryEvents)
      .where(and(eq(enquiryEvents.enquiryId, buyer.id), eq(enquiryEvents.type, "consent-withdrawn")));
    expect(events).toHaveLength(1);
    const wrong = `${buyer.token.slice(0, -1)}${buyer.token.endsWith("A") ? "B" : "A"}`;
    expect(await withdrawConsent(services.db, wrong)).toBeNull();
    expect(await consentState(services.db, wrong)).toBeNull();
  });
});

describe("deletion on the buyer's request", () => {
  it("the receiving realtor deletes an enquiry; what is recorded of it holds no personal data", async () => {
    const buyer = await enquire("agent@demo.sg", { message: "Please delete my details" });
    await addEnquiryNote(services, actors.agent, { id: buyer.id, note: `Buyer ${buyer.email} asked for deletion` });
    await eraseEnquiry(services, actors.agent, { id: buyer.id });
    expect(await services.db.select().from(enquiries).where(eq(enquiries.id, buyer.id))).toEqual([]);
    expect(await services.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, buyer.id))).toEqual([]);
    const [record] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, buyer.id));
    expect(record).toMatchObject({ entityType: "enquiry", action: "deleted", performedByEmail: "agent@demo.sg" });
    const recorded = JSON.stringify(record);
    for (const personal of [buyer.email, "9123 4567", "Please delete my details", `Buyer ${sequence}`]) expect(recorded).not.toContain(personal);
    expect(record.details).toMatchObject({ reason: "buyer-request", kind: "contact", siteHost: "agent.localhost" });
  });

  it("an administrator may delete any enquiry on request; a leader may not delete an agent's", async () => {
    const buyer = await enquire("agent@demo.sg");
    await expect(eraseEnquiry(services, actors.leader, { id: buyer.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(eraseEnquiry(services, weijie, { id: buyer.id })).rejects.toBeInstanceOf(NotFoundError);
    await eraseEnquiry(services, actors.admin2ic, { id: buyer.id });
    expect(await services.db.select().from(enquiries).where(eq(enquiries.id, buyer.id))).toEqual([]);
  });

  it("a deletion whose record cannot be written deletes nothing", async () => {
    const buyer = await enquire(null);
    await expect(eraseEnquiry(services, ghostActor("master"), { id: buyer.id })).rejects.toThrow();
    expect(await services.db.select().from(enquiries).where(eq(enquiries.id, buyer.id))).toHaveLength(1);
  });

  it("the withdrawal link of a deleted enquiry finds nothing", async () => {
    const buyer = await enquire("agent@demo.sg");
    await eraseEnquiry(services, actors.agent, { id: buyer.id });
    expect(await consentState(services.db, buyer.token)).toBeNull();
  });
});

describe("tab counts", () => {
  it("count the actor's enquiries by stage", async () => {
    const stats = await enquiryStats(services, actors.agent);
    const rows = (await listEnquiries(services, actors.agent, everything)).total;
    expect(stats.total).toBe(rows);
    expect(Object.values(stats.byStage).reduce((a, b) => a + b, 0)).toBe(rows);
  });
});
