import { Copy, Heart, MessageCircle, Plus, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/shortlist";
import { EmptyState } from "~/components/empty-state";
import { ProjectCard } from "~/components/project-card";
import { PageIntro } from "~/components/page-intro";
import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import { currentShortlist, saveShortlist, useShortlist } from "~/components/shortlist";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { parseShortlistSlugs, SHORTLIST_LIMIT, shortlistHref, withoutShortlisted, withShortlisted } from "~/domain/shortlist";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";
import { pageLocation, pageMeta } from "~/features/seo/page-meta";
import { listShortlistedProjects } from "#server/services/public-projects";
import { enquiryAction } from "./enquiry-action.server";

/** A public page: the site's custom CSS applies. */
export const handle = PUBLIC_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const slugs = parseShortlistSlugs(new URL(request.url).searchParams);
  const { projects, missing } = await listShortlistedProjects(context.db, slugs);
  const location = pageLocation(context.siteOrigin, request);
  return {
    projects,
    missing,
    ownerName: context.site.ownerName,
    shareUrl: `${context.siteOrigin}${shortlistHref(projects.map((project) => project.slug))}`,
    seo: pageMeta({
      ...location,
      siteName: context.site.siteName,
      // A buyer's own list: worth sharing, never a page to rank.
      indexable: false,
      title: projects.length ? `My shortlist: ${projects.map((project) => project.name).join(", ")} | ${context.site.siteName}` : `My shortlist | ${context.site.siteName}`,
      description: `Singapore condominiums saved to a shortlist with ${context.site.ownerName}.`,
      keywords: ["condo shortlist", "Singapore new launch"],
      image: projects[0]?.bannerImageUrl ?? null,
      structuredData: [],
    }),
  };
}

/** "Email me my shortlist": an enquiry with consent, for the site's realtor. */
export async function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context);
}

export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [{ title: "My shortlist" }];

export default function Shortlist({ loaderData }: Route.ComponentProps) {
  const { projects, missing, ownerName, shareUrl } = loaderData;
  const slugs = projects.map((project) => project.slug);
  const stored = useShortlist();
  const hydrated = useHydrated();
  useShortlistInStep(slugs, stored);
  const shared = hydrated && stored.length > 0 && slugs.length > 0 && stored.join(",") !== slugs.join(",");

  return (
    <main>
      <PageIntro
        crumb="Shortlist"
        title="My shortlist"
        lead="The projects you saved, kept in this browser: no account needed. Share the link, or have the list emailed to you."
      />
      <section aria-labelledby="shortlist-projects" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="shortlist-projects" className="sr-only">
          Saved projects
        </h2>
        {missing.length ? (
          <p role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {missing.length === 1 ? "One project in this link is" : `${missing.length} projects in this link are`} no longer listed and left out.
          </p>
        ) : null}
        {shared ? <SharedListBanner slugs={slugs} stored={stored} /> : null}
        {projects.length === 0 ? (
          <EmptyShortlist />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div>
              <ul className="grid gap-6 sm:grid-cols-2">
                {projects.map((project) => (
                  <li key={project.slug} className="flex flex-col gap-2">
                    <ProjectCard project={project} className="flex-1" />
                    <RemoveLink slug={project.slug} name={project.name} slugs={slugs} />
                  </li>
                ))}
              </ul>
              {projects.length < SHORTLIST_LIMIT ? (
                <p className="mt-6 text-sm text-slate-600">
                  <Link to="/condos" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
                    <Plus className="size-4" aria-hidden="true" />
                    Save more projects
                  </Link>{" "}
                  with the heart on any project, up to {SHORTLIST_LIMIT}.
                </p>
              ) : null}
            </div>
            <aside className="grid content-start gap-6">
              <ShareCard shareUrl={shareUrl} />
              <section aria-labelledby="email-shortlist" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
                <h2 id="email-shortlist" className="text-lg font-semibold text-slate-900">
                  Email me my shortlist
                </h2>
                <p className="mt-1 text-sm text-slate-600">We send you the list with its links; {ownerName} gets a copy to help with prices, floor plans and visits.</p>
                <div className="mt-5">
                  <EnquiryForm formId="enquiry-shortlist" kind="shortlist" shortlist={slugs} ownerName={ownerName} submitLabel="Email me my shortlist" />
                </div>
              </section>
            </aside>
          </div>
        )}
      </section>
    </main>
  );
}

