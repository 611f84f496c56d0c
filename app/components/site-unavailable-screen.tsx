import { Building2 } from "lucide-react";

/**
 * A pending or suspended realtor's domain (decision record 079): a plain page, kept out of search
 * engines, with no persona or contact details that would reach no one.
 */
export function SiteUnavailableScreen() {
  return (
    <main className="flex min-h-svh items-center justify-center bg-slate-50 px-6 py-24">
      <title>Site not available yet</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">This site is not available yet</h1>
        <p className="mt-3 text-slate-600">
          The property consultant behind this address is not open for visitors at the moment. Please check back later.
        </p>
      </div>
    </main>
  );
}
