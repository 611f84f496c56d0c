import { hasPermission, type Permission, type Role } from "~/domain/permissions";
import { ForbiddenError } from "./errors";

/** Who is acting: every administrative service takes one and checks it before it reads or writes. */
export interface Actor {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}

export const FORBIDDEN_MESSAGE = "You don't have permission to do this";

/** Refuses unless the actor's role holds the permission (the matrix of app/domain/permissions.ts). */
export function authorize(actor: Pick<Actor, "role">, permission: Permission, message: string = FORBIDDEN_MESSAGE): void {
  if (!hasPermission(actor.role, permission)) throw new ForbiddenError(message);
}

/**
 * Refuses unless the actor's right over one row holds: the row-dependent half of a permission,
 * as an ownership helper works it out (enquiryRights, canEditAdminUser, mayReactivate). Whether
 * the role may act at all is asked of the matrix first, through authorize.
 */
export function authorizeRow(allowed: boolean, message: string = FORBIDDEN_MESSAGE): void {
  if (!allowed) throw new ForbiddenError(message);
}
