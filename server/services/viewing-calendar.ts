import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { isoDateInSingapore } from "~/domain/format";
import { viewingCalendarFeed } from "~/domain/showflat-visit";
import type { Database } from "../db/client";
import { enquiries, projects, realtors } from "../db/schema";
import { authorize, type Actor } from "./actor";
import { NotFoundError } from "./errors";

/** The feed keeps the last month's viewings beside the coming ones: a realtor looks back at the week too. */
const PAST_DAYS_SHOWN = 30;
const FEED_NOT_FOUND = "This calendar address is not in use";
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function activeRealtorOf(db: Database, actor: Actor) {
  const [realtor] = await db
    .select({ id: realtors.id, hasFeed: sql<boolean>`${realtors.calendarFeedTokenHash} is not null` })
    .from(realtors)
    .where(and(eq(realtors.userId, actor.id), eq(realtors.status, "active")))
    .limit(1);
  if (!realtor) throw new NotFoundError("Your realtor profile could not be found");
  return realtor;
}

/** Whether the realtor has a calendar address in use (the address itself is shown only when made). */
export async function hasViewingCalendarFeed({ db }: { db: Database }, actor: Actor): Promise<boolean> {
  authorize(actor, "viewingCalendar");
  return (await activeRealtorOf(db, actor)).hasFeed;
}

/**
 * A new private address of the realtor's viewing calendar on `origin`; the previous one stops
 * working. Only the token's hash is kept, so the address is shown this once (decision record 133).
 */
export async function newViewingCalendarFeed({ db }: { db: Database }, actor: Actor, origin: string): Promise<{ address: string }> {
  authorize(actor, "viewingCalendar");
  const realtor = await activeRealtorOf(db, actor);
  const token = randomBytes(32).toString("base64url");
  await db.update(realtors).set({ calendarFeedTokenHash: tokenHash(token), updatedAt: new Date() }).where(eq(realtors.id, realtor.id));
  return { address: `${origin}/calendar/${token}.ics` };
}

/**
 * The iCalendar feed behind a calendar address (`{token}.ics`): the active realtor's showflat
 * bookings from a month back on. A malformed, replaced or unknown token is a NotFoundError, as
 * is the feed of a realtor no longer active. Token-based: the address is the credential.
 */
export async function viewingCalendarOf(db: Database, file: string, now = new Date()): Promise<string> {
  const token = FEED_FILE.exec(file)?.[1];
  if (!token) throw new NotFoundError(FEED_NOT_FOUND);
  const [realtor] = await db
    .select({ id: realtors.id, fullName: realtors.fullName })
    .from(realtors)
    .where(and(eq(realtors.calendarFeedTokenHash, tokenHash(token)), eq(realtors.status, "active")))
    .limit(1);
  if (!realtor) throw new NotFoundError(FEED_NOT_FOUND);
  const from = isoDateInSingapore(new Date(now.getTime() - PAST_DAYS_SHOWN * 86_400_000));
  const viewings = await bookedViewings(db, realtor.id, { from });
  return viewingCalendarFeed(realtor.fullName, viewings);
}

/**
 * A realtor's showflat bookings with a slot, from `from` (and up to `to`), by day and slot.
 * Bookings whose buyer withdrew consent are left out: the realtor no longer contacts them; so are
 * cancelled visits, which a subscribed calendar then drops.
 */
function bookedViewings(db: Database, realtorId: string, { from, to }: { from: string; to?: string }) {
  return db
    .select({
      id: enquiries.id,
      date: sql<string>`${enquiries.preferredDate}::text`,
      time: sql<string>`${enquiries.preferredTime}`,
      buyerName: enquiries.name,
      buyerPhone: enquiries.phone,
      projectName: projects.name,
      location: projects.fullAddress,
      stage: enquiries.stage,
      bookedAt: enquiries.createdAt,
      sequence: enquiries.viewingSequence,
    })
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .where(
      and(
        eq(enquiries.ownerId, realtorId),
        eq(enquiries.kind, "book-viewing"),
        isNotNull(enquiries.preferredTime),
        gte(enquiries.preferredDate, from),
        to ? lte(enquiries.preferredDate, to) : undefined,
        isNull(enquiries.consentWithdrawnAt),
        isNull(enquiries.viewingCancelledAt),
      ),
    )
    .orderBy(asc(enquiries.preferredDate), asc(enquiries.preferredTime));
}

/** One booking on the week calendar. */
export type WeekViewing = Pick<Awaited<ReturnType<typeof bookedViewings>>[number], "id" | "date" | "time" | "buyerName" | "projectName" | "stage">;

/** The realtor's own showflat bookings in the seven days from `monday`: the back office's week calendar. */
export async function listWeekViewings({ db }: { db: Database }, actor: Actor, { monday, days }: { monday: string; days: readonly string[] }): Promise<WeekViewing[]> {
  authorize(actor, "viewingCalendar");
  const realtor = await activeRealtorOf(db, actor);
  return bookedViewings(db, realtor.id, { from: monday, to: days[days.length - 1] ?? monday });
}
