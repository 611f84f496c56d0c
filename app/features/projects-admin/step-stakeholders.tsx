import { SelectField } from "~/components/form-fields";
import { NO_ARCHITECT } from "~/domain/schemas/project";
import type { StakeholderKind } from "~/domain/schemas/stakeholder";
import { AddStakeholderDialog } from "./add-stakeholder-dialog";
import { requiredLabel, type StakeholderOption, type WizardFields } from "./wizard-fields";

/** Step 3: the developer (required) and the architect (optional), each with 'add new' beside the picker. */
export function StepStakeholders({
  fields,
  developers,
  architects,
  onAdded,
}: {
  fields: WizardFields;
  developers: StakeholderOption[];
  architects: StakeholderOption[];
  onAdded: (kind: StakeholderKind, id: string) => void;
}) {
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <SelectField meta={fields.developerId} label={requiredLabel("Developer")}>
          <option value="">Choose a developer</option>
          {developers.map((developer) => (
            <option key={developer.id} value={developer.id}>
              {developer.name}
            </option>
          ))}
        </SelectField>
        <AddStakeholderDialog kind="developer" onAdded={(id) => onAdded("developer", id)} />
      </div>
      <div className="grid gap-2">
        <SelectField meta={fields.architectId} label="Architect">
          <option value={NO_ARCHITECT}>None</option>
          {architects.map((architect) => (
            <option key={architect.id} value={architect.id}>
              {architect.name}
            </option>
          ))}
        </SelectField>
        <AddStakeholderDialog kind="architect" onAdded={(id) => onAdded("architect", id)} />
      </div>
    </div>
  );
}
