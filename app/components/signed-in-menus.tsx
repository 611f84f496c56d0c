import { ChevronDown, Inbox, LogOut } from "lucide-react";
import { Link, useSubmit } from "react-router";
import { accountLinks, RoleBadge, UserAvatar } from "~/components/account-identity";
import { initials } from "~/domain/format";
import type { ShellUser } from "~/components/shell-user";
import { menusFor, type NavMenu } from "~/components/admin-menus";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";

// The header's dropdowns exist only for signed-in users: site-header loads this module lazily,
// so a visitor's browser never downloads the menu code.

/** The BAU and Admin menus of the desktop header, as far as the user's role may open them. */
export function HeaderMenus({ user }: { user: ShellUser }) {
  return menusFor(user).map((menu) => <HeaderMenu key={menu.label} menu={menu} />);
}

function HeaderMenu({ menu }: { menu: NavMenu }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 outline-none transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand data-[state=open]:bg-slate-100">
        {menu.label}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {menu.items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function UserMenu({ user }: { user: ShellUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full outline-none ring-offset-2 transition hover:opacity-90 focus-visible:ring-2 focus-visible:ring-brand"
        // The initials it shows are part of its name, so a voice command saying them finds it.
        aria-label={`Account menu for ${user.fullName}, ${initials(user.fullName)}`}
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

/** A realtor's enquiries inbox, with the count of those not yet opened. */
export function InboxLink({ unread }: { unread: number }) {
  const label = unread === 0 ? "Enquiries, none unread" : `Enquiries, ${unread} unread`;
  return (
    <Link
      to="/dashboard/enquiries"
      aria-label={label}
      title={label}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 outline-none transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand"
    >
      <Inbox className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-enquiries"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
