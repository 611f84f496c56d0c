import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import { isoDateInSingapore } from "~/domain/format";
import { ENQUIRY_MESSAGES, enquirySchema, enquirySentMessage, type EnquiryKind } from "~/domain/schemas/enquiry";

/** What the enquiry action answers (app/routes/enquiry-action.server.ts). */
export interface EnquiryActionData {
  formId: string;
  result: SubmissionResult<string[]>;
  sent: boolean;
}

interface EnquiryFormProps {
  /** Tells this form's answer apart from another enquiry form's on the same page. */
  formId: string;
  kind: EnquiryKind;
  ownerName: string;
  projectSlug?: string;
  projectName?: string;
  submitLabel?: string;
  /** Called after the enquiry is saved (a dialog closes itself). */
  onSent?: () => void;
}

/**
 * The enquiry form: a real POST form (works before JavaScript loads) validated with the domain
 * schema in the browser and again by the action. The PDPA consent box must be ticked.
 */
export function EnquiryForm({ formId, kind, ownerName, projectSlug, projectName, submitLabel = "Send Enquiry", onSent }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryActionData>({ key: formId });
  const actionData = useActionData() as EnquiryActionData | undefined;
  const pageAnswer = actionData?.formId === formId ? actionData : undefined;
  const answer = fetcher.data ?? pageAnswer;
  const pending = fetcher.state !== "idle";

  const [form, fields] = useForm({
    id: formId,
    lastResult: pending ? undefined : answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquirySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data?.sent || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    toast.success(ENQUIRY_MESSAGES.sentTitle, { description: enquirySentMessage(ownerName) });
    onSent?.();
  }, [fetcher.data, ownerName, onSent]);

  const isViewing = kind === "book-viewing";
  const defaultMessage =
    kind === "register-interest" && projectName
      ? `I would like to register my interest in ${projectName}. Please send me the latest prices and floor plans.`
      : undefined;

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="kind" value={kind} />
      {projectSlug ? <input type="hidden" name="projectSlug" value={projectSlug} /> : null}

      {pageAnswer?.sent ? (
        <Alert variant="success" role="status">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <AlertTitle>{ENQUIRY_MESSAGES.sentTitle}</AlertTitle>
          <AlertDescription>{enquirySentMessage(ownerName)}</AlertDescription>
        </Alert>
      ) : null}
      {form.errors?.length ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{form.errors[0]}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor={fields.name.id} errors={fields.name.errors} errorId={fields.name.errorId}>
          <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" />
        </Field>
        <Field label="Email" htmlFor={fields.email.id} errors={fields.email.errors} errorId={fields.email.errorId}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
        </Field>
      </div>
      <div className={isViewing ? "grid gap-4 sm:grid-cols-2" : "grid gap-4"}>
        <Field label="Phone (optional)" htmlFor={fields.phone.id} errors={fields.phone.errors} errorId={fields.phone.errorId} hint="A Singapore number, e.g. 9123 4567">
          <Input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="tel" />
        </Field>
        {isViewing ? (
          <Field label="Preferred viewing date" htmlFor={fields.preferredDate.id} errors={fields.preferredDate.errors} errorId={fields.preferredDate.errorId}>
            <Input
              {...getInputProps(fields.preferredDate, { type: "date" })}
              key={fields.preferredDate.key}
              min={isoDateInSingapore(new Date())}
              suppressHydrationWarning
            />
          </Field>
        ) : null}
      </div>
      <Field
        label={kind === "contact" ? "Message" : "Message (optional)"}
        htmlFor={fields.message.id}
        errors={fields.message.errors}
        errorId={fields.message.errorId}
      >
        <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} defaultValue={fields.message.initialValue ?? defaultMessage} rows={4} />
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <Checkbox
            {...getInputProps(fields.consent, { type: "checkbox" })}
            key={fields.consent.key}
            value="on"
            className="mt-0.5"
          />
          <label htmlFor={fields.consent.id} className="text-sm leading-relaxed text-slate-700">
            I agree that {ownerName} may contact me about this enquiry and use my details for that purpose, in line with Singapore&apos;s
            Personal Data Protection Act (PDPA).
          </label>
        </div>
        {fields.consent.errors?.length ? (
          <p id={fields.consent.errorId} role="alert" className="text-sm text-red-600">
            {fields.consent.errors[0]}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {pending ? "Sending…" : submitLabel}
      </Button>
    </fetcher.Form>
  );
}
