import { describe, expect, it } from "vitest";
import { UPLOAD_KINDS, uploadAccept, uploadFileError } from "~/domain/upload-kinds";

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("upload kinds: the form's check of the browser's claim", () => {
  it("avatar: an image of at most 5 MB (5242880 bytes); 'Please select a valid image file' / 'Image size should be less than 5MB'", () => {
    expect(UPLOAD_KINDS.avatar.maxBytes).toBe(5242880);
    expect(uploadFileError("avatar", file("me.png", "image/png", 5242880))).toBeNull();
    expect(uploadFileError("avatar", file("me.png", "image/png", 5242881))).toBe("Image size should be less than 5MB");
    expect(uploadFileError("avatar", file("cv.pdf", "application/pdf", 100))).toBe("Please select a valid image file");
  });

  it("logo: PNG, JPEG, WebP or SVG of at most 2 MB; 'Please select an image file' / 'File size must be less than 2MB'", () => {
    expect(UPLOAD_KINDS.logo.maxBytes).toBe(2 * 1024 * 1024);
    expect(uploadFileError("logo", file("logo.svg", "image/svg+xml", 2 * 1024 * 1024))).toBeNull();
    expect(uploadFileError("logo", file("logo.png", "image/png", 2 * 1024 * 1024 + 1))).toBe("File size must be less than 2MB");
    expect(uploadFileError("logo", file("page.html", "text/html", 1))).toBe("Please select an image file");
    expect(uploadFileError("logo", file("anim.gif", "image/gif", 1))).toBe("Please select an image file");
  });

  it("project images up to 10 MB, brochures (PDF) up to 20 MB, CSV imports up to 5 MB", () => {
    expect(uploadFileError("projectImage", file("site.jpg", "image/jpeg", 10 * 1024 * 1024 + 1))).toBe("Image size should be less than 10MB");
    expect(uploadFileError("brochure", file("b.pdf", "application/pdf", 20 * 1024 * 1024))).toBeNull();
    expect(uploadFileError("brochure", file("b.docx", "application/msword", 10))).toBe("Please select a PDF file");
    expect(uploadFileError("csvImport", file("p.csv", "text/csv", 5 * 1024 * 1024 + 1))).toBe("File size must be less than 5MB");
  });

  it("a CSV file the browser labels as Excel's, or leaves untyped, is accepted by its name", () => {
    expect(uploadFileError("csvImport", file("projects.csv", "application/vnd.ms-excel", 10))).toBeNull();
    expect(uploadFileError("csvImport", file("PROJECTS.CSV", "", 10))).toBeNull();
    expect(uploadFileError("csvImport", file("projects.xlsx", "", 10))).toBe("Please select a CSV file");
  });

  it("an empty file is not a valid file of any kind", () => {
    expect(uploadFileError("avatar", file("me.png", "image/png", 0))).toBe("Please select a valid image file");
  });

  it("the file picker offers the kind's types and names", () => {
    expect(uploadAccept("brochure")).toBe("application/pdf,.pdf");
  });
});
