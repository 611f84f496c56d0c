import { relations, sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { SITE_TYPES } from "../../../app/domain/schemas/site-permission";
import {
  BRANDING_DEFAULTS,
  BRANDING_FONTS,
  BUTTON_STYLES,
  HEADER_STYLES,
  LAYOUT_STYLES,
} from "../../../app/domain/schemas/branding";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";
import { realtors } from "./realtors";
import { sqlStringList } from "./sql-literals";

export const siteTypeEnum = pgEnum("site_type", SITE_TYPES);

/**
 * Which realtor hosts exist and whether search engines may index them (part 2 §3). site_url is
 * the normalised host without protocol; every site starts not indexable.
 */
export const sitePermissions = pgTable(
  "site_permissions",
  {
    id: id(),
    siteUrl: text("site_url").notNull(),
    siteType: siteTypeEnum("site_type").notNull(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    allowIndexing: boolean("allow_indexing").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    lastValidated: timestamp("last_validated", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("site_permissions_site_url_key").on(t.siteUrl),
    index("site_permissions_owner_active_idx").on(t.ownerId, t.isActive),
    index("site_permissions_active_created_idx").on(t.isActive, t.createdAt.desc()),
    check("site_permissions_site_url_host", sql`${t.siteUrl} ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$'`),
  ],
);

const hexColour = (column: unknown) => sql`${column} ~ '^#[0-9A-Fa-f]{6}$'`;

/** A realtor's site branding; absent means the defaults of part 2 §3. */
export const realtorSiteBranding = pgTable(
  "realtor_site_branding",
  {
    id: id(),
    realtorId: uuid("realtor_id")
      .notNull()
      .references(() => realtors.id, { onDelete: "cascade" }),
    primaryColor: text("primary_color").notNull().default(BRANDING_DEFAULTS.primaryColor),
    secondaryColor: text("secondary_color").notNull().default(BRANDING_DEFAULTS.secondaryColor),
    accentColor: text("accent_color").notNull().default(BRANDING_DEFAULTS.accentColor),
    backgroundColor: text("background_color").notNull().default(BRANDING_DEFAULTS.backgroundColor),
    textColor: text("text_color").notNull().default(BRANDING_DEFAULTS.textColor),
    fontFamily: text("font_family").notNull().default(BRANDING_DEFAULTS.fontFamily),
    headerStyle: text("header_style").notNull().default(BRANDING_DEFAULTS.headerStyle),
    buttonStyle: text("button_style").notNull().default(BRANDING_DEFAULTS.buttonStyle),
    layoutStyle: text("layout_style").notNull().default(BRANDING_DEFAULTS.layoutStyle),
    logoUrl: text("logo_url"),
    customCss: text("custom_css"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique("realtor_site_branding_realtor_key").on(t.realtorId),
    check("realtor_site_branding_primary_color_hex", hexColour(t.primaryColor)),
    check("realtor_site_branding_secondary_color_hex", hexColour(t.secondaryColor)),
    check("realtor_site_branding_accent_color_hex", hexColour(t.accentColor)),
    check("realtor_site_branding_background_color_hex", hexColour(t.backgroundColor)),
    check("realtor_site_branding_text_color_hex", hexColour(t.textColor)),
    check("realtor_site_branding_font_family_known", sql`${t.fontFamily} IN (${sqlStringList(BRANDING_FONTS)})`),
    check("realtor_site_branding_header_style_known", sql`${t.headerStyle} IN (${sqlStringList(HEADER_STYLES)})`),
    check("realtor_site_branding_button_style_known", sql`${t.buttonStyle} IN (${sqlStringList(BUTTON_STYLES)})`),
    check("realtor_site_branding_layout_style_known", sql`${t.layoutStyle} IN (${sqlStringList(LAYOUT_STYLES)})`),
  ],
);

/**
 * A realtor's unsaved branding, kept only so their own home page can render it in the editor's
 * live preview (decision record 057): one row per realtor, overwritten by each change, removed
 * when the branding is saved or deleted. Stored as the branding schema parsed it.
 */
export const brandingPreviews = pgTable("branding_previews", {
  realtorId: uuid("realtor_id")
    .primaryKey()
    .references(() => realtors.id, { onDelete: "cascade" }),
  draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sitePermissionsRelations = relations(sitePermissions, ({ one }) => ({
  owner: one(userProfiles, { fields: [sitePermissions.ownerId], references: [userProfiles.id] }),
}));

export const realtorSiteBrandingRelations = relations(realtorSiteBranding, ({ one }) => ({
  realtor: one(realtors, { fields: [realtorSiteBranding.realtorId], references: [realtors.id] }),
}));
