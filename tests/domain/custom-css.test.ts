import { describe, expect, it } from "vitest";
import { CUSTOM_CSS_MAX_LENGTH, sanitizeCustomCss } from "~/domain/custom-css";

// What must never reach the <style> element, checked on the lower-cased output with all
// whitespace removed (the most suspicious reading of it).
function assertHarmless(output: string) {
  const compact = output.toLowerCase().replace(/\s+/g, "");
  expect(output).not.toContain("<");
  expect(output).not.toContain("\\");
  expect(compact).not.toContain("</style");
  expect(compact).not.toContain("<!--");
  expect(compact).not.toContain("@import");
  expect(compact).not.toContain("@charset");
  expect(compact).not.toContain("@namespace");
  expect(compact).not.toContain("expression(");
  expect(compact).not.toContain("javascript:");
  expect(compact).not.toContain("vbscript:");
  expect(compact).not.toContain("behavior:");
  expect(compact).not.toContain("-moz-binding");
  expect(compact).not.toContain("image-set(");
  for (const match of compact.matchAll(/url\(([^)]*)\)?/g)) {
    // Only same-origin paths or in-document fragments survive.
    expect(match[1]).toMatch(/^["']?(\/(?!\/)|#)/);
  }
}

const ATTACKS: [string, string][] = [
  ["style breakout", ".a{color:red}</style><script>alert(1)</script>"],
  ["breakout in upper case", ".a{color:red}</STYLE ><img src=x onerror=alert(1)>"],
  ["html comment", "<!-- .a{color:red} -->"],
  ["@import of a remote sheet", "@import url(https://evil.example/x.css); .a{color:red}"],
  ["@import as a string", '@import "//evil.example/x.css";'],
  ["@import escaped", "@\\69mport url(https://evil.example/x.css);"],
  ["@import split by a comment", "@im/**/port url(https://evil.example/x.css);"],
  ["@charset", '@charset "UTF-7"; .a{color:red}'],
  ["@namespace", "@namespace svg url(http://www.w3.org/2000/svg);"],
  ["remote background", ".hero{background:url(https://evil.example/track.gif)}"],
  ["protocol-relative url", ".hero{background:url('//evil.example/t.gif')}"],
  ["url with space trick", ".hero{background:url( / /evil.example/t.gif)}"],
  ["escaped url()", ".hero{background:\\75 rl(https://evil.example/t.gif)}"],
  ["escaped url() without space", ".hero{background:\\000075rl(https://evil.example/t.gif)}"],
  ["upper-case URL()", ".hero{background:URL(HTTPS://EVIL.EXAMPLE/T.GIF)}"],
  ["javascript: url", ".a{background:url(javascript:alert(1))}"],
  ["data: url", ".a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}"],
  ["expression()", ".a{width:expression(alert(1))}"],
  ["expression split by comment", ".a{width:expr/**/ession(alert(1))}"],
  ["expression escaped", ".a{width:\\65 xpression(alert(1))}"],
  ["IE behavior", ".a{behavior:url(/evil.htc)}"],
  ["-moz-binding", ".a{-moz-binding:url(https://evil.example/xbl.xml#x)}"],
  ["image-set with remote strings", '.a{background-image:image-set("https://evil.example/a.png" 1x)}'],
  ["double-escaped backslash", ".a{background:\\5c 75rl(https://evil.example/t.gif)}"],
  ["escaped less-than", ".a{content:'\\3c /style>'}"],
  ["null byte in keyword", ".a{width:expr\u0000ession(alert(1))}"],
  ["vbscript", ".a{background:url(vbscript:msgbox(1))}"],
  ["@font-face remote src", "@font-face{font-family:x;src:url(https://evil.example/f.woff2)}"],
  ["unterminated comment hiding nothing", ".a{color:red} /* @import url(https://evil.example/x.css);"],
  ["comment formed by removing '<'", ".a{color:red}/<* x */@import url(https://evil.example/x.css);"],
  ["-webkit-image-set", '.a{background:-webkit-image-set("//evil.example/a.png" 1x)}'],
];

describe("sanitizeCustomCss removes every dangerous construct", () => {
  it.each(ATTACKS)("%s", (_name, css) => {
    assertHarmless(sanitizeCustomCss(css));
  });

  it("keeps the harmless rule that sat next to an attack", () => {
    expect(sanitizeCustomCss("@import url(https://evil.example/x.css); .a{color:red}")).toContain(".a{color:red}");
    expect(sanitizeCustomCss(".hero{background:url(https://evil.example/t.gif); color: red}")).toBe(".hero{; color: red}");
  });
});

describe("sanitizeCustomCss leaves ordinary CSS unchanged", () => {
  it.each([
    ".hero { color: red; border-radius: 8px }",
    "@media (max-width: 640px) { .hero { padding: 1rem; } }",
    "@supports (display: grid) { .grid { display: grid; grid-template-columns: repeat(3, 1fr); } }",
    "@keyframes fade { from { opacity: 0 } to { opacity: 1 } }",
    ".nav > a:hover, .nav > a:focus-visible { text-decoration: underline; color: #059669 !important; }",
    ".card::before { content: \"★\"; }",
    ".hero { background-image: url(/uploads/hero.webp); }",
    ".hero { background-image: url('/uploads/hero 2.webp'); }",
    ".icon { fill: url(#gradient); }",
    ".btn { transition: all 0.2s ease-in-out; font-family: 'Open Sans', sans-serif; }",
    ":root { --brand: #3B82F6; }\n.a { color: var(--brand); }",
  ])("%s", (css) => {
    expect(sanitizeCustomCss(css)).toBe(css);
  });
});

describe("sanitizeCustomCss limits", () => {
  it(`caps the CSS at ${CUSTOM_CSS_MAX_LENGTH} characters`, () => {
    const long = ".a{color:red}".repeat(3000);
    expect(sanitizeCustomCss(long).length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_LENGTH);
    expect(CUSTOM_CSS_MAX_LENGTH).toBe(20_000);
  });

  it("returns '' for missing CSS", () => {
    expect(sanitizeCustomCss(undefined)).toBe("");
    expect(sanitizeCustomCss("")).toBe("");
  });
});
