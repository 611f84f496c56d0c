import { describe, expect, it } from "vitest";
import { facilityDetailsSchema, facilityIcon, projectFacilitySchema } from "~/domain/schemas/facility";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

describe("facility details (spec part 3 §5)", () => {
  it("everything is optional; booking_required defaults to false", () => {
    expect(facilityDetailsSchema.parse({})).toEqual({ bookingRequired: false });
  });

  it("capacity is a number at least 0", () => {
    expect(fieldErrors(facilityDetailsSchema, { capacity: -1 }, "capacity")).toEqual(["Capacity must be 0 or more"]);
    expect(fieldErrors(facilityDetailsSchema, { capacity: 0 }, "capacity")).toEqual([]);
  });

  it("parses a submitted detail form", () => {
    const result = submitForm(facilityDetailsSchema, { operatingHours: "7am – 10pm", capacity: "30", bookingRequired: "on", description: "" });
    expect(result.value).toEqual({ operatingHours: "7am – 10pm", capacity: 30, bookingRequired: true });
  });

  it("adding or removing a facility needs both ids", () => {
    expect(errorsOf(projectFacilitySchema, {})).toEqual({ projectId: ["Project is required"], facilityId: ["Facility is required"] });
    expect(errorsOf(projectFacilitySchema, { projectId: "p1", facilityId: "pool" })).toEqual({ projectId: ["Project is required"], facilityId: ["Facility is required"] });
  });

  it("picks an icon from either vocabulary, home by default", () => {
    expect(facilityIcon("pool")).toBe("waves");
    expect(facilityIcon("waves")).toBe("waves");
    expect(facilityIcon("gym")).toBe("dumbbell");
    expect(facilityIcon("garden")).toBe("trees");
    expect(facilityIcon("security")).toBe("shield");
    expect(facilityIcon("parking")).toBe("car");
    expect(facilityIcon("bbq")).toBe("flame");
    expect(facilityIcon("fa-swimming-pool")).toBe("waves");
    expect(facilityIcon("tennis")).toBe("home");
    expect(facilityIcon(null)).toBe("home");
  });
});
