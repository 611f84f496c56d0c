import { describe, expect, it } from "vitest";
import { clipAtWord, lowerFirst, stripControlCharacters } from "~/domain/text";

describe("stripControlCharacters (visitor input reaches PostgreSQL, which refuses NUL)", () => {
  it("drops NUL and other control characters, keeps words apart where a tab or line break was", () => {
    expect(stripControlCharacters("mar\u0000ina")).toBe("marina");
    expect(stripControlCharacters("\u0000")).toBe("");
    expect(stripControlCharacters("a\u0007b\u007fc\u0085d")).toBe("abcd");
    expect(stripControlCharacters("tiong\tbahru\r\npark")).toBe("tiong bahru  park");
  });

  it("leaves ordinary text, accents and symbols alone", () => {
    expect(stripControlCharacters("Café @ D'Leedon 50%")).toBe("Café @ D'Leedon 50%");
  });
});

describe("clipAtWord (meta descriptions end on a whole word)", () => {
  const bio = "Rachel has helped first-time buyers and upgraders across the Rest of Central Region for twelve years, and pre-launch previews are her speciality.";

  it("keeps a text that fits, with its whitespace collapsed", () => {
    expect(clipAtWord("  short \n text ", 200)).toBe("short text");
    expect(clipAtWord(bio, bio.length)).toBe(bio);
  });

  it("cuts a longer text at the last word boundary and ends with '…', never past the limit", () => {
    for (const max of [20, 60, 100, 121, 122, 140]) {
      const clipped = clipAtWord(bio, max);
      expect(clipped.length).toBeLessThanOrEqual(max);
      expect(clipped.endsWith("…")).toBe(true);
      const kept = clipped.slice(0, -1);
      expect(bio.startsWith(kept)).toBe(true);
      expect([" ", ","]).toContain(bio[kept.length]);
    }
    expect(clipAtWord(bio, 100)).toBe("Rachel has helped first-time buyers and upgraders across the Rest of Central Region for twelve…");
    expect(clipAtWord(bio, 102)).toBe("Rachel has helped first-time buyers and upgraders across the Rest of Central Region for twelve years…");
  });

  it("cuts a single word longer than the limit mid-word", () => {
    expect(clipAtWord("Supercalifragilistic", 10)).toBe("Supercali…");
  });
});

describe("lowerFirst", () => {
  it("lowers the first letter only, so the price keeps S$ and M", () => {
    expect(lowerFirst("From S$2.03M (S$3,217 psf)")).toBe("from S$2.03M (S$3,217 psf)");
    expect(lowerFirst("")).toBe("");
  });
});