/**
 * Keeps the page and the browser's shortlist in step: a bare /shortlist opens the saved list; a
 * shared link becomes the list of a browser that has none; a heart or Remove tapped on this page
 * moves the page to the new list. A shared list never replaces one already saved here: the banner
 * offers to add it.
 */
function useShortlistInStep(slugs: readonly string[], stored: readonly string[]) {
  const navigate = useNavigate();
  const before = useRef<string | null>(null);
  const pageKey = slugs.join(",");
  const storedKey = stored.join(",");
  useEffect(() => {
    const mine = currentShortlist();
    const mineKey = mine.join(",");
    const previous = before.current;
    before.current = mineKey;
    if (mineKey === pageKey) return;
    if (!pageKey) {
      if (mineKey) navigate(shortlistHref(mine), { replace: true, preventScrollReset: true });
    } else if (!mineKey && previous === null) {
      saveShortlist(pageKey.split(","));
    } else if (previous === pageKey) {
      navigate(shortlistHref(mine), { replace: true, preventScrollReset: true });
    }
  }, [pageKey, storedKey, navigate]);
}

function SharedListBanner({ slugs, stored }: { slugs: readonly string[]; stored: readonly string[] }) {
  const navigate = useNavigate();
  return (
    <div role="region" aria-label="Shared shortlist" className="mb-6 flex flex-col gap-3 rounded-2xl border border-brand/30 bg-brand/5 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
      <p>This is a shared shortlist. Yours has {stored.length === 1 ? "1 project" : `${stored.length} projects`}.</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          onClick={() => {
            const merged = slugs.reduce((set, slug) => withShortlisted(set, slug), [...stored]);
            saveShortlist(merged);
            navigate(shortlistHref(merged), { replace: true });
          }}
        >
          <Plus aria-hidden="true" />
          Add these to my shortlist
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={shortlistHref(stored)}>Open my shortlist</Link>
        </Button>
      </div>
    </div>
  );
}

function RemoveLink({ slug, name, slugs }: { slug: string; name: string; slugs: readonly string[] }) {
  return (
    <Link
      to={shortlistHref(withoutShortlisted(slugs, slug))}
      replace
      preventScrollReset
      onClick={() => {
        const mine = currentShortlist();
        if (mine.join(",") === slugs.join(",")) saveShortlist(withoutShortlisted(mine, slug));
      }}
      className="inline-flex items-center gap-1 self-start rounded-md px-1 text-sm font-medium text-slate-500 hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
      aria-label={`Remove ${name} from the shortlist`}
    >
      <X className="size-4" aria-hidden="true" />
      Remove
    </Link>
  );
}

function ShareCard({ shareUrl }: { shareUrl: string }) {
  return (
    <section aria-labelledby="share-shortlist" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="share-shortlist" className="text-lg font-semibold text-slate-900">
        Share this shortlist
      </h2>
      <p className="mt-1 text-sm text-slate-600">Anyone with the link sees these projects; nothing else about you is in it.</p>
      <label htmlFor="shortlist-link" className="sr-only">
        Shortlist link
      </label>
      <input id="shortlist-link" readOnly value={shareUrl} className="mt-4 h-10 w-full truncate rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-700" onFocus={(event) => event.currentTarget.select()} />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            navigator.clipboard.writeText(shareUrl).then(
              () => toast.success("Link copied", { description: "Paste it in a message to share your shortlist." }),
              () => toast.error("Could not copy the link", { description: "Select the link above and copy it." }),
            );
          }}
        >
          <Copy aria-hidden="true" />
          Copy link
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={`https://wa.me/?text=${encodeURIComponent(`My condo shortlist: ${shareUrl}`)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Share on WhatsApp
          </a>
        </Button>
      </div>
    </section>
  );
}

function EmptyShortlist() {
  return (
    <EmptyState
      icon={Heart}
      iconClassName="bg-rose-50 text-rose-600"
      title="No saved projects yet"
      testId="shortlist-empty"
      actions={
        <Button asChild>
          <Link to="/condos">Browse projects</Link>
        </Button>
      }
    >
      Tap the heart on any project to keep it here, in this browser. No account needed.
    </EmptyState>
  );
}
