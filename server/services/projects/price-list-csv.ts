import { asc, eq, sql } from "drizzle-orm";
import { csvImportResult, type CsvImportResult, type CsvImportRowResult } from "~/domain/csv-import-result";
import { centsToDollars, dollarsToCents, formatCents } from "~/domain/format";
import { normaliseCsvHeader, PROJECT_CSV_MESSAGES } from "~/domain/schemas/project-csv";
import {
  PRICE_LIST_COLUMNS,
  PRICE_LIST_ROW_LIMIT,
  priceListRowSchema,
  UNIT_INVENTORY_MESSAGES,
  type PriceListHeader,
  type PriceListRow,
} from "~/domain/schemas/unit-inventory";
import { UNIT_STATUS_LABELS, unitNumber } from "~/domain/unit-inventory";
import type { CsvCell, CsvColumn } from "../../csv/csv-export";
import { parseCsvImport, type CsvImportRow } from "../../csv/csv-import";
import type { Database, Tx } from "../../db/client";
import { projectBuildings, projectUnits, unitTypes } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import type { Storage } from "../../storage";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { UNIT_COLUMNS } from "../internal/unit-columns";
import { InvalidError } from "../errors";
import { lockProjectForDetails, projectHeaderBySlug } from "./internal/project-header";
import { projectTags } from "./internal/project-rows";
import { unitAuditEntry } from "./internal/unit-audit";

// A project's price list as CSV: export, template and import, with the projects import's
// machinery (the csvImport upload check, parseCsvImport, a dry run, all or nothing, per-row
// messages). A row is one unit, keyed by block, stack and floor: it is created or updated;
// units the file leaves out stay as they are.

type PriceListCsvRow = Record<PriceListHeader, CsvCell>;

const COLUMNS: readonly CsvColumn<PriceListCsvRow>[] = PRICE_LIST_COLUMNS.map(({ header }) => ({ header, value: (row: PriceListCsvRow) => row[header] }));

export interface PriceListCsvFile {
  filename: string;
  columns: readonly CsvColumn<PriceListCsvRow>[];
  rows: PriceListCsvRow[];
}

/** Every unit of the project, block by block, floor by floor, in the columns the import reads. */
export async function priceListCsvExport({ db }: { db: Database }, actor: Actor, { slug, day }: { slug: string; day: string }): Promise<PriceListCsvFile> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const rows = await db
    .select({
      block: projectBuildings.buildingNumber,
      stack: projectUnits.stack,
      floor: projectUnits.floor,
      unitType: unitTypes.name,
      areaSqft: projectUnits.areaSqft,
      priceCents: projectUnits.priceCents,
      status: projectUnits.status,
    })
    .from(projectUnits)
    .innerJoin(projectBuildings, eq(projectBuildings.id, projectUnits.buildingId))
    .innerJoin(unitTypes, eq(unitTypes.id, projectUnits.unitTypeId))
    .where(eq(projectUnits.projectId, project.id))
    .orderBy(asc(projectBuildings.buildingNumber), asc(projectUnits.floor), asc(projectUnits.stack));
  return {
    filename: `${project.slug}-price-list-${day}.csv`,
    columns: COLUMNS,
    rows: rows.map((row) => ({
      block: row.block,
      stack: row.stack,
      floor: row.floor,
      unit_type: row.unitType,
      size_sqft: row.areaSqft,
      price: centsToDollars(row.priceCents),
      status: row.status,
    })),
  };
}

/** The template: the columns and an example row with the project's first block and unit type. */
export async function priceListCsvTemplate({ db }: { db: Database }, actor: Actor, { slug }: { slug: string }): Promise<PriceListCsvFile> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const [[block], [type]] = await Promise.all([
    db.select({ number: projectBuildings.buildingNumber }).from(projectBuildings).where(eq(projectBuildings.projectId, project.id)).orderBy(asc(projectBuildings.buildingNumber)).limit(1),
    db.select({ name: unitTypes.name }).from(unitTypes).where(eq(unitTypes.projectId, project.id)).orderBy(asc(unitTypes.bedrooms), asc(unitTypes.name)).limit(1),
  ]);
  return {
    filename: `${project.slug}-price-list-template.csv`,
    columns: COLUMNS,
    rows: [{ block: block?.number ?? 1, stack: "01", floor: 5, unit_type: type?.name ?? "2 Bedroom", size_sqft: 689, price: 1_580_000, status: "available" }],
  };
}

