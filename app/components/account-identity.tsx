import { LayoutDashboard, Palette, Settings, UserRound } from "lucide-react";
import type { ShellUser } from "~/components/shell-user";
import { cn } from "~/components/ui/cn";
import { initials } from "~/domain/format";
import { brandingPathFor, profilePathFor } from "~/components/dashboard-paths";
import { roleBadgeClass } from "~/components/role-badge";
import { roleLabel } from "~/domain/role-labels";

/** The role as words ('Team Leader', 'Admin 1-in-Charge'), coloured by role. */
export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <span className={cn("inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold", roleBadgeClass(role), className)}>
      {roleLabel(role)}
    </span>
  );
}

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand to-brand-secondary text-sm font-semibold text-white",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** The account links of spec part 1 §2 for one user, shared by the dropdown and the phone menu. */
export function accountLinks(user: ShellUser) {
  const profile = profilePathFor(user.role);
  const branding = brandingPathFor(user.role);
  return [
    { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard },
    ...(branding ? [{ label: "Customise Brand", to: branding, icon: Palette }] : []),
    ...(profile
      ? [
          { label: "Profile", to: profile, icon: UserRound },
          { label: "Settings", to: `${profile}#security`, icon: Settings },
        ]
      : []),
  ];
}
