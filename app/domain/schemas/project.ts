import * as z from "zod";
import { SLUG_PATTERN } from "~/domain/slug";
import { singaporeDateParts } from "~/domain/format";
import { DISTRICTS, districtFor } from "~/domain/districts";
import { CORE_REGIONS, URBAN_PLANNING_REGIONS } from "~/domain/singapore";
import { buildingListSchema } from "~/domain/schemas/building";
import { galleryListSchema } from "~/domain/schemas/project-media";
import { isIsoDate, optionalIsoDate, optionalNumber, optionalText, optionalUrl, recordId, requiredText, withoutEmptyStrings } from "~/domain/schemas/fields";

export const PROJECT_STATUSES = ["Planning", "Construction", "Launch", "Selling", "Sold Out", "Completed"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROPERTY_TYPES = ["Condominium", "Executive Condominium", "Landed", "Commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Row label when a project has no property type. */
export function propertyTypeLabel(propertyType: string | null | undefined): string {
  return propertyType || "Property";
}

export const TENURE_OPTIONS = ["Freehold", "999-year Leasehold", "103-year Leasehold", "99-year Leasehold"] as const;

export const TOP_YEAR_MIN = 2020;
export const TOP_YEAR_MAX = 2050;
export const SLUG_CHECK_DELAY_MS = 500;
export const NO_ARCHITECT = "none";

export const PROJECT_MESSAGES = {
  nameRequired: "Project name is required",
  slugRequired: "Slug is required",
  slugInvalid: "Slug may contain only lowercase letters, numbers and hyphens",
  slugTaken: "This slug is already taken",
  statusRequired: "Status is required",
  propertyTypeRequired: "Property type is required",
  fullAddressRequired: "Full address is required",
  districtRequired: "District is required",
  districtInvalid: "Please choose a district from District 1 to District 28",
  neighbourhoodRequired: "Neighbourhood is required",
  coreRegionRequired: "Core region is required",
  urbanPlanningRegionRequired: "Urban planning region is required",
  tenureRequired: "Tenure is required",
  totalUnitsMin: "Total units must be at least 1",
  developerRequired: "Developer is required",
  developerUnknown: "This developer no longer exists: please choose another",
  architectUnknown: "This architect no longer exists: please choose another",
  notFound: "Project not found",
  postalCodeLength: "Please enter a valid 6-digit Singapore postal code",
  postalCodeFormat: "Invalid postal code format",
  urlInvalid: "Please enter a valid URL",
  percentageSoldRange: "Percentage sold must be between 0 and 100",
  latitudeRange: "Latitude must be between -90 and 90",
  longitudeRange: "Longitude must be between -180 and 180",
  topYearRange: `TOP year must be between ${TOP_YEAR_MIN} and ${TOP_YEAR_MAX}`,
  yearInvalid: "Please enter a valid year",
  dateInvalid: "Please enter a valid date",
  topBeforeLaunch: "Estimated TOP date cannot be before the launch date",
  constructionAfterTop: "Construction start date cannot be after the TOP date",
  siteAreaMin: "Site area must be 0 or more",
  numberOfBlocksMin: "Number of blocks must be 0 or more",
  maxStoreysMin: "Max storeys must be at least 1",
  totalCarParksMin: "Total car parks must be 0 or more",
  buildingRequired: "At least one building is required",
  reviewBuildingRequired: "At least one building is required, go back to Step 2",
  stepIncomplete: "Please complete required fields to continue",
  reviewHasErrors: "There are validation errors that need to be fixed before proceeding...",
} as const;

const postalCode = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!/^\d*$/.test(value)) ctx.addIssue({ code: "custom", message: PROJECT_MESSAGES.postalCodeFormat });
    else if (value.length !== 6) ctx.addIssue({ code: "custom", message: PROJECT_MESSAGES.postalCodeLength });
  })
  .optional();

const DISTRICT_VALUES = DISTRICTS.map((district) => district.value);

