import * as z from "zod";
import { projectDefaults, type ProjectField } from "~/domain/schemas/project";
import { uploadFileError } from "~/domain/upload-kinds";

// The projects CSV: one file shape for Export All Projects, the template and Import Projects, so
// an exported file can be edited and imported again (decision record 095). Every value is checked
// by the wizard's own schema; this file only maps columns to the wizard's fields.

/** The field a column fills: a wizard field, a stakeholder named in words, or the buildings list. */
export type ProjectCsvField = ProjectField | "developer" | "architect" | "buildings";

export const PROJECT_CSV_COLUMNS = [
  { header: "slug", field: "slug" },
  { header: "name", field: "name" },
  { header: "status", field: "status" },
  { header: "property_type", field: "propertyType" },
  { header: "short_description", field: "shortDescription" },
  { header: "full_address", field: "fullAddress" },
  { header: "postal_code", field: "postalCode" },
  { header: "district", field: "district" },
  { header: "neighbourhood", field: "neighbourhood" },
  { header: "core_region", field: "coreRegion" },
  { header: "urban_planning_region", field: "urbanPlanningRegion" },
  { header: "tenure", field: "tenure" },
  { header: "latitude", field: "latitude" },
  { header: "longitude", field: "longitude" },
  { header: "developer", field: "developer" },
  { header: "architect", field: "architect" },
  { header: "total_units", field: "totalUnits" },
  { header: "percentage_sold", field: "percentageSold" },
  { header: "site_area_sqft", field: "siteAreaSqft" },
  { header: "max_storeys", field: "maxStoreys" },
  { header: "total_car_parks", field: "totalCarParks" },
  { header: "launch_year", field: "launchYear" },
  { header: "completed_year", field: "completedYear" },
  { header: "launch_date", field: "launchDate" },
  { header: "top_date_estimate", field: "topDateEstimate" },
  { header: "top_date_actual", field: "topDateActual" },
  { header: "top_year_actual", field: "topYearActual" },
  { header: "construction_start_date", field: "constructionStartDate" },
  { header: "estimated_completion_date", field: "estimatedCompletionDate" },
  { header: "banner_image_url", field: "bannerImageUrl" },
  { header: "brochure_url", field: "brochureUrl" },
  { header: "buildings", field: "buildings" },
] as const satisfies readonly { header: string; field: ProjectCsvField }[];

export type ProjectCsvHeader = (typeof PROJECT_CSV_COLUMNS)[number]["header"];

/** A file imports at most this many projects: one transaction, one preview a person can read. */
export const PROJECT_IMPORT_ROW_LIMIT = 1000;

export const PROJECT_CSV_MESSAGES = {
  slugColumnMissing: "The file has no 'slug' column: download the template to see the columns",
  unknownColumns: (names: readonly string[]) =>
    `Unknown ${names.length === 1 ? "column" : "columns"} ${names.map((name) => `'${name}'`).join(", ")}: download the template to see the columns`,
  noRows: "The file has a header line but no projects",
  tooManyRows: `A file imports at most ${PROJECT_IMPORT_ROW_LIMIT.toLocaleString("en-SG")} projects: split it into several files`,
  duplicateSlug: (line: number) => `This slug is already on line ${line} of the file`,
  unknownStakeholder: (kind: "developer" | "architect", name: string) =>
    `No ${kind} is called '${name}': add it from the wizard's ${kind} picker first`,
  buildingFormat: (entry: string) => `'${entry}' is not a building: write number:postal code, e.g. 1:238801`,
  building: (position: number, message: string) => `Building ${position}: ${message}`,
  existingBuildingsKept: (numbers: readonly number[]) =>
    numbers.length === 1
      ? `Building ${numbers[0]} already exists: its postal code and address stay as they are. Change them in the project's Buildings dialog.`
      : `Buildings ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)} already exist: their postal codes and addresses stay as they are. Change them in the project's Buildings dialog.`,
  imported: "Projects imported successfully",
  importFailed: "Failed to import projects",
  exportFailed: "Failed to export projects",
  hasErrors: (rows: number) => `${rows} ${rows === 1 ? "row has" : "rows have"} errors: fix the file and choose it again. Nothing was imported.`,
} as const;

