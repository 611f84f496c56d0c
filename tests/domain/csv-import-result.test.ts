import { describe, expect, it } from "vitest";
import { csvImportResult, type CsvImportRowResult } from "~/domain/csv-import-result";

const row = (line: number, action: "create" | "update", errors: CsvImportRowResult["errors"] = []) => ({ line, slug: `row-${line}`, name: `Row ${line}`, action, errors, notes: [] });

describe("a CSV import's answer", () => {
  it("counts only valid rows as creates and updates, and every row with an error as invalid", () => {
    const rows = [row(2, "create"), row(3, "update"), row(4, "create", [{ column: "Name", message: "Name is required" }]), row(5, "update", [{ column: "Price", message: "Enter a price" }]), row(6, "update")];
    expect(csvImportResult("units.csv", rows, false)).toMatchObject({ fileName: "units.csv", creates: 1, updates: 2, invalidRows: 2, imported: false });
  });

  it("answers each row with what the dialog shows and nothing a service planned beside it", () => {
    const planned = { ...row(2, "create"), data: { priceCents: 1 } };
    expect(csvImportResult("projects.csv", [planned], true).rows).toEqual([{ line: 2, slug: "row-2", name: "Row 2", action: "create", errors: [], notes: [] }]);
  });
});
