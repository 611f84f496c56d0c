import type { Role } from "~/domain/permissions";

/** The signed-in user as the page frame sees it (from the root loader). */
export interface ShellUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
}