// 'D09', '9' and 'District 09' (a spreadsheet's spellings) are all stored as 'District 9'.
const district = z.preprocess(
  (value) => (typeof value === "string" && value.trim() ? (districtFor(value)?.value ?? value.trim()) : value),
  requiredText(PROJECT_MESSAGES.districtRequired).refine((value) => DISTRICT_VALUES.includes(value), {
    error: PROJECT_MESSAGES.districtInvalid,
  }),
);

// Accepts the spec's 'West Region' spelling as the West region.
const urbanPlanningRegion = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s+Region$/i, "").trim() : value),
  z.enum(URBAN_PLANNING_REGIONS, { error: PROJECT_MESSAGES.urbanPlanningRegionRequired }),
);

const year = optionalNumber({ min: 1900, max: 2100, int: true, message: PROJECT_MESSAGES.yearInvalid });

/** Every project field of the wizard, without buildings or cross-field rules. */
export const projectFieldsSchema = z.object({
  // 1 Basic Information
  name: requiredText(PROJECT_MESSAGES.nameRequired).max(200, { error: "Project name must be 200 characters or fewer" }),
  slug: requiredText(PROJECT_MESSAGES.slugRequired).regex(SLUG_PATTERN, { error: PROJECT_MESSAGES.slugInvalid }),
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusRequired }),
  propertyType: z.enum(PROPERTY_TYPES, { error: PROJECT_MESSAGES.propertyTypeRequired }),
  shortDescription: optionalText(1000),
  // 2 Location & Address
  fullAddress: requiredText(PROJECT_MESSAGES.fullAddressRequired),
  postalCode,
  district,
  neighbourhood: requiredText(PROJECT_MESSAGES.neighbourhoodRequired),
  coreRegion: z.enum(CORE_REGIONS, { error: PROJECT_MESSAGES.coreRegionRequired }),
  urbanPlanningRegion,
  tenure: requiredText(PROJECT_MESSAGES.tenureRequired),
  latitude: optionalNumber({ min: -90, max: 90, message: PROJECT_MESSAGES.latitudeRange }),
  longitude: optionalNumber({ min: -180, max: 180, message: PROJECT_MESSAGES.longitudeRange }),
  // 3 Stakeholders
  developerId: recordId(PROJECT_MESSAGES.developerRequired),
  architectId: z
    .string()
    .trim()
    .optional()
    .transform((value) => (!value || value === NO_ARCHITECT ? undefined : value))
    .pipe(recordId(PROJECT_MESSAGES.architectUnknown).optional()),
  // 4 Physical Specifications
  totalUnits: z
    .number({ error: PROJECT_MESSAGES.totalUnitsMin })
    .int({ error: PROJECT_MESSAGES.totalUnitsMin })
    .min(1, { error: PROJECT_MESSAGES.totalUnitsMin }),
  percentageSold: optionalNumber({ min: 0, max: 100, message: PROJECT_MESSAGES.percentageSoldRange }),
  siteAreaSqft: optionalNumber({ min: 0, message: PROJECT_MESSAGES.siteAreaMin }),
  numberOfBlocks: optionalNumber({ min: 0, int: true, message: PROJECT_MESSAGES.numberOfBlocksMin }),
  maxStoreys: optionalNumber({ min: 1, int: true, message: PROJECT_MESSAGES.maxStoreysMin }),
  totalCarParks: optionalNumber({ min: 0, int: true, message: PROJECT_MESSAGES.totalCarParksMin }),
  // 5 Dates & Timeline
  launchYear: year,
  completedYear: year,
  launchDate: optionalIsoDate(PROJECT_MESSAGES.dateInvalid),
  topDateEstimate: optionalIsoDate(PROJECT_MESSAGES.dateInvalid),
  topDateActual: optionalIsoDate(PROJECT_MESSAGES.dateInvalid),
  topYearActual: optionalNumber({ min: TOP_YEAR_MIN, max: TOP_YEAR_MAX, int: true, message: PROJECT_MESSAGES.topYearRange }),
  constructionStartDate: optionalIsoDate(PROJECT_MESSAGES.dateInvalid),
  estimatedCompletionDate: optionalIsoDate(PROJECT_MESSAGES.dateInvalid),
  // 6 Media & Assets
  bannerImageUrl: optionalUrl(PROJECT_MESSAGES.urlInvalid),
  brochureUrl: optionalUrl(PROJECT_MESSAGES.urlInvalid),
});
export type ProjectFields = z.output<typeof projectFieldsSchema>;
export type ProjectField = keyof z.input<typeof projectFieldsSchema>;

