import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { csvResponse, csvStream, neutraliseFormula, type CsvColumn } from "#server/csv/csv-export";
import { parseCsvImport } from "#server/csv/csv-import";
import { ForbiddenError } from "#server/services/errors";

type Person = { name: string; phone: string; units: number; joined: Date | null };

const PEOPLE_COLUMNS: CsvColumn<Person>[] = [
  { header: "Name", value: (p) => p.name },
  { header: "Phone", value: (p) => p.phone },
  { header: "Units", value: (p) => p.units },
  { header: "Joined", value: (p) => p.joined },
];

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const textOf = async (stream: ReadableStream<Uint8Array>) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(await bytesOf(stream));

describe("CSV export: spreadsheet formulas are neutralised (OWASP CSV injection)", () => {
  it.each(["=HYPERLINK(\"http://evil\",\"x\")", "+65 9123 4567", "-2+3+cmd|' /C calc'!A0", "@SUM(A1:A9)", "\t=1+1", "\r=1+1"])(
    "a text cell starting %j gets one leading apostrophe",
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it("other text is left as it is, and typed numbers (also negative ones) stay numbers", async () => {
    expect(neutraliseFormula("Tan = Lee")).toBe("Tan = Lee");
    expect(neutraliseFormula("")).toBe("");
    const text = await textOf(csvStream(PEOPLE_COLUMNS, [{ name: "=1+1", phone: "91234567", units: -5, joined: null }]));
    expect(text).toBe("\uFEFFName,Phone,Units,Joined\r\n'=1+1,91234567,-5,\r\n");
  });
});

describe("CSV export: the file Excel opens right", () => {
  it("starts with a UTF-8 byte order mark and a header row; rows end in CRLF", async () => {
    const bytes = await bytesOf(csvStream(PEOPLE_COLUMNS, []));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("Name,Phone,Units,Joined\r\n");
  });

  it("quotes cells holding commas, quotes or line breaks (quotes doubled); dates are ISO 8601 in UTC", async () => {
    const rows: Person[] = [
      { name: 'Tan, "Ah Beng"', phone: "line one\nline two", units: 3, joined: new Date("2026-11-23T08:30:00+08:00") },
      { name: "陈美玲 Chén Měilíng", phone: "cr\ronly", units: 0, joined: null },
    ];
    const text = await textOf(csvStream(PEOPLE_COLUMNS, rows));
    expect(text).toBe(
      '\uFEFFName,Phone,Units,Joined\r\n"Tan, ""Ah Beng""","line one\nline two",3,2026-11-23T00:30:00.000Z\r\n陈美玲 Chén Měilíng,"cr\ronly",0,\r\n',
    );
  });

  it("reads back through the import parser value for value", async () => {
    const rows: Person[] = [{ name: 'Lim "Marcus", PropNex', phone: "+65 8123 4567", units: 12, joined: null }];
    const parsed = parseCsvImport(await bytesOf(csvStream(PEOPLE_COLUMNS, rows)));
    expect(parsed.columns).toEqual(["Name", "Phone", "Units", "Joined"]);
    expect(parsed.rows).toEqual([{ line: 2, values: { Name: 'Lim "Marcus", PropNex', Phone: "'+65 8123 4567", Units: "12", Joined: "" } }]);
  });
});

describe("CSV export: streamed, never whole in memory", () => {
  it("pulls rows only as the reader takes chunks, and a cancelled download ends the row source", async () => {
    let produced = 0;
    let sourceClosed = false;
    async function* rows(): AsyncGenerator<Person> {
      try {
        for (let i = 0; i < 100_000; i++) {
          produced++;
          yield { name: `Buyer ${i}`, phone: "9", units: i, joined: null };
        }
      } finally {
        sourceClosed = true;
      }
    }
    const reader = csvStream(PEOPLE_COLUMNS, rows()).getReader();
    await reader.read(); // the header
    await reader.read(); // the first rows
    expect(produced).toBeGreaterThan(0);
    expect(produced).toBeLessThanOrEqual(1_001); // one chunk read, at most one more waiting
    await reader.cancel();
    expect(sourceClosed).toBe(true);
    expect(produced).toBeLessThanOrEqual(1_001);
  });

  it("a 100,000-row export (over 40 MB) streams with memory in use growing by less than 16 MB", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // The JavaScript heap and the buffers outside it (encoded chunks live there), after a collection.
    const inUse = () => {
      gc();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const filler = "Premium freehold condominium near the MRT with a 50 m lap pool. ".repeat(6);
    let peak = 0;
    const baseline = inUse();
    const sample = () => {
      peak = Math.max(peak, inUse() - baseline);
    };
    async function* rows(): AsyncGenerator<Person> {
      for (let i = 0; i < 100_000; i++) {
        if (i % 25_000 === 0) sample();
        yield { name: `Buyer ${i} ${filler}`, phone: `+65 9${String(i).padStart(7, "0")}`, units: i, joined: new Date(i * 1000) };
      }
    }
    let bytes = 0;
    let chunks = 0;
    const reader = csvStream(PEOPLE_COLUMNS, rows()).getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      // Every eighth chunk from the second (the first after the header): each sample is a full collection.
      if (++chunks % 8 === 2) sample();
    }
    expect(bytes).toBeGreaterThan(40 * 1024 * 1024);
    expect(peak).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);
});

describe("CSV export: the download response", () => {
  it("is text/csv in UTF-8, an attachment with a safe file name, and never cached", async () => {
    const response = await csvResponse({
      filename: 'Agencies "Q4"/2026 — 名单',
      columns: PEOPLE_COLUMNS,
      rows: [{ name: "Tan", phone: "1", units: 1, joined: null }],
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Agencies-Q4-2026.csv"; filename*=UTF-8''Agencies%20Q4%202026%20%E2%80%94%20%E5%90%8D%E5%8D%95.csv`,
    );
    expect(await response.text()).toBe("Name,Phone,Units,Joined\r\nTan,1,1,\r\n");
  });

  /** Rows whose first read fails, as a service's generator does when its permission check refuses. */
  const failingRows = (error: Error): AsyncIterable<Person> => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(error) }) });

  it("a refusal the rows raise (a service's permission check) is thrown before any 200 or byte of the file (issue 30 item 12)", async () => {
    const rows = failingRows(new ForbiddenError("Access Denied: You don't have permission to export this"));
    const refusal = await csvResponse({ filename: "people", columns: PEOPLE_COLUMNS, rows }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect((refusal as ForbiddenError).message).toBe("Access Denied: You don't have permission to export this");
  });

  it("a download closed before its rows were sent closes the rows' source, though their first was read ahead", async () => {
    let sourceClosed = false;
    async function* rows(): AsyncGenerator<Person> {
      try {
        for (let i = 0; i < 10; i++) yield { name: `Buyer ${i}`, phone: "9", units: i, joined: null };
      } finally {
        sourceClosed = true;
      }
    }
    const response = await csvResponse({ filename: "people", columns: PEOPLE_COLUMNS, rows: rows() });
    expect(response.status).toBe(200);
    await response.body!.cancel();
    expect(sourceClosed).toBe(true);
  });

  it("any other failure before the first row is thrown before a response exists", async () => {
    const rows = failingRows(new Error("database down"));
    await expect(Promise.resolve().then(() => csvResponse({ filename: "people", columns: PEOPLE_COLUMNS, rows }))).rejects.toThrow("database down");
  });

  it("a name with nothing usable becomes 'export.csv'; '.csv' is not doubled", async () => {
    const disposition = async (filename: string) => (await csvResponse({ filename, columns: PEOPLE_COLUMNS, rows: [] })).headers.get("content-disposition");
    expect(await disposition("../..")).toBe(`attachment; filename="export.csv"; filename*=UTF-8''export.csv`);
    expect(await disposition("名单")).toBe(`attachment; filename="export.csv"; filename*=UTF-8''%E5%90%8D%E5%8D%95.csv`);
    expect(await disposition("enquiries.CSV")).toBe(`attachment; filename="enquiries.csv"; filename*=UTF-8''enquiries.csv`);
  });
});
