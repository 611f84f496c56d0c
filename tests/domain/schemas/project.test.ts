import { describe, expect, it } from "vitest";
import {
  PROJECT_MESSAGES,
  PROJECT_STATUSES,
  PROPERTY_TYPES,
  WIZARD_STEPS,
  canVisitStep,
  createProjectSchema,
  projectDefaults,
  projectFieldsSchema,
  propertyTypeAdvice,
  propertyTypeLabel,
  stepIsValid,
  stepOfField,
  suggestedPropertyTypes,
  updateProjectSchema,
} from "~/domain/schemas/project";
import { buildingNumberExistsMessage } from "~/domain/schemas/building";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

const building = { buildingNumber: 1, buildingAddress: "1 Orchard Blvd", postalCode: "248649" };

const validProject = {
  name: "The Orchard Residences",
  slug: "the-orchard-residences",
  status: "Selling",
  propertyType: "Condominium",
  fullAddress: "238 Orchard Boulevard",
  district: "District 9",
  neighbourhood: "Orchard",
  coreRegion: "CCR",
  urbanPlanningRegion: "Central",
  tenure: "99-year Leasehold",
  developerId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a63",
  totalUnits: 175,
  buildings: [building],
};

describe("project statuses and types (spec part 3 §4)", () => {
  it("statuses Planning to Completed; property types", () => {
    expect(PROJECT_STATUSES).toEqual(["Planning", "Construction", "Launch", "Selling", "Sold Out", "Completed"]);
    expect(PROPERTY_TYPES).toEqual(["Condominium", "Executive Condominium", "Landed", "Commercial"]);
  });

  it("a project without a property type is labelled 'Property'", () => {
    expect(propertyTypeLabel(null)).toBe("Property");
    expect(propertyTypeLabel("Landed")).toBe("Landed");
  });
});

describe("property type advice by status (soft warning)", () => {
  it("Planning and Construction suggest Condominium and Executive Condominium", () => {
    expect(suggestedPropertyTypes("Planning")).toEqual(["Condominium", "Executive Condominium"]);
    expect(suggestedPropertyTypes("Construction")).toEqual(["Condominium", "Executive Condominium"]);
  });

  it("Launch, Selling and Sold Out add Landed; Completed adds Commercial", () => {
    for (const status of ["Launch", "Selling", "Sold Out"] as const) {
      expect(suggestedPropertyTypes(status)).toEqual(["Condominium", "Executive Condominium", "Landed"]);
    }
    expect(suggestedPropertyTypes("Completed")).toEqual(["Condominium", "Executive Condominium", "Landed", "Commercial"]);
  });

  it("advises 'Consider:' with the first two options when the type does not suit the status", () => {
    expect(propertyTypeAdvice("Planning", "Landed")).toBe("Consider: Condominium, Executive Condominium");
    expect(propertyTypeAdvice("Selling", "Commercial")).toBe("Consider: Condominium, Executive Condominium");
    expect(propertyTypeAdvice("Selling", "Landed")).toBeNull();
    expect(propertyTypeAdvice("Completed", "Commercial")).toBeNull();
  });

  it("advice never blocks: the schema accepts any type with any status", () => {
    expect(createProjectSchema.safeParse({ ...validProject, status: "Planning", propertyType: "Commercial" }).success).toBe(true);
  });
});

describe("wizard schema: required messages", () => {
  it("reports each required field with the spec's message", () => {
    expect(errorsOf(projectFieldsSchema, {})).toEqual({
      name: ["Project name is required"],
      slug: ["Slug is required"],
      status: ["Status is required"],
      propertyType: ["Property type is required"],
      fullAddress: ["Full address is required"],
      district: ["District is required"],
      neighbourhood: ["Neighbourhood is required"],
      coreRegion: ["Core region is required"],
      urbanPlanningRegion: ["Urban planning region is required"],
      tenure: ["Tenure is required"],
      totalUnits: ["Total units must be at least 1"],
      developerId: ["Developer is required"],
    });
  });

  it("total units must be at least 1 (0 rejected, 1 ok)", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, totalUnits: 0 }, "totalUnits")).toEqual(["Total units must be at least 1"]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, totalUnits: 1 }, "totalUnits")).toEqual([]);
  });

  it("a slug must be lower-case words joined by hyphens", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, slug: "The Orchard" }, "slug")).toEqual([PROJECT_MESSAGES.slugInvalid]);
  });

  it("accepts the spec's 'West Region' as the West region", () => {
    expect(projectFieldsSchema.parse({ ...validProject, urbanPlanningRegion: "West Region" }).urbanPlanningRegion).toBe("West");
  });
});

