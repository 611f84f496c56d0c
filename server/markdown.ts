import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { SKIP, visit } from "unist-util-visit";
import { linkHref } from "~/domain/link-url";
import { markdownLimitExceeded, type MarkdownLimit } from "~/domain/markdown-limits";
import { POST_SUMMARY_MAX_LENGTH } from "~/domain/schemas/blog-post";
import { clipAtWord } from "~/domain/text";

// Post bodies are Markdown (CommonMark with GitHub's tables, task lists, strikethrough and
// autolinks), rendered here on the server only: the public page and the editor's preview get
// the same finished HTML, and no visitor downloads a Markdown parser (decision record 074).

/**
 * GitHub's allow-list, with links limited to the web, mail and phone: no javascript:, data: or
 * vbscript: address survives, and no element or attribute outside the list (so no script,
 * style, iframe or on* handler) reaches the page.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
  attributes: { ...defaultSchema.attributes, img: [...(defaultSchema.attributes?.img ?? []), "loading", "decoding"] },
};

/** The page's title is its h1: a '# ' heading in the body becomes an h2. */
function demoteTopHeadings() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "h1") node.tagName = "h2";
    });
  };
}

// Mail and phone links, and links within the page, are not addresses of another page.
const NOT_A_PAGE_ADDRESS = /^(mailto:|tel:|#)/i;

/**
 * Links and pictures follow the one rule for stored addresses (issue 30 item 9): one the rule
 * refuses ('/\evil.example', an encoded '//') keeps its text but links nowhere; such a picture is dropped.
 */
function addressesByTheRule() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element, index, parent) => {
      const href = node.properties.href;
      if (node.tagName === "a" && typeof href === "string" && !NOT_A_PAGE_ADDRESS.test(href) && !linkHref(href)) delete node.properties.href;
      if (node.tagName === "img" && !linkHref(String(node.properties.src ?? "")) && parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
    });
  };
}

/** Pictures in a post load as they scroll into view. */
function lazyImages() {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName === "img") node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
    });
  };
}

/** A body past the limits of decision record 116: refused before any parsing. */
export class MarkdownLimitError extends Error {
  constructor(readonly limit: MarkdownLimit) {
    super(`Markdown past the ${limit} limit`);
    this.name = "MarkdownLimitError";
  }
}

const parser = unified().use(remarkParse).use(remarkGfm);

// Raw HTML in the Markdown is dropped by remark-rehype (allowDangerousHtml is off); the
// sanitiser then holds whatever the Markdown itself can produce to the allow-list.
const toHtml = unified().use(remarkRehype).use(demoteTopHeadings).use(rehypeSanitize, schema).use(addressesByTheRule).use(lazyImages).use(rehypeStringify);

/** The syntax tree of a body within the limits; a body past them throws MarkdownLimitError in a linear scan, unparsed. */
function parseWithinLimits(markdown: string): MdastRoot {
  const limit = markdownLimitExceeded(markdown);
  if (limit) throw new MarkdownLimitError(limit);
  return parser.parse(markdown);
}

function htmlOf(tree: MdastRoot): string {
  return toHtml.stringify(toHtml.runSync(tree));
}

function proseOf(node: RootContent): string[] {
  if (node.type === "paragraph" || node.type === "blockquote") return [toString(node, { includeHtml: false })];
  if (node.type === "list") return [node.children.map((item) => toString(item, { includeHtml: false })).join("; ")];
  return [];
}

function summaryOf(tree: MdastRoot, max: number): string {
  const prose = tree.children.flatMap(proseOf).map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
  return clipAtWord(prose.map((text) => (/[.!?…:]$/.test(text) ? text : `${text}.`)).join(" "), max);
}

/** A post body as safe HTML for `dangerouslySetInnerHTML`. */
export function renderMarkdown(markdown: string): string {
  return htmlOf(parseWithinLimits(markdown));
}

/** The body's prose as sentences, without headings, code or markup: a description of at most `max` characters. */
export function markdownSummary(markdown: string, max: number): string {
  return summaryOf(parseWithinLimits(markdown), max);
}

/** A post's HTML and description from one parse: what it stores when it is saved, so no visit renders it again. */
export function renderPostBody(markdown: string): { bodyHtml: string; bodySummary: string } {
  const tree = parseWithinLimits(markdown);
  return { bodySummary: summaryOf(tree, POST_SUMMARY_MAX_LENGTH), bodyHtml: htmlOf(tree) };
}
