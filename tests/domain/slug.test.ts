import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, isSlug, slugify } from "~/domain/slug";

describe("slugify (spec part 3 §4)", () => {
  it.each([
    ["The Orchard Residences", "the-orchard-residences"],
    ["Marina One  Residences", "marina-one-residences"],
    ["Piccadilly Grand @ Farrer Park!", "piccadilly-grand-farrer-park"],
    ["D'Leedon", "dleedon"],
    ["Lentor Hills -- Residences", "lentor-hills-residences"],
    ["  -Leading and trailing-  ", "leading-and-trailing"],
    ["Parc Clematis 2024", "parc-clematis-2024"],
    ["Café Résidence", "cafe-residence"],
    ["UPPER CASE", "upper-case"],
    ["!!!", ""],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("every non-empty result matches SLUG_PATTERN", () => {
    for (const name of ["A  B", "--x--", "a_b c", "Ünïcödé Name"]) {
      const slug = slugify(name);
      expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
    }
  });

  it("SLUG_PATTERN refuses upper case, spaces and edge or double hyphens", () => {
    expect(isSlug("the-orchard")).toBe(true);
    for (const bad of ["The-orchard", "the orchard", "-the", "the-", "the--orchard", ""]) expect(isSlug(bad)).toBe(false);
  });
});
