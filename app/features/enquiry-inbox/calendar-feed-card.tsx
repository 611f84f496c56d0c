import { CalendarDays, Check, Copy, Loader2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

export const CALENDAR_FEED_INTENT = "calendarFeed";

/**
 * The realtor's private viewing calendar: a new address on request, shown once to copy into
 * Google or Apple Calendar ('From URL' / 'New Calendar Subscription'); a new one ends the old.
 */
export function CalendarFeedCard({ inUse }: { inUse: boolean }) {
  const { fetcher, reply, pending } = useIntentFetcher(CALENDAR_FEED_INTENT);
  const address = reply?.ok ? (reply.payload as { address?: string } | undefined)?.address : undefined;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!address) return;
    await navigator.clipboard.writeText(address);
    setCopied(true);
  };
  return (
    <section aria-labelledby="calendar-feed" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <FlashToast message={reply?.notice ?? null} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
            <CalendarDays className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="calendar-feed" className="font-semibold text-slate-900">
              Your calendar app
            </h2>
            <p className="mt-1 max-w-xl text-sm text-slate-600">
              Your showflat bookings, with each buyer&apos;s time slot, in Google or Apple Calendar. Subscribe with your private address; it updates
              every hour.
            </p>
            <p className="mt-1 text-xs text-slate-500">{inUse || address ? "An address is in use. A new one stops the old one." : "No address yet."}</p>
          </div>
        </div>
        <fetcher.Form method="post" className="shrink-0">
          <input type="hidden" name="intent" value={CALENDAR_FEED_INTENT} />
          <Button type="submit" variant="outline" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
            {inUse || address ? "New address" : "Create address"}
          </Button>
        </fetcher.Form>
      </div>
      {address ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label className="sr-only" htmlFor="calendar-feed-address">
            Your calendar address
          </label>
          <Input id="calendar-feed-address" readOnly value={address} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 font-mono text-xs" />
          <Button type="button" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy address"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
