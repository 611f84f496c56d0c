import { describe, expect, it } from "vitest";
import {
  OVERRIDE_DURATION_DEFAULT,
  OVERRIDE_TYPES,
  isOverrideInForce,
  overrideExpiresAt,
  overrideSchema,
  overrideShowsSiteUrl,
  overrideShowsTargetUser,
} from "~/domain/schemas/override";
import { fieldErrors, submitForm } from "./form-parsing";

describe("admin override (spec part 2 §5)", () => {
  const valid = { overrideType: "site_access", reason: "Investigating a report" };

  it("types are site_access, user_permissions, data_access, system_config", () => {
    expect(OVERRIDE_TYPES).toEqual(["site_access", "user_permissions", "data_access", "system_config"]);
  });

  it("duration defaults to 60 minutes", () => {
    expect(OVERRIDE_DURATION_DEFAULT).toBe(60);
    expect(overrideSchema.parse(valid).durationMinutes).toBe(60);
    expect(submitForm(overrideSchema, { ...valid, durationMinutes: "" }).value).toMatchObject({ durationMinutes: 60 });
  });

  it("reason is required", () => {
    expect(fieldErrors(overrideSchema, { ...valid, reason: " " }, "reason")).toEqual(["Reason is required"]);
  });

  it.each([
    [4, ["Duration must be at least 5 minutes"]],
    [5, []],
    [1440, []],
    [1441, ["Duration cannot exceed 1440 minutes"]],
  ])("duration %i minutes -> %j", (durationMinutes, messages) => {
    expect(fieldErrors(overrideSchema, { ...valid, durationMinutes }, "durationMinutes")).toEqual(messages);
  });

  it("an unknown type is refused", () => {
    expect(fieldErrors(overrideSchema, { ...valid, overrideType: "root" }, "overrideType")).toEqual(["Override type is required"]);
  });

  it("site URL shows for site_access and data_access; target user for user_permissions", () => {
    expect(OVERRIDE_TYPES.filter(overrideShowsSiteUrl)).toEqual(["site_access", "data_access"]);
    expect(OVERRIDE_TYPES.filter(overrideShowsTargetUser)).toEqual(["user_permissions"]);
  });

  it("expires at start plus duration and is in force until then", () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const expiresAt = overrideExpiresAt(start, 60);
    expect(expiresAt.toISOString()).toBe("2026-01-01T01:00:00.000Z");
    expect(isOverrideInForce({ isActive: true, expiresAt }, new Date("2026-01-01T00:59:59Z"))).toBe(true);
    expect(isOverrideInForce({ isActive: true, expiresAt }, expiresAt)).toBe(false);
    expect(isOverrideInForce({ isActive: false, expiresAt }, start)).toBe(false);
  });

  it("duration is whole minutes; reason at most 1000 characters", () => {
    expect(fieldErrors(overrideSchema, { ...valid, durationMinutes: 30.5 }, "durationMinutes")).toEqual([
      "Duration must be a whole number of minutes",
    ]);
    expect(fieldErrors(overrideSchema, { ...valid, reason: "x".repeat(1001) }, "reason")).toEqual(["Reason must be 1000 characters or fewer"]);
  });

  it("a site URL is stored as its host; a target the chosen type does not show is dropped", () => {
    expect(overrideSchema.parse({ ...valid, siteUrl: "https://WWW.Tan-Homes.sg/about", targetUserId: "x@y.sg" })).toMatchObject({
      siteUrl: "tan-homes.sg",
      targetUserId: undefined,
    });
    expect(overrideSchema.parse({ ...valid, overrideType: "user_permissions", siteUrl: "tan.sg", targetUserId: "agent@demo.sg" })).toMatchObject({
      siteUrl: undefined,
      targetUserId: "agent@demo.sg",
    });
    expect(fieldErrors(overrideSchema, { ...valid, siteUrl: "not a site" }, "siteUrl")).toEqual(["Please enter a valid website URL"]);
  });
});
