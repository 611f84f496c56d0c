import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { AUDIT_MESSAGES } from "~/domain/schemas/audit";

/** The file name the server gave ('attachment; filename="…"'), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Export Data: a link to the streamed CSV that works without JavaScript; with it, the download
 * runs in the background with the spec's toasts for start, refusal and failure.
 */
export function ExportButton({ href }: { href: string }) {
  const [busy, setBusy] = useState(false);
  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    toast.success(AUDIT_MESSAGES.exportStartedTitle, { description: AUDIT_MESSAGES.exportStarted });
    try {
      const response = await fetch(href, { headers: { accept: "text/csv" } });
      if (response.status === 403) {
        toast.error(AUDIT_MESSAGES.exportDeniedTitle, { description: AUDIT_MESSAGES.exportDenied });
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response, "audit-trail.csv");
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      toast.error(AUDIT_MESSAGES.exportFailedTitle, { description: AUDIT_MESSAGES.exportFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button asChild variant="outline">
      <a href={href} download onClick={download} aria-busy={busy || undefined}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {busy ? "Exporting..." : "Export Data"}
      </a>
    </Button>
  );
}
