import { describe, expect, it } from "vitest";
import {
  avatarUploadSchema,
  contactInfoSchema,
  formatCommaList,
  logoUploadSchema,
  parseCommaList,
  personalInfoSchema,
  professionalInfoSchema,
} from "~/domain/schemas/profile";
import { externalProfileHref } from "~/domain/link-url";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

describe("profile: personal information", () => {
  it("needs a full name; phone optional", () => {
    expect(errorsOf(personalInfoSchema, { fullName: "" })).toEqual({ fullName: ["Full name is required"] });
    expect(personalInfoSchema.parse({ fullName: " Tan " })).toEqual({ fullName: "Tan" });
    expect(fieldErrors(personalInfoSchema, { fullName: "x".repeat(101) }, "fullName")).toEqual(["Full name must be 100 characters or fewer"]);
  });
});

describe("profile: professional information", () => {
  it("years of experience 0 to 50 (50 ok, 51 rejected)", () => {
    expect(professionalInfoSchema.parse({ yearsExperience: 50 }).yearsExperience).toBe(50);
    expect(fieldErrors(professionalInfoSchema, { yearsExperience: 51 }, "yearsExperience")).toEqual([
      "Years of experience must be between 0 and 50",
    ]);
  });

  it("specializations and languages are comma-separated, trimmed, empties dropped", () => {
    const parsed = professionalInfoSchema.parse({ specializations: " New launches, ,Condos ,", languagesSpoken: "English,Mandarin, Malay" });
    expect(parsed.specializations).toEqual(["New launches", "Condos"]);
    expect(parsed.languagesSpoken).toEqual(["English", "Mandarin", "Malay"]);
    expect(professionalInfoSchema.parse({}).specializations).toEqual([]);
    expect(fieldErrors(professionalInfoSchema, { biography: "x".repeat(5001) }, "biography")).toEqual(["Must be 5000 characters or fewer"]);
  });

  it("parses through Conform with empty fields", () => {
    const result = submitForm(professionalInfoSchema, { biography: "", yearsExperience: "12", specializations: "" });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ yearsExperience: 12, specializations: [], biography: undefined });
  });

  it("parseCommaList and formatCommaList round-trip", () => {
    expect(parseCommaList("a, b,,c ")).toEqual(["a", "b", "c"]);
    expect(parseCommaList(undefined)).toEqual([]);
    expect(formatCommaList(["a", "b"])).toBe("a, b");
  });

  it("social links get 'https://' when they have no protocol, and are no link when they are not a web address", () => {
    expect(externalProfileHref("linkedin.com/in/tan")).toBe("https://linkedin.com/in/tan");
    expect(externalProfileHref("http://facebook.com/tan")).toBe("http://facebook.com/tan");
    expect(externalProfileHref("HTTPS://instagram.com/tan")).toBe("HTTPS://instagram.com/tan");
    expect(externalProfileHref("javascript:alert(1)")).toBeNull();
    expect(externalProfileHref("/\\evil.example/me")).toBeNull();
    expect(externalProfileHref("")).toBeNull();
  });
});

describe("profile: contact and social media", () => {
  it("every field is optional and kept as typed; URLs are linked with https:// only when shown", () => {
    const result = submitForm(contactInfoSchema, { whatsappNumber: " +65 9123 4567 ", linkedinUrl: "linkedin.com/in/tan", wechatId: "" });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ whatsappNumber: "+65 9123 4567", linkedinUrl: "linkedin.com/in/tan", wechatId: undefined });
    expect(fieldErrors(contactInfoSchema, { instagramUrl: "x".repeat(301) }, "instagramUrl")).toEqual(["Must be 300 characters or fewer"]);
  });
});

describe("avatar and logo upload fields (the limits themselves: tests/domain/upload-kinds.test.ts)", () => {
  it("an avatar form without a file, or with one over 5 MB, reports the spec's messages", () => {
    expect(errorsOf(avatarUploadSchema, {})).toEqual({ avatar: ["Please select a valid image file"] });
    const big = new File([new Uint8Array(5242881)], "me.jpg", { type: "image/jpeg" });
    expect(submitForm(avatarUploadSchema, { avatar: big }).errors).toEqual({ avatar: ["Image size should be less than 5MB"] });
    const ok = new File([new Uint8Array(10)], "me.jpg", { type: "image/jpeg" });
    expect(submitForm(avatarUploadSchema, { avatar: ok }).ok).toBe(true);
  });

  it("a logo form refuses a PDF with 'Please select an image file'", () => {
    const pdf = new File(["%PDF"], "logo.pdf", { type: "application/pdf" });
    expect(submitForm(logoUploadSchema, { logo: pdf }).errors).toEqual({ logo: ["Please select an image file"] });
  });
});
