import { describe, expect, it } from "vitest";
import { markdownSummary, renderMarkdown } from "#server/markdown";

/** Every tag of the rendered HTML with its attributes (rehype-stringify writes double-quoted values). */
function tagsOf(html: string): Array<{ name: string; attributes: Record<string, string> }> {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries([...rest.matchAll(/\s+([^\s=>]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key.toLowerCase(), value ?? ""])),
  }));
}

const ALLOWED_SCHEMES = /^(https?:|mailto:|tel:|#|\/)/i;

describe("renderMarkdown", () => {
  it("renders the stored post format (headings, lists, paragraphs) as HTML", () => {
    const html = renderMarkdown("## Why District 15\n\nPeranakan shophouses\nand a new MRT line.\n\n- Katong Park\n- Marine Parade");
    expect(html).toContain("<h2>Why District 15</h2>");
    expect(html).toContain("<p>Peranakan shophouses\nand a new MRT line.</p>");
    expect(html).toMatch(/<ul>\s*<li>Katong Park<\/li>\s*<li>Marine Parade<\/li>\s*<\/ul>/);
  });

  it("renders emphasis, links, tables and task lists (GitHub Markdown)", () => {
    const html = renderMarkdown(
      "**Freehold** and _near MRT_, see [URA](https://www.ura.gov.sg).\n\n| Type | Size |\n| --- | --- |\n| 2BR | 700 sqft |\n\n- [x] Visit showflat",
    );
    expect(html).toContain("<strong>Freehold</strong>");
    expect(html).toContain("<em>near MRT</em>");
    expect(html).toContain('<a href="https://www.ura.gov.sg">URA</a>');
    expect(html).toContain("<td>700 sqft</td>");
    expect(html).toContain('<input type="checkbox" checked disabled>');
  });

  it("keeps the page's one h1: a '# ' heading in the body becomes an h2", () => {
    expect(renderMarkdown("# Big news")).toBe("<h2>Big news</h2>");
  });

  // Hostile samples: each must come out without anything a browser would run.
  const HOSTILE: Array<[string, string]> = [
    ["a script element", "<script>alert(document.cookie)</script>"],
    ["an inline event handler", '<img src="x.png" onerror="alert(1)">'],
    ["an event handler in a block of HTML", '<div onclick="alert(1)">Click</div>'],
    ["a javascript: link", "[Win a condo](javascript:alert(1))"],
    ["a javascript: link with odd case and entities", "[x](JaVaScRiPt&#58;alert(1))"],
    ["a javascript: link with a tab inside the scheme", "[x](java\tscript:alert(1))"],
    ["a vbscript: link", "[x](vbscript:msgbox(1))"],
    ["a data: link", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
    ["a javascript: image", "![pic](javascript:alert(1))"],
    ["a javascript: autolink", "<javascript:alert(1)>"],
    ["a reference-style javascript: link", "[click][evil]\n\n[evil]: javascript:alert(1)"],
    ["an iframe", '<iframe src="https://evil.example"></iframe>'],
    ["a style element", "<style>body{display:none}</style>"],
    ["an svg with an onload", '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ["a form", '<form action="https://evil.example"><input name="password"></form>'],
    ["an object", '<object data="evil.swf"></object>'],
    ["a meta refresh", '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ["a link whose title breaks out", '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")'],
  ];

  it.each(HOSTILE)("drops %s", (_, markdown) => {
    const html = renderMarkdown(markdown);
    const tags = tagsOf(html);
    expect(html.replace(/<[^>]*>/g, "")).not.toContain("<");
    expect(tags.map((tag) => tag.name).filter((name) => /^(script|iframe|style|svg|form|object|meta|embed|base|link)$/.test(name))).toEqual([]);
    for (const { attributes } of tags) {
      expect(Object.keys(attributes).filter((name) => name.startsWith("on"))).toEqual([]);
      for (const address of [attributes.href, attributes.src].filter((value) => value !== undefined)) {
        expect(address).toMatch(ALLOWED_SCHEMES);
      }
    }
  });

  it("keeps the text of a javascript: link but not its address", () => {
    expect(renderMarkdown("[Win a condo](javascript:alert(1))")).toBe("<p><a>Win a condo</a></p>");
  });

  it("keeps the text of a link the link rule refuses, not its address, and drops such a picture (issue 30 item 9)", () => {
    expect(renderMarkdown("[Brochure](/\\evil.example/brochure.pdf)")).toBe("<p><a>Brochure</a></p>");
    expect(renderMarkdown("[Brochure](/%5cevil.example/brochure.pdf)")).toBe("<p><a>Brochure</a></p>");
    expect(renderMarkdown("![Pool](/%2f%2fevil.example/pool.webp)")).toBe("<p></p>");
    expect(renderMarkdown("[Our listings](/condos) [Top](#top)")).toBe('<p><a href="/condos">Our listings</a> <a href="#top">Top</a></p>');
  });

  it("keeps web, mail and phone links", () => {
    const html = renderMarkdown("[web](https://example.sg) [mail](mailto:a@example.sg) [call](tel:+6561234567)");
    expect(html).toContain('href="https://example.sg"');
    expect(html).toContain('href="mailto:a@example.sg"');
    expect(html).toContain('href="tel:+6561234567"');
  });

  it("lazy-loads pictures and keeps their description", () => {
    expect(renderMarkdown("![Pool deck](https://example.sg/pool.webp)")).toBe(
      '<p><img src="https://example.sg/pool.webp" alt="Pool deck" loading="lazy" decoding="async"></p>',
    );
  });

  it("escapes text that looks like markup in a code span", () => {
    expect(renderMarkdown("`<b>bold</b>`")).toBe("<p><code>&#x3C;b>bold&#x3C;/b></code></p>");
  });
});

describe("markdownSummary", () => {
  const body = [
    "## Why District 15",
    "Peranakan shophouses, the East Coast Park **breeze**\nand a new MRT line.",
    "- Katong Park station\n- Marine Parade station",
    "Prices start <b>below</b> the Core Central Region.",
  ].join("\r\n\r\n");

  it("leaves out headings and markup", () => {
    expect(markdownSummary(body, 200)).toBe(
      "Peranakan shophouses, the East Coast Park breeze and a new MRT line. Katong Park station; Marine Parade station. Prices start below the Core Central Region.",
    );
  });

  it("ends on a word within the limit", () => {
    expect(markdownSummary(body, 40)).toBe("Peranakan shophouses, the East Coast…");
  });
});
