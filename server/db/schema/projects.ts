import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { CORE_REGIONS, URBAN_PLANNING_REGIONS } from "../../../app/domain/singapore";
import { LISTED_STATUSES } from "../../../app/domain/project-status";
import { PROJECT_STATUSES, PROPERTY_TYPES, TOP_YEAR_MAX, TOP_YEAR_MIN } from "../../../app/domain/schemas/project";
import { FACING_DIRECTIONS, type FacingDirection } from "../../../app/domain/schemas/unit-type";
import { AMENITY_TYPES, SCHOOL_TYPES, TRANSPORT_TYPES } from "../../../app/domain/schemas/location";
import { UNIT_FLOOR_MAX, UNIT_STATUSES } from "../../../app/domain/unit-inventory";
import { id, timestamps } from "./columns";
import { projectAssignments } from "./realtors";
import { enquiries } from "./enquiries";
import { sqlNumber, sqlStringList } from "./sql-literals";

/** Administrative statuses (part 3 §4); the public site lists Launch and Selling: decision 005. */
export const projectStatusEnum = pgEnum("project_status", PROJECT_STATUSES);
export const propertyTypeEnum = pgEnum("property_type", PROPERTY_TYPES);
export const coreRegionEnum = pgEnum("core_region", CORE_REGIONS);
export const urbanPlanningRegionEnum = pgEnum("urban_planning_region", URBAN_PLANNING_REGIONS);
export const transportTypeEnum = pgEnum("transport_type", TRANSPORT_TYPES);
export const schoolTypeEnum = pgEnum("school_type", SCHOOL_TYPES);
export const amenityTypeEnum = pgEnum("amenity_type", AMENITY_TYPES);
export const unitStatusEnum = pgEnum("unit_status", UNIT_STATUSES);

const SIX_DIGITS = "'^[0-9]{6}$'";
/** Kilometres with two decimals, read as a JavaScript number. */
const km = (name: string) => numeric(name, { precision: 5, scale: 2, mode: "number" });
/** Square feet with two decimals, read as a JavaScript number. */
const sqft = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });

export const projectSets = pgTable(
  "project_sets",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [unique("project_sets_name_key").on(t.name), index("project_sets_sort_order_idx").on(t.sortOrder)],
);

export const developers = pgTable("developers", {
  id: id(),
  name: text("name").notNull().unique("developers_name_key"),
  description: text("description"),
  ...timestamps(),
});

export const architects = pgTable("architects", {
  id: id(),
  name: text("name").notNull().unique("architects_name_key"),
  description: text("description"),
  ...timestamps(),
});

