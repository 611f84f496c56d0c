import { relations } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AGENCY_STATUSES } from "../../../app/domain/schemas/agency";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";
import { realtors } from "./realtors";

export const agencyStatusEnum = pgEnum("agency_status", AGENCY_STATUSES);

/**
 * A real-estate agency; status active counts as approved (spec part 1 §3). licence_number is
 * its CEA estate agent licence (e.g. L3008022J), shown beside its realtors' registration numbers.
 */
export const agencies = pgTable(
  "agencies",
  {
    id: id(),
    name: text("name").notNull().unique("agencies_name_key"),
    logoUrl: text("logo_url"),
    licenceNumber: text("licence_number"),
    status: agencyStatusEnum("status").notNull().default("pending"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by").references(() => userProfiles.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("agencies_status_created_idx").on(t.status, t.createdAt.desc())],
);

export const agenciesRelations = relations(agencies, ({ one, many }) => ({
  approver: one(userProfiles, { fields: [agencies.approvedBy], references: [userProfiles.id] }),
  realtors: many(realtors),
}));
