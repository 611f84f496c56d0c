import { CalendarClock, CalendarX2 } from "lucide-react";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { DateField, SelectField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/domain/format";
import { viewingRescheduleSchema } from "~/domain/schemas/enquiry-inbox";
import { SHOWFLAT_BOOKING_DAYS_AHEAD, SHOWFLAT_TIME_SLOTS, timeSlotRangeLabel, viewingLabel } from "~/domain/showflat-visit";

export const VIEWING_INTENTS = { reschedule: "rescheduleViewing", cancel: "cancelViewing" } as const;

interface ViewingCardProps {
  id: string;
  buyerName: string;
  date: string;
  time: string | null;
  cancelledAt: Date | string | null;
  /** The actor may manage the enquiry, and the buyer can still be mailed. */
  canChange: boolean;
}

/**
 * A showflat booking on the enquiry page: the day and slot, and for whoever may act on the
 * enquiry, Reschedule and Cancel; the buyer is mailed the updated or cancelled calendar file.
 */
export function ViewingCard({ id, buyerName, date, time, cancelledAt, canChange }: ViewingCardProps) {
  return (
    <section aria-labelledby="enquiry-viewing" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="enquiry-viewing" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CalendarClock className="size-4 text-brand" aria-hidden="true" />
        Showflat visit
      </h2>
      <p className={`mt-2 text-sm font-medium ${cancelledAt ? "text-slate-500 line-through" : "text-slate-900"}`}>{viewingLabel(date, time)}</p>
      {cancelledAt ? (
        <p className="mt-1 text-xs font-medium text-red-700">
          Cancelled <time dateTime={new Date(cancelledAt).toISOString()}>{formatDateTime(cancelledAt)}</time>
        </p>
      ) : null}
      {canChange && !cancelledAt && time ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <FormDialog
            trigger={
              <Button variant="outline" size="sm">
                <CalendarClock aria-hidden="true" />
                Reschedule
              </Button>
            }
            title="Reschedule the visit"
            description={`${buyerName} is mailed the new day and time with an updated calendar file.`}
            intent={VIEWING_INTENTS.reschedule}
            formId={`viewing-reschedule-${id}`}
            schema={viewingRescheduleSchema}
            defaultValue={{ id, preferredDate: date, preferredTime: time }}
            hidden={{ id }}
            submitLabel="Reschedule"
            pendingLabel="Rescheduling..."
          >
            {(fields) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <DateField meta={fields.preferredDate} label="New date" hint={`From tomorrow up to ${SHOWFLAT_BOOKING_DAYS_AHEAD.last} days ahead`} />
                <SelectField meta={fields.preferredTime} label="Time slot">
                  {SHOWFLAT_TIME_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>
                      {timeSlotRangeLabel(slot)}
                    </option>
                  ))}
                </SelectField>
              </div>
            )}
          </FormDialog>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
                <CalendarX2 aria-hidden="true" />
                Cancel visit
              </Button>
            }
            title={`Cancel ${buyerName}'s visit?`}
            description={`${viewingLabel(date, time)}. ${buyerName} is mailed a cancellation that removes the visit from their calendar; it leaves your week calendar and feed.`}
            intent={VIEWING_INTENTS.cancel}
            values={{ id }}
            confirmLabel="Cancel visit"
            pendingLabel="Cancelling..."
            variant="destructive"
          />
        </div>
      ) : null}
    </section>
  );
}
