import { asc, eq, gt, inArray, sql } from "drizzle-orm";
import { csvImportResult, type CsvImportResult, type CsvImportRowResult } from "~/domain/csv-import-result";
import {
  formatBuildingsCell,
  parseBuildingsCell,
  PROJECT_CSV_COLUMNS,
  PROJECT_CSV_EXAMPLE,
  PROJECT_CSV_MESSAGES,
  PROJECT_IMPORT_ROW_LIMIT,
  projectCsvColumn,
  projectCsvCreateDefaults,
  projectCsvErrors,
  type ProjectCsvError,
  type ProjectCsvHeader,
} from "~/domain/schemas/project-csv";
import {
  coerceWizardValues,
  createProjectSchema,
  NO_ARCHITECT,
  PROJECT_MESSAGES,
  updateProjectSchema,
  type CreateProjectData,
  type UpdateProjectData,
} from "~/domain/schemas/project";
import type { CsvCell, CsvColumn } from "../../csv/csv-export";
import { parseCsvImport, type CsvImportRow } from "../../csv/csv-import";
import type { Database, Tx } from "../../db/client";
import { architects, developers, projectBuildings, projectImages, projects } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { InvalidError, withConflicts } from "../errors";
import { forgetFiles } from "./internal/project-folders";
import { wizardValuesOf } from "./internal/project-values";
import { insertProject, projectTags, updateProjectIn } from "./internal/project-rows";

// Export All Projects, the template and Import Projects (decision record 095). The import checks
// every row with the wizard's own schemas, writes nothing while any row is refused, and then
// creates or updates every project by its slug in one transaction.

type ExportRow = Record<ProjectCsvHeader, CsvCell>;

export const PROJECT_CSV_EXPORT_COLUMNS: readonly CsvColumn<ExportRow>[] = PROJECT_CSV_COLUMNS.map(({ header }) => ({
  header,
  value: (row: ExportRow) => row[header],
}));

export interface ProjectCsvFile {
  filename: string;
  columns: readonly CsvColumn<ExportRow>[];
  rows: AsyncIterable<ExportRow> | Iterable<ExportRow>;
}

const EXPORT_PAGE = 200;

/** Every project, in slug order, read page by page as the CSV writer asks; the permission is checked before any row is read. */
export function projectsCsvExport({ db }: { db: Database }, actor: Actor, day: string): ProjectCsvFile {
  authorize(actor, "projectManagement");
  return { filename: `projects-${day}.csv`, columns: PROJECT_CSV_EXPORT_COLUMNS, rows: exportRows(db) };
}

async function* exportRows(db: Database): AsyncGenerator<ExportRow> {
  let after = "";
  for (;;) {
    const page = await db
      .select({ project: projects, developer: developers.name, architect: architects.name })
      .from(projects)
      .innerJoin(developers, eq(developers.id, projects.developerId))
      .leftJoin(architects, eq(architects.id, projects.architectId))
      .where(gt(projects.slug, after))
      .orderBy(asc(projects.slug))
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    const buildings = await db
      .select()
      .from(projectBuildings)
      .where(inArray(projectBuildings.projectId, page.map((row) => row.project.id)))
      .orderBy(asc(projectBuildings.buildingNumber));
    for (const { project, developer, architect } of page) {
      const values = wizardValuesOf(project);
      const row = {} as ExportRow;
      for (const column of PROJECT_CSV_COLUMNS) {
        row[column.header] =
          column.field === "developer" ? developer
          : column.field === "architect" ? (architect ?? "")
          : column.field === "buildings" ? formatBuildingsCell(buildings.filter((building) => building.projectId === project.id))
          : (values[column.field] ?? "");
      }
      yield row;
    }
    if (page.length < EXPORT_PAGE) return;
    after = page[page.length - 1].project.slug;
  }
}

/** The template: the columns and one example row, with a developer the platform knows. */
export async function projectsCsvTemplate({ db }: { db: Database }, actor: Actor): Promise<ProjectCsvFile> {
  authorize(actor, "projectManagement");
  const [developer] = await db.select({ name: developers.name }).from(developers).orderBy(asc(developers.name)).limit(1);
  return {
    filename: "projects-import-template.csv",
    columns: PROJECT_CSV_EXPORT_COLUMNS,
    rows: [{ ...PROJECT_CSV_EXAMPLE, developer: developer?.name ?? "" }],
  };
}

export interface ProjectImportInput {
  file: File;
  /** Check every row and say what would happen, writing nothing. */
  dryRun: boolean;
}

type PlannedRow = CsvImportRowResult & { errors: ProjectCsvError[] } &
  ({ action: "create"; data?: CreateProjectData } | { action: "update"; data?: UpdateProjectData });

type Reader = Database | Tx;

