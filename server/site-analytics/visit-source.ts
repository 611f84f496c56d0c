import { and, asc, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { siteVisitEvents } from "../db/schema";
import { flushVisits, visitorHashOf } from "./visit-recorder";

/**
 * The source of today's first visit by this visitor to this site: what an enquiry is credited to.
 * A visit another process counted in the last second is not written yet: then the campaign in the
 * page's own address (the enquiry's Referer) is taken.
 */
export async function visitSourceOf(db: Database, input: { realtorId: string | null; ip: string; userAgent: string; pageUrl: string | null; now?: Date }): Promise<string | null> {
  await flushVisits();
  const at = input.now ?? new Date();
  const hash = await visitorHashOf(db, { siteKey: input.realtorId ?? "master", ip: input.ip, userAgent: input.userAgent, at });
  const [first] = await db
    .select({ source: siteVisitEvents.source })
    .from(siteVisitEvents)
    .where(
      and(
        eq(siteVisitEvents.visitorHash, hash),
        input.realtorId ? eq(siteVisitEvents.realtorId, input.realtorId) : isNull(siteVisitEvents.realtorId),
        gte(siteVisitEvents.occurredAt, new Date(at.getTime() - 24 * 60 * 60_000)),
      ),
    )
    .orderBy(asc(siteVisitEvents.occurredAt))
    .limit(1);
  if (first) return first.source;
  if (!input.pageUrl) return null;
  try {
    return new URL(input.pageUrl).searchParams.get("utm_source")?.trim().toLowerCase().slice(0, 100) || null;
  } catch {
    return null;
  }
}
