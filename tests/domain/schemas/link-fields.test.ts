import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { agencySchema, updateAgencySchema } from "~/domain/schemas/agency";
import { brandingSchema } from "~/domain/schemas/branding";
import { contactInfoSchema } from "~/domain/schemas/profile";
import { createProjectSchema, updateProjectSchema } from "~/domain/schemas/project";
import { galleryImageSchema } from "~/domain/schemas/project-media";
import { createUnitTypeSchema, unitTypeSchema } from "~/domain/schemas/unit-type";

// Issue 30 item 9: one rule for every stored address that is rendered as a link or a picture.
// '/\evil.example/brochure.pdf' passed as a path on this site, and browsers follow it to evil.example.

/** Every schema field that stores an address the pages link to or show. */
const URL_FIELDS: [string, z.ZodType, string][] = [
  ["a project's brochure", createProjectSchema, "brochureUrl"],
  ["a project's banner", createProjectSchema, "bannerImageUrl"],
  ["an edited project's brochure", updateProjectSchema, "brochureUrl"],
  ["an edited project's banner", updateProjectSchema, "bannerImageUrl"],
  ["a gallery picture", galleryImageSchema, "url"],
  ["a floor plan", unitTypeSchema, "floorPlanUrl"],
  ["a new unit type's floor plan", createUnitTypeSchema, "floorPlanUrl"],
  ["an agency's logo", agencySchema, "logoUrl"],
  ["an edited agency's logo", updateAgencySchema, "logoUrl"],
  ["a site's logo", brandingSchema, "logoUrl"],
  ["a LinkedIn profile", contactInfoSchema, "linkedinUrl"],
  ["a Facebook page", contactInfoSchema, "facebookUrl"],
  ["an Instagram profile", contactInfoSchema, "instagramUrl"],
];

const BAD_URLS = [
  "/\\evil.example/brochure.pdf",
  "\\\\evil.example/brochure.pdf",
  "//evil.example/brochure.pdf",
  "/%2fevil.example/brochure.pdf",
  "/%2Fevil.example/brochure.pdf",
  "/%5cevil.example/brochure.pdf",
  "/%255cevil.example/brochure.pdf",
  "/%252f%252fevil.example",
  "https:%2f%2fevil.example/brochure.pdf",
  "https:/evil.example/brochure.pdf",
  "http:\\\\evil.example/brochure.pdf",
  "/\t/evil.example/brochure.pdf",
  "/\n/evil.example",
  "/%09/evil.example",
  "/%00brochure.pdf",
  "https://evil\u200b.example/brochure.pdf",
  "https://evil.example/\u202ebrochure.pdf",
  "https://good.example@evil.example/brochure.pdf",
  "https://user:secret@evil.example/brochure.pdf",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "javascript%3aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "ftp://evil.example/brochure.pdf",
  "file:///etc/passwd",
  "/%E0%A4brochure.pdf",
];

function messagesOn(schema: z.ZodType, field: string, value: string): string[] {
  const result = schema.safeParse({ [field]: value });
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.length === 1 && issue.path[0] === field).map((issue) => issue.message);
}

describe("every stored address rendered as a link or a picture follows one rule (issue 30 item 9)", () => {
  describe.each(URL_FIELDS)("%s", (_name, schema, field) => {
    it.each(BAD_URLS.map((url) => [JSON.stringify(url), url]))("refuses %s with 'Please enter a valid URL'", (_shown, url) => {
      expect(messagesOn(schema, field, url)).toEqual(["Please enter a valid URL"]);
    });

    it("accepts a web address", () => {
      expect(messagesOn(schema, field, "https://www.example.com/brochures/Tidewater%20Final.pdf")).toEqual([]);
    });
  });

  it.each(URL_FIELDS.filter(([, schema]) => schema !== contactInfoSchema))(
    "%s also accepts a path on this site (a social profile is on another site)",
    (_name, schema, field) => {
      expect(messagesOn(schema, field, "/uploads/projects/7/lq2x0-0123456789abcdef.pdf")).toEqual([]);
    },
  );
});
