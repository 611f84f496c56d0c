import { describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  LOGO_MAX_BYTES,
  avatarFileError,
  avatarUploadSchema,
  formatCommaList,
  logoFileError,
  logoUploadSchema,
  parseCommaList,
  personalInfoSchema,
  professionalInfoSchema,
  socialHref,
} from "~/domain/schemas/profile";
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

  it("social links get 'https://' when they have no protocol", () => {
    expect(socialHref("linkedin.com/in/tan")).toBe("https://linkedin.com/in/tan");
    expect(socialHref("http://facebook.com/tan")).toBe("http://facebook.com/tan");
    expect(socialHref("HTTPS://instagram.com/tan")).toBe("HTTPS://instagram.com/tan");
    expect(socialHref("javascript:alert(1)")).toBe("https://javascript:alert(1)");
    expect(socialHref("")).toBe("");
  });
});

describe("avatar rules", () => {
  it("must be an image: 'Please select a valid image file'", () => {
    expect(avatarFileError({ type: "application/pdf", size: 100 })).toBe("Please select a valid image file");
  });

  it("at most 5 MB (5242880 bytes): 'Image size should be less than 5MB'", () => {
    expect(AVATAR_MAX_BYTES).toBe(5242880);
    expect(avatarFileError({ type: "image/png", size: 5242880 })).toBeNull();
    expect(avatarFileError({ type: "image/png", size: 5242881 })).toBe("Image size should be less than 5MB");
  });

  it("an upload form without a file reports the image message", () => {
    expect(errorsOf(avatarUploadSchema, {})).toEqual({ avatar: ["Please select a valid image file"] });
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], "me.jpg", { type: "image/jpeg" });
    expect(submitForm(avatarUploadSchema, { avatar: big }).errors).toEqual({ avatar: ["Image size should be less than 5MB"] });
    const ok = new File([new Uint8Array(10)], "me.jpg", { type: "image/jpeg" });
    expect(submitForm(avatarUploadSchema, { avatar: ok }).ok).toBe(true);
  });
});

describe("logo rules", () => {
  it("must be an image: 'Please select an image file'", () => {
    expect(logoFileError({ type: "text/html", size: 1 })).toBe("Please select an image file");
  });

  it("at most 2 MB: 'File size must be less than 2MB'", () => {
    expect(LOGO_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(logoFileError({ type: "image/svg+xml", size: LOGO_MAX_BYTES })).toBeNull();
    expect(logoFileError({ type: "image/png", size: LOGO_MAX_BYTES + 1 })).toBe("File size must be less than 2MB");
    const pdf = new File(["%PDF"], "logo.pdf", { type: "application/pdf" });
    expect(submitForm(logoUploadSchema, { logo: pdf }).errors).toEqual({ logo: ["Please select an image file"] });
  });
});
