import { and, asc, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { siteVisitEvents } from "../db/schema";
import { flushVisits, visitorHashOf } from "./visit-recorder";

/** The source of today's first visit by this visitor to this site: what an enquiry is credited to. */
export async function visitSourceOf(db: Database, input: { realtorId: string | null; ip: string; userAgent: string; now?: Date }): Promise<string | null> {
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
  return first?.source ?? null;
}
