import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, enquiryEvents, outbox, projectAssignments, projects, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { assignEnquiry, enquiryOwnerChoices } from "#server/services/enquiry-assignment";
import { withdrawConsent } from "#server/services/enquiry-consent";
import { changeEnquiryStage, enquiryBoard, enquiriesForToday, listEnquiries, openEnquiry, unreadEnquiryCount } from "#server/services/enquiry-inbox";
import { logContactAttempt, replyToEnquiry } from "#server/services/enquiry-replies";
import { getEnquiryRouting, saveEnquiryRouting } from "#server/services/enquiry-routing";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { ENQUIRY_INBOX_MESSAGES, enquiryStageSchema } from "~/domain/schemas/enquiry-inbox";
import { actorOf } from "../support/actors";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

let services: TestServices;
let deps: TestServices & { config: { appUrl: string } };
let actors: Record<Role, Actor>;
/** Siti Rahman leads another team; Wei Jie reports to her. Marcus (agent@) reports to Rachel (leader@). */
let siti: Actor;
let weijie: Actor;
const realtorIds: Record<string, string> = {};
const everything = { page: 1, q: "", sort: "received" as const, dir: "desc" as const, tab: "all" as const };

let sequence = 0;
/** A buyer's enquiry on a realtor's site (by the realtor's email) or on the master site (null). */
async function enquire(realtorEmail: string | null, values: Record<string, string> = {}) {
  const [realtor] = realtorEmail ? await services.db.select().from(realtors).where(eq(realtors.email, realtorEmail)) : [];
  sequence += 1;
  const email = `lead${sequence}@example.com`;
  const { id } = await submitEnquiry(services, {
    site: realtor
      ? { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email }
      : { host: "localhost", realtorId: null, ownerName: "Condo Sites Singapore", ownerEmail: "hello@condosites.sg" },
    enquiry: enquirySchema.parse({ kind: "contact", name: `Lead ${sequence}`, email, phone: "9123 4567", message: "Please call", consent: "on", ...values }),
    visitor: visitorKey(`203.0.113.${sequence}`, "secret"),
  });
  return { id, email };
}

const ownerOf = async (id: string) => (await services.db.select({ ownerId: enquiries.ownerId }).from(enquiries).where(eq(enquiries.id, id)))[0].ownerId;
const eventsOf = (id: string) => services.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, id)).orderBy(desc(enquiryEvents.createdAt));
const mailTo = (address: string) => services.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt));

beforeAll(async () => {
  services = await createTestServices();
  deps = { ...services, config: { appUrl: TEST_APP_URL } };
  actors = await demoActors(services.db);
  siti = await actorOf(services.db, "siti@demo.sg");
  weijie = await actorOf(services.db, "weijie@demo.sg");
  for (const row of await services.db.select({ id: realtors.id, email: realtors.email }).from(realtors)) realtorIds[row.email] = row.id;
});
afterAll(() => services.close());

