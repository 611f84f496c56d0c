/** Typed failures a service throws; routes turn them into the spec's message for the user. */
export class ServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing does not exist, or the actor may not know it exists. */
export class NotFoundError extends ServiceError {}

/** The actor's role lacks the permission for this action. */
export class ForbiddenError extends ServiceError {}

/** The write collides with existing data (a taken email, site URL or name). */
export class ConflictError extends ServiceError {}

/** The input breaks a rule the schema could not check alone (a leader from another agency). */
export class InvalidError extends ServiceError {}

/** A unique-constraint violation from PostgreSQL or PGlite, also when wrapped by drizzle. */
export function uniqueViolation(error: unknown): { constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth++) {
    if (current.code === "23505") {
      return { constraint: typeof current.constraint === "string" ? current.constraint : null };
    }
    current = current.cause;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
