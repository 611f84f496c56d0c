import { describe, expect, it } from "vitest";
import { ConflictError, fieldOfConstraint, withConflicts } from "#server/services/errors";

describe("unique violations become field errors", () => {
  it("reads the column of PostgreSQL's and drizzle's constraint names as a form field", () => {
    expect(fieldOfConstraint("agencies_name_key", "agencies")).toBe("name");
    expect(fieldOfConstraint("realtors_agent_site_url_key", "realtors")).toBe("agentSiteUrl");
    expect(fieldOfConstraint("user_profiles_email_unique", "user_profiles")).toBe("email");
    expect(fieldOfConstraint("other_table_name_key", "agencies")).toBeNull();
  });

  it("a wrapped 23505 error becomes a conflict with the caller's message for that field", async () => {
    const driverError = Object.assign(new Error("duplicate key"), { code: "23505", constraint: "agencies_name_key" });
    const wrapped = new Error("Failed query", { cause: driverError });
    const failure = await withConflicts("agencies", { name: "Taken" }, () => Promise.reject(wrapped)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "name", message: "Taken" });
  });

  it("other errors pass through untouched", async () => {
    const other = new Error("connection lost");
    await expect(withConflicts("agencies", {}, () => Promise.reject(other))).rejects.toBe(other);
  });
});