describe("wizard schema: optional fields", () => {
  it("postal code, when given, is exactly 6 digits", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, postalCode: "12345" }, "postalCode")).toEqual([
      "Please enter a valid 6-digit Singapore postal code",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, postalCode: "1234567" }, "postalCode")).toEqual([
      "Please enter a valid 6-digit Singapore postal code",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, postalCode: "12a456" }, "postalCode")).toEqual(["Invalid postal code format"]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, postalCode: "123456" }, "postalCode")).toEqual([]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, postalCode: undefined }, "postalCode")).toEqual([]);
  });

  it("percentage sold 0 to 100", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, percentageSold: 100 }, "percentageSold")).toEqual([]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, percentageSold: 101 }, "percentageSold")).toEqual([
      "Percentage sold must be between 0 and 100",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, percentageSold: -1 }, "percentageSold")).toHaveLength(1);
  });

  it("banner and brochure URLs are a valid URL or empty", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, bannerImageUrl: "not a url" }, "bannerImageUrl")).toEqual([
      "Please enter a valid URL",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, brochureUrl: "ftp://x.com/a.pdf" }, "brochureUrl")).toEqual([
      "Please enter a valid URL",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, bannerImageUrl: "https://cdn.example.com/b.jpg" }, "bannerImageUrl")).toEqual([]);
    expect(submitForm(projectFieldsSchema, { ...stringsOf(validProject), bannerImageUrl: "" }).ok).toBe(true);
  });

  it("latitude -90 to 90, longitude -180 to 180", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, latitude: 90, longitude: -180 }, "latitude")).toEqual([]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, latitude: 90.1 }, "latitude")).toEqual(["Latitude must be between -90 and 90"]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, longitude: 180.5 }, "longitude")).toEqual([
      "Longitude must be between -180 and 180",
    ]);
  });

  it("TOP year 2020 to 2050", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, topYearActual: 2019 }, "topYearActual")).toEqual([
      "TOP year must be between 2020 and 2050",
    ]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, topYearActual: 2020 }, "topYearActual")).toEqual([]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, topYearActual: 2050 }, "topYearActual")).toEqual([]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, topYearActual: 2051 }, "topYearActual")).toHaveLength(1);
  });

  it("site area, blocks and car parks at least 0; max storeys at least 1", () => {
    expect(errorsOf(projectFieldsSchema, { ...validProject, siteAreaSqft: -1, numberOfBlocks: -1, totalCarParks: -1, maxStoreys: 0 })).toEqual({
      siteAreaSqft: ["Site area must be 0 or more"],
      numberOfBlocks: ["Number of blocks must be 0 or more"],
      totalCarParks: ["Total car parks must be 0 or more"],
      maxStoreys: ["Max storeys must be at least 1"],
    });
    expect(errorsOf(projectFieldsSchema, { ...validProject, siteAreaSqft: 0, numberOfBlocks: 0, totalCarParks: 0, maxStoreys: 1 })).toEqual({});
  });

  it("on submit an architect of 'none' and empty dates become absent", () => {
    const parsed = projectFieldsSchema.parse({ ...validProject, architectId: "none", launchDate: "", topDateEstimate: "" });
    expect(parsed.architectId).toBeUndefined();
    expect(parsed.launchDate).toBeUndefined();
    expect(parsed.topDateEstimate).toBeUndefined();
    expect(projectFieldsSchema.parse({ ...validProject, architectId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a64", launchDate: "2026-03-01" })).toMatchObject({
      architectId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a64",
      launchDate: "2026-03-01",
    });
    expect(fieldErrors(projectFieldsSchema, { ...validProject, launchDate: "2026-02-30" }, "launchDate")).toEqual(["Please enter a valid date"]);
  });
});

