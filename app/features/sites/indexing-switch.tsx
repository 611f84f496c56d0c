import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { cn } from "~/components/ui/cn";

/**
 * A site's search-engine indexing as a switch. It posts the opposite of the stored value (a form,
 * so it works before JavaScript) and shows the new state while the request runs.
 */
export function IndexingSwitch({ permissionId, siteUrl, allowIndexing }: { permissionId: string; siteUrl: string; allowIndexing: boolean }) {
  const { fetcher, reply } = useIntentFetcher("toggleIndexing");
  const pendingValue = fetcher.formData?.get("allowIndexing");
  const on = pendingValue === undefined || pendingValue === null ? allowIndexing : pendingValue === "true";
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <FlashToast message={reply?.notice ?? null} />
      <input type="hidden" name="intent" value="toggleIndexing" />
      <input type="hidden" name="permissionId" value={permissionId} />
      <input type="hidden" name="allowIndexing" value={String(!allowIndexing)} />
      <button
        type="submit"
        role="switch"
        aria-checked={on}
        aria-label={`Search engine indexing for ${siteUrl}`}
        disabled={fetcher.state !== "idle"}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2 disabled:cursor-wait",
          on ? "bg-brand" : "bg-slate-300",
        )}
      >
        <span className={cn("inline-block size-5 rounded-full bg-white shadow transition-transform", on ? "translate-x-5.5" : "translate-x-0.5")} />
      </button>
      <span className={cn("text-xs font-medium", on ? "text-emerald-700" : "text-slate-500")}>{on ? "Indexed" : "No-index"}</span>
    </fetcher.Form>
  );
}
