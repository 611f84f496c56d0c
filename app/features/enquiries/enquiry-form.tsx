import { CheckCircle2, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/toaster";
import { currentConsentText } from "~/domain/enquiry-consent";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import { SHOWFLAT_TIME_SLOTS, showflatBookingWindow, timeSlotRangeLabel } from "~/domain/showflat-visit";
import { telHref } from "~/domain/singapore";

/** What the enquiry action answers (app/routes/enquiry-action.server.ts): Conform's reply. */
export interface EnquiryActionData {
  formId: string;
  result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null };
  /** The spec's 'Message Sent!' toast, once the enquiry is saved. */
  sent: { title: string; description: string } | null;
  /** With the rate-limit message: the site owner's phone number, to call instead. */
  callPhone?: string | null;
}

interface EnquiryFormProps {
  /** Tells this form's answer apart from another enquiry form's on the same page. */
  formId: string;
  kind: EnquiryKind;
  ownerName: string;
  projectSlug?: string;
  projectName?: string;
  /** "Email me my shortlist": the saved projects' slugs, mailed to the buyer and named to the realtor. */
  shortlist?: readonly string[];
  submitLabel?: string;
  /** The message box's starting text, e.g. the question a page's prompt suggests. */
  defaultMessage?: string;
  /** Called after the enquiry is saved (a dialog closes itself). */
  onSent?: () => void;
}

/**
 * The enquiry form: a real POST form that works before JavaScript loads. The action parses it
 * with the domain schema (Conform on the server) and answers with the spec's message per
 * field, shown next to the field. The schema, zod and Conform's client stay on the server so
 * the public pages ship less JavaScript (decision record 'enquiries').
 */
export function EnquiryForm({ formId, kind, ownerName, projectSlug, projectName, shortlist, submitLabel, defaultMessage: suggestedMessage, onSent }: EnquiryFormProps) {
  const fetcher = useFetcher<EnquiryActionData>({ key: formId });
  const actionData = useActionData() as EnquiryActionData | undefined;
  const pageAnswer = actionData?.formId === formId ? actionData : undefined;
  const answer = fetcher.state === "idle" ? (fetcher.data ?? pageAnswer) : undefined;
  const errors = answer?.result.error ?? {};
  const typed = answer?.sent ? {} : (answer?.result.initialValue ?? {});
  const [resets, setResets] = useState(0);

  const handled = useRef<unknown>(null);
  useEffect(() => {
    const sent = fetcher.data?.sent;
    if (!sent || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    setResets((count) => count + 1);
    toast.success(sent.title, { description: sent.description });
    onSent?.();
  }, [fetcher.data, onSent]);

  const field = (name: string) => {
    const id = `${formId}-${name}`;
    const message = errors[name]?.[0];
    const value = typed[name];
    return {
      input: {
        id,
        name,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": message ? `${id}-error` : undefined,
        defaultValue: typeof value === "string" ? value : undefined,
      },
      errors: message ? [message] : undefined,
      errorId: `${id}-error`,
    };
  };
  const name = field("name");
  const email = field("email");
  const phone = field("phone");
  const message = field("message");
  const preferredDate = field("preferredDate");
  const preferredTime = field("preferredTime");
  const consent = field("consent");

  const isViewing = kind === "book-viewing";
  // The picker offers the days the schema accepts; the server has the last word.
  const bookable = showflatBookingWindow();
  const defaultMessage =
    suggestedMessage ??
    (kind === "register-interest" && projectName
      ? `I would like to register my interest in ${projectName}. Please send me the latest prices and floor plans.`
      : undefined);
  // A shortlist has no field of its own on the form: its message is the form's.
  const formError = errors[""]?.[0] ?? errors.shortlist?.[0];
  const callPhone = answer?.callPhone ?? null;
  const callHref = telHref(callPhone);
  const pending = fetcher.state !== "idle";

  return (
    <fetcher.Form key={resets} method="post" id={formId} noValidate className="grid gap-4">
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name="kind" value={kind} />
      {projectSlug ? <input type="hidden" name="projectSlug" value={projectSlug} /> : null}
      {shortlist ? <input type="hidden" name="shortlist" value={shortlist.join(",")} /> : null}

      {pageAnswer?.sent ? (
        <Alert variant="success" role="status">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <AlertTitle>{pageAnswer.sent.title}</AlertTitle>
          <AlertDescription>{pageAnswer.sent.description}</AlertDescription>
        </Alert>
      ) : null}
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p>{formError}</p>
            {callPhone && callHref ? (
              <p>
                Call{" "}
                <a href={callHref} className="font-semibold underline underline-offset-2">
                  {callPhone}
                </a>
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" htmlFor={name.input.id} errors={name.errors} errorId={name.errorId}>
          <Input {...name.input} type="text" autoComplete="name" />
        </Field>
        <Field label="Email" htmlFor={email.input.id} errors={email.errors} errorId={email.errorId}>
          <Input {...email.input} type="email" autoComplete="email" />
        </Field>
      </div>
      <Field
        label={isViewing ? "Phone" : "Phone (optional)"}
        htmlFor={phone.input.id}
        errors={phone.errors}
        errorId={phone.errorId}
        hint={isViewing ? "To confirm your visit: a Singapore number, e.g. 9123 4567" : "A Singapore number, e.g. 9123 4567"}
      >
        <Input {...phone.input} type="tel" autoComplete="tel" required={isViewing} />
      </Field>
      {isViewing ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Preferred viewing date" htmlFor={preferredDate.input.id} errors={preferredDate.errors} errorId={preferredDate.errorId}>
            <Input {...preferredDate.input} type="date" min={bookable.first} max={bookable.last} suppressHydrationWarning />
          </Field>
          <Field label="Time slot" htmlFor={preferredTime.input.id} errors={preferredTime.errors} errorId={preferredTime.errorId}>
            <NativeSelect {...preferredTime.input} defaultValue={preferredTime.input.defaultValue ?? ""}>
              <option value="">Choose a time</option>
              {SHOWFLAT_TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {timeSlotRangeLabel(slot)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      ) : null}
      <Field label={kind === "contact" ? "Message" : kind === "shortlist" ? "Note for the realtor (optional)" : "Message (optional)"} htmlFor={message.input.id} errors={message.errors} errorId={message.errorId}>
        <Textarea {...message.input} defaultValue={message.input.defaultValue ?? defaultMessage} rows={4} />
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3">
          <Checkbox
            id={consent.input.id}
            name="consent"
            value="on"
            defaultChecked={typed.consent === "on"}
            aria-invalid={consent.input["aria-invalid"]}
            aria-describedby={consent.input["aria-describedby"]}
            className="mt-0.5"
          />
          <label htmlFor={consent.input.id} className="text-sm leading-relaxed text-slate-700">
            {currentConsentText(ownerName)}
          </label>
        </div>
        {consent.errors ? (
          <p id={consent.errorId} role="alert" className="text-sm text-red-600">
            {consent.errors[0]}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Send aria-hidden="true" />
        {pending ? "Sending…" : (submitLabel ?? (kind === "book-viewing" ? "Request Viewing" : "Send Enquiry"))}
      </Button>
    </fetcher.Form>
  );
}
