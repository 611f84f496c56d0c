import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ADMIN_AUDIT_ENTITIES } from "../../../app/domain/schemas/audit";
import { id } from "./columns";
import { userProfiles } from "./auth";

export const adminAuditEntityEnum = pgEnum("admin_audit_entity", ADMIN_AUDIT_ENTITIES);

/**
 * Administrative changes to anything but a realtor (agencies, administrator accounts, sites,
 * overrides, projects): decision record 028. entity_id has no foreign key, so the row outlives
 * what it describes; entity_label keeps the name it had.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    entityType: adminAuditEntityEnum("entity_type").notNull(),
    entityId: uuid("entity_id"),
    entityLabel: text("entity_label").notNull(),
    action: text("action").notNull(),
    userId: uuid("user_id").references(() => userProfiles.id, { onDelete: "set null" }),
    performedByName: text("performed_by_name").notNull(),
    performedByEmail: text("performed_by_email").notNull(),
    performedAt: timestamp("performed_at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("admin_audit_log_performed_id_idx").on(t.performedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("admin_audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);
