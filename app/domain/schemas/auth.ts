import * as z from "zod";
import { REALTOR_ROLES } from "~/domain/permissions";
import { CEA_NUMBER_PATTERN, isDisposableEmail, isSingaporePhone, normaliseCeaNumber } from "~/domain/singapore";
import { hasHttpScheme, isValidSiteUrl, normaliseHost } from "~/domain/site-url";
import { optionalRecordId, recordId } from "~/domain/schemas/fields";

export const SITE_URL_EXAMPLE_HOST = "yourname.com";

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailDisposable: "Disposable email addresses are not allowed",
  passwordRequired: "Password is required",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  fullNameRequired: "Full name is required",
  fullNameTooShort: "Full name must be at least 2 characters",
  phoneInvalid: "Invalid Singapore phone number format",
  ceaInvalid: "CEA number must be in format R123456",
  siteUrlRequired: "URL is required",
  siteUrlInvalidDomain: `Invalid URL format. Please enter a valid domain (e.g., ${SITE_URL_EXAMPLE_HOST})`,
  siteUrlInvalid: "Invalid URL format",
  /** Server-side: the development-host markers are configuration (DEV_HOSTS), not known to the form. */
  siteUrlDevelopmentHost:
    "This site URL would be served as a development (preview or staging) site. Please enter your own public domain.",
  agencyRequired: "Please select an agency",
  siteUrlMissing: "Please enter a site URL",
  leaderRequired: "Please select a team leader",
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  newPasswordsDoNotMatch: "New passwords do not match",
  newPasswordSameAsCurrent: "New password must be different from current password",
} as const;

