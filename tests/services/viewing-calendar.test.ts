import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import { hasViewingCalendarFeed, listWeekViewings, newViewingCalendarFeed, viewingCalendarOf } from "#server/services/viewing-calendar";
import { addDays, viewingWeekOf } from "~/domain/viewing-week";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { showflatBookingWindow } from "~/domain/showflat-visit";
import { actorOf } from "../support/actors";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

// Issue 35 item 5: each realtor's private calendar feed address (a secret token, a new one on
// request) that Google or Apple Calendar subscribes to; a wrong or old token gives 404.

let services: TestServices;
let actors: Awaited<ReturnType<typeof demoActors>>;
let sequence = 0;
const ORIGIN = "http://agent.localhost:3000";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function realtorOf(actor: Actor) {
  const [row] = await services.db.select().from(realtors).where(eq(realtors.userId, actor.id));
  return row;
}

async function book(actor: Actor, values: Record<string, string>) {
  const realtor = await realtorOf(actor);
  sequence += 1;
  return submitEnquiry(services, {
    site: { host: realtor.agentSiteUrl, realtorId: realtor.id, ownerName: realtor.fullName, ownerEmail: realtor.email },
    enquiry: enquirySchema.parse({ kind: "book-viewing", email: `viewer${sequence}@example.com`, phone: "9123 4567", consent: "on", projectSlug: "tiong-bahru-parkview", ...values }),
    visitor: visitorKey(`203.0.113.${sequence}`, "secret"),
    siteOrigin: ORIGIN,
  });
}

const fileOf = (address: string) => address.slice(address.lastIndexOf("/") + 1);

describe("a realtor's viewing calendar feed", () => {
  it("holds the realtor's own showflat bookings with their time slot, and no one else's", async () => {
    const day = showflatBookingWindow().first;
    await book(actors.agent, { name: "Tan Ah Kow", preferredDate: day, preferredTime: "14:00" });
    await book(actors.leader, { name: "Someone Else", preferredDate: day, preferredTime: "15:00" });
    const { address } = await newViewingCalendarFeed(services, actors.agent, ORIGIN);
    expect(address).toMatch(/^http:\/\/agent\.localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await hasViewingCalendarFeed(services, actors.agent)).toBe(true);

    const feed = await viewingCalendarOf(services.db, fileOf(address));
    expect(feed).toContain("BEGIN:VCALENDAR");
    expect(feed).toContain("SUMMARY:Viewing: Tan Ah Kow at Tiong Bahru Parkview");
    // 2pm in Singapore is 06:00 UTC.
    expect(feed).toContain(`DTSTART:${day.replaceAll("-", "")}T060000Z`);
    expect(feed).not.toContain("Someone Else");
  });

  it("leaves out a booking whose buyer withdrew consent", async () => {
    const day = showflatBookingWindow().first;
    const { id } = await book(actors.agent, { name: "Withdrawn Buyer", preferredDate: day, preferredTime: "11:00" });
    await services.db.update(enquiries).set({ consentWithdrawnAt: new Date() }).where(eq(enquiries.id, id));
    const { address } = await newViewingCalendarFeed(services, actors.agent, ORIGIN);
    expect(await viewingCalendarOf(services.db, fileOf(address))).not.toContain("Withdrawn Buyer");
  });

  it("a new address ends the old one; a wrong or malformed one is not found", async () => {
    const first = await newViewingCalendarFeed(services, actors.agent, ORIGIN);
    const second = await newViewingCalendarFeed(services, actors.agent, ORIGIN);
    await expect(viewingCalendarOf(services.db, fileOf(second.address))).resolves.toContain("BEGIN:VCALENDAR");
    await expect(viewingCalendarOf(services.db, fileOf(first.address))).rejects.toBeInstanceOf(NotFoundError);
    await expect(viewingCalendarOf(services.db, `${"A".repeat(43)}.ics`)).rejects.toBeInstanceOf(NotFoundError);
    await expect(viewingCalendarOf(services.db, fileOf(second.address).replace(".ics", ".txt"))).rejects.toBeInstanceOf(NotFoundError);
    await expect(viewingCalendarOf(services.db, "../etc/passwd")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("stops answering for a realtor who is no longer active", async () => {
    const siti = await actorOf(services.db, "siti@demo.sg");
    const { address } = await newViewingCalendarFeed(services, siti, ORIGIN);
    await services.db.update(realtors).set({ status: "suspended" }).where(eq(realtors.userId, siti.id));
    await expect(viewingCalendarOf(services.db, fileOf(address))).rejects.toBeInstanceOf(NotFoundError);
  });

  it.each(["master", "admin1ic", "admin2ic"] as const)("%s has no viewing calendar: refused, nothing written", async (role) => {
    await expect(newViewingCalendarFeed(services, actors[role], ORIGIN)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(hasViewingCalendarFeed(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(listWeekViewings(services, actors[role], viewingWeekOf(null))).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("the week calendar", () => {
  it("lists the realtor's own bookings of that week by day and slot, not another week's or another realtor's", async () => {
    const { first } = showflatBookingWindow();
    const week = viewingWeekOf(first);
    const day = week.days.find((candidate) => candidate >= first)!;
    const late = await book(actors.leader, { name: "Week Late Slot", preferredDate: day, preferredTime: "17:00" });
    const early = await book(actors.leader, { name: "Week Early Slot", preferredDate: day, preferredTime: "10:00" });
    await book(actors.leader, { name: "Week After", preferredDate: addDays(week.monday, 7), preferredTime: "10:00" });
    await book(actors.agent, { name: "Agent's Own", preferredDate: day, preferredTime: "12:00" });
    const names = (await listWeekViewings(services, actors.leader, week)).map((viewing) => viewing.buyerName);
    expect(names).toContain("Week Early Slot");
    expect(names.indexOf("Week Early Slot")).toBeLessThan(names.indexOf("Week Late Slot"));
    expect(names).not.toContain("Week After");
    expect(names).not.toContain("Agent's Own");
    const rows = await listWeekViewings(services, actors.leader, week);
    expect(rows.find((row) => row.id === late.id)).toMatchObject({ date: day, time: "17:00", projectName: "Tiong Bahru Parkview", stage: "new" });
    expect(rows.find((row) => row.id === early.id)?.time).toBe("10:00");
  });
});
