import { describe, expect, it } from "vitest";
import { parseCsvImport } from "#server/csv/csv-import";
import { InvalidError } from "#server/services/errors";

const utf8 = (text: string) => new TextEncoder().encode(text);

function refusal(input: Uint8Array | string): string {
  try {
    parseCsvImport(input);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidError);
    return (error as InvalidError).message;
  }
  throw new Error("the file was accepted");
}

describe("CSV import: rows with the line of the file they start on", () => {
  it("names values by the header; the header is line 1", () => {
    expect(parseCsvImport(utf8("name,district\nThe Orchard,9\nLentor Hills,26\n"))).toEqual({
      columns: ["name", "district"],
      rows: [
        { line: 2, values: { name: "The Orchard", district: "9" } },
        { line: 3, values: { name: "Lentor Hills", district: "26" } },
      ],
    });
  });

  it("counts the lines a quoted value spans and the blank lines between rows; a row of empty cells is skipped", () => {
    const text = 'name,notes\r\n"Tan","two\r\nlines"\r\n\r\nLee,one\r\n,\r\nLim,"a ""quoted"" word, with comma"';
    expect(parseCsvImport(utf8(text)).rows).toEqual([
      { line: 2, values: { name: "Tan", notes: "two\nlines" } },
      { line: 5, values: { name: "Lee", notes: "one" } },
      { line: 7, values: { name: "Lim", notes: 'a "quoted" word, with comma' } },
    ]);
  });

  it("reads Excel's 'CSV UTF-8' (byte order mark) and drops spaces around unquoted values and names", () => {
    const parsed = parseCsvImport(utf8("\uFEFF name , district \n 陈美玲 , 15 \n"));
    expect(parsed).toEqual({ columns: ["name", "district"], rows: [{ line: 2, values: { name: "陈美玲", district: "15" } }] });
  });
});

describe("CSV import: a file it cannot read is refused, naming the line", () => {
  it("a row with more or fewer values than the header", () => {
    expect(refusal("name,district\nThe Orchard,9\nLentor Hills,26,extra\n")).toBe("Line 3 has 3 values; the header line has 2");
    expect(refusal("name,district\n\nThe Orchard\n")).toBe("Line 3 has 1 value; the header line has 2");
  });

  it("a quote that is never closed, or a stray quote inside a value", () => {
    expect(refusal('name,district\nThe Orchard,9\n"Lentor,26\n')).toBe("Line 3: a quoted value is not closed");
    expect(refusal('name,district\nThe Orchard,9\n,\n"Lentor,26\nA,1\nB,2\n')).toBe("Line 4: a quoted value is not closed");
    expect(refusal('name,district\nThe "Orchard",9\n')).toMatch(/^Line 2: a quote character is misplaced/);
  });

  it("a header with an unnamed or repeated column", () => {
    expect(refusal("name,,district\nA,B,C\n")).toBe("Line 1: column 2 has no name");
    expect(refusal("name,district,name\nA,B,C\n")).toBe("Line 1: the column 'name' appears twice");
  });

  it("the refusal names the form's file field when given, so the message lands under it", () => {
    expect(() => parseCsvImport("name\n\"x\n", { field: "file" })).toThrow(expect.objectContaining({ field: "file" }));
  });

  it("an empty file, or one saved in a legacy encoding instead of UTF-8", () => {
    expect(refusal(utf8("\n\n"))).toBe("The file is empty: the first line must name the columns");
    const windows1252 = new Uint8Array([...utf8("name\nCaf"), 0xe9, 0x0a]);
    expect(refusal(windows1252)).toBe("The file is not UTF-8 text: in Excel, save it as 'CSV UTF-8 (Comma delimited)'");
  });
});
