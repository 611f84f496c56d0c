import { stringify, type Options } from "csv-stringify/sync";

// Every CSV the platform hands out is written here (decision record 049).

export type CsvCell = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

const BOM = "\uFEFF";

// Rows stringified per chunk: big enough to keep the per-call cost small, small enough (a few
// hundred KB) that a chunk waiting for a slow client costs little memory.
const BATCH_ROWS = 500;

// A cell that starts like a formula is run by Excel, LibreOffice and Google Sheets when the file
// is opened: one leading apostrophe makes it text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** "=HYPERLINK(…)" -> "'=HYPERLINK(…)"; any other text is returned as it is. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const STRINGIFY_OPTIONS: Options = {
  record_delimiter: "windows",
  // The library quotes cells holding the record delimiter (\r\n); a lone \n or \r must be quoted too.
  quoted_match: /[\r\n]/,
  cast: {
    string: (value) => neutraliseFormula(value),
    date: (value) => value.toISOString(),
  },
};

/**
 * A CSV file as a byte stream: a UTF-8 byte order mark (Excel then reads accents and CJK names
 * right), a header row, then one row per item. Items are pulled from `rows` only as the reader
 * takes chunks, at most one chunk ahead, so an export of any length holds a few hundred rows in
 * memory; cancelling the stream (a closed download) ends the iteration, closing its cursor.
 * Text cells are formula-neutralised; numbers stay numbers; dates are written ISO 8601 in UTC.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row> | AsyncIterable<Row>): ReadableStream<Uint8Array> {
  const iterator = iteratorOf(rows);
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(BOM + stringify([columns.map((column) => column.header)], STRINGIFY_OPTIONS)));
        return;
      }
      const batch: CsvCell[][] = [];
      while (batch.length < BATCH_ROWS) {
        const next = await iterator.next();
        if (next.done) break;
        batch.push(columns.map((column) => column.value(next.value)));
      }
      if (batch.length > 0) controller.enqueue(encoder.encode(stringify(batch, STRINGIFY_OPTIONS)));
      if (batch.length < BATCH_ROWS) controller.close();
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * A download of `rows` as `filename` (made safe; '.csv' added when missing), never cached: exports
 * hold people's details. The first row is read before the response exists, so a service's
 * permission check that runs on that read throws its ForbiddenError to the route (a 403 with its
 * message, server/failure-response.ts) instead of a 200 whose body breaks off.
 */
export async function csvResponse<Row>({
  filename,
  columns,
  rows,
}: {
  filename: string;
  columns: readonly CsvColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}): Promise<Response> {
  const iterator = iteratorOf(rows);
  const first = await iterator.next();
  return new Response(csvStream(columns, resumed(first, iterator)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachmentDisposition(filename),
      "Cache-Control": "no-store",
    },
  });
}

function iteratorOf<Row>(rows: Iterable<Row> | AsyncIterable<Row>): AsyncIterator<Row> | Iterator<Row> {
  return Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : rows[Symbol.iterator]();
}

/** The rows again from the one already read; closing it closes the underlying iterator. */
function resumed<Row>(first: IteratorResult<Row>, rest: AsyncIterator<Row> | Iterator<Row>): AsyncIterable<Row> {
  let pending: IteratorResult<Row> | null = first;
  const iterator: AsyncIterator<Row> = {
    next: async () => {
      const next = pending ?? (await rest.next());
      pending = null;
      return next;
    },
    return: async () => {
      pending = null;
      await rest.return?.();
      return { done: true, value: undefined };
    },
  };
  return { [Symbol.asyncIterator]: () => iterator };
}

const UNSAFE_IN_NAME = /[\p{Cc}"\\/:*?<>|]+/gu;

/** `attachment` with an ASCII name for old clients and the full UTF-8 name (RFC 6266) for the rest. */
function attachmentDisposition(filename: string): string {
  const cleaned = filename
    .replace(UNSAFE_IN_NAME, " ")
    .replace(/\s+/g, " ")
    .replace(/\.csv$/i, "")
    .slice(0, 120)
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const stem = cleaned || "export";
  const asciiStem = stem
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|-+$/g, "");
  const encoded = encodeURIComponent(`${stem}.csv`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiStem || "export"}.csv"; filename*=UTF-8''${encoded}`;
}