/** 'Property Type', ' property_type ' and 'PROPERTY-TYPE' all name the column property_type. */
export function normaliseCsvHeader(header: string): string {
  return header.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

const COLUMN_BY_HEADER: ReadonlyMap<string, (typeof PROJECT_CSV_COLUMNS)[number]> = new Map(
  PROJECT_CSV_COLUMNS.map((column) => [column.header, column]),
);

/** The column of a CSV header as written in a file, or undefined when it is not one of ours. */
export function projectCsvColumn(header: string) {
  return COLUMN_BY_HEADER.get(normaliseCsvHeader(header));
}

/**
 * The buildings cell: `1:238801; 2:238802:12 Marine Parade Road`, buildings separated by ';' or
 * line breaks, each its number, postal code and optionally its address. Entries that are not of
 * that shape are reported; the numbers and postal codes are left to the building schema.
 */
export function parseBuildingsCell(cell: string): { buildings: Record<string, string>[]; error: string | null } {
  const entries = cell
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const buildings: Record<string, string>[] = [];
  for (const entry of entries) {
    const match = /^([^:]*):([^:]*)(?::(.*))?$/.exec(entry);
    if (!match) return { buildings, error: PROJECT_CSV_MESSAGES.buildingFormat(entry) };
    buildings.push({ buildingNumber: match[1].trim(), postalCode: match[2].trim(), buildingAddress: (match[3] ?? "").trim() });
  }
  return { buildings, error: null };
}

/** The buildings cell of an export (the reverse of parseBuildingsCell). */
export function formatBuildingsCell(buildings: readonly { buildingNumber: number; postalCode: string; buildingAddress: string | null }[]): string {
  return buildings
    .map((building) =>
      [building.buildingNumber, building.postalCode, building.buildingAddress?.replace(/[;\n]+/g, ",")].filter((part) => part !== null && part !== undefined && part !== "").join(":"),
    )
    .join("; ");
}

export interface ProjectCsvError {
  column: ProjectCsvHeader | "file";
  message: string;
}

const HEADER_BY_FIELD: ReadonlyMap<string, ProjectCsvHeader> = new Map([
  ...PROJECT_CSV_COLUMNS.map((column) => [column.field, column.header] as const),
  ["developerId", "developer"],
  ["architectId", "architect"],
]);

/** The wizard schema's issues as the columns of the file name them; a building's issue names the building. */
export function projectCsvErrors(issues: readonly z.core.$ZodIssue[]): ProjectCsvError[] {
  const errors: ProjectCsvError[] = [];
  for (const issue of issues) {
    const [field, index] = issue.path;
    const column = HEADER_BY_FIELD.get(String(field)) ?? "file";
    const message = field === "buildings" && typeof index === "number" ? PROJECT_CSV_MESSAGES.building(index + 1, issue.message) : issue.message;
    if (!errors.some((error) => error.column === column && error.message === message)) errors.push({ column, message });
  }
  return errors;
}

/** The wizard's defaults (part 3 §9) that a new project takes for a column the file lacks. */
export function projectCsvCreateDefaults(now: Date = new Date()): Record<string, string | number> {
  const { buildings: _buildings, architectId: _architect, ...defaults } = projectDefaults(now);
  return defaults;
}

/** The template's one example row: every column, in the shapes the import reads. */
export const PROJECT_CSV_EXAMPLE: Readonly<Record<ProjectCsvHeader, string | number>> = {
  slug: "marina-view-residences",
  name: "Marina View Residences",
  status: "Selling",
  property_type: "Condominium",
  short_description: "Waterfront homes beside Marina Bay.",
  full_address: "1 Marina View, Singapore 018941",
  postal_code: "018941",
  district: "District 1",
  neighbourhood: "Marina Bay",
  core_region: "CCR",
  urban_planning_region: "Central",
  tenure: "99-year Leasehold",
  latitude: 1.2797,
  longitude: 103.8541,
  developer: "",
  architect: "",
  total_units: 320,
  percentage_sold: 25,
  site_area_sqft: 85000,
  max_storeys: 36,
  total_car_parks: 340,
  launch_year: 2025,
  completed_year: "",
  launch_date: "2025-03-15",
  top_date_estimate: "2029-06-30",
  top_date_actual: "",
  top_year_actual: "",
  construction_start_date: "2025-06-01",
  estimated_completion_date: "2029-03-31",
  banner_image_url: "",
  brochure_url: "",
  buildings: "1:018941; 2:018942:3 Marina View",
};

/** Where the screen's CSV buttons go. */
export const PROJECT_CSV_URLS = {
  export: "/dashboard/project-management/export.csv",
  template: "/dashboard/project-management/import-template.csv",
  import: "/dashboard/project-management/import",
} as const;

/** An import post: the file, and whether to preview it (a dry run) or import it. */
export const projectImportSchema = z
  .object({
    file: z.file({ error: "Please choose a CSV file" }),
    mode: z.enum(["preview", "import"]).default("preview"),
  })
  .superRefine((input, ctx) => {
    const message = uploadFileError("csvImport", input.file);
    if (message) ctx.addIssue({ code: "custom", message, path: ["file"] });
  });
export type ProjectImportData = z.output<typeof projectImportSchema>;
