import { eq, sql } from "drizzle-orm";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsvImport } from "#server/csv/csv-import";
import { csvResponse } from "#server/csv/csv-export";
import { adminAuditLog, realtorAuditLog, realtors } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { adminLogExport, realtorLogExport } from "#server/services/audit-export";
import { ForbiddenError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { parseAdminAuditFilters, parseAuditFilters } from "~/domain/schemas/audit";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;

const filters = (query = "") => parseAuditFilters(new URLSearchParams(query));

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function csvOf(response: Response) {
  return parseCsvImport(new Uint8Array(await response.arrayBuffer()));
}

describe("Export Data (auditExporting)", () => {
  it.each(["admin2ic", "leader", "agent"] as const)("%s is refused with 'You do not have permission to export audit data.' before any row is read", (role) => {
    expect(() => realtorLogExport(services, actors[role], filters(), "2026-11-23")).toThrow(ForbiddenError);
    expect(() => realtorLogExport(services, actors[role], filters(), "2026-11-23")).toThrow("You do not have permission to export audit data.");
    expect(() => adminLogExport(services, actors[role], parseAdminAuditFilters(new URLSearchParams()), "2026-11-23")).toThrow(ForbiddenError);
  });

  it("the CSV holds the filtered entries with the joined realtor, Singapore times, and formulas neutralised", async () => {
    const [chloe] = await services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.email, "chloe@demo.sg"));
    await services.db.insert(realtorAuditLog).values({
      actionType: "suspended",
      realtorId: chloe.id,
      performedAt: new Date("2026-01-31T16:30:00Z"),
      performedByName: "Night Shift",
      performedByEmail: "night@demo.sg",
      reason: '=HYPERLINK("http://evil.example","Click")',
      reasonCategory: "policy",
      additionalDetails: { ticket: "OPS-9" },
    });
    const file = realtorLogExport(services, actors.admin1ic, filters("actionType=suspended"), "2026-11-23");
    expect(file.filename).toBe("audit-trail-2026-11-23.csv");
    const response = await csvResponse(file);
    expect(response.headers.get("content-disposition")).toContain('filename="audit-trail-2026-11-23.csv"');
    const csv = await csvOf(response);
    expect(csv.columns).toEqual([
      "Performed At (Singapore)",
      "Action",
      "Realtor",
      "Realtor Email",
      "CEA Number",
      "Agency",
      "Previous Status",
      "New Status",
      "Performed By",
      "Performed By Email",
      "Reason",
      "Reason Category",
      "Details",
    ]);
    // Seed: Chloe (12 days ago) and Wei Jie (60 days ago) suspended; and the one above, in February in Singapore.
    expect(csv.rows.map((row) => row.values.Realtor)).toEqual(["Chloe Ng", "Tan Wei Jie", "Chloe Ng"]);
    expect(csv.rows[2].values).toMatchObject({
      "Performed At (Singapore)": "2026-02-01T00:30:00+08:00",
      Action: "Suspended",
      "Realtor Email": "chloe@demo.sg",
      Reason: `'=HYPERLINK("http://evil.example","Click")`,
      Details: '{"ticket":"OPS-9"}',
    });
  });

  it("the administration log exports with its own columns", async () => {
    await services.db.insert(adminAuditLog).values({
      entityType: "site",
      entityLabel: "agent.localhost",
      action: "indexing_enabled",
      performedByName: "Daniel Koh",
      performedByEmail: "master@demo.sg",
      details: { before: { allowIndexing: false }, after: { allowIndexing: true } },
    });
    const csv = await csvOf(await csvResponse(adminLogExport(services, actors.master, parseAdminAuditFilters(new URLSearchParams("entity=site")), "2026-11-23")));
    expect(csv.rows.map((row) => row.values)).toEqual([
      expect.objectContaining({ Changed: "Site", Name: "agent.localhost", Action: "Indexing enabled", "Performed By Email": "master@demo.sg" }),
    ]);
  });
});

describe("a large export streams", () => {
  const ROWS = 100_000;

  beforeAll(async () => {
    await services.db.execute(sql`
      insert into realtor_audit_log (action_type, realtor_id, performed_at, performed_by_name, performed_by_email, reason, reason_category, additional_details)
      select 'updated', (select id from realtors where email = 'agent@demo.sg'), timestamptz '2020-01-01' + (n || ' seconds')::interval,
        'Bulk Admin ' || n, 'bulk' || n || '@demo.sg', 'Phone number and biography updated at the realtor''s request, ticket OPS-' || n || '. ' || repeat('Checked against the CEA register. ', 4),
        'profile', jsonb_build_object('ticket', 'OPS-' || n, 'fields', jsonb_build_array('phone_number', 'biography'))
      from generate_series(1, ${ROWS}) as n`);
  }, 300_000);

  it("100,000 rows (over 40 MB of CSV) leave the JavaScript heap growing by less than 16 MB", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // The rows, their strings and the batches live on the heap (the database's own memory does not).
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const baseline = heap();
    let peak = 0;
    let bytes = 0;
    let newlines = 0;
    let chunks = 0;
    const body = (await csvResponse(realtorLogExport(services, actors.master, filters("actionType=updated"), "2026-11-23"))).body!;
    const reader = body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      bytes += next.value.byteLength;
      for (const byte of next.value) if (byte === 10) newlines++;
      if (++chunks % 40 === 2) peak = Math.max(peak, heap() - baseline);
    }
    // The header, the seed's one update, and every bulk row.
    expect(newlines).toBe(1 + 1 + ROWS);
    expect(bytes).toBeGreaterThan(40 * 1024 * 1024);
    expect(peak).toBeLessThan(16 * 1024 * 1024);
  }, 300_000);
});