interface PlannedUnit extends CsvImportRowResult {
  data?: PriceListRow & { buildingId: string; unitTypeId: string; existing?: { id: string; priceCents: number; status: PriceListRow["status"]; unitTypeId: string; areaSqft: number } };
}

/**
 * Import a price list into one project: every row checked (its block and unit type must be the
 * project's, a unit once per file); a dry run, or a file with any refused row, writes nothing;
 * otherwise every unit is created or updated in one transaction with one audit row, and the
 * pages showing the project are dropped after the commit.
 */
export async function importPriceList(
  { db, storage }: { db: Database; storage: Storage },
  actor: Actor,
  { slug, file, dryRun }: { slug: string; file: File; dryRun: boolean },
): Promise<CsvImportResult> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const { bytes } = await storage.check("csvImport", file, { field: "file" });
  const csv = parseCsvImport(bytes, { field: "file" });
  const headers = readHeaders(csv.columns);
  if (csv.rows.length === 0) throw new InvalidError("The file has a header line but no units", { field: "file" });
  if (csv.rows.length > PRICE_LIST_ROW_LIMIT) throw new InvalidError(`A price list imports at most ${PRICE_LIST_ROW_LIMIT.toLocaleString("en-SG")} units`, { field: "file" });
  if (dryRun) return csvImportResult(file.name, await planImport(db, project.id, csv.rows, headers), false);

  const planned = await db.transaction(async (tx) => {
    const locked = await lockProjectForDetails(tx, project.id);
    const rows = await planImport(tx, project.id, csv.rows, headers);
    if (rows.some((row) => row.errors.length > 0)) return { rows, imported: false };
    const creates = rows.filter((row) => !row.data!.existing).map((row) => row.data!);
    const updates = rows.filter((row) => row.data!.existing && changes(row.data!)).map((row) => row.data!);
    if (creates.length > 0)
      await tx.insert(projectUnits).values(
        creates.map((unit) => ({
          projectId: project.id,
          buildingId: unit.buildingId,
          unitTypeId: unit.unitTypeId,
          stack: unit.stack,
          floor: unit.floor,
          areaSqft: unit.sizeSqft,
          priceCents: dollarsToCents(unit.price),
          status: unit.status,
        })),
      );
    // One statement, so the inventory triggers run once for the whole file.
    if (updates.length > 0)
      await tx.execute(sql`
        update ${projectUnits} set unit_type_id = v.type_id::uuid, area_sqft = v.area::numeric, price_cents = v.price::bigint,
          status = v.status::unit_status, updated_at = now()
        from (values ${sql.join(
          updates.map((unit) => sql`(${unit.existing!.id}, ${unit.unitTypeId}, ${unit.sizeSqft}, ${dollarsToCents(unit.price)}, ${unit.status})`),
          sql`, `,
        )}) as v(id, type_id, area, price, status)
        where ${projectUnits.id} = v.id::uuid`);
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: locked.id,
      entityLabel: locked.name,
      action: "price list imported",
      details: {
        file: file.name,
        created: creates.map((unit) => ({ block: unit.block, ...unitAuditEntry({ stack: unit.stack, floor: unit.floor }, { priceCents: dollarsToCents(unit.price), status: unit.status }) })),
        updated: updates.map((unit) => ({ block: unit.block, ...unitAuditEntry({ ...unit, ...unit.existing! }, { priceCents: dollarsToCents(unit.price), status: unit.status }) })),
      },
    });
    return { rows, imported: true };
  });
  if (planned.imported) dropCached(...projectTags(project.id));
  return csvImportResult(file.name, planned.rows, planned.imported);
}

function changes(unit: NonNullable<PlannedUnit["data"]>): boolean {
  const existing = unit.existing!;
  return existing.priceCents !== dollarsToCents(unit.price) || existing.status !== unit.status || existing.unitTypeId !== unit.unitTypeId || existing.areaSqft !== unit.sizeSqft;
}

type HeaderMap = Map<PriceListHeader, string>;

