import { describe, expect, it } from "vitest";
import { parsePostBody, postSummary } from "~/domain/post-body";

const body = [
  "## Why District 15",
  "Peranakan shophouses, the East Coast Park breeze\nand a new MRT line.",
  "- Katong Park station\n  - Marine Parade station",
  "Prices start <b>below</b> the Core Central Region.",
].join("\r\n\r\n");

describe("parsePostBody", () => {
  it("reads headings, lists and paragraphs, joining a paragraph's lines", () => {
    expect(parsePostBody(body)).toEqual([
      { kind: "heading", text: "Why District 15" },
      { kind: "paragraph", text: "Peranakan shophouses, the East Coast Park breeze and a new MRT line." },
      { kind: "list", items: ["Katong Park station", "Marine Parade station"] },
      { kind: "paragraph", text: "Prices start <b>below</b> the Core Central Region." },
    ]);
  });

  it("treats a block with any line not starting '- ' as a paragraph", () => {
    expect(parsePostBody("- one\ntwo")).toEqual([{ kind: "paragraph", text: "- one two" }]);
  });
});

describe("postSummary", () => {
  it("leaves out headings and markup", () => {
    const summary = postSummary(body, 200);
    expect(summary).toBe(
      "Peranakan shophouses, the East Coast Park breeze and a new MRT line. Katong Park station; Marine Parade station. Prices start <b>below</b> the Core Central Region.",
    );
    expect(summary).not.toContain("##");
    expect(summary).not.toContain("- ");
  });

  it("ends on a word within the limit", () => {
    expect(postSummary(body, 40)).toBe("Peranakan shophouses, the East Coast…");
  });
});
