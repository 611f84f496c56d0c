import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router";
import { MobileNav } from "~/components/mobile-nav";
import type { ShellUser } from "~/components/shell-user";
import { ShortlistLink } from "~/components/shortlist";
import { primaryNav } from "~/components/site-nav";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { ShellSite } from "~/domain/site-context";

// Dropdown menus are for signed-in users only; visitors' pages never download their code.
const loadSignedInMenus = () => import("~/components/signed-in-menus");
const HeaderMenus = lazy(() => loadSignedInMenus().then((module) => ({ default: module.HeaderMenus })));
const UserMenu = lazy(() => loadSignedInMenus().then((module) => ({ default: module.UserMenu })));
const InboxLink = lazy(() => loadSignedInMenus().then((module) => ({ default: module.InboxLink })));

const HEADER_STYLE_CLASSES: Record<string, string> = {
  modern: "border-b border-slate-200/80 bg-white/85 backdrop-blur-md",
  classic: "border-b-4 border-brand bg-white",
  minimal: "bg-[var(--brand-background,#fff)]",
};

/** The header of every site (spec part 1 §2 "Navigation"), in the tenant's brand colours. */
export function SiteHeader({ site, user }: { site: ShellSite; user: ShellUser | null }) {
  const style = HEADER_STYLE_CLASSES[site.branding?.headerStyle ?? "modern"] ?? HEADER_STYLE_CLASSES.modern;
  return (
    <header className={cn("sticky top-0 z-40", style)}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLogo site={site} />
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {primaryNav(user).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.to === "/"}
              className={({ isActive }) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900",
                  isActive && "text-brand hover:text-brand",
                )
              }
            >
              {item.label}
            </NavLink>
          ))}
          {user ? (
            <Suspense fallback={null}>
              <HeaderMenus user={user} />
            </Suspense>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ShortlistLink />
          {user && typeof user.unreadEnquiries === "number" ? (
            <Suspense fallback={null}>
              <InboxLink unread={user.unreadEnquiries} />
            </Suspense>
          ) : null}
          {user ? (
            <span className="hidden lg:block">
              <Suspense fallback={<span aria-hidden="true" className="block size-9 rounded-full bg-slate-200" />}>
                <UserMenu user={user} />
              </Suspense>
            </span>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">
                <LogIn aria-hidden="true" />
                Sign In
              </Link>
            </Button>
          )}
          <MobileNav siteName={site.siteName} user={user} />
        </div>
      </div>
    </header>
  );
}

function SiteLogo({ site }: { site: ShellSite }) {
  const logoUrl = site.branding?.logoUrl;
  // 'Rachel Tan | Harbourline Realty' does not fit beside the phone menu: the realtor's name does.
  const shortName = site.realtorId ? site.ownerName : site.siteName;
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand">
      {logoUrl ? (
        <img src={logoUrl} alt={site.siteName} className="h-9 w-auto max-w-[11rem] object-contain" />
      ) : (
        <>
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand text-sm font-bold text-white shadow-sm">
            {site.siteName.charAt(0).toUpperCase()}
          </span>
          <span data-testid="site-name" className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">
            {shortName === site.siteName ? (
              site.siteName
            ) : (
              <>
                <span className="sm:hidden">{shortName}</span>
                <span className="hidden sm:inline">{site.siteName}</span>
              </>
            )}
          </span>
        </>
      )}
    </Link>
  );
}