/** A wait in whole minutes, rounded up: '1 minute', '15 minutes'. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The 429 answers of the attempt limits (decision 081); the wait also goes out as Retry-After. */
export const ATTEMPT_LIMIT_MESSAGES = {
  signIn: (retryAfterSeconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${waitText(retryAfterSeconds)}.`,
  signUp: (retryAfterSeconds: number) =>
    `Too many registrations from your network. Please try again in ${waitText(retryAfterSeconds)}.`,
} as const;

export const PASSWORD_HINT_MESSAGES = {
  length: "Password must be at least 8 characters long",
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  commonPattern: "Password contains common patterns that are not secure",
  secure: "Password meets security requirements",
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_HINT_MIN_LENGTH = 8;
export const COMMON_PASSWORD_PREFIXES = ["password", "123456", "qwerty", "admin", "letmein", "welcome"] as const;

/** Required, valid format; the sign-up form also refuses disposable domains. */
function emailField({ refuseDisposable }: { refuseDisposable: boolean }) {
  const format = z.email({ error: AUTH_MESSAGES.emailInvalid, abort: true });
  return z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
    .pipe(
      refuseDisposable
        ? format.refine((email) => !isDisposableEmail(email), { error: AUTH_MESSAGES.emailDisposable })
        : format,
    );
}

export const signInSchema = z.object({
  email: emailField({ refuseDisposable: false }),
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, { error: AUTH_MESSAGES.passwordRequired }),
});
export type SignInData = z.output<typeof signInSchema>;

/**
 * Removes what could make a name render as markup or script: angle brackets, script-like URL
 * prefixes and inline event-handler patterns, repeated until nothing changes.
 */
export function sanitiseFullName(name: string): string {
  let current = name;
  for (;;) {
    const next = current
      .replace(/[<>]/g, "")
      .replace(/(?:java|vb|live)script\s*:/gi, "")
      .replace(/data\s*:/gi, "")
      .replace(/\bon[a-z]+\s*=/gi, "");
    if (next === current) break;
    current = next;
  }
  return current.replace(/\s+/g, " ").trim();
}

/** The message for a site URL as typed on the sign-up form, or null when it is fine. */
export function siteUrlError(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim();
  if (!trimmed) return AUTH_MESSAGES.siteUrlRequired;
  if (isValidSiteUrl(trimmed)) return null;
  return hasHttpScheme(trimmed) ? AUTH_MESSAGES.siteUrlInvalid : AUTH_MESSAGES.siteUrlInvalidDomain;
}

const optionalTrimmed = z.string().trim().optional();

export const signUpSchema = z
  .object({
    email: emailField({ refuseDisposable: true }),
    password: z
      .string({ error: AUTH_MESSAGES.passwordRequired })
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }),
    fullName: z
      .string({ error: AUTH_MESSAGES.fullNameRequired })
      .transform(sanitiseFullName)
      .pipe(
        // Conform turns the empty result of the sanitising into undefined: same message as empty.
        z
          .string({ error: AUTH_MESSAGES.fullNameRequired })
          .min(1, { error: AUTH_MESSAGES.fullNameRequired, abort: true })
          .min(2, { error: AUTH_MESSAGES.fullNameTooShort }),
      ),
    role: z.enum(REALTOR_ROLES).default("agent"),
    agencyId: recordId(AUTH_MESSAGES.agencyRequired),
    ceaNumber: optionalTrimmed
      .refine((value) => value === undefined || value === "" || CEA_NUMBER_PATTERN.test(value), {
        error: AUTH_MESSAGES.ceaInvalid,
      })
      .transform((value) => (value ? normaliseCeaNumber(value) : undefined)),
    phoneNumber: optionalTrimmed
      .refine((value) => value === undefined || value === "" || isSingaporePhone(value), {
        error: AUTH_MESSAGES.phoneInvalid,
      })
      .transform((value) => value || undefined),
    siteUrl: z
      .string({ error: AUTH_MESSAGES.siteUrlRequired })
      .superRefine((value, ctx) => {
        const message = siteUrlError(value);
        if (message) ctx.addIssue({ code: "custom", message });
      })
      // Stored without scheme (or www): the tenancy looks sites up by bare host.
      .transform((value) => normaliseHost(value)),
    leaderId: optionalRecordId(AUTH_MESSAGES.leaderRequired),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: (payload) => hasStrings(payload.value, ["password", "confirmPassword"]),
  })
  .refine((values) => values.role !== "agent" || !!values.leaderId, {
    error: AUTH_MESSAGES.leaderRequired,
    path: ["leaderId"],
    when: (payload) => isObject(payload.value),
  })
  .transform(({ leaderId, ...values }) => ({
    ...values,
    // Only agents report to a leader.
    leaderId: values.role === "agent" ? leaderId : undefined,
  }));
export type SignUpData = z.output<typeof signUpSchema>;

/** The sign-up form's team-leader list asks by agency; anything but an agency id lists nobody. */
export const leaderListQuerySchema = z.object({ agencyId: recordId().nullable().catch(null) });

export type SignUpSubmitValues = {
  password?: string | null;
  confirmPassword?: string | null;
  agencyId?: string | null;
  siteUrl?: string | null;
  role?: string | null;
  leaderId?: string | null;
};

/** The registration submit checks of spec part 1 §5, in their order; the first failing message or null. */
export function firstSignUpError(values: SignUpSubmitValues): string | null {
  const password = values.password ?? "";
  if (password !== (values.confirmPassword ?? "")) return AUTH_MESSAGES.passwordsDoNotMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (!values.agencyId?.trim()) return AUTH_MESSAGES.agencyRequired;
  if (!values.siteUrl?.trim()) return AUTH_MESSAGES.siteUrlMissing;
  if ((values.role ?? "agent") === "agent" && !values.leaderId?.trim()) return AUTH_MESSAGES.leaderRequired;
  return null;
}

export type PasswordHints = {
  /** true when every hint is satisfied */
  secure: boolean;
  /** the failing hints' messages, or the single 'meets security requirements' message */
  messages: string[];
};

/** Live hints on the sign-up form. Advice only: submit enforces just length 6 and the match. */
export function passwordHints(password: string): PasswordHints {
  const failing: string[] = [];
  if (password.length < PASSWORD_HINT_MIN_LENGTH) failing.push(PASSWORD_HINT_MESSAGES.length);
  if (!/[A-Z]/.test(password)) failing.push(PASSWORD_HINT_MESSAGES.uppercase);
  if (!/[a-z]/.test(password)) failing.push(PASSWORD_HINT_MESSAGES.lowercase);
  if (!/\d/.test(password)) failing.push(PASSWORD_HINT_MESSAGES.number);
  if (!/[^A-Za-z0-9\s]/.test(password)) failing.push(PASSWORD_HINT_MESSAGES.special);
  const lower = password.toLowerCase();
  if (COMMON_PASSWORD_PREFIXES.some((prefix) => lower.startsWith(prefix))) {
    failing.push(PASSWORD_HINT_MESSAGES.commonPattern);
  }
  return failing.length === 0
    ? { secure: true, messages: [PASSWORD_HINT_MESSAGES.secure] }
    : { secure: false, messages: failing };
}

/** Recovery form and update-password page. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsDoNotMatch }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
    when: (payload) => hasStrings(payload.value, ["password", "confirmPassword"]),
  });
export type NewPasswordData = z.output<typeof newPasswordSchema>;

/** Change password while signed in (spec part 2 §5). The current password is verified by the server. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, { error: AUTH_MESSAGES.currentPasswordRequired }),
    newPassword: z
      .string({ error: AUTH_MESSAGES.passwordTooShort })
      .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
    confirmNewPassword: z.string({ error: AUTH_MESSAGES.newPasswordsDoNotMatch }),
  })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    error: AUTH_MESSAGES.newPasswordsDoNotMatch,
    path: ["confirmNewPassword"],
    when: (payload) => hasStrings(payload.value, ["newPassword", "confirmNewPassword"]),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    error: AUTH_MESSAGES.newPasswordSameAsCurrent,
    path: ["newPassword"],
    when: (payload) => hasStrings(payload.value, ["newPassword", "currentPassword"]),
  });
export type ChangePasswordData = z.output<typeof changePasswordSchema>;

export const PASSWORD_STRENGTHS = ["Weak", "Fair", "Good", "Strong"] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/** The change-password meter: by length only. */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return "Weak";
  if (password.length < 10) return "Fair";
  if (password.length < 14) return "Good";
  return "Strong";
}

export const resetRequestSchema = z.object({
  email: emailField({ refuseDisposable: false }),
});
export type ResetRequestData = z.output<typeof resetRequestSchema>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

// Cross-field checks run even while other fields are still invalid, as long as the two fields
// they compare are present, so the form shows a mismatch as soon as it exists.
function hasStrings(value: unknown, keys: string[]): boolean {
  return isObject(value) && keys.every((key) => typeof value[key] === "string");
}
