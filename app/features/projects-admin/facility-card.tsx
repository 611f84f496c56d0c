import { CalendarCheck, Clock, Settings2, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { FacilityIcon } from "~/components/facility-icon";
import { FlashToast } from "~/components/flash-toast";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { isIntentReply, type IntentReply } from "~/domain/intent-reply";
import { NumberField, SwitchField, TextareaField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { FacilityChoice } from "~/domain/facility-read-models";
import { projectFacilityDetailsSchema } from "~/domain/schemas/facility";
import { DeleteFacilityOption, EditFacilityOption } from "./facility-option-dialogs";

/**
 * One facility of the shared list: ticking adds it to the project and unticking removes it, each
 * saved at once with the spec's toast; a selected one shows its details and Configure Details.
 */
export function FacilityCard({ projectId, facility }: { projectId: string; facility: FacilityChoice }) {
  const fetcher = useFetcher<IntentReply>();
  const pending = fetcher.state !== "idle";
  // The box shows the choice at once; once the answer (and the reloaded list) is in, the stored state again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setWanted(null);
  }, [fetcher.state, fetcher.data]);
  const selected = wanted ?? facility.selected;
  const reply = isIntentReply(fetcher.data) ? fetcher.data : null;
  const checkboxId = `facility-${facility.id}`;
  const toggle = (checked: boolean) => {
    setWanted(checked);
    void fetcher.submit({ intent: checked ? "addFacility" : "removeFacility", projectId, facilityId: facility.id }, { method: "post" });
  };
  const details = facility.details;
  return (
    <li
      className={cn(
        "flex flex-col rounded-2xl border bg-white p-4 shadow-sm transition-colors",
        selected ? "border-brand/60 ring-1 ring-brand/30" : "border-slate-200",
      )}
      aria-label={facility.name}
    >
      <FlashToast message={reply?.notice ?? null} />
      <div className="flex items-start gap-3">
        <span className={cn("flex size-11 shrink-0 items-center justify-center rounded-xl", selected ? "bg-brand text-white" : "bg-slate-100 text-slate-500")}>
          <FacilityIcon iconClass={facility.iconClass} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <label htmlFor={checkboxId} className="cursor-pointer font-semibold leading-snug text-slate-900">
              {facility.name}
            </label>
            <input
              id={checkboxId}
              type="checkbox"
              checked={selected}
              disabled={pending}
              onChange={(event) => toggle(event.target.checked)}
              className="mt-0.5 size-5 shrink-0 cursor-pointer rounded border-slate-300 accent-[var(--color-brand)] focus-visible:ring-2 focus-visible:ring-brand"
            />
          </div>
          {facility.description ? <p className="mt-0.5 text-sm text-slate-600">{details?.description ?? facility.description}</p> : null}
        </div>
      </div>
      {selected ? (
        <div className="mt-3 flex flex-1 flex-col gap-3 border-t border-slate-100 pt-3">
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="success">Selected</Badge>
            {details?.operatingHours ? (
              <Badge variant="secondary">
                <Clock className="size-3" aria-hidden="true" />
                {details.operatingHours}
              </Badge>
            ) : null}
            {details?.capacity !== null && details?.capacity !== undefined ? (
              <Badge variant="secondary">
                <Users className="size-3" aria-hidden="true" />
                {details.capacity} pax
              </Badge>
            ) : null}
            {details?.bookingRequired ? (
              <Badge variant="warning">
                <CalendarCheck className="size-3" aria-hidden="true" />
                Booking required
              </Badge>
            ) : null}
          </div>
          <div className="mt-auto flex items-center justify-between gap-2">
            <FacilityDetailsDialog projectId={projectId} facility={facility} disabled={!facility.selected} />
            <OptionActions facility={facility} />
          </div>
        </div>
      ) : (
        <div className="mt-auto flex justify-end pt-2">
          <OptionActions facility={facility} />
        </div>
      )}
    </li>
  );
}

/** The option itself, for every project: edit or delete it (decision record 107). */
function OptionActions({ facility }: { facility: FacilityChoice }) {
  return (
    <div className="-mr-1 flex gap-0.5">
      <EditFacilityOption option={facility} />
      <DeleteFacilityOption option={facility} />
    </div>
  );
}

function FacilityDetailsDialog({ projectId, facility, disabled }: { projectId: string; facility: FacilityChoice; disabled: boolean }) {
  const details = facility.details;
  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm" disabled={disabled} aria-label={`Configure details of ${facility.name}`}>
          <Settings2 aria-hidden="true" />
          Configure Details
        </Button>
      }
      title={`${facility.name} details`}
      description="What buyers see about this facility on the project page. Every field is optional."
      intent="saveFacilityDetails"
      formId={`facility-details-${facility.id}`}
      schema={projectFacilityDetailsSchema}
      defaultValue={{
        description: details?.description ?? undefined,
        operatingHours: details?.operatingHours ?? undefined,
        capacity: details?.capacity ?? undefined,
        specifications: details?.specifications ?? undefined,
        maintenanceSchedule: details?.maintenanceSchedule ?? undefined,
        bookingRequired: details?.bookingRequired ? "true" : "false",
        ageRestrictions: details?.ageRestrictions ?? undefined,
        additionalCharges: details?.additionalCharges ?? undefined,
      }}
      hidden={{ projectId, facilityId: facility.id }}
      submitLabel="Save Details"
      pendingLabel="Saving..."
    >
      {(fields) => (
        <div className="grid gap-4">
          <TextareaField meta={fields.description} label="Description" rows={3} placeholder={facility.description ?? undefined} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.operatingHours} label="Operating hours" placeholder="7am – 10pm daily" />
            <NumberField meta={fields.capacity} label="Capacity" min={0} step={1} placeholder="Persons" />
          </div>
          <TextareaField meta={fields.specifications} label="Specifications" rows={2} placeholder="50 m lap pool, heated" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.maintenanceSchedule} label="Maintenance schedule" placeholder="Closed Mondays 9am – 12pm" />
            <TextField meta={fields.ageRestrictions} label="Age restrictions" placeholder="Children under 12 accompanied" />
          </div>
          <TextField meta={fields.additionalCharges} label="Additional charges" placeholder="S$20 per booking" />
          <SwitchField meta={fields.bookingRequired} label="Booking required" description="Residents book a slot through the management office." />
        </div>
      )}
    </FormDialog>
  );
}
