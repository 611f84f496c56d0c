import { describe, expect, it } from "vitest";
import { createAdminUserSchema, updateAdminUserSchema } from "~/domain/schemas/admin-user";
import { fieldErrors } from "./form-parsing";

describe("admin user form (spec part 2 §5)", () => {
  const valid = { email: "ops@example.com", fullName: "Ops Lead", role: "admin1ic", password: "temp-pass" };

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

  it("password at least 8 characters (7 rejected, 8 ok)", () => {
    expect(fieldErrors(createAdminUserSchema, { ...valid, password: "1234567" }, "password")).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(fieldErrors(createAdminUserSchema, { ...valid, password: "12345678" }, "password")).toEqual([]);
  });

  it("role is admin1ic or admin2ic only", () => {
    expect(createAdminUserSchema.safeParse({ ...valid, role: "admin2ic" }).success).toBe(true);
    expect(fieldErrors(createAdminUserSchema, { ...valid, role: "master" }, "role")).toEqual(["Please select a role"]);
  });

  it("edit mode changes name and phone only (email and role are locked)", () => {
    expect(updateAdminUserSchema.parse({ id: "u1", fullName: "New Name", email: "x@y.z", role: "master" })).toEqual({
      id: "u1",
      fullName: "New Name",
    });
  });
});