type ProjectDates = Partial<Record<"launchDate" | "topDateEstimate" | "topDateActual" | "constructionStartDate", unknown>>;

/**
 * The project's dates that contradict each other, each on its field: an estimated TOP before
 * the launch, a construction start after the TOP (estimated or actual). A date that is not one
 * is left to its own field's message. One rule for the wizard, its save and the CSV import.
 */
export function projectDateIssues(dates: ProjectDates): { field: "topDateEstimate" | "constructionStartDate"; message: string }[] {
  const date = (value: unknown) => (typeof value === "string" && isIsoDate(value) ? value : null);
  const [launch, topEstimate, topActual, constructionStart] = [dates.launchDate, dates.topDateEstimate, dates.topDateActual, dates.constructionStartDate].map(date);
  const issues: ReturnType<typeof projectDateIssues> = [];
  if (launch && topEstimate && topEstimate < launch) issues.push({ field: "topDateEstimate", message: PROJECT_MESSAGES.topBeforeLaunch });
  if (constructionStart && [topEstimate, topActual].some((top) => top && constructionStart > top)) {
    issues.push({ field: "constructionStartDate", message: PROJECT_MESSAGES.constructionAfterTop });
  }
  return issues;
}

function addProjectDateIssues(project: ProjectDates, ctx: z.RefinementCtx): void {
  for (const { field, message } of projectDateIssues(project)) ctx.addIssue({ code: "custom", message, path: [field] });
}

// Checked also when another field fails, so the wizard shows every message at once.
const whenAnObject = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };

/**
 * Create: the wizard plus at least one building and the gallery; number_of_blocks follows the
 * building count. The id is the one its uploads were stored under (decision record 066).
 */
export const createProjectSchema = projectFieldsSchema
  .extend({
    id: recordId().optional(),
    // prefault, not default: a missing list must still fail the minimum.
    buildings: buildingListSchema.min(1, { error: PROJECT_MESSAGES.buildingRequired }).prefault([]),
    images: galleryListSchema.default([]),
  })
  .superRefine(addProjectDateIssues, whenAnObject)
  .transform((project) => ({ ...project, numberOfBlocks: project.buildings.length }));
export type CreateProjectData = z.output<typeof createProjectSchema>;

/** Update: existing buildings are managed in their own dialogs; new ones may come along. */
export const updateProjectSchema = projectFieldsSchema
  .extend({
    id: recordId(),
    buildings: buildingListSchema.default([]),
    /** The whole gallery, in order: it replaces the stored one. */
    images: galleryListSchema.default([]),
  })
  .superRefine(addProjectDateIssues, whenAnObject);
export type UpdateProjectData = z.output<typeof updateProjectSchema>;

export const deleteProjectSchema = z.object({ id: recordId() });

/** The slug check of the wizard: is this slug free (for another project than `exceptId`)? */
export const slugCheckSchema = z.object({
  slug: z.string().trim().toLowerCase().max(200).catch(""),
  exceptId: recordId().optional().catch(undefined),
});

export const PROJECT_SORTS = ["name", "status", "units", "sold", "created"] as const;
export const PROJECT_TABS = ["all"] as const;

export const PROJECT_TOASTS = {
  created: "Project created successfully",
  updated: "Project updated successfully",
  deleted: "Project deleted successfully",
  createFailed: "Failed to create project",
  updateFailed: "Failed to update project",
  deleteFailed: "Failed to delete project",
} as const;

/** The delete confirmation of part 3 §2. */
export const PROJECT_DELETE_TEXT = {
  title: "Are you absolutely sure?",
  description: (name: string) =>
    `This action cannot be undone. This will permanently delete ${name} and all associated data, including images, unit types and pricing.`,
  confirm: "Delete Project",
  pending: "Deleting...",
} as const;

