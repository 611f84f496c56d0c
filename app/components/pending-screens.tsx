import { Skeleton } from "~/components/ui/skeleton";
import { ProjectGridSkeleton } from "~/components/project-grid-skeleton";

function AboutSkeleton() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[380px_1fr] lg:px-8" data-testid="about-skeleton" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-[28rem] rounded-3xl" />
      <div className="space-y-4">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    </div>
  );
}

function ListingSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <Skeleton className="mb-8 h-9 w-72 max-w-full" />
      <ProjectGridSkeleton />
    </div>
  );
}

function ProjectLoading() {
  return (
    <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-slate-600" role="status" data-testid="project-loading">
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand/20 border-t-brand" />
      <p className="text-base font-medium">Loading project data...</p>
    </div>
  );
}

/**
 * What the page area shows while the next page loads (spec part 1 §2): the About skeleton, six
 * skeleton cards for the listing, 'Loading project data...' for a project. Other pages keep
 * the current page until the next one is ready (the progress bar shows the wait).
 */
export function pendingScreenFor(pathname: string): React.ReactNode {
  if (pathname === "/about") return <AboutSkeleton />;
  if (pathname === "/condos") return <ListingSkeleton />;
  if (/^\/condos\/[^/]+$/.test(pathname)) return <ProjectLoading />;
  return null;
}