/**
 * Import Projects: the file is checked by its bytes (the csvImport upload kind) and read; each
 * row is checked by the wizard's schema, with the stored project's values under it when its
 * slug exists. A dry run, or a file with any refused row, writes nothing; otherwise every
 * project is created or updated in one transaction with its audit rows and one row for the
 * import, and the public caches are dropped after the commit.
 */
export async function importProjectsCsv(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  { file, dryRun }: ProjectImportInput,
): Promise<CsvImportResult> {
  authorize(actor, "projectManagement");
  const { bytes } = await storage.check("csvImport", file, { field: "file" });
  const csv = parseCsvImport(bytes, { field: "file" });
  const headers = readHeaders(csv.columns);
  if (csv.rows.length === 0) throw new InvalidError(PROJECT_CSV_MESSAGES.noRows, { field: "file" });
  if (csv.rows.length > PROJECT_IMPORT_ROW_LIMIT) throw new InvalidError(PROJECT_CSV_MESSAGES.tooManyRows, { field: "file" });

  if (dryRun) return csvImportResult(file.name, await planImport(db, csv.rows, headers), false);

  const { rows, dropped, written } = await withConflicts("projects", { slug: PROJECT_MESSAGES.slugTaken }, () =>
    db.transaction(async (tx) => {
      // Checked again inside the transaction: the preview may be minutes old.
      const planned = await planImport(tx, csv.rows, headers);
      if (planned.some((row) => row.errors.length > 0)) return { rows: planned, dropped: null, written: [] };
      const droppedFiles: string[] = [];
      const projectIds: string[] = [];
      for (const row of planned) {
        if (row.action === "create") projectIds.push((await insertProject(tx, actor, row.data!)).id);
        else {
          const { updated, dropped } = await updateProjectIn(tx, actor, row.data!);
          projectIds.push(updated.id);
          droppedFiles.push(...dropped);
        }
      }
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: null,
        entityLabel: `CSV import: ${file.name}`.slice(0, 200),
        action: "imported",
        details: {
          file: file.name,
          created: planned.filter((row) => row.action === "create").map((row) => row.slug),
          updated: planned.filter((row) => row.action === "update").map((row) => row.slug),
        },
      });
      return { rows: planned, dropped: droppedFiles, written: projectIds };
    }),
  );
  if (!dropped) return csvImportResult(file.name, rows, false);
  dropCached(...projectTags(...written));
  await forgetFiles({ db, storage }, dropped);
  return csvImportResult(file.name, rows, true);
}

type HeaderMap = { fileHeader: string; column: (typeof PROJECT_CSV_COLUMNS)[number] }[];

/** The file's columns as ours; unknown ones refuse the file (a misspelt column would otherwise be ignored silently). */
function readHeaders(fileHeaders: readonly string[]): HeaderMap {
  const known: HeaderMap = [];
  const unknown: string[] = [];
  for (const fileHeader of fileHeaders) {
    const column = projectCsvColumn(fileHeader);
    if (!column) unknown.push(fileHeader);
    else known.push({ fileHeader, column });
  }
  if (unknown.length > 0) throw new InvalidError(PROJECT_CSV_MESSAGES.unknownColumns(unknown), { field: "file" });
  if (!known.some(({ column }) => column.field === "slug")) throw new InvalidError(PROJECT_CSV_MESSAGES.slugColumnMissing, { field: "file" });
  return known;
}

const lower = (value: string) => value.trim().toLowerCase();

