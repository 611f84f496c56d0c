/**
 * What a Markdown body may ask of the renderer (decision record 116). micromark's cost grows with
 * the depth of open quotes and lists on every line, and with the emphasis and link marks of one
 * paragraph times each other; a 20,000-deep quote ran remark for seconds and overflowed its
 * stack. One pass over the text bounds all three, long before a parser sees it.
 */
export const MARKDOWN_LIMITS = {
  /** Quotes and lists open at once on one line. */
  nesting: 16,
  /** Emphasis, strikethrough, code and link marks (* _ ~ ` [ ]) in one paragraph or list item. */
  paragraphMarks: 300,
  /** Lines, quote and list markers, and marks that start inline markup, in the whole body. */
  weight: 5_000,
} as const;

export type MarkdownLimit = keyof typeof MARKDOWN_LIMITS;

const SPACE = 32;
const TAB = 9;

/** Marks resolved against each other within a paragraph: emphasis, strikethrough, code spans, links. */
const PAIRED_MARKS = new Set(["*", "~", "`", "[", "]"]);
/** Marks that start a node of their own: HTML, entities, escapes, table cells, images, autolinks. */
const SINGLE_MARKS = new Set(["<", "&", "\\", "|", "!", "@", ":"]);

function isAlphanumeric(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

function isBlankOrEnd(character: string | undefined): boolean {
  return character === undefined || character === " " || character === "\t" || character === "\r";
}

/** A line of three or more of one of '-', '*', '_' and nothing but spaces: a horizontal rule, not list markers. */
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*\r?$/;
const ATX_HEADING = /^#{1,6}(?:[ \t]|\r?$)/;

interface LinePrefix {
  /** Quote and list markers before the line's text, plus one for every two columns of indentation before them. */
  depth: number;
  /** Quote and list markers before the line's text. */
  markers: number;
  /** Where the line's text starts. */
  textStart: number;
  /** The line starts a list item: it can never continue the paragraph above. */
  startsItem: boolean;
  /** The line is an ATX heading: a paragraph of its own. */
  heading: boolean;
}

/**
 * Reads the quote and list markers that open a line. Each level of an indented list takes at
 * least two columns, so the depth counts the indentation before a marker as half a level per
 * column. The walk stops past the nesting limit, so it stays linear in the line.
 */
function readPrefix(line: string): LinePrefix {
  let markers = 0;
  let indent = 0;
  let gap = 0;
  let startsItem = false;
  let heading = false;
  let index = 0;
  const depth = () => markers + Math.floor(indent / 2);
  while (index < line.length && depth() <= MARKDOWN_LIMITS.nesting) {
    const code = line.charCodeAt(index);
    if (code === SPACE || code === TAB) {
      gap += code === TAB ? 4 : 1;
      index++;
      continue;
    }
    const character = line[index];
    let markerEnd = -1;
    let interrupts = false;
    if (character === ">") {
      markerEnd = index + 1;
    } else if ((character === "-" || character === "+" || character === "*") && isBlankOrEnd(line[index + 1])) {
      if (THEMATIC_BREAK.test(line.slice(index))) break;
      markerEnd = index + 1;
      interrupts = true;
    } else if (character >= "0" && character <= "9") {
      let digitsEnd = index;
      while (digitsEnd < line.length && digitsEnd - index < 10 && line[digitsEnd] >= "0" && line[digitsEnd] <= "9") digitsEnd++;
      if (digitsEnd - index <= 9 && (line[digitsEnd] === "." || line[digitsEnd] === ")") && isBlankOrEnd(line[digitsEnd + 1])) {
        markerEnd = digitsEnd + 1;
        // Only an ordered list starting at 1 may interrupt a paragraph.
        interrupts = line.slice(index, digitsEnd) === "1";
      }
    } else if (gap < 4 && ATX_HEADING.test(line.slice(index))) {
      heading = true;
    }
    if (markerEnd < 0) break;
    // Four columns or more after the container is indented code or paragraph text, not a new item.
    if (interrupts && gap < 4 && line.slice(markerEnd).trim() !== "") startsItem = true;
    indent += gap;
    gap = 0;
    markers++;
    index = markerEnd;
    // The one space after '>' belongs to the marker.
    if (character === ">" && line[index] === " ") index++;
  }
  return { depth: depth(), markers, textStart: index, startsItem, heading };
}

/**
 * The first limit a Markdown text goes past, or null. Conservative by design: it may count a
 * mark the parser would not (a '*' in code), never the other way round, so what passes here
 * renders in milliseconds.
 */
export function markdownLimitExceeded(text: string): MarkdownLimit | null {
  let weight = 0;
  let paragraphMarks = 0;
  for (const line of text.split("\n")) {
    if (line.trim() === "") {
      paragraphMarks = 0;
      continue;
    }
    const prefix = readPrefix(line);
    if (prefix.depth > MARKDOWN_LIMITS.nesting) return "nesting";
    if (prefix.startsItem || prefix.heading) paragraphMarks = 0;
    weight += 1 + prefix.markers;
    for (let index = prefix.textStart; index < line.length; index++) {
      const character = line[index];
      if (PAIRED_MARKS.has(character) || (character === "_" && !(isAlphanumeric(line[index - 1]) && isAlphanumeric(line[index + 1])))) {
        paragraphMarks++;
        weight++;
      } else if (SINGLE_MARKS.has(character) || (character === "." && line.slice(index - 3, index).toLowerCase() === "www")) {
        weight++;
      }
    }
    if (paragraphMarks > MARKDOWN_LIMITS.paragraphMarks) return "paragraphMarks";
    if (weight > MARKDOWN_LIMITS.weight) return "weight";
    // A heading is a paragraph of its own: the next line starts afresh.
    if (prefix.heading) paragraphMarks = 0;
  }
  return null;
}
