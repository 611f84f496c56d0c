/**
 * Writes the demo brochures shipped in public/demo/brochures (run: npx tsx scripts/generate-demo-brochures.ts):
 * one A4 page per project of DEMO_BROCHURE_SLUGS, as a PDF 1.4 written by hand so the demo needs no
 * PDF library. Only the standard fonts Helvetica and Helvetica-Bold are used (viewers carry them, so
 * nothing is embedded); text is wrapped with their Adobe metrics. Nothing in the file depends on the
 * clock, so re-running gives the same bytes.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatNumber } from "~/domain/format";
import { DEMO_DEVELOPERS } from "../server/db/seed/data/catalogue";
import { DEMO_BROCHURE_SLUGS, DEMO_PROJECTS, demoBrochureUrl, type DemoProject } from "../server/db/seed/data/projects";

const PUBLIC_DIR = fileURLToPath(new URL("../public", import.meta.url));
const OUT = join(PUBLIC_DIR, "demo", "brochures");

// A4 in points, and the page's margins.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_RULE_Y = 64;
const FOOTER = "Demo brochure for illustration. Prices and details are indicative.";

// ---------------------------------------------------------------------------------------------
// Text: WinAnsi bytes and Helvetica metrics
// ---------------------------------------------------------------------------------------------

/** The characters of Windows-1252 above Latin-1 that WinAnsiEncoding draws, with their codes. */
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  "€": 0x80, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "™": 0x99,
};

/** Widths (1/1000 em) of the characters 32 to 126 in WinAnsiEncoding, from Adobe's AFM files. */
const ASCII_WIDTHS = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
    333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889,
    611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
} as const;
const EXTRA_WIDTHS: Readonly<Record<string, { regular: number; bold: number }>> = {
  "‘": { regular: 222, bold: 278 }, "’": { regular: 222, bold: 278 }, "“": { regular: 333, bold: 500 }, "”": { regular: 333, bold: 500 },
  "·": { regular: 278, bold: 278 }, "•": { regular: 350, bold: 350 }, "–": { regular: 556, bold: 556 }, "—": { regular: 1000, bold: 1000 }, "…": { regular: 1000, bold: 1000 },
};

type Font = "regular" | "bold";
const FONT_RESOURCE: Record<Font, string> = { regular: "/F1", bold: "/F2" };

/**
 * The text as characters WinAnsiEncoding can draw: Latin-1 and the common typographic marks stay,
 * other letters lose their accents ('ā' becomes 'a'), anything else becomes '?'.
 */
function winAnsi(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if ((code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff) || char in WIN_ANSI_EXTRAS) {
      result += char;
      continue;
    }
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    result += /^[\x20-\x7e]+$/.test(base) ? base : "?";
  }
  return result;
}

function charWidth(char: string, font: Font): number {
  const code = char.charCodeAt(0);
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[font][code - 32];
  if (char in EXTRA_WIDTHS) return EXTRA_WIDTHS[char][font];
  // An accented Latin-1 letter is as wide as its base letter in Helvetica.
  const base = char.normalize("NFD").charAt(0);
  if (base !== char && base.charCodeAt(0) <= 126) return charWidth(base, font);
  return 556;
}

/** Width in points of text already passed through winAnsi(). */
function textWidth(text: string, font: Font, size: number, charSpacing = 0): number {
  let units = 0;
  for (const char of text) units += charWidth(char, font);
  return (units * size) / 1000 + charSpacing * text.length;
}

