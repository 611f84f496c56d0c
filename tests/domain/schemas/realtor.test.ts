import { describe, expect, it } from "vitest";
import {
  REALTOR_MESSAGES,
  REALTOR_TOASTS,
  bulkReassignSchema,
  bulkUnsuspendSchema,
  realtorIdSchema,
  realtorSchema,
  realtorStatusChangeSchema,
  updateRealtorSchema,
} from "~/domain/schemas/realtor";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

describe("realtor form (spec part 2 §5)", () => {
  const valid = {
    fullName: "Lim Mei Ling",
    email: "mei@era.com.sg",
    ceaNumber: "R654321",
    agencyId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a61",
    agentSiteUrl: "https://www.MeiLing.sg",
    isLeader: false,
    reportsToId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a62",
  };

  it("accepts a valid agent; the site URL becomes the bare host", () => {
    expect(realtorSchema.parse(valid)).toMatchObject({ agentSiteUrl: "meiling.sg", isLeader: false, reportsToId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a62" });
  });

  it("reports every required field with the spec's messages", () => {
    expect(errorsOf(realtorSchema, {})).toEqual({
      fullName: ["Full name is required"],
      email: ["Invalid email address"],
      ceaNumber: ["CEA number is required"],
      agencyId: ["Agency is required"],
      agentSiteUrl: ["Website URL is required"],
    });
  });

  it("the site URL must pass the validity check: 'Please enter a valid website URL'", () => {
    expect(fieldErrors(realtorSchema, { ...valid, agentSiteUrl: "not a site" }, "agentSiteUrl")).toEqual([
      "Please enter a valid website URL",
    ]);
  });

  it("invalid email: 'Invalid email address'", () => {
    expect(fieldErrors(realtorSchema, { ...valid, email: "mei@" }, "email")).toEqual(["Invalid email address"]);
  });

  it("CEA number must be R plus six digits and is stored upper-case", () => {
    expect(fieldErrors(realtorSchema, { ...valid, ceaNumber: "123" }, "ceaNumber")).toEqual(["CEA number must be in format R123456"]);
    expect(realtorSchema.parse({ ...valid, ceaNumber: "r111222" }).ceaNumber).toBe("R111222");
    expect(realtorSchema.parse({ ...valid, ceaNumber: "r111222c" }).ceaNumber).toBe("R111222C");
    expect(fieldErrors(realtorSchema, { ...valid, ceaNumber: "R111222CD" }, "ceaNumber")).toEqual(["CEA number must be in format R123456"]);
  });

  it("years of experience: optional, 0 to 50 (50 ok, 51 rejected)", () => {
    expect(realtorSchema.parse({ ...valid, yearsExperience: 0 }).yearsExperience).toBe(0);
    expect(realtorSchema.parse({ ...valid, yearsExperience: 50 }).yearsExperience).toBe(50);
    expect(fieldErrors(realtorSchema, { ...valid, yearsExperience: 51 }, "yearsExperience")).toEqual([
      "Years of experience must be between 0 and 50",
    ]);
    expect(fieldErrors(realtorSchema, { ...valid, yearsExperience: -1 }, "yearsExperience")).toHaveLength(1);
  });

  it("reports_to only applies to agents", () => {
    expect(realtorSchema.parse({ ...valid, isLeader: true }).reportsToId).toBeUndefined();
  });

  it("parses a submitted form: checkbox 'on' is a leader, empty years is absent", () => {
    const result = submitForm(realtorSchema, { ...valid, isLeader: "on", reportsToId: "", yearsExperience: "" });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ isLeader: true, yearsExperience: undefined });
  });

  it("bulk reassign needs a new leader", () => {
    expect(fieldErrors(bulkReassignSchema, { realtorIds: ["r1"] }, "newLeaderId")).toEqual(["Please select a new leader"]);
  });

  it("bulk actions need at least one realtor selected", () => {
    expect(fieldErrors(bulkReassignSchema, { realtorIds: [], newLeaderId: "l1" }, "realtorIds")).toEqual(["Select at least one realtor"]);
    expect(fieldErrors(bulkUnsuspendSchema, { realtorIds: [] }, "realtorIds")).toEqual(["Select at least one realtor"]);
    expect(bulkUnsuspendSchema.parse({ realtorIds: ["r1", "r2"] })).toEqual({ realtorIds: ["r1", "r2"] });
  });

  it("exports the server-side agency message", () => {
    expect(REALTOR_MESSAGES.agencyIdRequired).toBe("Agency ID is required");
  });
});

describe("Realtor Management payloads (part 2 §2.3, §8)", () => {
  const id = "0b7c5a0e-1111-4000-8000-000000000001";
  const edit = {
    id,
    fullName: "Lim Mei Ling",
    email: "mei@era.com.sg",
    ceaNumber: "r654321",
    agencyId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a61",
    agentSiteUrl: "https://MeiLing.sg/",
  };

  it("the edit dialog has the add form's messages, no is_leader, and a row id", () => {
    expect(updateRealtorSchema.parse({ ...edit, isLeader: true })).toEqual({
      ...edit,
      ceaNumber: "R654321",
      agentSiteUrl: "meiling.sg",
    });
    expect(errorsOf(updateRealtorSchema, { id })).toEqual({
      fullName: ["Full name is required"],
      email: ["Invalid email address"],
      ceaNumber: ["CEA number is required"],
      agencyId: ["Agency is required"],
      agentSiteUrl: ["Website URL is required"],
    });
    expect(fieldErrors(updateRealtorSchema, { ...edit, id: "1; drop table realtors" }, "id")).toEqual(["Realtor not found"]);
  });

  it("suspend and delete take a row id and an optional reason", () => {
    expect(realtorStatusChangeSchema.parse({ id, reason: "  Licence lapsed " })).toEqual({ id, reason: "Licence lapsed" });
    expect(realtorIdSchema.safeParse({ id: "r1" }).success).toBe(false);
  });

  it("bulk forms post the selected ids as a list", () => {
    const [r1, r2, l1] = ["0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a71", "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a72", "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a73"];
    const result = submitForm(bulkReassignSchema, { "realtorIds[0]": r1, "realtorIds[1]": r2, newLeaderId: l1 });
    expect(result.value).toEqual({ realtorIds: [r1, r2], newLeaderId: l1 });
  });

  it("ids that are not UUIDs never reach the database: agency, leader and bulk ids are refused by the schema", () => {
    expect(errorsOf(updateRealtorSchema, { ...edit, agencyId: "1' OR '1'='1" })).toEqual({ agencyId: ["Agency is required"] });
    expect(errorsOf(updateRealtorSchema, { ...edit, reportsToId: "../../etc" })).toEqual({ reportsToId: ["Please select a team leader"] });
    expect(submitForm(bulkReassignSchema, { "realtorIds[0]": "r1", newLeaderId: "l1" }).ok).toBe(false);
  });

  it("words the spec's toasts with their counts and names", () => {
    expect(REALTOR_TOASTS.unsuspended(3)).toBe("Realtors unsuspended (3)");
    expect(REALTOR_TOASTS.reassignedDetail(2, "Rachel Tan")).toBe("Successfully reassigned 2 agents to Rachel Tan");
    expect(REALTOR_TOASTS.websiteUpdated("mei.sg")).toBe("Website URL updated to mei.sg");
    expect(REALTOR_TOASTS.permissionCreated("mei.sg")).toBe("Site permission created for mei.sg");
  });
});
