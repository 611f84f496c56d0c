import { describe, expect, it } from "vitest";
import {
  AUTH_MESSAGES,
  PASSWORD_HINT_MESSAGES,
  changePasswordSchema,
  firstSignUpError,
  leaderListQuerySchema,
  newPasswordSchema,
  passwordHints,
  passwordStrength,
  resetRequestSchema,
  sanitiseFullName,
  signInSchema,
  signUpSchema,
  siteUrlError,
} from "~/domain/schemas/auth";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

const validSignUp = {
  email: "tan@propnex.com.sg",
  password: "Secret123!",
  confirmPassword: "Secret123!",
  fullName: "Tan Wei Ming",
  role: "agent",
  agencyId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a61",
  ceaNumber: "r123456",
  phoneNumber: "+65 9123 4567",
  siteUrl: "https://www.TanWeiMing.com/",
  leaderId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a62",
};

describe("sign-in", () => {
  it("requires email and password", () => {
    expect(errorsOf(signInSchema, {})).toEqual({
      email: [AUTH_MESSAGES.emailRequired],
      password: [AUTH_MESSAGES.passwordRequired],
    });
  });

  it("accepts an email and a password", () => {
    expect(signInSchema.parse({ email: " a@b.com ", password: "x" })).toEqual({ email: "a@b.com", password: "x" });
  });
});