describe("create and update payloads", () => {
  it("create needs at least one building", () => {
    expect(fieldErrors(createProjectSchema, { ...validProject, buildings: [] }, "buildings")).toEqual(["At least one building is required"]);
    expect(fieldErrors(createProjectSchema, { ...validProject, buildings: undefined }, "buildings")).toEqual([
      "At least one building is required",
    ]);
  });

  it("number_of_blocks follows the building count on create", () => {
    const parsed = createProjectSchema.parse({ ...validProject, numberOfBlocks: 9, buildings: [building, { ...building, buildingNumber: 2 }] });
    expect(parsed.numberOfBlocks).toBe(2);
  });

  it("building numbers are unique within the project: 'Building number {n} already exists'", () => {
    expect(buildingNumberExistsMessage(1)).toBe("Building number 1 already exists");
    expect(errorsOf(createProjectSchema, { ...validProject, buildings: [building, building] })).toEqual({
      "buildings.1.buildingNumber": [buildingNumberExistsMessage(1)],
    });
  });

  it("update carries the id; buildings optional", () => {
    expect(updateProjectSchema.safeParse({ ...validProject, id: "6c1f2f8e-3b1a-4c55-9a57-0f6f4a1d2e10", buildings: undefined }).success).toBe(true);
    expect(updateProjectSchema.safeParse({ ...validProject }).success).toBe(false);
  });

  it("parses the wizard as a submitted form, with buildings as a list", () => {
    const result = submitForm(createProjectSchema, {
      ...stringsOf(validProject),
      architectId: "none",
      launchDate: "",
      percentageSold: "",
      "buildings[0].buildingNumber": "1",
      "buildings[0].postalCode": "248649",
      "buildings[1].buildingNumber": "2",
      "buildings[1].postalCode": "248650",
    });
    expect(result.errors).toEqual({});
    expect(result.value).toMatchObject({ totalUnits: 175, numberOfBlocks: 2, architectId: undefined, launchDate: undefined });
  });
});

describe("defaults of a new project (spec part 3 §9)", () => {
  it("Planning, Condominium, 99-year Leasehold, 100 units, 0 sold, current year, no architect", () => {
    expect(projectDefaults(new Date("2026-12-31T17:00:00Z"))).toEqual({
      status: "Planning",
      propertyType: "Condominium",
      tenure: "99-year Leasehold",
      totalUnits: 100,
      percentageSold: 0,
      launchYear: 2027, // already 1 January in Singapore
      architectId: "none",
      buildings: [],
    });
  });
});