/** Greedy line breaking at spaces; a word longer than the line is left to overflow rather than split. */
function wrap(text: string, font: Font, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF literal string: the WinAnsi bytes, with '(', ')' and '\' escaped and bytes above 126 in octal. */
function pdfString(text: string): string {
  let body = "";
  for (const char of text) {
    const code = WIN_ANSI_EXTRAS[char] ?? char.charCodeAt(0);
    if (char === "(" || char === ")" || char === "\\") body += `\\${char}`;
    else if (code > 126) body += `\\${code.toString(8).padStart(3, "0")}`;
    else body += char;
  }
  return `(${body})`;
}

// ---------------------------------------------------------------------------------------------
// The page: a content stream built from a few drawing operations
// ---------------------------------------------------------------------------------------------

type Rgb = readonly [number, number, number];
function rgb(hex: string): Rgb {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  return [channel(1), channel(3), channel(5)];
}

const COLOURS = {
  brand: rgb("#059669"),
  brandDark: rgb("#047857"),
  brandTint: rgb("#ECFDF5"),
  onBrandMuted: rgb("#D1FAE5"),
  white: rgb("#FFFFFF"),
  heading: rgb("#064E3B"),
  text: rgb("#1F2937"),
  muted: rgb("#6B7280"),
  rule: rgb("#D1D5DB"),
} as const;

/** Numbers as PDF writes them: at most two decimals, no trailing zeros, never '-0'. */
function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

class Page {
  private readonly ops: string[] = [];

  rect(x: number, y: number, width: number, height: number, fill: Rgb): void {
    this.ops.push(`${fill.map(n).join(" ")} rg ${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Rgb, width: number): void {
    this.ops.push(`${stroke.map(n).join(" ")} RG ${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
  }

  /** One line of text with its baseline at y; text must already be WinAnsi (see winAnsi()). */
  text(x: number, y: number, text: string, font: Font, size: number, colour: Rgb, charSpacing = 0): void {
    const spacing = charSpacing ? `${n(charSpacing)} Tc ` : "";
    const reset = charSpacing ? " 0 Tc" : "";
    this.ops.push(`BT ${FONT_RESOURCE[font]} ${n(size)} Tf ${colour.map(n).join(" ")} rg ${spacing}${n(x)} ${n(y)} Td ${pdfString(text)} Tj${reset} ET`);
  }

  content(): string {
    return this.ops.join("\n");
  }
}

function developerName(project: DemoProject): string {
  return DEMO_DEVELOPERS.find((developer) => developer.key === project.developer)?.name ?? "To be announced";
}

function drawBrochure(project: DemoProject): string {
  const page = new Page();

  // Header band: a label, the name (up to two lines) and the address, in white on the brand colour.
  const nameSize = 28;
  const nameLeading = 32;
  const nameLines = wrap(project.name, "bold", nameSize, CONTENT_WIDTH);
  const bandHeight = 48 + 12 + nameLines.length * nameLeading + 22 + 34;
  const bandBottom = PAGE_HEIGHT - bandHeight;
  page.rect(0, bandBottom, PAGE_WIDTH, bandHeight, COLOURS.brand);
  page.rect(0, bandBottom - 5, PAGE_WIDTH, 5, COLOURS.brandDark);
  let y = PAGE_HEIGHT - 48;
  const label = winAnsi(`${project.propertyType} · District ${project.district} · ${project.neighbourhood}`.toUpperCase());
  page.text(MARGIN, y, label, "bold", 9, COLOURS.onBrandMuted, 1.2);
  y -= 12;
  for (const line of nameLines) {
    y -= nameLeading;
    page.text(MARGIN, y + 4, line, "bold", nameSize, COLOURS.white);
  }
  y -= 22;
  page.text(MARGIN, y, winAnsi(`${project.streetNumber} ${project.street}, Singapore ${project.postalCode}`), "regular", 12, COLOURS.onBrandMuted);

  // Key facts: two columns of tinted cards.
  y = bandBottom - 5 - 40;
  y = sectionHeading(page, y, "Key facts");
  const facts: [string, string][] = [
    ["District", `District ${project.district} (${project.neighbourhood})`],
    ["Tenure", project.tenure],
    ["Total units", formatNumber(project.totalUnits)],
    ["Expected TOP", String(project.topYear)],
    ["Developer", developerName(project)],
    ["Property type", project.propertyType],
  ];
  const gap = 12;
  const cardWidth = (CONTENT_WIDTH - gap) / 2;
  const cardHeight = 46;
  facts.forEach(([name, value], i) => {
    const x = MARGIN + (i % 2) * (cardWidth + gap);
    const top = y - Math.floor(i / 2) * (cardHeight + 10);
    page.rect(x, top - cardHeight, cardWidth, cardHeight, COLOURS.brandTint);
    page.rect(x, top - cardHeight, 3, cardHeight, COLOURS.brand);
    page.text(x + 14, top - 17, winAnsi(name.toUpperCase()), "bold", 7.5, COLOURS.muted, 0.8);
    const valueLine = wrap(value, "bold", 12, cardWidth - 28)[0] ?? "";
    page.text(x + 14, top - 35, valueLine, "bold", 12, COLOURS.text);
  });
  y -= 3 * cardHeight + 2 * 10 + 34;

  // About the project.
  y = sectionHeading(page, y, "About the project");
  for (const line of wrap(project.shortDescription, "regular", 11, CONTENT_WIDTH)) {
    page.text(MARGIN, y, line, "regular", 11, COLOURS.text);
    y -= 16;
  }
  y -= 20;

  // Highlights, as bullets with a hanging indent.
  y = sectionHeading(page, y, "Highlights");
  const indent = 16;
  for (const highlight of project.highlights) {
    page.rect(MARGIN + 1, y + 2.5, 4.5, 4.5, COLOURS.brand);
    for (const line of wrap(highlight, "regular", 11, CONTENT_WIDTH - indent)) {
      page.text(MARGIN + indent, y, line, "regular", 11, COLOURS.text);
      y -= 16;
    }
    y -= 5;
  }
  if (y < FOOTER_RULE_Y + 24) throw new Error(`${project.slug}: the brochure does not fit on one page`);

  // Footer.
  page.line(MARGIN, FOOTER_RULE_Y, PAGE_WIDTH - MARGIN, FOOTER_RULE_Y, COLOURS.rule, 0.6);
  page.text(MARGIN, FOOTER_RULE_Y - 16, winAnsi(FOOTER), "regular", 8.5, COLOURS.muted);
  return page.content();
}

/** A heading with a short brand-coloured rule under it; returns the baseline for the first line after it. */
function sectionHeading(page: Page, y: number, title: string): number {
  page.text(MARGIN, y, winAnsi(title), "bold", 14, COLOURS.heading);
  page.rect(MARGIN, y - 9, 28, 2, COLOURS.brand);
  return y - 30;
}

// ---------------------------------------------------------------------------------------------
// The file: objects, cross-reference table and trailer
// ---------------------------------------------------------------------------------------------

/** Plain-ASCII text for the document information dictionary (PDFDocEncoding agrees with ASCII). */
function asciiString(text: string): string {
  return pdfString(winAnsi(text).normalize("NFKD").replace(/[^\x20-\x7e]/g, ""));
}

function pdfFile(project: DemoProject, content: string): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /ViewerPreferences << /DisplayDocTitle true >> >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(PAGE_WIDTH)} ${n(PAGE_HEIGHT)}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    `<< /Title ${asciiString(`${project.name} brochure`)} /Subject ${asciiString(project.shortDescription)} /Creator (scripts/generate-demo-brochures.ts) >>`,
  ];
  // The comment of four bytes above 127 after the header tells transfer tools the file is binary.
  let file = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(file.length);
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, "0")} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte: the content is ASCII and the binary comment is Latin-1.
  return Buffer.from(file, "latin1");
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  for (const slug of DEMO_BROCHURE_SLUGS) {
    const project = DEMO_PROJECTS.find((candidate) => candidate.slug === slug);
    if (!project) throw new Error(`No demo project '${slug}'`);
    writeFileSync(join(PUBLIC_DIR, demoBrochureUrl(slug)!), pdfFile(project, drawBrochure(project)));
  }
  for (const name of readdirSync(OUT)) console.log(`public/demo/brochures/${name}: ${(statSync(join(OUT, name)).size / 1024).toFixed(1)} KB`);
}

main();