describe("sign-up field rules (spec part 1 §5)", () => {
  it("accepts a complete agent registration and normalises it", () => {
    expect(signUpSchema.parse(validSignUp)).toMatchObject({
      email: "tan@propnex.com.sg",
      fullName: "Tan Wei Ming",
      role: "agent",
      ceaNumber: "R123456",
      phoneNumber: "+65 9123 4567",
      siteUrl: "tanweiming.com",
      leaderId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a62",
    });
  });

  it("role defaults to agent", () => {
    const { role: _role, ...withoutRole } = validSignUp;
    expect(signUpSchema.parse(withoutRole).role).toBe("agent");
  });

  it("a leader needs no team leader, and any leaderId sent is dropped", () => {
    const leader = signUpSchema.parse({ ...validSignUp, role: "leader" });
    expect(leader.leaderId).toBeUndefined();
    expect(signUpSchema.safeParse({ ...validSignUp, role: "leader", leaderId: undefined }).success).toBe(true);
  });

  it("refuses roles other than leader and agent", () => {
    expect(signUpSchema.safeParse({ ...validSignUp, role: "master" }).success).toBe(false);
  });

  it("full name: 'Full name is required' when empty", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, fullName: undefined }, "fullName")).toEqual([AUTH_MESSAGES.fullNameRequired]);
  });

  it("full name: at least 2 characters after removing markup", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, fullName: "A" }, "fullName")).toEqual([
      "Full name must be at least 2 characters",
    ]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, fullName: "<a>" }, "fullName")).toEqual([
      "Full name must be at least 2 characters",
    ]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, fullName: "javascript:<>" }, "fullName")).not.toEqual([]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, fullName: "Al" }, "fullName")).toEqual([]);
  });

  it("full name sanitiser removes angle brackets, script prefixes and inline handlers", () => {
    expect(sanitiseFullName("<script>alert(1)</script>Tan")).toBe("scriptalert(1)/scriptTan");
    expect(sanitiseFullName("javascript:Tan")).toBe("Tan");
    expect(sanitiseFullName("JaVaScRiPt :Tan")).toBe("Tan");
    expect(sanitiseFullName("javajavascript:script:Tan")).toBe("Tan");
    expect(sanitiseFullName('Tan onerror="x" Lee')).toBe('Tan "x" Lee');
    expect(sanitiseFullName("Tan onmouseover = x")).toBe("Tan x");
    expect(sanitiseFullName("  Mary   Ann  ")).toBe("Mary Ann");
    expect(sanitiseFullName("Ong Lee")).toBe("Ong Lee");
  });

  it("email: required, valid format, no disposable domains", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, email: "" }, "email")).toEqual(["Email is required"]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, email: "not-an-email" }, "email")).toEqual(["Invalid email format"]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, email: "x@mailinator.com" }, "email")).toEqual([
      "Disposable email addresses are not allowed",
    ]);
  });

  it("phone: optional, and a Singapore number when given", () => {
    expect(signUpSchema.parse({ ...validSignUp, phoneNumber: undefined }).phoneNumber).toBeUndefined();
    expect(signUpSchema.parse({ ...validSignUp, phoneNumber: "" }).phoneNumber).toBeUndefined();
    expect(fieldErrors(signUpSchema, { ...validSignUp, phoneNumber: "12345678" }, "phoneNumber")).toEqual([
      "Invalid Singapore phone number format",
    ]);
  });

  it("CEA number: optional; R plus six digits when given", () => {
    expect(signUpSchema.parse({ ...validSignUp, ceaNumber: undefined }).ceaNumber).toBeUndefined();
    expect(fieldErrors(signUpSchema, { ...validSignUp, ceaNumber: "R12345" }, "ceaNumber")).toEqual([
      "CEA number must be in format R123456",
    ]);
  });

  it("site URL: required, a bare domain or a full http(s) URL", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, siteUrl: "" }, "siteUrl")).toEqual(["URL is required"]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, siteUrl: "my site" }, "siteUrl")).toEqual([
      "Invalid URL format. Please enter a valid domain (e.g., yourname.com)",
    ]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, siteUrl: "https://not a url" }, "siteUrl")).toEqual(["Invalid URL format"]);
    expect(signUpSchema.parse({ ...validSignUp, siteUrl: "tan-realty.sg" }).siteUrl).toBe("tan-realty.sg");
  });

  it("siteUrlError gives the spec's three messages", () => {
    expect(siteUrlError(undefined)).toBe(AUTH_MESSAGES.siteUrlRequired);
    expect(siteUrlError("nodot")).toBe(AUTH_MESSAGES.siteUrlInvalidDomain);
    expect(siteUrlError("http://")).toBe(AUTH_MESSAGES.siteUrlInvalid);
    expect(siteUrlError("example.com")).toBeNull();
  });

  it("agency: 'Please select an agency'", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, agencyId: "" }, "agencyId")).toEqual(["Please select an agency"]);
  });

  it("team leader: required for agents only", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, leaderId: "" }, "leaderId")).toEqual(["Please select a team leader"]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, role: "leader", leaderId: "" }, "leaderId")).toEqual([]);
  });

  it("an agency or team leader id that is not a UUID is refused by the schema, never sent to the database", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, agencyId: "1 OR 1=1" }, "agencyId")).toEqual(["Please select an agency"]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, leaderId: "x\u0000y" }, "leaderId")).toEqual(["Please select a team leader"]);
    expect(leaderListQuerySchema.parse({ agencyId: "not-an-id" })).toEqual({ agencyId: null });
    expect(leaderListQuerySchema.parse({ agencyId: validSignUp.agencyId })).toEqual({ agencyId: validSignUp.agencyId });
  });

  it("password: at least 6 characters at submit; confirmation must match", () => {
    expect(fieldErrors(signUpSchema, { ...validSignUp, password: "abc", confirmPassword: "abc" }, "password")).toEqual([
      "Password must be at least 6 characters long",
    ]);
    expect(fieldErrors(signUpSchema, { ...validSignUp, confirmPassword: "Other123!" }, "confirmPassword")).toEqual([
      "Passwords do not match",
    ]);
  });

  it("shows a password mismatch even while other fields are still empty", () => {
    const errors = errorsOf(signUpSchema, { password: "abcdef", confirmPassword: "abcdeg" });
    expect(errors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(errors.email).toEqual(["Email is required"]);
  });

  it("parses a submitted form through Conform (empty optional fields become absent)", () => {
    const result = submitForm(signUpSchema, { ...validSignUp, ceaNumber: "", phoneNumber: "" });
    expect(result.ok).toBe(true);
    expect(result.value).toMatchObject({ ceaNumber: undefined, phoneNumber: undefined, siteUrl: "tanweiming.com" });
  });

  it("reports the spec's messages through Conform for an empty form", () => {
    const result = submitForm(signUpSchema, { email: "", password: "", confirmPassword: "", fullName: "", agencyId: "", siteUrl: "" });
    expect(result.errors).toMatchObject({
      email: ["Email is required"],
      fullName: ["Full name is required"],
      agencyId: ["Please select an agency"],
      siteUrl: ["URL is required"],
    });
  });
});

