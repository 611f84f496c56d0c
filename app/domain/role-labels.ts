import { isRole, type Role } from "./permissions";

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  master: "Master",
  admin1ic: "Admin 1-in-Charge",
  admin2ic: "Admin 2-in-Charge",
  leader: "Team Leader",
  agent: "Agent",
};

/** Unknown roles are shown as their raw text (spec part 2 §4), or 'Unknown' when missing. */
export function roleLabel(role: string | null | undefined): string {
  if (isRole(role)) return ROLE_LABELS[role];
  return role ? role : "Unknown";
}
