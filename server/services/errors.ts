import type { FailureCode, RefusalDetail } from "~/domain/failure";

// The server process loads some server files (storage, auth, mail) from source, while the routes
// and services come from the server build: two copies of this module, two sets of classes. An
// error carries a process-wide mark, and `instanceof` reads the mark and the code, so a failure
// thrown by one copy is recognised by the other's mapper (decision record 124).
const MARK = Symbol.for("condo-sites/service-error");

/**
 * The one error type of the services (issue 32 item 1): a code from the failure vocabulary of
 * app/domain/failure.ts, the user's words, and the form field they belong next to. The classes
 * below only name the codes; server/failure-response.ts turns any of them into a response.
 */
export class ServiceError extends Error {
  /** The code every instance of a subclass carries; ServiceError itself takes it per instance. */
  static readonly code: FailureCode | null = null;
  readonly code: FailureCode;
  /** The form field the message belongs next to; null for a form-wide message. */
  readonly field: string | null;
  /** Rate-limited: when to try again. */
  readonly retryAfterSeconds: number | null;
  /** Forbidden or unauthenticated pages: the role that was refused, for the Access Denied screen. */
  readonly refusal: RefusalDetail | null;
  declare readonly [MARK]: true;
  constructor(
    message: string,
    options: { code?: FailureCode; field?: string | null; cause?: unknown; retryAfterSeconds?: number; refusal?: RefusalDetail } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = (new.target as typeof ServiceError).code ?? options.code ?? "invalid";
    this.field = options.field ?? null;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.refusal = options.refusal ?? null;
    Object.defineProperty(this, MARK, { value: true });
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    if (typeof value !== "object" || value === null || (value as { [MARK]?: unknown })[MARK] !== true) return false;
    return this.code === null || (value as ServiceError).code === this.code;
  }
}

/** No session: the page asks the visitor to sign in. */
export class UnauthenticatedError extends ServiceError {
  static override readonly code = "unauthenticated";
}

/** The thing does not exist, or the actor may not know it exists. */
export class NotFoundError extends ServiceError {
  static override readonly code = "not-found";
}

/** The actor's role lacks the permission for this action. */
export class ForbiddenError extends ServiceError {
  static override readonly code = "forbidden";
}

/** The write collides with existing data (a taken email, site URL or name). */
export class ConflictError extends ServiceError {
  static override readonly code = "conflict";
}

/** The input breaks a rule the schema could not check alone (a leader from another agency). */
export class InvalidError extends ServiceError {
  static override readonly code = "invalid";
}

/** Too many attempts from this visitor for now (decision 081): the message says when to retry. */
export class TooManyAttemptsError extends ServiceError {
  static override readonly code = "rate-limited";
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}

/** A check the action depends on could not run (the database failed): nothing was changed. */
export class UnavailableError extends ServiceError {
  static override readonly code = "unavailable";
}

/** A unique-constraint violation from PostgreSQL or PGlite, also when wrapped by drizzle. */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  return violationOf(error, "23505");
}

/** A foreign-key violation: the row is still referenced by one that may not lose it. */
export function foreignKeyViolation(error: unknown): { constraint: string | null } | null {
  return violationOf(error, "23503");
}

function violationOf(error: unknown, code: string): { constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    if (current.code === code) {
      return { constraint: typeof current.constraint === "string" ? current.constraint : null };
    }
    current = current.cause;
  }
  return null;
}

/**
 * The form field of a unique constraint named `{table}_{column}_key` (PostgreSQL's naming, ours)
 * or `{table}_{column}_unique` (drizzle's default): `agencies_name_key` → `name`,
 * `realtors_agent_site_url_key` → `agentSiteUrl`, `user_profiles_email_unique` → `email`.
 */
export function fieldOfConstraint(constraint: string, table: string): string | null {
  const match = new RegExp(`^${table}_(.+)_(?:key|unique)$`).exec(constraint);
  if (!match) return null;
  return match[1].replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Runs a write and turns a unique violation on `table` into a ConflictError on its field,
 * with the message the caller gives for that field (or a generic one).
 */
export async function withConflicts<T>(
  table: string,
  messages: Readonly<Record<string, string>>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const field = violation.constraint ? fieldOfConstraint(violation.constraint, table) : null;
    const message = (field && messages[field]) || "This value is already in use";
    throw new ConflictError(message, { field, cause: error });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