/** Every column must be there and none unknown: a price list without its prices or statuses must not half-import. */
function readHeaders(fileHeaders: readonly string[]): HeaderMap {
  const known: HeaderMap = new Map();
  const unknown: string[] = [];
  for (const fileHeader of fileHeaders) {
    const column = PRICE_LIST_COLUMNS.find(({ header }) => header === normaliseCsvHeader(fileHeader));
    if (column) known.set(column.header, fileHeader);
    else unknown.push(fileHeader);
  }
  if (unknown.length > 0) throw new InvalidError(PROJECT_CSV_MESSAGES.unknownColumns(unknown), { field: "file" });
  const missing = PRICE_LIST_COLUMNS.filter(({ header }) => !known.has(header)).map(({ header }) => header);
  if (missing.length > 0) throw new InvalidError(`The file has no ${missing.map((name) => `'${name}'`).join(", ")} column: download the template to see the columns`, { field: "file" });
  return known;
}

async function planImport(reader: Database | Tx, projectId: string, rows: readonly CsvImportRow[], headers: HeaderMap): Promise<PlannedUnit[]> {
  const [blocks, types, stored] = await Promise.all([
    reader.select({ id: projectBuildings.id, number: projectBuildings.buildingNumber }).from(projectBuildings).where(eq(projectBuildings.projectId, projectId)),
    reader.select({ id: unitTypes.id, name: unitTypes.name, buildingId: unitTypes.buildingId }).from(unitTypes).where(eq(unitTypes.projectId, projectId)),
    reader
      .select({
        id: projectUnits.id,
        buildingId: projectUnits.buildingId,
        ...UNIT_COLUMNS,
      })
      .from(projectUnits)
      .where(eq(projectUnits.projectId, projectId)),
  ]);
  const blockByNumber = new Map(blocks.map((block) => [block.number, block.id]));
  const storedByKey = new Map(stored.map((unit) => [`${unit.buildingId}:${unit.stack}:${unit.floor}`, unit]));
  const firstLine = new Map<string, number>();

  return rows.map((row): PlannedUnit => {
    const values = Object.fromEntries(PRICE_LIST_COLUMNS.map(({ header, field }) => [field, row.values[headers.get(header)!] ?? ""]));
    const parsed = priceListRowSchema.safeParse(values);
    const label = `Block ${values.block || "?"} ${unitNumber(Number(values.floor) || 0, String(values.stack).trim().toUpperCase() || "?")}`;
    const base = { line: row.line, slug: label, name: values.unitType, errors: [] as PlannedUnit["errors"], notes: [] as string[] };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = PRICE_LIST_COLUMNS.find(({ field }) => field === issue.path[0])?.header ?? "file";
        if (!base.errors.some((error) => error.column === column)) base.errors.push({ column, message: issue.message });
      }
      return { ...base, action: "create" };
    }
    const unit = parsed.data;
    const buildingId = blockByNumber.get(unit.block);
    if (!buildingId) base.errors.push({ column: "block", message: UNIT_INVENTORY_MESSAGES.unknownBlock(String(unit.block)) });
    const named = types.filter((type) => type.name.trim().toLowerCase() === unit.unitType.toLowerCase());
    const type = named.find((candidate) => candidate.buildingId === buildingId) ?? named[0];
    if (!type) base.errors.push({ column: "unit_type", message: UNIT_INVENTORY_MESSAGES.unknownUnitType(unit.unitType) });
    const key = `${buildingId ?? unit.block}:${unit.stack}:${unit.floor}`;
    const seenOn = firstLine.get(key);
    if (seenOn !== undefined) base.errors.push({ column: "stack", message: UNIT_INVENTORY_MESSAGES.duplicateUnit(seenOn) });
    else firstLine.set(key, row.line);
    const existing = buildingId ? storedByKey.get(key) : undefined;
    const action = existing ? "update" : "create";
    if (base.errors.length > 0 || !buildingId || !type) return { ...base, action };
    const name = `${type.name} · ${formatCents(dollarsToCents(unit.price))} · ${UNIT_STATUS_LABELS[unit.status]}`;
    return { ...base, name, action, data: { ...unit, buildingId, unitTypeId: type.id, existing } };
  });
}