/** Spec part 3 §9 defaults for a new project. Launch year is the current year in Singapore. */
export function projectDefaults(now: Date = new Date()) {
  return {
    status: "Planning" as ProjectStatus,
    propertyType: "Condominium" as PropertyType,
    tenure: "99-year Leasehold",
    totalUnits: 100,
    percentageSold: 0,
    launchYear: singaporeDateParts(now)?.year ?? now.getUTCFullYear(),
    architectId: NO_ARCHITECT,
    buildings: [] as { buildingNumber: number; buildingAddress?: string; postalCode: string }[],
  };
}

const SUGGESTED_TYPES: Readonly<Record<ProjectStatus, readonly PropertyType[]>> = {
  Planning: ["Condominium", "Executive Condominium"],
  Construction: ["Condominium", "Executive Condominium"],
  Launch: ["Condominium", "Executive Condominium", "Landed"],
  Selling: ["Condominium", "Executive Condominium", "Landed"],
  "Sold Out": ["Condominium", "Executive Condominium", "Landed"],
  Completed: ["Condominium", "Executive Condominium", "Landed", "Commercial"],
};

export function suggestedPropertyTypes(status: ProjectStatus): readonly PropertyType[] {
  return SUGGESTED_TYPES[status];
}

/**
 * Soft warning (advice only, never blocks): null when the property type suits the status,
 * otherwise 'Consider: ' followed by the first two suggested types.
 */
export function propertyTypeAdvice(status: string | null | undefined, propertyType: string | null | undefined): string | null {
  if (!status || !(status in SUGGESTED_TYPES)) return null;
  const suggested = SUGGESTED_TYPES[status as ProjectStatus];
  if (propertyType && (suggested as readonly string[]).includes(propertyType)) return null;
  return `Consider: ${suggested.slice(0, 2).join(", ")}`;
}

export const WIZARD_STEPS = [
  { number: 1, title: "Basic Information", fields: ["name", "slug", "status", "propertyType", "shortDescription"] },
  {
    number: 2,
    title: "Location & Address",
    fields: ["fullAddress", "postalCode", "district", "neighbourhood", "coreRegion", "urbanPlanningRegion", "tenure", "latitude", "longitude"],
  },
  { number: 3, title: "Stakeholders", fields: ["developerId", "architectId"] },
  {
    number: 4,
    title: "Physical Specifications",
    fields: ["totalUnits", "percentageSold", "siteAreaSqft", "numberOfBlocks", "maxStoreys", "totalCarParks"],
  },
  {
    number: 5,
    title: "Dates & Timeline",
    fields: ["launchYear", "completedYear", "launchDate", "topDateEstimate", "topDateActual", "topYearActual", "constructionStartDate", "estimatedCompletionDate"],
  },
  { number: 6, title: "Media & Assets", fields: ["bannerImageUrl", "brochureUrl"] },
  { number: 7, title: "Review & Confirm", fields: [] },
] as const satisfies readonly { number: number; title: string; fields: readonly ProjectField[] }[];

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** What each step needs before Next is enabled (spec part 3 §5 'Step gating'). */
export const STEP_REQUIRED_FIELDS: Readonly<Record<1 | 2 | 3 | 4, readonly ProjectField[]>> = {
  1: ["name", "slug", "status", "propertyType"],
  2: ["fullAddress", "district", "neighbourhood", "coreRegion", "urbanPlanningRegion", "tenure"],
  3: ["developerId"],
  4: ["totalUnits"],
};

const NUMBER_FIELDS: readonly string[] = [
  "latitude", "longitude", "totalUnits", "percentageSold", "siteAreaSqft", "numberOfBlocks",
  "maxStoreys", "totalCarParks", "launchYear", "completedYear", "topYearActual",
];

export type WizardContext = {
  mode: "create" | "edit";
  /** Buildings the project already has (edit mode). */
  existingBuildingCount?: number;
  /** False while the project's buildings are still loading. */
  buildingsLoaded?: boolean;
  /** The slug check reported 'This slug is already taken'. */
  slugTaken?: boolean;
};