describe("every enquiry has an owner", () => {
  it("an enquiry on a realtor's site belongs to that realtor", async () => {
    const { id } = await enquire("agent@demo.sg");
    expect(await ownerOf(id)).toBe(realtorIds["agent@demo.sg"]);
  });

  it("a master-site enquiry about a project goes to its assigned realtors in turn, even when they arrive together", async () => {
    const [project] = await services.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, "katong-tidewater"));
    await services.db.insert(projectAssignments).values({ realtorId: realtorIds["weijie@demo.sg"], projectId: project.id });
    const sent = await Promise.all([1, 2, 3, 4].map(() => enquire(null, { projectSlug: "katong-tidewater" })));
    const owners = await Promise.all(sent.map((enquiry) => ownerOf(enquiry.id)));
    expect(owners.filter((owner) => owner === realtorIds["agent@demo.sg"])).toHaveLength(2);
    expect(owners.filter((owner) => owner === realtorIds["weijie@demo.sg"])).toHaveLength(2);
    // The owner, not the administrators, is told.
    const [notice] = await mailTo("agent@demo.sg");
    expect(notice.subject).toContain("New enquiry");
  });

  it("without assigned realtors it goes to master's chosen realtor, else to the administrators' queue", async () => {
    await saveEnquiryRouting(services, actors.master, { roundRobin: true, fallbackRealtorId: realtorIds["leader@demo.sg"] });
    const general = await enquire(null);
    expect(await ownerOf(general.id)).toBe(realtorIds["leader@demo.sg"]);
    await saveEnquiryRouting(services, actors.master, { roundRobin: false, fallbackRealtorId: undefined });
    const queued = await enquire(null, { projectSlug: "katong-tidewater" });
    expect(await ownerOf(queued.id)).toBeNull();
    expect((await getEnquiryRouting(services, actors.master)).roundRobin).toBe(false);
    await saveEnquiryRouting(services, actors.master, { roundRobin: true, fallbackRealtorId: undefined });
  });

  it("only master sets the routing: admin1ic and admin2ic are refused, and a suspended or unknown realtor is no fallback", async () => {
    for (const actor of [actors.admin1ic, actors.admin2ic, actors.leader]) {
      await expect(saveEnquiryRouting(services, actor, { roundRobin: false, fallbackRealtorId: undefined })).rejects.toBeInstanceOf(ForbiddenError);
      await expect(getEnquiryRouting(services, actor)).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await getEnquiryRouting(services, actors.master)).roundRobin).toBe(true);
    await expect(saveEnquiryRouting(services, actors.master, { roundRobin: true, fallbackRealtorId: "00000000-0000-4000-8000-000000000000" })).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("a leader assigns the team's enquiries", () => {
  it("the leader gives an enquiry to an agent: the agent owns it, is mailed, and the history says who and when", async () => {
    const { id } = await enquire("leader@demo.sg", { projectSlug: "the-marina-lumiere" });
    const choices = await enquiryOwnerChoices(services, actors.leader, { id });
    expect(choices.map((choice) => choice.name)).toEqual(expect.arrayContaining(["Rachel Tan", "Marcus Lim"]));
    expect(choices.map((choice) => choice.id)).not.toContain(realtorIds["weijie@demo.sg"]);
    await assignEnquiry(deps, actors.leader, { id, ownerId: realtorIds["agent@demo.sg"] });
    expect(await ownerOf(id)).toBe(realtorIds["agent@demo.sg"]);
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ type: "owner-changed", fromOwnerName: "Rachel Tan", toOwnerName: "Marcus Lim", performedByName: actors.leader.fullName });
    const [mail] = await mailTo("agent@demo.sg");
    expect(mail.subject).toContain("Enquiry assigned to you");
    expect(mail.textBody).toContain(`http://agent.localhost:3000/dashboard/enquiries/${id}`);
    // Now the agent's: in their inbox, unread, theirs to answer; the leader still reads it as the team's.
    expect((await listEnquiries(services, actors.agent, everything)).rows.map((row) => row.id)).toContain(id);
    expect(await unreadEnquiryCount(services.db, actors.agent)).toBeGreaterThan(0);
    expect((await openEnquiry(services, actors.leader, { id }, { markRead: false })).enquiry.relation).toBe("team-leader");
  });

  it("an agent cannot reassign, even their own enquiry", async () => {
    const { id } = await enquire("agent@demo.sg");
    await expect(assignEnquiry(deps, actors.agent, { id, ownerId: realtorIds["leader@demo.sg"] })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await ownerOf(id)).toBe(realtorIds["agent@demo.sg"]);
    expect(await enquiryOwnerChoices(services, actors.agent, { id })).toEqual([]);
  });

  it("a leader cannot touch another team's enquiry, nor give one to another team", async () => {
    const theirs = await enquire("weijie@demo.sg");
    await expect(assignEnquiry(deps, actors.leader, { id: theirs.id, ownerId: realtorIds["agent@demo.sg"] })).rejects.toBeInstanceOf(NotFoundError);
    expect(await ownerOf(theirs.id)).toBe(realtorIds["weijie@demo.sg"]);
    const ours = await enquire("leader@demo.sg");
    await expect(assignEnquiry(deps, actors.leader, { id: ours.id, ownerId: realtorIds["weijie@demo.sg"] })).rejects.toThrow(ENQUIRY_INBOX_MESSAGES.ownerNotInTeam);
    await expect(assignEnquiry(deps, actors.leader, { id: ours.id, ownerId: "queue" })).rejects.toBeInstanceOf(InvalidError);
    expect(await ownerOf(ours.id)).toBe(realtorIds["leader@demo.sg"]);
    await expect(assignEnquiry(deps, siti, { id: ours.id, ownerId: realtorIds["weijie@demo.sg"] })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("an administrator gives a queued master-site enquiry to a realtor, but not a realtor's own-site one", async () => {
    await saveEnquiryRouting(services, actors.master, { roundRobin: false, fallbackRealtorId: undefined });
    const queued = await enquire(null);
    await saveEnquiryRouting(services, actors.master, { roundRobin: true, fallbackRealtorId: undefined });
    await assignEnquiry(deps, actors.admin2ic, { id: queued.id, ownerId: realtorIds["weijie@demo.sg"] });
    expect(await ownerOf(queued.id)).toBe(realtorIds["weijie@demo.sg"]);
    expect((await eventsOf(queued.id))[0]).toMatchObject({ fromOwnerName: null, toOwnerName: "Tan Wei Jie" });
    const onSite = await enquire("agent@demo.sg");
    await expect(assignEnquiry(deps, actors.master, { id: onSite.id, ownerId: realtorIds["weijie@demo.sg"] })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("the leader's inbox reads by owner: the team's leads wherever they came from, no other team's", async () => {
    const routed = await enquire(null, { projectSlug: "punggol-waterside" });
    expect(await ownerOf(routed.id)).toBe(realtorIds["agent@demo.sg"]);
    const ids = (await listEnquiries(services, actors.leader, everything)).rows.map((row) => row.id);
    expect(ids).toContain(routed.id);
    const rows = (await listEnquiries(services, actors.leader, { ...everything })).rows;
    const teamIds = [realtorIds["leader@demo.sg"], realtorIds["agent@demo.sg"]];
    expect(rows.every((row) => row.ownerId !== null && teamIds.includes(row.ownerId))).toBe(true);
    expect((await listEnquiries(services, weijie, everything)).rows.map((row) => row.id)).not.toContain(routed.id);
  });
});

describe("the pipeline", () => {
  it("the owner moves a lead along; each move is timestamped in the history; Lost keeps its reason", async () => {
    const { id } = await enquire("agent@demo.sg");
    for (const stage of ["contacted", "viewing-booked", "negotiating"] as const) await changeEnquiryStage(services, actors.agent, { id, stage });
    await changeEnquiryStage(services, actors.agent, { id, stage: "lost", lostReason: "Chose a resale flat" });
    const events = await eventsOf(id);
    expect(events.map((event) => [event.fromStage, event.toStage, event.note])).toEqual([
      ["negotiating", "lost", "Chose a resale flat"],
      ["viewing-booked", "negotiating", null],
      ["contacted", "viewing-booked", null],
      ["new", "contacted", null],
    ]);
    expect(events.every((event) => event.createdAt instanceof Date)).toBe(true);
    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ stage: "lost", lostReason: "Chose a resale flat" });
    expect(row.firstResponseAt).toEqual(events[events.length - 1].createdAt);
  });

  it("Lost needs a reason", () => {
    const parsed = enquiryStageSchema.safeParse({ id: "00000000-0000-4000-8000-000000000000", stage: "lost", lostReason: " " });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe(ENQUIRY_INBOX_MESSAGES.lostReasonRequired);
  });

  it("a leader reads the board of the team but cannot move an agent's card", async () => {
    const { id } = await enquire("agent@demo.sg");
    const board = await enquiryBoard(services, actors.leader);
    expect(board.new.map((card) => card.id)).toContain(id);
    expect(board.new.find((card) => card.id === id)?.rights.manage).toBe(false);
    await expect(changeEnquiryStage(services, actors.leader, { id, stage: "contacted" })).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("today's list holds the open leads still New, oldest first, and not lost ones", async () => {
    const { id } = await enquire("agent@demo.sg");
    const today = await enquiriesForToday(services, actors.agent);
    expect(today.map((row) => row.id)).toContain(id);
    expect(today.every((row) => row.stage !== "lost" && row.stage !== "unit-booked")).toBe(true);
    const times = today.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe("replies and contact attempts", () => {
  it("the owner's reply is mailed to the buyer with the owner as reply-to, kept in the thread, and is the first response", async () => {
    const { id, email } = await enquire("agent@demo.sg", { projectSlug: "the-marina-lumiere" });
    await replyToEnquiry(services, actors.agent, { id, reply: "Hi, the showflat is open daily from 10am." });
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({ replyTo: "agent@demo.sg", subject: "Re: your enquiry about The Marina Lumiere" });
    expect(mail.textBody).toContain("the showflat is open daily");
    const { events, enquiry } = await openEnquiry(services, actors.agent, { id });
    expect(events[0]).toMatchObject({ type: "reply", note: "Hi, the showflat is open daily from 10am.", performedByName: "Marcus Lim" });
    expect(enquiry.firstResponseAt).not.toBeNull();
  });

  it("only the owner replies, and never to a buyer who withdrew consent", async () => {
    const { id, email } = await enquire("agent@demo.sg");
    await expect(replyToEnquiry(services, actors.leader, { id, reply: "Hello" })).rejects.toBeInstanceOf(ForbiddenError);
    const [receipt] = await mailTo(email);
    const token = /\/enquiry-consent\/([A-Za-z0-9_-]{43})/.exec(receipt.textBody)?.[1] ?? "";
    await withdrawConsent(services.db, token);
    await expect(replyToEnquiry(services, actors.agent, { id, reply: "Hello" })).rejects.toThrow(ENQUIRY_INBOX_MESSAGES.replyNoEmail);
    expect((await eventsOf(id)).filter((event) => event.type === "reply")).toHaveLength(0);
  });

  it("a call or WhatsApp click is a logged contact attempt, and the first one is the first response", async () => {
    const { id } = await enquire("agent@demo.sg");
    await logContactAttempt(services, actors.agent, { id, channel: "whatsapp" });
    const [first] = await services.db.select({ at: enquiries.firstResponseAt }).from(enquiries).where(eq(enquiries.id, id));
    await logContactAttempt(services, actors.agent, { id, channel: "call" });
    const [second] = await services.db.select({ at: enquiries.firstResponseAt }).from(enquiries).where(eq(enquiries.id, id));
    expect(first.at).not.toBeNull();
    expect(second.at).toEqual(first.at);
    const attempts = await services.db.select().from(enquiryEvents).where(and(eq(enquiryEvents.enquiryId, id), eq(enquiryEvents.type, "contact-attempt")));
    expect(attempts.map((event) => event.channel).sort()).toEqual(["call", "whatsapp"]);
    await expect(logContactAttempt(services, actors.leader, { id, channel: "call" })).rejects.toBeInstanceOf(ForbiddenError);
  });
});
