import type { FieldMetadata } from "@conform-to/react";
import { SelectField, TextField } from "~/components/form-fields";
import { ROLE_LABELS } from "~/domain/role-labels";
import { MANAGED_ADMIN_ROLES } from "~/domain/schemas/admin-user";

type Meta = FieldMetadata<string | undefined>;

/** Create mode: email, name, phone and role (part 2 §5). */
export function CreateAdminFields({ fields }: { fields: { email: Meta; fullName: Meta; phoneNumber: Meta; role: Meta } }) {
  return (
    <>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="off" placeholder="name@condosites.sg" />
      <TextField meta={fields.fullName} label="Full name" autoComplete="off" />
      <TextField meta={fields.phoneNumber} label="Phone (optional)" type="tel" placeholder="+65 9123 4567" />
      <SelectField meta={fields.role} label="Role">
        <option value="">Select a role</option>
        {MANAGED_ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** Edit mode: email and role are locked (shown, not posted). */
export function EditAdminFields({
  fields,
  email,
  roleLabel,
}: {
  fields: { fullName: Meta; phoneNumber: Meta };
  email: string;
  roleLabel: string;
}) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">Email (locked)</dt>
          <dd className="truncate text-slate-800">{email}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">Role (locked)</dt>
          <dd className="text-slate-800">{roleLabel}</dd>
        </div>
      </dl>
      <TextField meta={fields.fullName} label="Full name" autoComplete="off" />
      <TextField meta={fields.phoneNumber} label="Phone (optional)" type="tel" />
    </>
  );
}
