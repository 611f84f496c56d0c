import type { Role } from "~/domain/permissions";

/** The signed-in user as the page frame sees it (from the root loader). */
export interface ShellUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  /** A realtor's unopened enquiries, for the header's inbox link; null for everyone else. */
  unreadEnquiries?: number | null;
}