/** A condominium project (part 3 §3). Money is in cents; percentages and areas are numbers. */
export const projects = pgTable(
  "projects",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    status: projectStatusEnum("status").notNull().default("Planning"),
    propertyType: propertyTypeEnum("property_type").notNull().default("Condominium"),
    shortDescription: text("short_description"),
    fullAddress: text("full_address").notNull(),
    postalCode: text("postal_code"),
    /** 'District 9' (app/domain/singapore DISTRICTS[].value). */
    district: text("district").notNull(),
    neighbourhood: text("neighbourhood").notNull(),
    coreRegion: coreRegionEnum("core_region").notNull(),
    urbanPlanningRegion: urbanPlanningRegionEnum("urban_planning_region").notNull(),
    tenure: text("tenure").notNull().default("99-year Leasehold"),
    totalUnits: integer("total_units").notNull().default(100),
    percentageSold: numeric("percentage_sold", { precision: 5, scale: 2, mode: "number" }).notNull().default(0),
    developerId: uuid("developer_id")
      .notNull()
      .references(() => developers.id, { onDelete: "restrict" }),
    architectId: uuid("architect_id").references(() => architects.id, { onDelete: "set null" }),
    projectSetId: uuid("project_set_id").references(() => projectSets.id, { onDelete: "set null" }),
    launchYear: integer("launch_year"),
    completedYear: integer("completed_year"),
    bannerImageUrl: text("banner_image_url"),
    brochureUrl: text("brochure_url"),
    /** The site-plan picture and its size in pixels (decision record 148); the blocks hold their places on it. */
    sitePlanUrl: text("site_plan_url"),
    sitePlanWidth: integer("site_plan_width"),
    sitePlanHeight: integer("site_plan_height"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    launchDate: date("launch_date", { mode: "string" }),
    topDateEstimate: date("top_date_estimate", { mode: "string" }),
    topDateActual: date("top_date_actual", { mode: "string" }),
    topYearActual: integer("top_year_actual"),
    constructionStartDate: date("construction_start_date", { mode: "string" }),
    estimatedCompletionDate: date("estimated_completion_date", { mode: "string" }),
    siteAreaSqft: sqft("site_area_sqft"),
    numberOfBlocks: integer("number_of_blocks"),
    maxStoreys: integer("max_storeys"),
    totalCarParks: integer("total_car_parks"),
    highlights: text("highlights").array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique("projects_slug_key").on(t.slug),
    index("projects_status_created_idx").on(t.status, t.createdAt.desc()),
    index("projects_created_idx").on(t.createdAt.desc()),
    // The public listing's order (newest first, id as tie-break) over the listed projects only:
    // page 1 reads twelve index entries however many projects there are. NULLS FIRST is what a
    // plain ORDER BY … DESC means.
    index("projects_listed_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} in (${sqlStringList(LISTED_STATUSES)})`),
    // The listing's TOP-year order (soonest first, undated last, then as above), listed only.
    index("projects_listed_top_idx")
      .on(t.topYearActual.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} in (${sqlStringList(LISTED_STATUSES)})`),
    // The home page's project groups (decision record 137): each district's or region's count of
    // listed projects and its newest ones, read from these instead of every listed project's row.
    index("projects_listed_district_group_idx")
      .on(t.district, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} in (${sqlStringList(LISTED_STATUSES)})`),
    index("projects_listed_region_group_idx")
      .on(t.urbanPlanningRegion, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.status} in (${sqlStringList(LISTED_STATUSES)})`),
    // Project Management's default order (by name, id as tie-break): page 1 reads twenty entries.
    index("projects_name_idx").on(t.name, t.id),
    index("projects_district_idx").on(t.district),
    index("projects_urban_planning_region_idx").on(t.urbanPlanningRegion),
    index("projects_featured_idx").on(t.isFeatured, t.createdAt.desc()),
    index("projects_developer_idx").on(t.developerId),
    index("projects_architect_idx").on(t.architectId),
    index("projects_project_set_idx").on(t.projectSetId),
    check("projects_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("projects_postal_code_format", sql`${t.postalCode} IS NULL OR ${t.postalCode} ~ ${sql.raw(SIX_DIGITS)}`),
    check("projects_total_units_min", sql`${t.totalUnits} >= 1`),
    check("projects_percentage_sold_range", sql`${t.percentageSold} BETWEEN 0 AND 100`),
    check("projects_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("projects_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check(
      "projects_top_year_actual_range",
      sql`${t.topYearActual} IS NULL OR ${t.topYearActual} BETWEEN ${sqlNumber(TOP_YEAR_MIN)} AND ${sqlNumber(TOP_YEAR_MAX)}`,
    ),
    check("projects_site_area_sqft_min", sql`${t.siteAreaSqft} IS NULL OR ${t.siteAreaSqft} >= 0`),
    check("projects_number_of_blocks_min", sql`${t.numberOfBlocks} IS NULL OR ${t.numberOfBlocks} >= 0`),
    check("projects_max_storeys_min", sql`${t.maxStoreys} IS NULL OR ${t.maxStoreys} >= 1`),
    check("projects_total_car_parks_min", sql`${t.totalCarParks} IS NULL OR ${t.totalCarParks} >= 0`),
  ],
);

export const projectBuildings = pgTable(
  "project_buildings",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    buildingNumber: integer("building_number").notNull(),
    buildingAddress: text("building_address"),
    postalCode: text("postal_code").notNull(),
    /** The block's marker on the site plan, as fractions of the picture's width and height (0..1); null when not placed. */
    sitePlanX: doublePrecision("site_plan_x"),
    sitePlanY: doublePrecision("site_plan_y"),
    ...timestamps(),
  },
  (t) => [
    check(
      "project_buildings_site_plan_place",
      sql`(${t.sitePlanX} is null and ${t.sitePlanY} is null) or (${t.sitePlanX} between 0 and 1 and ${t.sitePlanY} between 0 and 1)`,
    ),
    /** Violations map to 'Building number {n} already exists for this project'. */
    unique("project_buildings_project_number_key").on(t.projectId, t.buildingNumber),
    /** Target of unit_types' composite key: a unit type's building belongs to its project. */
    unique("project_buildings_id_project_key").on(t.id, t.projectId),
    check("project_buildings_building_number_min", sql`${t.buildingNumber} >= 1`),
    check("project_buildings_postal_code_format", sql`${t.postalCode} ~ ${sql.raw(SIX_DIGITS)}`),
  ],
);

/**
 * A unit type of a project (part 3 §3, rules of §5). All money in cents: indicative_price_from,
 * price_psf_from, price_psf_to and maintenance_fee_psf (S$0.35 psf is 35).
 * The building reference is NO ACTION, so deleting a building that still has unit types fails
 * (the spec's refusal), while deleting the whole project cascades through both tables.
 */
export const unitTypes = pgTable(
  "unit_types",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id").notNull(),
    name: text("name").notNull(),
    bedrooms: integer("bedrooms").notNull().default(1),
    bathrooms: integer("bathrooms").notNull().default(1),
    hasStudy: boolean("has_study").notNull().default(false),
    areaSqftMin: sqft("area_sqft_min").notNull(),
    areaSqftMax: sqft("area_sqft_max").notNull(),
    totalCountOfType: integer("total_count_of_type").notNull().default(1),
    indicativePriceFrom: bigint("indicative_price_from", { mode: "number" }),
    pricePsfFrom: integer("price_psf_from"),
    pricePsfTo: integer("price_psf_to"),
    maintenanceFeePsf: integer("maintenance_fee_psf"),
    balconySqft: sqft("balcony_sqft"),
    airConLedgeSqft: sqft("air_con_ledge_sqft"),
    householdShelterSqft: sqft("household_shelter_sqft"),
    floorRangeMin: integer("floor_range_min"),
    floorRangeMax: integer("floor_range_max"),
    // The check below keeps it to the form's directions.
    facingDirection: text("facing_direction").array().$type<FacingDirection[]>().notNull().default(sql`'{}'::text[]`),
    /** The floor plan picture: an upload under the project's storage folder (decision 091). */
    floorPlanUrl: text("floor_plan_url"),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: "unit_types_building_project_fk",
      columns: [t.buildingId, t.projectId],
      foreignColumns: [projectBuildings.id, projectBuildings.projectId],
    })
      .onDelete("no action")
      .onUpdate("no action"),
    index("unit_types_project_idx").on(t.projectId),
    index("unit_types_building_idx").on(t.buildingId),
    check("unit_types_bedrooms_min", sql`${t.bedrooms} >= 0`),
    check("unit_types_bathrooms_min", sql`${t.bathrooms} >= 1`),
    check("unit_types_area_sqft_min_min", sql`${t.areaSqftMin} >= 1`),
    check("unit_types_area_sqft_max_min", sql`${t.areaSqftMax} >= 1`),
    check("unit_types_area_sqft_order", sql`${t.areaSqftMax} >= ${t.areaSqftMin}`),
    check("unit_types_total_count_min", sql`${t.totalCountOfType} >= 1`),
    check("unit_types_indicative_price_min", sql`${t.indicativePriceFrom} IS NULL OR ${t.indicativePriceFrom} >= 0`),
    check("unit_types_price_psf_from_min", sql`${t.pricePsfFrom} IS NULL OR ${t.pricePsfFrom} >= 0`),
    check("unit_types_price_psf_to_min", sql`${t.pricePsfTo} IS NULL OR ${t.pricePsfTo} >= 0`),
    check("unit_types_maintenance_fee_psf_min", sql`${t.maintenanceFeePsf} IS NULL OR ${t.maintenanceFeePsf} >= 0`),
    check("unit_types_balcony_sqft_min", sql`${t.balconySqft} IS NULL OR ${t.balconySqft} >= 0`),
    check("unit_types_air_con_ledge_sqft_min", sql`${t.airConLedgeSqft} IS NULL OR ${t.airConLedgeSqft} >= 0`),
    check("unit_types_household_shelter_sqft_min", sql`${t.householdShelterSqft} IS NULL OR ${t.householdShelterSqft} >= 0`),
    check("unit_types_floor_range_min_min", sql`${t.floorRangeMin} IS NULL OR ${t.floorRangeMin} >= 1`),
    check("unit_types_floor_range_max_min", sql`${t.floorRangeMax} IS NULL OR ${t.floorRangeMax} >= 1`),
    check(
      "unit_types_floor_range_order",
      sql`${t.floorRangeMin} IS NULL OR ${t.floorRangeMax} IS NULL OR ${t.floorRangeMax} >= ${t.floorRangeMin}`,
    ),
    check(
      "unit_types_facing_direction_known",
      sql`${t.facingDirection} <@ ARRAY[${sqlStringList(FACING_DIRECTIONS)}]::text[]`,
    ),
  ],
);

/**
 * One unit of a block (issue 33, decision record 138): its stack and floor, unit type, size,
 * price in cents and sales status. Triggers (migration unit_inventory) keep the unit types'
 * size and price ranges and the project's card figures from these rows; a building or unit type
 * that still has units cannot be deleted.
 */
export const projectUnits = pgTable(
  "project_units",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    buildingId: uuid("building_id").notNull(),
    unitTypeId: uuid("unit_type_id")
      .notNull()
      .references(() => unitTypes.id, { onDelete: "no action" }),
    stack: text("stack").notNull(),
    floor: integer("floor").notNull(),
    areaSqft: sqft("area_sqft").notNull(),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    status: unitStatusEnum("status").notNull().default("available"),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: "project_units_building_project_fk",
      columns: [t.buildingId, t.projectId],
      foreignColumns: [projectBuildings.id, projectBuildings.projectId],
    })
      .onDelete("no action")
      .onUpdate("no action"),
    unique("project_units_building_stack_floor_key").on(t.buildingId, t.stack, t.floor),
    index("project_units_project_idx").on(t.projectId, t.status, t.priceCents),
    index("project_units_unit_type_idx").on(t.unitTypeId),
    check("project_units_stack_format", sql`${t.stack} ~ '^[A-Z0-9]{1,4}$'`),
    check("project_units_floor_range", sql`${t.floor} BETWEEN 1 AND ${sqlNumber(UNIT_FLOOR_MAX)}`),
    check("project_units_area_min", sql`${t.areaSqft} > 0`),
    check("project_units_price_min", sql`${t.priceCents} >= 100`),
  ],
);

/** The shared list of facilities a project can offer; icon_class is pool, gym, bbq, security, parking, garden or default. */
export const facilities = pgTable("facilities", {
  id: id(),
  name: text("name").notNull().unique("facilities_name_key"),
  iconClass: text("icon_class"),
  description: text("description"),
  ...timestamps(),
});

export const projectFacilities = pgTable(
  "project_facilities",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    facilityId: uuid("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [
    unique("project_facilities_project_facility_key").on(t.projectId, t.facilityId),
    index("project_facilities_facility_idx").on(t.facilityId),
  ],
);

/** Optional details of one facility in one project; removed with the selection. */
export const facilityDetails = pgTable(
  "facility_details",
  {
    id: id(),
    projectFacilityId: uuid("project_facility_id")
      .notNull()
      .references(() => projectFacilities.id, { onDelete: "cascade" }),
    description: text("description"),
    operatingHours: text("operating_hours"),
    capacity: integer("capacity"),
    specifications: text("specifications"),
    maintenanceSchedule: text("maintenance_schedule"),
    bookingRequired: boolean("booking_required").notNull().default(false),
    ageRestrictions: text("age_restrictions"),
    additionalCharges: text("additional_charges"),
    ...timestamps(),
  },
  (t) => [
    unique("facility_details_project_facility_key").on(t.projectFacilityId),
    check("facility_details_capacity_min", sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
  ],
);

export const projectImages = pgTable(
  "project_images",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    altText: text("alt_text"),
    /** A rendering rather than a photograph: the gallery captions it 'Artist's impression'. */
    isArtistImpression: boolean("is_artist_impression").notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    width: integer("width"),
    height: integer("height"),
    ...timestamps(),
  },
  (t) => [
    index("project_images_project_sort_idx").on(t.projectId, t.sortOrder),
    check("project_images_size_positive", sql`(${t.width} IS NULL OR ${t.width} > 0) AND (${t.height} IS NULL OR ${t.height} > 0)`),
  ],
);

export const nearbyTransport = pgTable(
  "nearby_transport",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    transportType: transportTypeEnum("transport_type").notNull(),
    name: text("name").notNull(),
    distanceKm: km("distance_km").notNull(),
    walkingTimeMinutes: integer("walking_time_minutes"),
    /** The rail lines of a station found in the shipped dataset by its name (decision record 149), for the listing's line filter. */
    lines: text("lines").array().notNull().default(sql`'{}'::text[]`),
    /** Where the stop is, for the project map; a stop without them is listed but not plotted. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps(),
  },
  (t) => [
    index("nearby_transport_project_idx").on(t.projectId, t.distanceKm),
    check("nearby_transport_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("nearby_transport_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check("nearby_transport_distance_min", sql`${t.distanceKm} >= 0`),
    check("nearby_transport_walking_min", sql`${t.walkingTimeMinutes} IS NULL OR ${t.walkingTimeMinutes} >= 0`),
  ],
);

export const nearbySchools = pgTable(
  "nearby_schools",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    schoolName: text("school_name").notNull(),
    schoolType: schoolTypeEnum("school_type"),
    distanceKm: km("distance_km").notNull(),
    /** Where the school is, for the project map; a school without them is listed but not plotted. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps(),
  },
  (t) => [
    index("nearby_schools_project_idx").on(t.projectId, t.distanceKm),
    check("nearby_schools_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("nearby_schools_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check("nearby_schools_distance_min", sql`${t.distanceKm} >= 0`),
  ],
);

export const nearbyAmenities = pgTable(
  "nearby_amenities",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    amenityType: amenityTypeEnum("amenity_type").notNull(),
    distanceKm: km("distance_km").notNull(),
    walkingTimeMinutes: integer("walking_time_minutes"),
    drivingTimeMinutes: integer("driving_time_minutes"),
    description: text("description"),
    /** Where it is, for the public project map (decision record 111); null when not known. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps(),
  },
  (t) => [
    index("nearby_amenities_project_idx").on(t.projectId, t.distanceKm),
    check("nearby_amenities_latitude_range", sql`${t.latitude} IS NULL OR ${t.latitude} BETWEEN -90 AND 90`),
    check("nearby_amenities_longitude_range", sql`${t.longitude} IS NULL OR ${t.longitude} BETWEEN -180 AND 180`),
    check("nearby_amenities_distance_min", sql`${t.distanceKm} >= 0`),
    check("nearby_amenities_walking_min", sql`${t.walkingTimeMinutes} IS NULL OR ${t.walkingTimeMinutes} >= 0`),
    check("nearby_amenities_driving_min", sql`${t.drivingTimeMinutes} IS NULL OR ${t.drivingTimeMinutes} >= 0`),
  ],
);

export const keyDistances = pgTable(
  "key_distances",
  {
    id: id(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    destinationName: text("destination_name").notNull(),
    distanceKm: km("distance_km").notNull(),
    drivingTimeMinutes: integer("driving_time_minutes"),
    publicTransportTimeMinutes: integer("public_transport_time_minutes"),
    ...timestamps(),
  },
  (t) => [
    index("key_distances_project_idx").on(t.projectId, t.distanceKm),
    check("key_distances_distance_min", sql`${t.distanceKm} >= 0`),
    check("key_distances_driving_min", sql`${t.drivingTimeMinutes} IS NULL OR ${t.drivingTimeMinutes} >= 0`),
    check(
      "key_distances_public_transport_min",
      sql`${t.publicTransportTimeMinutes} IS NULL OR ${t.publicTransportTimeMinutes} >= 0`,
    ),
  ],
);

export const projectSetsRelations = relations(projectSets, ({ many }) => ({
  projects: many(projects),
}));

export const developersRelations = relations(developers, ({ many }) => ({
  projects: many(projects),
}));

export const architectsRelations = relations(architects, ({ many }) => ({
  projects: many(projects),
}));

export const projectsRelations = relations(projects, ({ one, many }) => ({
  developer: one(developers, { fields: [projects.developerId], references: [developers.id] }),
  architect: one(architects, { fields: [projects.architectId], references: [architects.id] }),
  projectSet: one(projectSets, { fields: [projects.projectSetId], references: [projectSets.id] }),
  buildings: many(projectBuildings),
  unitTypes: many(unitTypes),
  units: many(projectUnits),
  projectFacilities: many(projectFacilities),
  images: many(projectImages),
  nearbyTransport: many(nearbyTransport),
  nearbySchools: many(nearbySchools),
  nearbyAmenities: many(nearbyAmenities),
  keyDistances: many(keyDistances),
  assignments: many(projectAssignments),
  enquiries: many(enquiries),
}));

export const projectBuildingsRelations = relations(projectBuildings, ({ one, many }) => ({
  project: one(projects, { fields: [projectBuildings.projectId], references: [projects.id] }),
  unitTypes: many(unitTypes),
}));

export const unitTypesRelations = relations(unitTypes, ({ one }) => ({
  project: one(projects, { fields: [unitTypes.projectId], references: [projects.id] }),
  building: one(projectBuildings, { fields: [unitTypes.buildingId], references: [projectBuildings.id] }),
}));

export const facilitiesRelations = relations(facilities, ({ many }) => ({
  projectFacilities: many(projectFacilities),
}));

export const projectFacilitiesRelations = relations(projectFacilities, ({ one }) => ({
  project: one(projects, { fields: [projectFacilities.projectId], references: [projects.id] }),
  facility: one(facilities, { fields: [projectFacilities.facilityId], references: [facilities.id] }),
  details: one(facilityDetails),
}));

export const facilityDetailsRelations = relations(facilityDetails, ({ one }) => ({
  projectFacility: one(projectFacilities, {
    fields: [facilityDetails.projectFacilityId],
    references: [projectFacilities.id],
  }),
}));

export const projectImagesRelations = relations(projectImages, ({ one }) => ({
  project: one(projects, { fields: [projectImages.projectId], references: [projects.id] }),
}));

export const nearbyTransportRelations = relations(nearbyTransport, ({ one }) => ({
  project: one(projects, { fields: [nearbyTransport.projectId], references: [projects.id] }),
}));

export const nearbySchoolsRelations = relations(nearbySchools, ({ one }) => ({
  project: one(projects, { fields: [nearbySchools.projectId], references: [projects.id] }),
}));

export const nearbyAmenitiesRelations = relations(nearbyAmenities, ({ one }) => ({
  project: one(projects, { fields: [nearbyAmenities.projectId], references: [projects.id] }),
}));

export const keyDistancesRelations = relations(keyDistances, ({ one }) => ({
  project: one(projects, { fields: [keyDistances.projectId], references: [projects.id] }),
}));

export const projectUnitsRelations = relations(projectUnits, ({ one }) => ({
  project: one(projects, { fields: [projectUnits.projectId], references: [projects.id] }),
}));
