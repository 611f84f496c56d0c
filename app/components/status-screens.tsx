import { Home, Mail, Phone, RefreshCw, RotateCcw } from "lucide-react";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import type { ShellSite } from "~/domain/site-context";
import { telHref } from "~/domain/singapore";

function useSite(): ShellSite | undefined {
  return (useRouteLoaderData("root") as { site: ShellSite } | undefined)?.site;
}

/** Spec part 1 §2: '404', 'Page Not Found', 'Return to Home' and 'Need Help?' with the owner's contacts. */
export function NotFoundScreen() {
  const site = useSite();
  const hasContacts = Boolean(site?.ownerPhone || site?.ownerEmail);
  return (
    <main className="relative isolate overflow-hidden px-6 py-20 sm:py-28">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand/10 to-transparent" />
      <div className="mx-auto max-w-xl text-center">
        <p className="bg-gradient-to-br from-brand to-brand-secondary bg-clip-text text-8xl font-bold tracking-tight text-transparent sm:text-9xl">
          404
        </p>
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-900">Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for has moved or no longer exists.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
        {site && hasContacts ? (
          <section aria-labelledby="need-help" className="mt-12 rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm">
            <h2 id="need-help" className="text-lg font-semibold text-slate-900">
              Need Help?
            </h2>
            <p className="mt-1 text-sm text-slate-600">Contact {site.ownerName} and we will point you the right way.</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {site.ownerPhone ? (
                <li>
                  <a href={telHref(site.ownerPhone)} className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 text-sm font-medium text-slate-800 hover:bg-slate-100">
                    <Phone className="size-4 text-brand" aria-hidden="true" />
                    {site.ownerPhone}
                  </a>
                </li>
              ) : null}
              {site.ownerEmail ? (
                <li>
                  <a href={`mailto:${site.ownerEmail}`} className="flex items-center gap-3 break-all rounded-xl bg-slate-50 p-3 text-sm font-medium text-slate-800 hover:bg-slate-100">
                    <Mail className="size-4 shrink-0 text-brand" aria-hidden="true" />
                    {site.ownerEmail}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
      </div>
    </main>
  );
}

/** Spec part 1 §8: the error page with Try Again (loads the page's data again) and Refresh Page. */
export function ErrorScreen() {
  const revalidator = useRevalidator();
  return (
    <main className="px-6 py-24">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        </div>
      </div>
    </main>
  );
}

/**
 * A public route's own error boundary: 'Page Not Found' for a 404, the error page otherwise.
 * Being the route's boundary, its page title (from the route's meta) is rendered too.
 */
export function RouteStatusScreen() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <ErrorScreen />;
}