/** Raw form state or a CSV row (strings, '' for empty) into what the schema expects, as Conform does. */
export function coerceWizardValues(values: Record<string, unknown>): Record<string, unknown> {
  const result = withoutEmptyStrings(values);
  for (const key of NUMBER_FIELDS) {
    const value = result[key];
    if (typeof value === "string") result[key] = Number(value);
  }
  if (Array.isArray(result.buildings)) {
    result.buildings = result.buildings.map((building: Record<string, unknown>) => ({
      ...withoutEmptyStrings(building),
      buildingNumber: building.buildingNumber === "" || building.buildingNumber === undefined ? undefined : Number(building.buildingNumber),
    }));
  }
  if (Array.isArray(result.images)) {
    result.images = result.images.map((image: Record<string, unknown>) => {
      const cleaned = withoutEmptyStrings(image);
      for (const key of ["width", "height"]) if (typeof cleaned[key] === "string") cleaned[key] = Number(cleaned[key]);
      // A ticked checkbox posts 'on'; an unticked one nothing.
      if (typeof cleaned.isArtistImpression === "string") cleaned.isArtistImpression = cleaned.isArtistImpression === "on";
      return cleaned;
    });
  }
  return result;
}

/** `{ name: true, slug: true }` for `.pick()`, from a list of field names. */
function mask(fields: readonly ProjectField[]): Record<ProjectField, true> {
  return Object.fromEntries(fields.map((field) => [field, true])) as Record<ProjectField, true>;
}

/**
 * What Next checks on steps 1 to 4: the wizard schema narrowed with `.pick()` to the step's
 * fields (step 1: all of them, 'no errors'; steps 2 to 4: the required ones of §5).
 */
export const WIZARD_STEP_SCHEMAS = {
  1: projectFieldsSchema.pick(mask(WIZARD_STEPS[0].fields)),
  2: projectFieldsSchema.pick(mask(STEP_REQUIRED_FIELDS[2])),
  3: projectFieldsSchema.pick(mask(STEP_REQUIRED_FIELDS[3])),
  4: projectFieldsSchema.pick(mask(STEP_REQUIRED_FIELDS[4])),
} as const;

function hasBuildings(values: Record<string, unknown>, context: WizardContext): boolean {
  const submitted = Array.isArray(values.buildings) ? values.buildings : [];
  if (context.mode === "create") return submitted.length > 0 && buildingListSchema.safeParse(submitted).success;
  const blocks = typeof values.numberOfBlocks === "number" ? values.numberOfBlocks : 0;
  return (context.existingBuildingCount ?? 0) > 0 || blocks > 0 || submitted.length > 0;
}

/** Whether Next may leave this step (1–6), or the project may be submitted (7). */
export function stepIsValid(step: number, rawValues: Record<string, unknown>, context: WizardContext = { mode: "create" }): boolean {
  const values = coerceWizardValues(rawValues);
  switch (step) {
    case 1:
      return WIZARD_STEP_SCHEMAS[1].safeParse(values).success && !context.slugTaken;
    case 2:
    case 3:
      return WIZARD_STEP_SCHEMAS[step].safeParse(values).success;
    case 4:
      return WIZARD_STEP_SCHEMAS[4].safeParse(values).success && hasBuildings(values, context);
    case 5:
    case 6:
      return true;
    case 7: {
      const buildingsOk =
        context.mode === "create"
          ? createProjectSchema.safeParse(values).success
          : buildingListSchema.safeParse(values.buildings ?? []).success;
      return (
        projectFieldsSchema.safeParse(values).success &&
        buildingsOk &&
        hasBuildings(values, context) &&
        context.buildingsLoaded !== false &&
        !context.slugTaken
      );
    }
    default:
      return false;
  }
}

/** The stepper lets you jump to a completed step or stay on the current one. */
export function canVisitStep(target: number, current: number, completed: ReadonlySet<number>): boolean {
  return target === current || completed.has(target);
}

/** The step holding a field, to send the user back to it from the review. */
export function stepOfField(field: string): number | null {
  if (field === "buildings") return 4;
  if (field === "images") return 6;
  return WIZARD_STEPS.find((step) => (step.fields as readonly string[]).includes(field))?.number ?? null;
}
