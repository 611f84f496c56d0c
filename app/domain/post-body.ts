import { clipAtWord } from "~/domain/text";

/**
 * A post body as stored (server/db/schema/blogs.ts): blocks separated by blank lines, '## '
 * starting a heading, a block whose every line starts with '- ' a list. Text only: nothing in it
 * is HTML.
 */
export type PostBlock = { kind: "heading"; text: string } | { kind: "list"; items: string[] } | { kind: "paragraph"; text: string };

export function parsePostBody(body: string): PostBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): PostBlock => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) return { kind: "list", items: lines.map((line) => line.slice(2).trim()) };
      return { kind: "paragraph", text: lines.join(" ") };
    });
}

/** The body's prose without its markup, headings left out, as sentences: a description of at most `max` characters. */
export function postSummary(body: string, max: number): string {
  const prose = parsePostBody(body).flatMap((block) => {
    if (block.kind === "paragraph") return [block.text];
    if (block.kind === "list") return [block.items.join("; ")];
    return [];
  });
  return clipAtWord(prose.map((text) => (/[.!?…:]$/.test(text) ? text : `${text}.`)).join(" "), max);
}
