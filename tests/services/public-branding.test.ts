import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDING_FONT_WEIGHTS, BRANDING_FONTS, brandingFontFile } from "~/domain/branding-style";
import type { SiteBranding } from "~/domain/branding-read-models";
import type { DatabaseHandle } from "#server/db/client";
import { clearLocalCaches } from "#server/memory-cache";
import { resolveSite } from "#server/tenancy";
import { contrastRatio, readableOnWhite, readableTextPair } from "~/domain/colour-contrast";
import { brandingStyleSheet, customStyleSheet } from "~/features/branding/branding-css";
import { createTestDatabase } from "../support/test-database";
import { brandRealtor, makeRealtor } from "./public-fixtures";

const HOSTILE_CSS = [
  '@import url("https://evil.example/steal.css");',
  "body{background:url(https://evil.example/pixel.gif)}",
  "body{background:url(//evil.example/pixel.gif)}",
  "div{width:expression(alert(1))}",
  ".x{background:\\75 rl(https://evil.example/escaped.png)}",
  "</style><script>alert(document.cookie)</script><style>",
  "a{behavior:url(evil.htc)}",
  "a{-moz-binding:url(https://evil.example/xbl.xml#x)}",
  "p{background-image:image-set('https://evil.example/a.png' 1x)}",
  "h1{color:red}/*</style><script>alert(2)</script>*/",
  "@font-face{font-family:x;src:url(https://evil.example/font.woff)}",
  "li{background:url(javascript:alert(3))}",
].join("\n");

let handle: DatabaseHandle;
const options = { appDomain: "condosites.sg", devHostMarkers: ["preview"] };

beforeAll(async () => {
  handle = await createTestDatabase();
  const { realtor } = await makeRealtor(handle.db, { host: "hostile.example.sg", name: "Hostile Realtor" });
  // Written straight to the table: the output must be safe even if the save-time sanitiser was bypassed.
  await brandRealtor(handle.db, realtor.id, `.hero{letter-spacing:.02em}\n.card{background:url(/uploads/ok-960.webp)}\n${HOSTILE_CSS}`);
  clearLocalCaches();
});

afterAll(() => handle.close());

function branding(overrides: Partial<SiteBranding>): SiteBranding {
  return {
    primaryColor: "#0F766E",
    secondaryColor: "#134E4A",
    accentColor: "#F59E0B",
    backgroundColor: "#FFFDF7",
    textColor: "#1C1917",
    fontFamily: "Poppins",
    headerStyle: "classic",
    buttonStyle: "pill",
    layoutStyle: "expanded",
    logoUrl: null,
    customCss: null,
    ...overrides,
  };
}

