/**
 * What a checked, dry-run, all-or-nothing CSV import answers (projects, a price list): each row
 * of the file with what it would do or why it cannot. The import dialog renders any of them.
 */
export interface CsvImportRowResult {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  /** What the row is keyed by: a project's slug, a unit's block and number. */
  slug: string;
  name: string;
  action: "create" | "update";
  errors: { column: string; message: string }[];
  notes: string[];
}

export interface CsvImportResult {
  fileName: string;
  rows: CsvImportRowResult[];
  creates: number;
  updates: number;
  invalidRows: number;
  /** Whether the rows were written (never on a dry run, never while a row has an error). */
  imported: boolean;
}

/** The answer for these checked rows: each as the dialog shows it, and the counts that head it. */
export function csvImportResult(fileName: string, rows: readonly CsvImportRowResult[], imported: boolean): CsvImportResult {
  const valid = rows.filter((row) => row.errors.length === 0);
  return {
    fileName,
    rows: rows.map(({ line, slug, name, action, errors, notes }) => ({ line, slug, name, action, errors, notes })),
    creates: valid.filter((row) => row.action === "create").length,
    updates: valid.filter((row) => row.action === "update").length,
    invalidRows: rows.length - valid.length,
    imported,
  };
}
