// The server process loads some server files (storage, auth, mail) from source, while the routes
// and services come from the server build: two copies of this module, two sets of classes. An error
// carries the codes of its kind under a process-wide symbol, and `instanceof` reads them, so a
// refusal thrown by one copy is recognised by the other's mapper (decision record 124).
const KINDS = Symbol.for("condo-sites/service-error-kinds");

/** Typed failures a service throws; one route helper turns them into a status, field errors and a toast. */
export class ServiceError extends Error {
  /** The kind's name across module copies; each subclass declares its own. */
  static readonly code: string = "service";
  /** The form field the message belongs next to; null for a form-wide message. */
  readonly field: string | null;
  declare readonly [KINDS]: readonly string[];
  constructor(message: string, options: { field?: string | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.field = options.field ?? null;
    const kinds: string[] = [];
    for (let kind: unknown = new.target; kind !== Error; kind = Object.getPrototypeOf(kind)) {
      if (Object.hasOwn(kind as object, "code")) kinds.push((kind as typeof ServiceError).code);
    }
    Object.defineProperty(this, KINDS, { value: kinds });
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    if (!Object.hasOwn(this, "code")) return Function.prototype[Symbol.hasInstance].call(this, value);
    const kinds = isRecord(value) ? (value as { [KINDS]?: unknown })[KINDS] : undefined;
    return Array.isArray(kinds) && kinds.includes(this.code);
  }
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
  static override readonly code = "too-many-attempts";
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
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