const fontFamiliesIn = (css: string) => [...css.matchAll(/@font-face\{font-family:"([^"]+)"/g)].map((match) => match[1]);

describe("a realtor's branding in the page (spec part 2 §3, §9)", () => {
  it("becomes CSS variables with the spec's button radius and layout padding", async () => {
    const site = await resolveSite(handle.db, "hostile.example.sg", options);
    const css = brandingStyleSheet(site.branding);
    expect(css).toMatch(/^:root\{--brand-primary:#[0-9a-f]{6};--brand-secondary:#[0-9a-f]{6};--brand-accent:#06b6d4;/);
    expect(css).toContain("--radius-button:6px");
    expect(css).toContain("--layout-padding:2rem");
    expect(css).toContain('--brand-font:"Inter", var(--font-sans)');
    // The custom CSS comes separately: the shell adds it on public pages only (issue 30 item 10).
    const custom = customStyleSheet(site.branding);
    expect(custom).toContain(".hero{letter-spacing:.02em}");
    expect(custom).toContain("url(/uploads/ok-960.webp)");
  });

  it("carries none of the hostile custom CSS out of the database", async () => {
    const site = await resolveSite(handle.db, "hostile.example.sg", options);
    const css = `${brandingStyleSheet(site.branding)}\n${customStyleSheet(site.branding)}`.toLowerCase();
    expect(css).not.toContain("<");
    expect(css).not.toContain("@import");
    expect(css).not.toContain("evil.example");
    expect(css).not.toContain("expression(");
    expect(css).not.toContain("javascript:");
    expect(css).not.toContain("-moz-binding");
    expect(css).not.toContain("behavior");
    expect(css).not.toContain("\\");
  });

  it("sites without branding get the theme colour, darkened just enough for white text", () => {
    const css = brandingStyleSheet(null);
    expect(css).toBe(`:root{--brand-primary:${readableOnWhite("#059669")};--brand-secondary:#047857}`);
    expect(contrastRatio(readableOnWhite("#059669"), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a colour that already reads well and never passes an invalid one through", () => {
    expect(readableOnWhite("#1e40af")).toBe("#1e40af");
    const css = brandingStyleSheet({
      primaryColor: "red;}body{display:none",
      secondaryColor: "#134E4A",
      accentColor: "url(x)",
      backgroundColor: "#000000",
      textColor: "#111111",
      fontFamily: "Comic Sans'; }",
      headerStyle: "modern",
      buttonStyle: "pill",
      layoutStyle: "compact",
      logoUrl: null,
      customCss: null,
    });
    expect(css).not.toContain("display:none");
    expect(css).not.toContain("url(");
    expect(css).not.toContain("Comic");
    // Black text on a black background would be unreadable: the defaults are used instead.
    expect(css).toContain("--brand-background:#ffffff;--brand-text:#0f172a");
    expect(css).toContain("--radius-button:9999px");
    expect(css).toContain("--layout-padding:1rem");
  });

  it("loads the chosen font from this site's /fonts/, in three weights, and no other font", async () => {
    const site = await resolveSite(handle.db, "hostile.example.sg", options);
    expect(fontFamiliesIn(brandingStyleSheet(site.branding))).toEqual(["Inter", "Inter", "Inter"]);

    const css = brandingStyleSheet(branding({ fontFamily: "Poppins" }));
    expect(fontFamiliesIn(css)).toEqual(["Poppins", "Poppins", "Poppins"]);
    for (const weight of [400, 600, 700]) {
      expect(css).toContain(`font-weight:${weight};font-display:swap;src:url(/fonts/poppins-latin-${weight}-normal.woff2) format("woff2")`);
    }
    expect(css).not.toMatch(/url\((?!\/fonts\/)/);
    expect(css).toContain('--brand-font:"Poppins", var(--font-sans)');
  });

  it("a site without branding or with an unknown font loads no font file", () => {
    expect(brandingStyleSheet(null)).not.toContain("@font-face");
    const css = brandingStyleSheet(branding({ fontFamily: "Comic Sans MS" }));
    expect(css).not.toContain("@font-face");
    expect(css).toContain("--brand-font:var(--font-sans)");
  });

  it("every branding font has its self-hosted files in public/fonts", () => {
    for (const font of BRANDING_FONTS) {
      for (const weight of BRANDING_FONT_WEIGHTS[font]) {
        expect(existsSync(path.resolve("public/fonts", brandingFontFile(font, weight))), `${font} ${weight}`).toBe(true);
      }
    }
  });

  it("the text colour must read on the background, on white cards and under white text, or both fall back", () => {
    expect(readableTextPair("#fffdf7", "#1c1917")).toEqual({ background: "#fffdf7", text: "#1c1917" });
    // Light text on a dark background reads there, but not on the pages' white cards.
    expect(readableTextPair("#111827", "#f9fafb")).toEqual({ background: "#ffffff", text: "#0f172a" });
    // Mid grey on white is below AA.
    expect(readableTextPair("#ffffff", "#8a8a8a")).toEqual({ background: "#ffffff", text: "#0f172a" });
    const css = brandingStyleSheet(branding({ backgroundColor: "#111827", textColor: "#F9FAFB" }));
    expect(css).toContain("--brand-background:#ffffff;--brand-text:#0f172a");
    expect(contrastRatio("#0f172a", "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });
});