describe("wizard step gating (spec part 3 §5)", () => {
  const formState = { ...stringsOf(validProject), buildings: [{ buildingNumber: "1", postalCode: "248649" }] };

  it("has seven steps with the spec's titles", () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual([
      "Basic Information", "Location & Address", "Stakeholders", "Physical Specifications",
      "Dates & Timeline", "Media & Assets", "Review & Confirm",
    ]);
  });

  it("step 1 needs name, slug, status and property type, and no errors", () => {
    expect(stepIsValid(1, formState)).toBe(true);
    expect(stepIsValid(1, { ...formState, name: "" })).toBe(false);
    expect(stepIsValid(1, { ...formState, slug: "" })).toBe(false);
    expect(stepIsValid(1, { ...formState, status: "" })).toBe(false);
    expect(stepIsValid(1, { ...formState, propertyType: "" })).toBe(false);
    expect(stepIsValid(1, { ...formState, shortDescription: "x".repeat(1001) })).toBe(false);
    expect(stepIsValid(1, formState, { mode: "create", slugTaken: true })).toBe(false);
  });

  it("step 2 needs address, district, neighbourhood, core region, planning region and tenure", () => {
    expect(stepIsValid(2, formState)).toBe(true);
    for (const field of ["fullAddress", "district", "neighbourhood", "coreRegion", "urbanPlanningRegion", "tenure"]) {
      expect(stepIsValid(2, { ...formState, [field]: "" })).toBe(false);
    }
  });

  it("step 3 needs a developer", () => {
    expect(stepIsValid(3, formState)).toBe(true);
    expect(stepIsValid(3, { ...formState, developerId: "" })).toBe(false);
  });

  it("developer and architect ids that are not UUIDs are refused by the schema", () => {
    expect(stepIsValid(3, { ...formState, developerId: "dev-1" })).toBe(false);
    expect(projectFieldsSchema.safeParse({ ...validProject, architectId: "arch'--" }).error?.issues.map((issue) => issue.message)).toEqual([
      PROJECT_MESSAGES.architectUnknown,
    ]);
  });

  it("step 4 needs total units and, when creating, at least one building", () => {
    expect(stepIsValid(4, formState)).toBe(true);
    expect(stepIsValid(4, { ...formState, totalUnits: "0" })).toBe(false);
    expect(stepIsValid(4, { ...formState, buildings: [] })).toBe(false);
  });

  it("step 4 when editing accepts existing buildings or a blocks count", () => {
    const noNewBuildings = { ...formState, buildings: [] };
    expect(stepIsValid(4, noNewBuildings, { mode: "edit" })).toBe(false);
    expect(stepIsValid(4, noNewBuildings, { mode: "edit", existingBuildingCount: 2 })).toBe(true);
    expect(stepIsValid(4, { ...noNewBuildings, numberOfBlocks: "3" }, { mode: "edit" })).toBe(true);
  });

  it("steps 5 and 6 are always valid", () => {
    expect(stepIsValid(5, {})).toBe(true);
    expect(stepIsValid(6, {})).toBe(true);
  });

  it("step 7 needs everything, buildings loaded and zero errors", () => {
    expect(stepIsValid(7, formState)).toBe(true);
    expect(stepIsValid(7, { ...formState, postalCode: "12" })).toBe(false);
    expect(stepIsValid(7, { ...formState, buildings: [] })).toBe(false);
    expect(stepIsValid(7, formState, { mode: "create", buildingsLoaded: false })).toBe(false);
    expect(stepIsValid(7, { ...formState, buildings: [] }, { mode: "edit", existingBuildingCount: 1 })).toBe(true);
  });

  it("the stepper allows completed steps and the current one only", () => {
    const completed = new Set([1, 2]);
    expect(canVisitStep(3, 3, completed)).toBe(true);
    expect(canVisitStep(1, 3, completed)).toBe(true);
    expect(canVisitStep(4, 3, completed)).toBe(false);
  });

  it("maps a field back to its step", () => {
    expect(stepOfField("developerId")).toBe(3);
    expect(stepOfField("buildings")).toBe(4);
    expect(stepOfField("nope")).toBeNull();
  });
});

function stringsOf(values: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "number") result[key] = String(value);
  }
  return result;
}

describe("project messages not tied to one field", () => {
  it("years, if given, are plausible: 'Please enter a valid year'", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, launchYear: 20 }, "launchYear")).toEqual(["Please enter a valid year"]);
    expect(fieldErrors(projectFieldsSchema, { ...validProject, completedYear: 2030.5 }, "completedYear")).toEqual(["Please enter a valid year"]);
  });

  it("a project name is at most 200 characters", () => {
    expect(fieldErrors(projectFieldsSchema, { ...validProject, name: "x".repeat(201) }, "name")).toEqual([
      "Project name must be 200 characters or fewer",
    ]);
  });

  it("states the wizard's fixed texts", () => {
    expect(PROJECT_MESSAGES.slugTaken).toBe("This slug is already taken");
    expect(PROJECT_MESSAGES.stepIncomplete).toBe("Please complete required fields to continue");
    expect(PROJECT_MESSAGES.reviewHasErrors).toBe("There are validation errors that need to be fixed before proceeding...");
    expect(PROJECT_MESSAGES.reviewBuildingRequired).toBe("At least one building is required, go back to Step 2");
  });
});

describe("the wizard's gallery", () => {
  const formState = {
    name: "A", slug: "a", status: "Selling", propertyType: "Condominium", fullAddress: "1 Road", district: "District 9",
    neighbourhood: "Orchard", coreRegion: "CCR", urbanPlanningRegion: "Central", tenure: "Freehold", developerId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a63", totalUnits: "10",
    buildings: [{ buildingNumber: "1", postalCode: "248649" }],
  };

  it("uploaded images as the form holds them (sizes as text) pass the review step", () => {
    const images = [{ url: "/uploads/projects/x/a-1600.webp", altText: "Lap pool", width: "1600", height: "900" }];
    expect(stepIsValid(7, { ...formState, images })).toBe(true);
    expect(stepIsValid(7, { ...formState, images: [{ url: "not a url" }] })).toBe(false);
  });

  it("a gallery error sends the user back to Media & Assets", () => {
    expect(stepOfField("images")).toBe(6);
  });
});
