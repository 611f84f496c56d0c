import { CsvError, parse } from "csv-parse/sync";
import { InvalidError } from "../services/errors";

// Reads an uploaded CSV (checked first by storage.check("csvImport", file)) into rows that keep
// their line number, so an import can say which line of the file a problem is on.

export const CSV_IMPORT_MESSAGES = {
  notUtf8: "The file is not UTF-8 text: in Excel, save it as 'CSV UTF-8 (Comma delimited)'",
  noHeader: "The file is empty: the first line must name the columns",
  unnamedColumn: (position: number) => `Line 1: column ${position} has no name`,
  duplicateColumn: (name: string) => `Line 1: the column '${name}' appears twice`,
  wrongLength: (line: number, found: number, expected: number) =>
    `Line ${line} has ${found} ${found === 1 ? "value" : "values"}; the header line has ${expected}`,
  unclosedQuote: (line: number) => `Line ${line}: a quoted value is not closed`,
  badQuote: (line: number) => `Line ${line}: a quote character is misplaced (put the value in double quotes and double any quote inside)`,
  unreadable: (line: number) => `Line ${line} could not be read`,
} as const;

type ParsedRecord = { record: string[]; info: { lines: number } };

export interface CsvImportRow {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  /** The row's values by column name; spaces around an unquoted value are dropped. */
  values: Record<string, string>;
}

export interface CsvImport {
  columns: string[];
  rows: CsvImportRow[];
}

/**
 * The header line names the columns; every other line is a row of exactly as many values.
 * Blank lines and rows of empty cells (spreadsheets leave them below the data) are skipped.
 * A file that cannot be read throws `InvalidError` naming the line, on `field` when given.
 */
export function parseCsvImport(input: Uint8Array | string, { field }: { field?: string } = {}): CsvImport {
  const refuse = (message: string) => new InvalidError(message, { field });
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeUtf8(input, refuse);
  // One line ending for the parser's line count; Excel on Windows writes \r\n, old Mac files \r.
  const normalised = text.replace(/\r\n?/g, "\n");
  let records: ParsedRecord[];
  let lastRecordLine = 0;
  try {
    // With `info` each record arrives with the parser's position; the typings only know plain arrays.
    records = parse(normalised, {
      info: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      on_record: (record, context) => {
        lastRecordLine = context.lines;
        return record;
      },
    }) as unknown as ParsedRecord[];
  } catch (error) {
    throw refuse(parseErrorMessage(error, normalised, lastRecordLine));
  }
  const [header, ...body] = records;
  if (!header) throw refuse(CSV_IMPORT_MESSAGES.noHeader);
  const columns = header.record;
  columns.forEach((name, index) => {
    if (!name) throw refuse(CSV_IMPORT_MESSAGES.unnamedColumn(index + 1));
    if (columns.indexOf(name) !== index) throw refuse(CSV_IMPORT_MESSAGES.duplicateColumn(name));
  });
  const rows = body.map(({ record, info }) => {
    // The parser counts to the row's last line; a quoted value may span several.
    const line = info.lines - record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== columns.length) throw refuse(CSV_IMPORT_MESSAGES.wrongLength(line, record.length, columns.length));
    return { line, values: Object.fromEntries(columns.map((name, index) => [name, record[index]])) };
  });
  return { columns, rows };
}

function decodeUtf8(bytes: Uint8Array, refuse: (message: string) => InvalidError): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refuse(CSV_IMPORT_MESSAGES.notUtf8);
  }
}

function parseErrorMessage(error: unknown, text: string, lastRecordLine: number): string {
  if (!(error instanceof CsvError)) throw error;
  const line = (error as CsvError & { lines?: number }).lines ?? 1;
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    // The parser only notices at the end of the file; the quote opened on the first line after
    // the last whole row that holds one.
    const lines = text.split("\n");
    const opening = lines.findIndex((content, index) => index >= lastRecordLine && content.includes('"'));
    return CSV_IMPORT_MESSAGES.unclosedQuote(opening === -1 ? line : opening + 1);
  }
  if (error.code === "INVALID_OPENING_QUOTE" || error.code === "CSV_INVALID_CLOSING_QUOTE") return CSV_IMPORT_MESSAGES.badQuote(line);
  return CSV_IMPORT_MESSAGES.unreadable(line);
}
