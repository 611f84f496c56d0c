import { customType, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { PERSONAL_DATA_EXPORT_STATUSES } from "../../../app/domain/schemas/personal-data";
import { userProfiles } from "./auth";
import { id } from "./columns";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const personalDataExportStatusEnum = pgEnum("personal_data_export_status", PERSONAL_DATA_EXPORT_STATUSES);

/**
 * A realtor's "Download my data" request and, once built by its job, the archive itself
 * (decision record 135): kept in the database, never under the public uploads, until it expires;
 * it goes with the account.
 */
export const personalDataExports = pgTable(
  "personal_data_exports",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    status: personalDataExportStatusEnum("status").notNull().default("queued"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    fileName: text("file_name"),
    byteSize: integer("byte_size"),
    archive: bytea("archive"),
  },
  (t) => [index("personal_data_exports_user_requested_idx").on(t.userId, t.requestedAt.desc())],
);
