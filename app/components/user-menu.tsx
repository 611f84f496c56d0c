import { LayoutDashboard, LogOut, Palette, Settings, UserRound } from "lucide-react";
import { Link, useSubmit } from "react-router";
import type { ShellUser } from "~/components/shell-user";
import { cn } from "~/components/ui/cn";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { initials } from "~/domain/format";
import { brandingPathFor, profilePathFor, roleBadgeClass } from "~/domain/permissions";

export function RoleBadge({ role, className }: { role: string; className?: string }) {
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", roleBadgeClass(role), className)}>
      {role}
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

export function UserMenu({ user }: { user: ShellUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full outline-none ring-offset-2 transition hover:opacity-90 focus-visible:ring-2 focus-visible:ring-brand"
        aria-label={`Account menu for ${user.fullName}`}
      >
        <UserAvatar name={user.fullName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <UserAvatar name={user.fullName} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">{user.fullName}</span>
            <span className="block truncate text-xs font-normal text-slate-500">{user.email}</span>
            <RoleBadge role={user.role} className="mt-1" />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks(user).map(({ label, to, icon: Icon }) => (
            <DropdownMenuItem key={label} asChild>
              <Link to={to}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        {/* The menu closes (and leaves the page) on select, so the item submits through the router. */}
        <DropdownMenuItem onSelect={() => submit(null, { method: "post", action: "/sign-out" })} className="text-red-700">
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
