import { Skeleton } from "~/components/ui/skeleton";

/** Spec part 1 §2: six skeleton cards while the listing loads. */
export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-skeleton" aria-busy="true" aria-label="Loading projects">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <div className="grid grid-cols-2 gap-3 pt-3">
              <Skeleton className="h-9" />
              <Skeleton className="h-9" />
            </div>
            <Skeleton className="mt-2 h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}
