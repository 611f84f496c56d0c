import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2, Pencil } from "lucide-react";
import { useState } from "react";
import type * as z from "zod";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { SettingsSection } from "./settings-section";
import type { IntentReply } from "~/domain/intent-reply";
import { useIntentFetcher } from "./use-intent-fetcher";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint on form shapes
type FormShape = z.ZodType<Record<string, any>, Record<string, any>>;
type Fields<Schema extends FormShape> = ReturnType<typeof useForm<z.input<Schema>, z.output<Schema>>>[1];

interface EditableCardProps<Schema extends FormShape> {
  id?: string;
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  /** The action intent the form posts. */
  intent: string;
  schema: Schema;
  /** The stored values: every Edit (and every Cancel) starts again from them. */
  defaultValue: DefaultValue<z.input<Schema>>;
  /** What the card shows while it is not being edited. */
  view: React.ReactNode;
  children: (fields: Fields<Schema>) => React.ReactNode;
}

/**
 * A section of a settings page with view and edit modes (spec part 2 §4 "Profile settings"):
 * Edit opens the form on the stored values, Cancel drops the changes, Save Changes posts the
 * intent and goes back to the view, which the page's loader has already refreshed.
 */
export function EditableCard<Schema extends FormShape>({ id, title, description, icon, intent, schema, defaultValue, view, children }: EditableCardProps<Schema>) {
  const [editing, setEditing] = useState(false);
  const { fetcher, reply, pending } = useIntentFetcher(intent, () => setEditing(false));
  return (
    <SettingsSection
      id={id}
      title={title}
      description={description}
      icon={icon}
      actions={
        editing ? null : (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )
      }
    >
      <FlashToast message={reply?.notice ?? null} />
      {editing ? (
        <EditForm
          formId={`${intent}-form`}
          intent={intent}
          schema={schema}
          defaultValue={defaultValue}
          fetcher={fetcher}
          lastResult={reply?.ok ? undefined : reply?.result}
          pending={pending}
          onCancel={() => setEditing(false)}
        >
          {children}
        </EditForm>
      ) : (
        view
      )}
    </SettingsSection>
  );
}

function EditForm<Schema extends FormShape>({
  formId,
  intent,
  schema,
  defaultValue,
  fetcher,
  lastResult,
  pending,
  onCancel,
  children,
}: {
  formId: string;
  intent: string;
  schema: Schema;
  defaultValue: DefaultValue<z.input<Schema>>;
  fetcher: ReturnType<typeof useIntentFetcher>["fetcher"];
  lastResult: IntentReply["result"] | undefined;
  pending: boolean;
  onCancel: () => void;
  children: (fields: Fields<Schema>) => React.ReactNode;
}) {
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id: formId,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-5">
      <input type="hidden" name="intent" value={intent} />
      <FormMessage errors={form.errors} />
      {children(fields)}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** A definition list of a section's stored values; an empty value reads 'Not provided'. */
export function DetailList({ items }: { items: { label: string; value: React.ReactNode; wide?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{item.label}</dt>
          <dd className="mt-1 break-words text-sm text-slate-900">
            {item.value === null || item.value === undefined || item.value === "" ? <span className="text-slate-500">Not provided</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
