import { desc, eq, lte } from "drizzle-orm";
import { formatDate, isoDateInSingapore } from "~/domain/format";
import type { PropertyCostRates } from "~/domain/property-costs";
import { withRateStatuses, type RateVersion } from "~/domain/rate-versions-read-models";
import { stampDutyRatesSchema } from "~/domain/schemas/stamp-duty-rates";
import type { Database } from "../db/client";
import { stampDutyRates, userProfiles } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { databaseScope, dropCached, sharedCache } from "../memory-cache";
import { authorize, type Actor } from "./actor";
import { InvalidError } from "./errors";
import { recordAdminAudit } from "./internal/audit-log";

const rateColumns = {
  effectiveDate: stampDutyRates.effectiveDate,
  source: stampDutyRates.source,
  bsdTiers: stampDutyRates.bsdTiers,
  absdPercent: stampDutyRates.absdPercent,
  loanLimits: stampDutyRates.loanLimits,
  debtLimits: stampDutyRates.debtLimits,
};

// Read by every project page and calculator; dropped (tag `rates`) when a master user records new rates.
const ratesInForce = sharedCache<PropertyCostRates | null>(
  "stamp-duty-rates-in-force",
  5 * 60_000,
  100,
);

/**
 * The costs calculator's rates in force on a Singapore calendar day: the row with the latest
 * effective date on or before it, the latest recorded among rows of the same date.
 */
export async function currentStampDutyRates(
  db: Database,
  day = isoDateInSingapore(new Date()),
): Promise<PropertyCostRates | null> {
  return ratesInForce.getOrLoad(`${databaseScope(db)}:${day}`, () => loadRatesInForce(db, day), {
    tags: () => [cacheTags.rates],
  });
}

async function loadRatesInForce(
  db: Database,
  day: string,
): Promise<PropertyCostRates | null> {
  const [row] = await db
    .select(rateColumns)
    .from(stampDutyRates)
    .where(lte(stampDutyRates.effectiveDate, day))
    .orderBy(desc(stampDutyRates.effectiveDate), desc(stampDutyRates.createdAt))
    .limit(1);
  return row ?? null;
}

/** A schema issue's path as the form names its field: ['bsdTiers', 1, 'upTo'] is 'bsdTiers[1].upTo'. */
function formFieldName(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index ? "." : ""}${String(part)}`)).join("");
}

const MASTER_ONLY = "Only a master user may change the calculator's rates";

/**
 * Master's list of every version of the rates, newest effective first, each with who recorded it
 * and whether it is in force, scheduled or past on the Singapore day.
 */
export async function listRateVersions(db: Database, actor: Actor, day = isoDateInSingapore(new Date())): Promise<RateVersion[]> {
  authorize(actor, "stampDutyRates", MASTER_ONLY);
  const rows = await db
    .select({ ...rateColumns, id: stampDutyRates.id, recordedByName: userProfiles.fullName, recordedAt: stampDutyRates.createdAt })
    .from(stampDutyRates)
    .leftJoin(userProfiles, eq(userProfiles.id, stampDutyRates.recordedBy))
    .orderBy(desc(stampDutyRates.effectiveDate), desc(stampDutyRates.createdAt));
  return withRateStatuses(rows, day);
}

/**
 * A master user records new rates from their effective date on. Nothing is overwritten: the new
 * row keeps who recorded it (decision record 042), and the administration log has the entry.
 * Pages showing the calculator are dropped from the caches so visitors see the new rates at once.
 */
export async function updateStampDutyRates(db: Database, actor: Actor, input: unknown): Promise<PropertyCostRates> {
  authorize(actor, "stampDutyRates", MASTER_ONLY);
  const parsed = stampDutyRatesSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidError(issue?.message ?? "Invalid rates", issue?.path.length ? { field: formFieldName(issue.path) } : undefined);
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(stampDutyRates)
      .values({ ...parsed.data, recordedBy: actor.id })
      .returning({ ...rateColumns, id: stampDutyRates.id });
    await recordAdminAudit(tx, actor, {
      entity: "calculator_rates",
      entityId: inserted.id,
      entityLabel: `Rates from ${formatDate(inserted.effectiveDate)}`,
      action: "rates_recorded",
      details: { effectiveDate: inserted.effectiveDate, source: inserted.source },
    });
    return inserted;
  });
  dropCached(cacheTags.rates);
  return row;
}
