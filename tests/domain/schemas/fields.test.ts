import { describe, expect, it } from "vitest";
import * as z from "zod";
import {
  booleanField,
  emailAddress,
  isIsoDate,
  optionalIsoDate,
  optionalNumber,
  optionalText,
  requiredText,
  withoutEmptyStrings,
} from "~/domain/schemas/fields";
import { fieldErrors, submitForm } from "./form-parsing";
import { isLinkableUrl } from "~/domain/link-url";

describe("shared field rules", () => {
  it("required text refuses missing, empty and blank values with one message, and trims", () => {
    const schema = z.object({ name: requiredText("Name is required") });
    for (const name of [undefined, "", "   "]) expect(fieldErrors(schema, { name }, "name")).toEqual(["Name is required"]);
    expect(schema.parse({ name: "  Tan  " })).toEqual({ name: "Tan" });
  });

  it("optional text is trimmed and length-limited", () => {
    const schema = z.object({ note: optionalText(5) });
    expect(schema.parse({})).toEqual({});
    expect(schema.parse({ note: " ab " })).toEqual({ note: "ab" });
    expect(fieldErrors(schema, { note: "abcdef" }, "note")).toEqual(["Must be 5 characters or fewer"]);
  });

  it("a boolean field reads checkboxes and toggles", () => {
    const schema = z.object({ on: booleanField(), active: booleanField(true) });
    expect(schema.parse({})).toEqual({ on: false, active: true });
    expect(schema.parse({ on: "on", active: "false" })).toEqual({ on: true, active: false });
    expect(schema.parse({ on: "true", active: "off" })).toEqual({ on: true, active: false });
    expect(schema.safeParse({ on: "maybe" }).success).toBe(false);
  });

  it("an optional number reports one message for anything out of range or not a number", () => {
    const schema = z.object({ n: optionalNumber({ min: 1, max: 3, int: true, message: "1 to 3" }) });
    expect(fieldErrors(schema, { n: 0 }, "n")).toEqual(["1 to 3"]);
    expect(fieldErrors(schema, { n: 4 }, "n")).toEqual(["1 to 3"]);
    expect(fieldErrors(schema, { n: 1.5 }, "n")).toEqual(["1 to 3"]);
    expect(submitForm(schema, { n: "abc" }).errors).toEqual({ n: ["1 to 3"] });
    expect(submitForm(schema, { n: "" }).value).toEqual({});
  });

  it("email addresses are trimmed and checked", () => {
    const schema = z.object({ email: emailAddress("Bad email") });
    expect(schema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
    expect(fieldErrors(schema, {}, "email")).toEqual(["Bad email"]);
  });

  it("linkable URLs are http(s) URLs with a domain or root-relative paths", () => {
    for (const ok of ["https://a.com/x.png", "http://cdn.a.sg", "/uploads/a.webp"]) expect(isLinkableUrl(ok)).toBe(true);
    for (const bad of ["javascript:alert(1)", "//evil.com/x", "a.com", "https://localhost", "data:image/png;base64,AA", "ftp://a.com"]) {
      expect(isLinkableUrl(bad)).toBe(false);
    }
  });

  it("ISO dates must exist on the calendar; empty optional dates are absent", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-1-01")).toBe(false);
    const schema = z.object({ d: optionalIsoDate("Bad date") });
    expect(schema.parse({ d: "" })).toEqual({});
    expect(fieldErrors(schema, { d: "tomorrow" }, "d")).toEqual(["Bad date"]);
  });

  it("withoutEmptyStrings treats blank strings as missing", () => {
    expect(withoutEmptyStrings({ a: "", b: " ", c: "x", d: 0 })).toEqual({ a: undefined, b: undefined, c: "x", d: 0 });
  });
});
