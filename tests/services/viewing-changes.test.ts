import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, enquiryEvents, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import { cancelViewing, rescheduleViewing } from "#server/services/viewing-changes";
import { listWeekViewings, newViewingCalendarFeed, viewingCalendarOf } from "#server/services/viewing-calendar";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { showflatBookingWindow } from "~/domain/showflat-visit";
import { viewingWeekOf } from "~/domain/viewing-week";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { mailsTo } from "./realtor-fixtures";

// Issue 35 item 5: the realtor reschedules or cancels a showflat visit; the buyer gets the same
// calendar entry with a higher SEQUENCE, or a METHOD:CANCEL; history, week calendar and feed follow.

let services: TestServices;
let actors: Awaited<ReturnType<typeof demoActors>>;
let booked = 0;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

/** A visit booked on the agent's site, for the agent, by a buyer of its own. */
async function bookWithAgent(date: string, time = "14:00") {
  const [agent] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.agent.id));
  booked += 1;
  const email = `visit${booked}@example.com`;
  const { id } = await submitEnquiry(services, {
    site: { host: agent.agentSiteUrl, realtorId: agent.id, ownerName: agent.fullName, ownerEmail: agent.email },
    enquiry: enquirySchema.parse({ kind: "book-viewing", name: `Visit Buyer ${booked}`, email, phone: "9123 4567", consent: "on", projectSlug: "tiong-bahru-parkview", preferredDate: date, preferredTime: time }),
    visitor: visitorKey(`198.51.100.${booked}`, "secret"),
    siteOrigin: "http://agent.localhost:3000",
  });
  return { id, email };
}

async function calendarMailTo(email: string) {
  const [mail] = await mailsTo(services, email);
  return { mail, ics: String(mail.attachments[0]?.content ?? "") };
}

async function weekOf(actor: Actor, date: string) {
  const week = viewingWeekOf(date);
  return listWeekViewings(services, actor, week);
}

async function eventsOf(id: string) {
  return services.db.select().from(enquiryEvents).where(eq(enquiryEvents.enquiryId, id));
}

describe("the realtor reschedules a showflat visit", () => {
  it("moves it, keeps the change in the history, and mails the buyer the same calendar entry with the next SEQUENCE", async () => {
    const { first } = showflatBookingWindow();
    const later = showflatBookingWindow().last;
    const { id, email } = await bookWithAgent(first);
    const original = (await calendarMailTo(email)).ics;
    expect(original).toContain("SEQUENCE:0\r\n");
    const uid = /UID:(.+)\r\n/.exec(original)![1];

    const change = await rescheduleViewing(services, actors.agent, { id, preferredDate: later, preferredTime: "11:00" });
    expect(change).toEqual({ name: "Visit Buyer 1", mailed: true });

    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ preferredDate: later, preferredTime: "11:00", viewingSequence: 1, viewingCancelledAt: null });
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ type: "viewing-rescheduled", performedByName: actors.agent.fullName });
    expect(event.note).toMatch(/2pm – 3pm → .+, 11am – 12pm$/);

    const { mail, ics } = await calendarMailTo(email);
    expect(mail.subject).toMatch(/^Your showflat visit is moved: /);
    expect(mail.replyTo).toBe("agent@demo.sg");
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain(`DTSTART:${later.replaceAll("-", "")}T030000Z\r\n`);

    // The week calendar shows it on its new day, not the old one.
    expect((await weekOf(actors.agent, later)).some((viewing) => viewing.id === id && viewing.time === "11:00")).toBe(true);
    expect((await weekOf(actors.agent, first)).some((viewing) => viewing.id === id)).toBe(false);
  });

  it("refuses the same slot again, a day outside the window is the schema's, and no one but the owner may move it", async () => {
    const { first } = showflatBookingWindow();
    const { id } = await bookWithAgent(first, "16:00");
    await expect(rescheduleViewing(services, actors.agent, { id, preferredDate: first, preferredTime: "16:00" })).rejects.toBeInstanceOf(InvalidError);
    for (const actor of [actors.leader, actors.master, actors.admin1ic, actors.admin2ic]) {
      await expect(rescheduleViewing(services, actor, { id, preferredDate: first, preferredTime: "10:00" })).rejects.toSatisfy((error) => error instanceof ForbiddenError || error instanceof NotFoundError);
      await expect(cancelViewing(services, actor, { id })).rejects.toSatisfy((error) => error instanceof ForbiddenError || error instanceof NotFoundError);
    }
    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({ preferredTime: "16:00", viewingSequence: 0, viewingCancelledAt: null });
    expect(await eventsOf(id)).toEqual([]);
  });

  it("refuses an enquiry that is not a booked visit", async () => {
    const [agent] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.agent.id));
    const [contact] = await services.db.select({ id: enquiries.id }).from(enquiries).where(and(eq(enquiries.ownerId, agent.id), eq(enquiries.kind, "contact"))).limit(1);
    await expect(cancelViewing(services, actors.agent, { id: contact.id })).rejects.toBeInstanceOf(InvalidError);
  });
});

describe("the realtor cancels a showflat visit", () => {
  it("mails METHOD:CANCEL with STATUS:CANCELLED for the same entry; the visit leaves the week calendar and the feed, and stays in the history", async () => {
    const { first } = showflatBookingWindow();
    const { id, email } = await bookWithAgent(first, "10:00");
    const uid = /UID:(.+)\r\n/.exec((await calendarMailTo(email)).ics)![1];
    const { address } = await newViewingCalendarFeed(services, actors.agent, "http://agent.localhost:3000");
    const feedFile = address.slice(address.lastIndexOf("/") + 1);
    expect(await viewingCalendarOf(services.db, feedFile)).toContain(`UID:${uid}`);

    expect(await cancelViewing(services, actors.agent, { id })).toEqual({ name: expect.any(String), mailed: true });

    const { mail, ics } = await calendarMailTo(email);
    expect(mail.subject).toMatch(/^Your showflat visit is cancelled: /);
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain(`UID:${uid}\r\n`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(mail.attachments[0].contentType).toContain("method=CANCEL");

    const [row] = await services.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row.viewingCancelledAt).not.toBeNull();
    expect((await eventsOf(id)).map((event) => event.type)).toEqual(["viewing-cancelled"]);
    expect((await weekOf(actors.agent, first)).some((viewing) => viewing.id === id)).toBe(false);
    expect(await viewingCalendarOf(services.db, feedFile)).not.toContain(`UID:${uid}`);

    // A cancelled visit is not moved or cancelled again.
    await expect(cancelViewing(services, actors.agent, { id })).rejects.toBeInstanceOf(ConflictError);
    await expect(rescheduleViewing(services, actors.agent, { id, preferredDate: first, preferredTime: "12:00" })).rejects.toBeInstanceOf(ConflictError);
  });
});
