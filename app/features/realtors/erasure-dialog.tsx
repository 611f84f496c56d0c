import { getCollectionProps, getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2, ShieldAlert, UserX } from "lucide-react";
import { useNavigate } from "react-router";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { ErasureCheck } from "~/domain/realtor-read-models";
import { personalDataErasureSchema, type ErasureEnquiryChoice, type ErasurePostChoice } from "~/domain/schemas/personal-data";

export type ErasureView = { check: ErasureCheck } | { failure: string };

export const ERASURE_INTENT = "erasePersonalData";

interface Choice<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Master deletes a realtor's personal data on request (PDPA, decision record 135): opened by
 * ?erase= so the server finds their leader and what the choices apply to. Nothing is chosen for
 * master: both choices must be made, and a click outside does not dismiss the dialog.
 */
export function ErasureDialog({ view, closeHref }: { view: ErasureView; closeHref: string }) {
  const navigate = useNavigate();
  const close = () => navigate(closeHref, { preventScrollReset: true, replace: true });
  const { fetcher, reply, pending } = useIntentFetcher(ERASURE_INTENT, close);
  const check = "check" in view ? view.check : null;
  const [form, fields] = useForm({
    id: `erase-${check?.realtor.id ?? "realtor"}`,
    lastResult: reply && !reply.ok ? reply.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalDataErasureSchema }),
  });

  const name = check?.realtor.fullName ?? "this realtor";
  const postChoices: Choice<ErasurePostChoice>[] = [
    { value: "unpublish", label: "Unpublish and keep", hint: "Taken off the site and kept as drafts under your account." },
    { value: "remove", label: "Remove", hint: "Deleted for good with the account." },
  ];
  const enquiryChoices: Choice<ErasureEnquiryChoice>[] = [
    ...(check?.leader ? [{ value: "leader" as const, label: `Hand to ${check.leader.fullName}`, hint: "Their team leader works them from now on, with the history kept." }] : []),
    { value: "admin-queue", label: "Administrators' queue", hint: "They wait in the main site's inbox for an administrator to route." },
    { value: "erase", label: "Erase", hint: "The enquiries, their consent records and history are deleted." },
  ];
  const leadsGoTo = fields.enquiries.value === "leader" && check?.leader ? check.leader.fullName : "the administrators' queue";

  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <Dialog open onOpenChange={(open) => (open || pending ? undefined : close())}>
        <DialogContent modalLocked role="alertdialog" className="max-w-2xl">
          <DialogHeader>
            <div className="flex flex-col items-start gap-3 sm:flex-row">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-50 text-red-700">
                <ShieldAlert className="size-5" aria-hidden="true" />
              </span>
              <div className="grid gap-1.5">
                <DialogTitle>Delete {name}&apos;s personal data?</DialogTitle>
                <DialogDescription>
                  For a PDPA request. Their account, profile, sessions, branding and site{check ? ` ${check.realtor.agentSiteUrl}` : ""} go for good; the
                  audit trail keeps each action but not their name, email, phones, CEA number or domain.
                </DialogDescription>
              </div>
            </div>
          </DialogHeader>
          {"failure" in view ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {view.failure}
            </p>
          ) : null}
          {check ? (
            <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-5">
              <input type="hidden" name="intent" value={ERASURE_INTENT} />
              <input type="hidden" name="id" value={check.realtor.id} />
              <ChoiceGroup legend="Their posts" count={plural(check.posts, "post")} meta={fields.posts} choices={postChoices} />
              <ChoiceGroup
                legend="Enquiries from their site"
                count={plural(check.siteEnquiries, "enquiry", "enquiries")}
                meta={fields.enquiries}
                choices={enquiryChoices}
                note={check.otherLeads > 0 ? `${plural(check.otherLeads, "lead")} from other sites that ${name} works ${check.otherLeads === 1 ? "goes" : "go"} to ${leadsGoTo}.` : undefined}
              />
              <FormMessage errors={form.errors} />
              <DialogFooter>
                <Button type="button" variant="outline" disabled={pending} onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserX aria-hidden="true" />}
                  {pending ? "Deleting..." : "Delete personal data"}
                </Button>
              </DialogFooter>
            </fetcher.Form>
          ) : (
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Close
              </Button>
            </DialogFooter>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}

function ChoiceGroup<Value extends string>({
  legend,
  count,
  meta,
  choices,
  note,
}: {
  legend: string;
  count: string;
  meta: FieldMetadata<Value | undefined>;
  choices: Choice<Value>[];
  note?: string;
}) {
  const errorId = `${meta.id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={meta.errors?.length ? errorId : undefined}>
      <legend className="mb-2 flex w-full items-baseline justify-between gap-3 text-sm font-medium text-slate-900">
        {legend}
        <span className="text-xs font-normal text-slate-500">{count}</span>
      </legend>
      <div className={cn("grid gap-2", choices.length === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3")}>
        {getCollectionProps(meta, { type: "radio", options: choices.map((choice) => choice.value) }).map(({ key, ...props }) => {
          const choice = choices.find((c) => c.value === props.value)!;
          return (
            <label
              key={key}
              htmlFor={props.id}
              className={cn(
                "flex cursor-pointer items-start gap-2.5 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                meta.value === choice.value ? "border-red-300 bg-red-50/60" : "border-slate-200 hover:border-slate-300",
              )}
            >
              <input {...props} className="mt-0.5 size-4 shrink-0 accent-red-600" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{choice.label}</span>
                <span className="mt-0.5 block text-xs text-slate-600">{choice.hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      {meta.errors?.length ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {meta.errors[0]}
        </p>
      ) : null}
    </fieldset>
  );
}
