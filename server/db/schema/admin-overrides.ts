import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { OVERRIDE_DURATION_MAX, OVERRIDE_DURATION_MIN, OVERRIDE_TYPES } from "../../../app/domain/schemas/override";
import { id } from "./columns";
import { userProfiles } from "./auth";
import { sqlNumber } from "./sql-literals";

export const overrideTypeEnum = pgEnum("override_type", OVERRIDE_TYPES);

/**
 * Master's time-boxed admin overrides (part 2 §5, decision record 061). In force while ended_at is
 * null and expires_at is in the future; ending or clearing one sets ended_at and ended_by. The
 * target site is kept as its host text and the target user by id (kept when the account goes,
 * as null), with target_label holding what master chose at the time.
 */
export const adminOverrides = pgTable(
  "admin_overrides",
  {
    id: id(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    overrideType: overrideTypeEnum("override_type").notNull(),
    targetSiteUrl: text("target_site_url"),
    targetUserId: uuid("target_user_id").references(() => userProfiles.id, { onDelete: "set null" }),
    targetLabel: text("target_label"),
    reason: text("reason").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by").references(() => userProfiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("admin_overrides_in_force_idx").on(t.expiresAt).where(sql`${t.endedAt} IS NULL`),
    check(
      "admin_overrides_duration_range",
      sql`${t.durationMinutes} BETWEEN ${sqlNumber(OVERRIDE_DURATION_MIN)} AND ${sqlNumber(OVERRIDE_DURATION_MAX)}`,
    ),
    check("admin_overrides_expiry_after_start", sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
