import { desc, lte } from "drizzle-orm";
import { isoDateInSingapore } from "~/domain/format";
import type { Role } from "~/domain/permissions";
import type { PropertyCostRates } from "~/domain/property-costs";
import { stampDutyRatesSchema } from "~/domain/schemas/stamp-duty-rates";
import type { Database } from "../db/client";
import { stampDutyRates } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { databaseScope, dropCached, sharedCache } from "../memory-cache";
import { authorize } from "./actor";
import { InvalidError } from "./errors";

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

/**
 * A master user records new rates from their effective date on. Nothing is overwritten: the new
 * row, with who recorded it, is the audit of the change (decision record 042). Pages showing
 * the calculator are dropped from the caches so visitors see the new rates at once.
 */
export async function updateStampDutyRates(
  db: Database,
  actor: { id: string; role: Role },
  input: unknown,
): Promise<PropertyCostRates> {
  authorize(actor, "stampDutyRates", "Only a master user may change the calculator's rates");
  const parsed = stampDutyRatesSchema.safeParse(input);
  if (!parsed.success)
    throw new InvalidError(parsed.error.issues[0]?.message ?? "Invalid rates");
  const [row] = await db
    .insert(stampDutyRates)
    .values({ ...parsed.data, recordedBy: actor.id })
    .returning(rateColumns);
  dropCached(cacheTags.rates);
  return row;
}