describe("sign-up submit checks run in the spec's order", () => {
  const ok = { password: "abcdef", confirmPassword: "abcdef", agencyId: "a", siteUrl: "x.com", role: "agent", leaderId: "l" };

  it("passes when everything is present", () => {
    expect(firstSignUpError(ok)).toBeNull();
  });

  it("1. mismatch comes first, before length", () => {
    expect(firstSignUpError({ ...ok, password: "abc", confirmPassword: "abd", agencyId: "" })).toBe("Passwords do not match");
  });

  it("2. then password length", () => {
    expect(firstSignUpError({ ...ok, password: "abc", confirmPassword: "abc", agencyId: "" })).toBe(
      "Password must be at least 6 characters long",
    );
  });

  it("3. then agency", () => {
    expect(firstSignUpError({ ...ok, agencyId: "", siteUrl: "" })).toBe("Please select an agency");
  });

  it("4. then site URL", () => {
    expect(firstSignUpError({ ...ok, siteUrl: "  ", leaderId: "" })).toBe("Please enter a site URL");
  });

  it("5. then team leader, for agents only", () => {
    expect(firstSignUpError({ ...ok, leaderId: "" })).toBe("Please select a team leader");
    expect(firstSignUpError({ ...ok, role: undefined, leaderId: "" })).toBe("Please select a team leader");
    expect(firstSignUpError({ ...ok, role: "leader", leaderId: "" })).toBeNull();
  });
});

describe("live password hints", () => {
  it("reports every unmet hint with the spec's messages", () => {
    expect(passwordHints("abc").messages).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
    expect(passwordHints("ABCDEFGH1!").messages).toEqual(["Password must contain at least one lowercase letter"]);
  });

  it("flags passwords that begin with a common pattern", () => {
    for (const weak of ["Password1!", "123456Aa!", "QWERTYuiop1!", "Admin#2024x", "LetMeIn!99", "Welcome1!x"]) {
      expect(passwordHints(weak).messages).toContain("Password contains common patterns that are not secure");
    }
    expect(passwordHints("MyPassword1!").messages).not.toContain(PASSWORD_HINT_MESSAGES.commonPattern);
  });

  it("says 'Password meets security requirements' when all hints pass", () => {
    expect(passwordHints("Str0ng!Pass")).toEqual({ secure: true, messages: ["Password meets security requirements"] });
  });
});

describe("set-new-password form", () => {
  it("needs at least 6 characters and a matching confirmation", () => {
    expect(errorsOf(newPasswordSchema, { password: "12345", confirmPassword: "12345" })).toEqual({
      password: ["Password must be at least 6 characters long"],
    });
    expect(errorsOf(newPasswordSchema, { password: "123456", confirmPassword: "1234567" })).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
    expect(newPasswordSchema.safeParse({ password: "123456", confirmPassword: "123456" }).success).toBe(true);
  });
});

describe("change password (spec part 2 §5)", () => {
  const valid = { currentPassword: "old-pass", newPassword: "new-pass", confirmNewPassword: "new-pass" };

  it("accepts a different, matching new password of 6+ characters", () => {
    expect(changePasswordSchema.safeParse(valid).success).toBe(true);
  });

  it("new password at least 6 characters", () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, newPassword: "12345", confirmNewPassword: "12345" }, "newPassword")).toEqual([
      "Password must be at least 6 characters long",
    ]);
  });

  it("new and confirm must match: 'New passwords do not match'", () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmNewPassword: "other-pass" }, "confirmNewPassword")).toEqual([
      "New passwords do not match",
    ]);
  });

  it("new must differ from current", () => {
    expect(
      fieldErrors(changePasswordSchema, { currentPassword: "same-pass", newPassword: "same-pass", confirmNewPassword: "same-pass" }, "newPassword"),
    ).toEqual(["New password must be different from current password"]);
  });

  it("all three fields are required", () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, currentPassword: "" }, "currentPassword")).toEqual([
      AUTH_MESSAGES.currentPasswordRequired,
    ]);
  });

  it("exports the wrong-current-password message for the server check", () => {
    expect(AUTH_MESSAGES.currentPasswordIncorrect).toBe("Current password is incorrect");
  });
});

describe("password strength meter by length", () => {
  it.each([
    ["", "Weak"],
    ["12345", "Weak"],
    ["123456", "Fair"],
    ["123456789", "Fair"],
    ["1234567890", "Good"],
    ["1234567890123", "Good"],
    ["12345678901234", "Strong"],
  ])("%j is %s", (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe("reset request", () => {
  it("needs a valid email", () => {
    expect(fieldErrors(resetRequestSchema, { email: "" }, "email")).toEqual(["Email is required"]);
    expect(fieldErrors(resetRequestSchema, { email: "nope" }, "email")).toEqual(["Invalid email format"]);
    expect(resetRequestSchema.parse({ email: "a@b.sg" })).toEqual({ email: "a@b.sg" });
  });
});
