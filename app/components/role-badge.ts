import { isRole, type Role } from "~/domain/permissions";

// Full literal class strings so Tailwind's source scanner picks them up.
export const ROLE_BADGE_CLASSES: Readonly<Record<Role, string>> = {
  master: "bg-purple-100 text-purple-800",
  admin1ic: "bg-blue-100 text-blue-800",
  admin2ic: "bg-green-100 text-green-800",
  leader: "bg-amber-100 text-amber-800",
  agent: "bg-emerald-100 text-emerald-800",
};

const UNKNOWN_ROLE_BADGE_CLASS = "bg-gray-100 text-gray-800";

export function roleBadgeClass(role: string | null | undefined): string {
  return isRole(role) ? ROLE_BADGE_CLASSES[role] : UNKNOWN_ROLE_BADGE_CLASS;
}
