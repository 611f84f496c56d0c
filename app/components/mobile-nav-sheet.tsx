import { LogIn, LogOut } from "lucide-react";
import { Form, Link, NavLink } from "react-router";
import { RoleBadge, UserAvatar, accountLinks } from "~/components/account-identity";
import type { ShellUser } from "~/components/shell-user";
import { menusFor } from "~/components/admin-menus";
import { primaryNav } from "~/components/site-nav";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

const itemClass = "flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100";

export interface MobileNavSheetProps {
  siteName: string;
  user: ShellUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which takes the focus back when the sheet closes. */
  trigger: React.RefObject<HTMLButtonElement | null>;
}

/** The phone menu's sheet from the right, with every link of the header; loaded on demand. */
export default function MobileNavSheet({ siteName, user, open, onOpenChange, trigger }: MobileNavSheetProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        className="left-auto right-0 top-0 h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-0 translate-y-0 content-start gap-6 rounded-none rounded-l-2xl p-5">
        <div>
          <DialogTitle className="pr-10 text-base">{siteName}</DialogTitle>
          <DialogDescription className="sr-only">Site navigation</DialogDescription>
        </div>
        {user ? (
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
            <UserAvatar name={user.fullName} className="size-11" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{user.fullName}</p>
              <p className="truncate text-sm text-slate-500">{user.email}</p>
              <RoleBadge role={user.role} className="mt-1" />
            </div>
          </div>
        ) : null}
        <nav aria-label="Mobile" className="grid gap-1">
          {primaryNav(user).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              onClick={close}
              className={({ isActive }) => cn(itemClass, isActive && "bg-brand/10 text-brand")}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        {menusFor(user).map((menu) => (
          <section key={menu.label} aria-label={menu.label}>
            <h2 className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-500">{menu.label}</h2>
            <div className="mt-1 grid gap-1">
              {menu.items.map((item) => (
                <Link key={item.to} to={item.to} onClick={close} className={cn(itemClass, "text-sm")}>
                  {item.label}
                </Link>
              ))}
            </div>
          </section>
        ))}
        {user ? (
          <section aria-label="Account" className="border-t border-slate-200 pt-4">
            <div className="grid gap-1">
              {accountLinks(user)
                .filter((link) => link.to !== "/dashboard")
                .map(({ label, to, icon: Icon }) => (
                  <Link key={label} to={to} onClick={close} className={cn(itemClass, "text-sm")}>
                    <Icon className="size-4 text-slate-500" aria-hidden="true" />
                    {label}
                  </Link>
                ))}
              <Form method="post" action="/sign-out" onSubmit={close}>
                <button type="submit" className={cn(itemClass, "w-full text-sm text-red-700 hover:bg-red-50")}>
                  <LogOut className="size-4" aria-hidden="true" />
                  Log out
                </button>
              </Form>
            </div>
          </section>
        ) : (
          <Button asChild size="lg" onClick={close}>
            <Link to="/auth">
              <LogIn aria-hidden="true" />
              Sign In
            </Link>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
