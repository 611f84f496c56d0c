import { describe, expect, it } from "vitest";
import { createAdminUserSchema, updateAdminUserSchema } from "~/domain/schemas/admin-user";
import { fieldErrors } from "./form-parsing";

describe("admin user form (spec part 2 §5)", () => {
  const valid = { email: "ops@example.com", fullName: "Ops Lead", role: "admin1ic" };

  it("accepts a valid admin", () => {
    expect(createAdminUserSchema.safeParse(valid).success).toBe(true);
  });

  it("email must be valid: 'Invalid email address'", () => {
    expect(fieldErrors(createAdminUserSchema, { ...valid, email: "ops" }, "email")).toEqual(["Invalid email address"]);
  });

  it("full name at least 2 characters", () => {
    expect(fieldErrors(createAdminUserSchema, { ...valid, fullName: "O" }, "fullName")).toEqual([
      "Full name must be at least 2 characters",
    ]);
  });

  it("asks no password: the invite link lets the new administrator choose one", () => {
    expect(createAdminUserSchema.parse({ ...valid, password: "ignored" })).not.toHaveProperty("password");
  });

  it("role is admin1ic or admin2ic only", () => {
    expect(createAdminUserSchema.safeParse({ ...valid, role: "admin2ic" }).success).toBe(true);
    expect(fieldErrors(createAdminUserSchema, { ...valid, role: "master" }, "role")).toEqual(["Please select a role"]);
  });

  it("an id that is not a UUID is refused before it reaches the database", () => {
    expect(fieldErrors(updateAdminUserSchema, { id: "1 OR 1=1", fullName: "Ops Lead" }, "id")).toEqual(["Admin user not found"]);
  });

  it("edit mode changes name and phone only (email and role are locked)", () => {
    const id = "0b6f4a52-8c1e-4d4e-9a51-6f1f0a2b3c4d";
    expect(updateAdminUserSchema.parse({ id, fullName: "New Name", email: "x@y.z", role: "master" })).toEqual({
      id,
      fullName: "New Name",
    });
  });
});
