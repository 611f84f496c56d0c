import { describe, expect, it } from "vitest";
import { agencySchema, isAgencyApproved } from "~/domain/schemas/agency";
import { errorsOf, fieldErrors } from "./form-parsing";

describe("agency form", () => {
  it("name is required: 'Agency name is required'", () => {
    expect(errorsOf(agencySchema, { name: "  " })).toEqual({ name: ["Agency name is required"] });
    expect(errorsOf(agencySchema, {})).toEqual({ name: ["Agency name is required"] });
  });

  it("logo URL is optional, and a URL or an uploaded path when given", () => {
    expect(agencySchema.parse({ name: "PropNex" })).toEqual({ name: "PropNex" });
    expect(agencySchema.parse({ name: "PropNex", logoUrl: "https://cdn.example.com/logo.png" }).logoUrl).toBe(
      "https://cdn.example.com/logo.png",
    );
    expect(agencySchema.parse({ name: "PropNex", logoUrl: "/uploads/logo.webp" }).logoUrl).toBe("/uploads/logo.webp");
    expect(fieldErrors(agencySchema, { name: "PropNex", logoUrl: "javascript:alert(1)" }, "logoUrl")).toEqual(["Please enter a valid URL"]);
  });

  it("the CEA licence number is optional, L + 7 digits + a check letter, stored upper-case", () => {
    expect(agencySchema.parse({ name: "PropNex", licenceNumber: " l3008022j " }).licenceNumber).toBe("L3008022J");
    expect(agencySchema.parse({ name: "PropNex" }).licenceNumber).toBeUndefined();
    for (const wrong of ["L300802J", "R3008022J", "L30080221", "L3008022JK"]) {
      expect(fieldErrors(agencySchema, { name: "PropNex", licenceNumber: wrong }, "licenceNumber")).toEqual(["Please enter a CEA licence number such as L3008022J"]);
    }
  });

  it("status active counts as approved", () => {
    expect(isAgencyApproved("active")).toBe(true);
    expect(isAgencyApproved("pending")).toBe(false);
  });

  it("an agency name is at most 200 characters", () => {
    expect(fieldErrors(agencySchema, { name: "x".repeat(201) }, "name")).toEqual(["Agency name must be 200 characters or fewer"]);
  });
});
