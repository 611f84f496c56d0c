import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { NumberField, SelectField, TextField } from "~/components/form-fields";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { useHydrated } from "~/components/use-hydrated";
import type { LeaderChoice, RealtorFormOptions } from "~/domain/realtor-read-models";

type Text = FieldMetadata<string | undefined>;

export interface RealtorFields {
  fullName: Text;
  email: Text;
  phoneNumber: Text;
  ceaNumber: Text;
  agencyId: Text;
  agentSiteUrl: Text;
  reportsToId: Text;
  yearsExperience: FieldMetadata<number | undefined>;
}

/**
 * The realtor form of part 2 §5, shared by the add pages and the edit dialog. Agents choose whom
 * they report to from the active leaders of the chosen agency.
 */
export function RealtorFormFields({
  fields,
  kind,
  options,
  currentLeader,
}: {
  fields: RealtorFields;
  kind: "leader" | "agent";
  options: RealtorFormOptions;
  /** An agent's present leader, kept as a choice even when it is no longer active. */
  currentLeader?: LeaderChoice | null;
}) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <TextField meta={fields.fullName} label="Full name" autoComplete="off" placeholder="Tan Wei Ming" />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="off" placeholder="name@agency.com.sg" />
      <TextField meta={fields.phoneNumber} label={<Optional>Phone number</Optional>} type="tel" inputMode="tel" placeholder="+65 9123 4567" />
      <TextField meta={fields.ceaNumber} label="CEA number" autoCapitalize="characters" spellCheck={false} placeholder="R123456" />
      <div className="sm:col-span-2">
        <SelectField meta={fields.agencyId} label="Agency">
          <option value="">Select an agency</option>
          {options.agencies.map((agency) => (
            <option key={agency.id} value={agency.id}>
              {agency.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:col-span-2">
        <WebsiteUrlField meta={fields.agentSiteUrl} />
      </div>
      {kind === "agent" ? (
        <ReportsToSelect meta={fields.reportsToId} agencyId={fields.agencyId.value ?? ""} leaders={options.leaders} currentLeader={currentLeader ?? null} />
      ) : null}
      <NumberField meta={fields.yearsExperience} label={<Optional>Years of experience</Optional>} min={0} max={50} step={1} placeholder="0–50" />
    </div>
  );
}

/** Part 2 §5: the site URL with a hint that https:// is prefixed automatically. */
function WebsiteUrlField({ meta }: { meta: Text }) {
  const { key, ...props } = getInputProps(meta, { type: "text", ariaDescribedBy: `${meta.id}-hint` });
  return (
    <Field
      label="Website URL"
      htmlFor={meta.id}
      errors={meta.errors}
      errorId={meta.errorId}
      hint={<span id={`${meta.id}-hint`}>https:// is added automatically. The realtor signs in on this domain.</span>}
    >
      <div className="flex rounded-md shadow-sm focus-within:ring-2 focus-within:ring-brand/30">
        <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-sm text-slate-500" aria-hidden="true">
          https://
        </span>
        <input
          key={key}
          {...props}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="tanweiming.sg"
          className="flex h-10 w-full min-w-0 rounded-r-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 focus-visible:border-brand focus-visible:outline-none aria-[invalid=true]:border-red-500 sm:text-sm"
        />
      </div>
    </Field>
  );
}

/**
 * The leaders of the chosen agency once the page runs in the browser; before that, every active
 * leader grouped by agency (the service checks the pair either way).
 */
function ReportsToSelect({
  meta,
  agencyId,
  leaders,
  currentLeader,
}: {
  meta: Text;
  agencyId: string;
  leaders: LeaderChoice[];
  currentLeader: LeaderChoice | null;
}) {
  const hydrated = useHydrated();
  const { key, ...props } = getSelectProps(meta, { ariaDescribedBy: `${meta.id}-hint` });
  const choices = currentLeader && !leaders.some((leader) => leader.id === currentLeader.id) ? [currentLeader, ...leaders] : leaders;
  const ofAgency = choices.filter((leader) => leader.agencyId === agencyId);
  const groups = [...new Set(choices.map((leader) => leader.agencyName))];

  let placeholder = "No leader yet";
  let hint = "Optional: the team leader this agent reports to.";
  if (hydrated && !agencyId) placeholder = "Select an agency first";
  else if (hydrated && ofAgency.length === 0) hint = "This agency has no active team leader yet.";

  return (
    <Field label={<Optional>Reports to</Optional>} htmlFor={meta.id} errors={meta.errors} errorId={meta.errorId} hint={<span id={`${meta.id}-hint`}>{hint}</span>}>
      {/* Remounted once the options become the agency's own, so the stored choice is selected again. */}
      <NativeSelect key={`${key}-${hydrated}`} {...props} disabled={hydrated && !agencyId}>
        <option value="">{placeholder}</option>
        {hydrated
          ? ofAgency.map((leader) => (
              <option key={leader.id} value={leader.id}>
                {leader.fullName}
              </option>
            ))
          : groups.map((agencyName) => (
              <optgroup key={agencyName} label={agencyName}>
                {choices
                  .filter((leader) => leader.agencyName === agencyName)
                  .map((leader) => (
                    <option key={leader.id} value={leader.id}>
                      {leader.fullName}
                    </option>
                  ))}
              </optgroup>
            ))}
      </NativeSelect>
    </Field>
  );
}

function Optional({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children} <span className="font-normal text-slate-500">(optional)</span>
    </>
  );
}
