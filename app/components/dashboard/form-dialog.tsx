import { getFormProps, useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { useState } from "react";
import type * as z from "zod";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import type { IntentReply } from "~/domain/intent-reply";
import { useIntentFetcher } from "./use-intent-fetcher";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own constraint on form shapes
type FormShape = z.ZodType<Record<string, any>, Record<string, any>>;
type Fields<Schema extends FormShape> = ReturnType<typeof useForm<z.input<Schema>, z.output<Schema>>>[1];
type Form<Schema extends FormShape> = FormMetadata<z.input<Schema>>;

interface FormDialogProps<Schema extends FormShape> {
  /** The button that opens the dialog. */
  trigger: React.ReactElement;
  title: string;
  description?: React.ReactNode;
  /** The action intent this form posts (and whose reply it reads). */
  intent: string;
  /** Unique per page: two edit dialogs of two rows need two ids. */
  formId: string;
  schema: Schema;
  defaultValue?: DefaultValue<z.input<Schema>>;
  submitLabel: string;
  pendingLabel: string;
  /** Hidden inputs that ride along (the row's id). */
  hidden?: Record<string, string>;
  /** Runs once the action succeeded, after the dialog closed (to clear a selection). */
  onSuccess?: () => void;
  children: (fields: Fields<Schema>, form: Form<Schema>) => React.ReactNode;
}

/**
 * A Conform form inside a dialog, posted through a fetcher to the page's action: the domain
 * schema validates as the user types and again on the server; a field error from the service
 * lands under its field; the dialog closes on success and the spec's toast is shown.
 */
export function FormDialog<Schema extends FormShape>(props: FormDialogProps<Schema>) {
  const [open, setOpen] = useState(false);
  const { fetcher, reply, pending } = useIntentFetcher(props.intent, () => {
    setOpen(false);
    props.onSuccess?.();
  });
  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>{props.trigger}</DialogTrigger>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            {props.description ? <DialogDescription>{props.description}</DialogDescription> : null}
          </DialogHeader>
          {/* Mounted only while open, so every opening starts from the stored values. */}
          <DialogForm {...props} fetcher={fetcher} lastResult={reply?.ok ? undefined : reply?.result} pending={pending} onCancel={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

function DialogForm<Schema extends FormShape>({
  formId,
  intent,
  schema,
  defaultValue,
  submitLabel,
  pendingLabel,
  hidden,
  children,
  fetcher,
  lastResult,
  pending,
  onCancel,
}: FormDialogProps<Schema> & {
  fetcher: ReturnType<typeof useIntentFetcher>["fetcher"];
  lastResult: IntentReply["result"] | undefined;
  pending: boolean;
  onCancel: () => void;
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
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormMessage errors={form.errors} />
      {children(fields, form)}
      <DialogFooter className="pt-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}