/** What each row would do, and why it cannot: the wizard's schema on the row over the stored project (or the §9 defaults). */
async function planImport(reader: Reader, rows: readonly CsvImportRow[], headers: HeaderMap): Promise<PlannedRow[]> {
  const cell = (row: CsvImportRow, field: string) => {
    const header = headers.find(({ column }) => column.field === field);
    return header ? (row.values[header.fileHeader] ?? "") : undefined;
  };
  const slugs = [...new Set(rows.map((row) => cell(row, "slug")!.trim()).filter(Boolean))];
  const namesOf = (field: "developer" | "architect") => [...new Set(rows.map((row) => lower(cell(row, field) ?? "")).filter(Boolean))];
  const developerNames = namesOf("developer");
  const architectNames = namesOf("architect");
  const [stored, developerRows, architectRows] = await Promise.all([
    slugs.length ? reader.select().from(projects).where(inArray(projects.slug, slugs)) : [],
    developerNames.length
      ? reader.select({ id: developers.id, name: developers.name }).from(developers).where(inArray(sql`lower(${developers.name})`, developerNames))
      : [],
    architectNames.length
      ? reader.select({ id: architects.id, name: architects.name }).from(architects).where(inArray(sql`lower(${architects.name})`, architectNames))
      : [],
  ]);
  const storedIds = stored.map((project) => project.id);
  const [storedImages, storedBuildings] = storedIds.length
    ? await Promise.all([
        reader.select().from(projectImages).where(inArray(projectImages.projectId, storedIds)).orderBy(asc(projectImages.sortOrder), asc(projectImages.createdAt)),
        reader
          .select({
            projectId: projectBuildings.projectId,
            buildingNumber: projectBuildings.buildingNumber,
            postalCode: projectBuildings.postalCode,
            buildingAddress: projectBuildings.buildingAddress,
          })
          .from(projectBuildings)
          .where(inArray(projectBuildings.projectId, storedIds)),
      ])
    : [[], []];
  const projectBySlug = new Map(stored.map((project) => [project.slug, project]));
  const developerByName = new Map(developerRows.map((row) => [lower(row.name), row.id]));
  const architectByName = new Map(architectRows.map((row) => [lower(row.name), row.id]));
  const firstLineOfSlug = new Map<string, number>();
  const defaults = projectCsvCreateDefaults();

  return rows.map((row): PlannedRow => {
    const slug = cell(row, "slug")!.trim();
    const existing = projectBySlug.get(slug);
    const errors: ProjectCsvError[] = [];
    const values: Record<string, unknown> = existing ? wizardValuesOf(existing) : { ...defaults };
    let buildings: Record<string, string>[] = [];
    for (const { fileHeader, column } of headers) {
      const text = row.values[fileHeader] ?? "";
      if (column.field === "developer" || column.field === "architect") {
        const byName = column.field === "developer" ? developerByName : architectByName;
        const key = column.field === "developer" ? "developerId" : "architectId";
        const id = text.trim() ? byName.get(lower(text)) : undefined;
        if (text.trim() && !id) errors.push({ column: column.header, message: PROJECT_CSV_MESSAGES.unknownStakeholder(column.field, text.trim()) });
        // An unknown name has its error already; the name stands in so the schema does not add 'required'.
        values[key] = id ?? (text.trim() || (column.field === "architect" ? NO_ARCHITECT : ""));
      } else if (column.field === "buildings") {
        const parsed = parseBuildingsCell(text);
        if (parsed.error) errors.push({ column: "buildings", message: parsed.error });
        buildings = parsed.buildings;
      } else {
        values[column.field] = text;
      }
    }
    const seenOn = firstLineOfSlug.get(slug);
    if (slug && seenOn !== undefined) errors.push({ column: "slug", message: PROJECT_CSV_MESSAGES.duplicateSlug(seenOn) });
    else if (slug) firstLineOfSlug.set(slug, row.line);

    const coerced = coerceWizardValues({ ...values, buildings });
    const parsed = existing
      ? updateProjectSchema.safeParse({
          ...coerced,
          id: existing.id,
          // The stored gallery stays as it is; pictures are managed in the wizard.
          images: storedImages
            .filter((image) => image.projectId === existing.id)
            .map((image) => ({
              url: image.imageUrl,
              altText: image.altText ?? undefined,
              width: image.width ?? undefined,
              height: image.height ?? undefined,
              isArtistImpression: image.isArtistImpression,
            })),
        })
      : createProjectSchema.safeParse(coerced);
    if (!parsed.success) {
      const flagged = new Set(errors.map((error) => error.column));
      errors.push(...projectCsvErrors(parsed.error.issues).filter((error) => !flagged.has(error.column)));
    }
    const name = parsed.success ? parsed.data.name : String(values.name ?? "");
    const base = { line: row.line, slug, name, errors, notes: [] as string[] };
    if (!existing) return { ...base, action: "create", data: parsed.success && errors.length === 0 ? (parsed.data as CreateProjectData) : undefined };
    if (!parsed.success || errors.length > 0) return { ...base, action: "update" };
    // Buildings the project has are managed in their own dialog; only new numbers are added, and
    // the preview says which of the file's differing ones it leaves as they are.
    const taken = new Map(storedBuildings.filter((building) => building.projectId === existing.id).map((building) => [building.buildingNumber, building]));
    const data = parsed.data as UpdateProjectData;
    const asCell = (building: { buildingNumber: number; postalCode: string; buildingAddress?: string | null }) =>
      formatBuildingsCell([{ ...building, buildingAddress: building.buildingAddress ?? null }]);
    const kept = data.buildings.filter((building) => taken.has(building.buildingNumber) && asCell(building) !== asCell(taken.get(building.buildingNumber)!));
    const notes = kept.length > 0 ? [PROJECT_CSV_MESSAGES.existingBuildingsKept(kept.map((building) => building.buildingNumber))] : [];
    return { ...base, notes, action: "update", data: { ...data, buildings: data.buildings.filter((building) => !taken.has(building.buildingNumber)) } };
  });
}
