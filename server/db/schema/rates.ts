import { date, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { BsdTier, BuyerProfile, ByOrder, DebtLimits, LoanLimits } from "../../../app/domain/property-costs";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";

/**
 * The rates of the costs calculator, one row per set of rates from its effective date on: Buyer's
 * and Additional Buyer's Stamp Duty, loan-to-value and the debt-servicing limits. Rows are never
 * changed: a master user's update adds a row, so the table is also the history of who set what
 * (decision record 042). The row in force is the latest effective on or before today.
 */
export const stampDutyRates = pgTable(
  "stamp_duty_rates",
  {
    id: id(),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    source: text("source").notNull(),
    bsdTiers: jsonb("bsd_tiers").$type<BsdTier[]>().notNull(),
    absdPercent: jsonb("absd_percent").$type<Record<BuyerProfile, ByOrder>>().notNull(),
    loanLimits: jsonb("loan_limits").$type<LoanLimits>().notNull(),
    debtLimits: jsonb("debt_limits").$type<DebtLimits>().notNull(),
    /** The master user who recorded the row; null for the rates shipped with the migrations. */
    recordedBy: uuid("recorded_by").references(() => userProfiles.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("stamp_duty_rates_effective_idx").on(t.effectiveDate.desc(), t.createdAt.desc())],
);
