import { bigint, pgTable, uuid } from "drizzle-orm/pg-core";
import { userProfiles } from "./auth";
import { auditActionTypeEnum, realtors } from "./realtors";

/**
 * What the Audit Trail's filters and counts read instead of the whole realtor_audit_log
 * (decision record 137), kept by statement triggers on that log (migration 0020), so every
 * writer keeps them: the realtors and the accounts that appear in it (the filters' choices), and
 * how many entries it holds of each action (its unfiltered and action-filtered totals).
 */
export const realtorAuditRealtors = pgTable("realtor_audit_realtors", {
  realtorId: uuid("realtor_id")
    .primaryKey()
    .references(() => realtors.id, { onDelete: "cascade" }),
});

export const realtorAuditUsers = pgTable("realtor_audit_users", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => userProfiles.id, { onDelete: "cascade" }),
});

export const realtorAuditCounts = pgTable("realtor_audit_counts", {
  actionType: auditActionTypeEnum("action_type").primaryKey(),
  entries: bigint("entries", { mode: "number" }).notNull().default(0),
});
