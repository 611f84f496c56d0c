import { Download, FileArchive, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/domain/format";
import type { PersonalDataExportStatus } from "~/domain/schemas/personal-data";

export const PERSONAL_DATA_EXPORT_INTENT = "personalDataExport";

export interface PersonalDataExportSummary {
  id: string;
  status: PersonalDataExportStatus;
  requestedAt: Date | string;
  expiresAt: Date | string | null;
}

const STATUS_TEXT: Record<PersonalDataExportStatus, string> = {
  queued: "Waiting to start…",
  building: "Preparing your archive…",
  ready: "Ready to download",
  failed: "The last archive could not be made. Please ask again.",
  expired: "Your last archive has expired.",
};

/** "Download my data" (PDPA): the request, its progress while the job works, then the download. */
export function PersonalDataCard({ latest }: { latest: PersonalDataExportSummary | null }) {
  const { fetcher, reply, pending } = useIntentFetcher(PERSONAL_DATA_EXPORT_INTENT);
  const revalidator = useRevalidator();
  const working = latest?.status === "queued" || latest?.status === "building";
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 2_000);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  return (
    <section aria-labelledby="personal-data" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <FlashToast message={reply?.notice ?? null} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
            <FileArchive className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="personal-data" className="font-semibold text-slate-900">
              Your data
            </h2>
            <p className="mt-1 max-w-xl text-sm text-slate-600">
              One archive of everything we hold about you: profile, branding, posts, your site&apos;s enquiries with their consent records, and the audit entries about
              you. We email you when it is ready.
            </p>
            {latest ? (
              <p className="mt-2 text-sm font-medium text-slate-800" role="status" aria-live="polite">
                {working ? <Loader2 className="mr-1.5 inline size-4 animate-spin text-brand" aria-hidden="true" /> : null}
                {STATUS_TEXT[latest.status]}
                {latest.status === "ready" && latest.expiresAt ? <span className="font-normal text-slate-500"> · until {formatDateTime(latest.expiresAt)}</span> : null}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          {latest?.status === "ready" ? (
            <Button asChild>
              <a href={`/dashboard/my-data/${latest.id}`} download>
                <Download aria-hidden="true" />
                Download archive
              </a>
            </Button>
          ) : null}
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value={PERSONAL_DATA_EXPORT_INTENT} />
            <Button type="submit" variant={latest?.status === "ready" ? "outline" : "default"} disabled={pending || working}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileArchive aria-hidden="true" />}
              Download my data
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </section>
  );
}
