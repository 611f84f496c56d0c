import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, CalendarCheck, Building2, Globe, Loader2, Send, ShieldCheck, ShieldOff, StickyNote, Trash2, UserRound } from "lucide-react";
import { Link, useFetcher } from "react-router";
import type { Route } from "./+types/dashboard.enquiries.$id";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { consentTextOf } from "~/domain/enquiry-consent";
import { formatDateTime } from "~/domain/format";
import { viewingLabel } from "~/domain/showflat-visit";
import { ENQUIRY_INBOX_ROLES } from "~/domain/permissions";
import {
  ADMINISTRATORS_QUEUE,
  CONTACT_CHANNEL_LABELS,
  ENQUIRY_INBOX_MESSAGES,
  ENQUIRY_NOTE_MAX_LENGTH,
  ENQUIRY_REPLY_MAX_LENGTH,
  ENQUIRY_STAGE_LABELS,
  ENQUIRY_TOASTS,
  contactAttemptSchema,
  enquiryAssignSchema,
  enquiryIdSchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquiryStageSchema,
  viewingRescheduleSchema,
  type ContactChannel,
} from "~/domain/schemas/enquiry-inbox";
import { accountMeta } from "~/features/auth/account-meta";
import { ContactButtons } from "~/features/enquiry-inbox/contact-buttons";
import { ConsentWithdrawnBadge, EnquiryKindBadge, EnquiryStageBadge } from "~/features/enquiry-inbox/enquiry-badges";
import { EnquiryStageSelect } from "~/features/enquiry-inbox/enquiry-stage-select";
import { VIEWING_INTENTS, ViewingCard } from "~/features/enquiry-inbox/viewing-card";
import { EnquiryTasksCard } from "~/features/enquiry-inbox/enquiry-tasks-card";
import { ENQUIRY_TASK_MESSAGES, enquiryTaskIdSchema, enquiryTaskSchema } from "~/domain/schemas/enquiry-tasks";
import { hasPermission } from "~/domain/permissions";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { NotFoundError } from "#server/services/errors";
import { assignEnquiry, enquiryOwnerChoices, type OwnerChoice } from "#server/services/enquiry-assignment";
import { addEnquiryNote, changeEnquiryStage, eraseEnquiry, openEnquiry, type EnquiryEvent } from "#server/services/enquiry-inbox";
import { logContactAttempt, replyToEnquiry } from "#server/services/enquiry-replies";
import { cancelViewing, rescheduleViewing, type ViewingChange } from "#server/services/viewing-changes";
import { addEnquiryTask, completeEnquiryTask, deleteEnquiryTask, listEnquiryTasks } from "#server/services/enquiry-tasks";

export const handle: BreadcrumbHandle = { breadcrumb: "Enquiry" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Enquiry", matches);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: ENQUIRY_INBOX_ROLES });
  const parsed = enquiryIdSchema.safeParse({ id: params.id });
  if (!parsed.success) throw new NotFoundError(ENQUIRY_INBOX_MESSAGES.notFound);
  const { enquiry, events } = await openEnquiry(context, user, parsed.data);
  const ownerChoices: OwnerChoice[] = enquiry.rights.assign ? await enquiryOwnerChoices(context, user, parsed.data) : [];
  const tasks = hasPermission(user.role, "enquiryTasks") ? await listEnquiryTasks(context, user, parsed.data) : null;
  return { userName: user.fullName, enquiry, events, ownerChoices, tasks, now: new Date() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { roles: ENQUIRY_INBOX_ROLES });
  return handleIntents(request, context, {
    stage: intent({
      schema: enquiryStageSchema,
      failureTitle: ENQUIRY_TOASTS.stageFailed,
      run: async (input) => {
        const { name, stage } = await changeEnquiryStage(context, user, input);
        return { title: ENQUIRY_TOASTS.stageChanged, description: `${name}: ${ENQUIRY_STAGE_LABELS[stage]}` };
      },
    }),
    assign: intent({
      schema: enquiryAssignSchema,
      failureTitle: ENQUIRY_TOASTS.assignFailed,
      run: async (input) => {
        const { name, ownerName } = await assignEnquiry(context, user, input);
        return { title: ENQUIRY_TOASTS.assigned, description: `${name}: ${ownerName}` };
      },
    }),
    reply: intent({
      schema: enquiryReplySchema,
      failureTitle: ENQUIRY_TOASTS.replyFailed,
      run: async (input) => ({ title: ENQUIRY_TOASTS.replied, description: `Mailed to ${(await replyToEnquiry(context, user, input)).name}` }),
    }),
    contact: intent({
      schema: contactAttemptSchema,
      failureTitle: ENQUIRY_TOASTS.contactFailed,
      run: async (input) => {
        await logContactAttempt(context, user, input);
        return { title: ENQUIRY_TOASTS.contactLogged };
      },
    }),
    note: intent({
      schema: enquiryNoteSchema,
      failureTitle: ENQUIRY_TOASTS.noteFailed,
      run: async (input) => ({ title: ENQUIRY_TOASTS.noted, description: (await addEnquiryNote(context, user, input)).name }),
    }),
    [VIEWING_INTENTS.reschedule]: intent({
      schema: viewingRescheduleSchema,
      failureTitle: ENQUIRY_TOASTS.viewingRescheduleFailed,
      run: async (input) => viewingToast(ENQUIRY_TOASTS.viewingRescheduled, await rescheduleViewing(context, user, input)),
    }),
    [VIEWING_INTENTS.cancel]: intent({
      schema: enquiryIdSchema,
      failureTitle: ENQUIRY_TOASTS.viewingCancelFailed,
      run: async (input) => viewingToast(ENQUIRY_TOASTS.viewingCancelled, await cancelViewing(context, user, input)),
    }),
    "task-add": intent({
      schema: enquiryTaskSchema,
      failureTitle: ENQUIRY_TASK_MESSAGES.failed,
      run: async (input) => {
        await addEnquiryTask(context, user, input);
        return { title: ENQUIRY_TASK_MESSAGES.added };
      },
    }),
    "task-complete": intent({
      schema: enquiryTaskIdSchema,
      failureTitle: ENQUIRY_TASK_MESSAGES.failed,
      run: async (input) => {
        await completeEnquiryTask(context, user, input);
        return { title: ENQUIRY_TASK_MESSAGES.completed };
      },
    }),
    "task-delete": intent({
      schema: enquiryTaskIdSchema,
      failureTitle: ENQUIRY_TASK_MESSAGES.failed,
      run: async (input) => {
        await deleteEnquiryTask(context, user, input);
        return { title: ENQUIRY_TASK_MESSAGES.deleted };
      },
    }),
    erase: intent({
      schema: enquiryIdSchema,
      failureTitle: ENQUIRY_TOASTS.deleteFailed,
      run: async (input) => {
        await eraseEnquiry(context, user, input);
        return { title: ENQUIRY_TOASTS.deleted, description: "It was deleted with its notes; the deletion is recorded without personal data.", redirectTo: "/dashboard/enquiries" };
      },
    }),
  });
}

/** The change stands even when the buyer's mail could not go: then the toast says to call them. */
function viewingToast(title: string, change: ViewingChange) {
  return change.mailed
    ? { title, description: ENQUIRY_TOASTS.viewingMailed(change.name) }
    : { kind: "error" as const, title, description: ENQUIRY_TOASTS.viewingNotMailed(change.name) };
}

export default function EnquiryDetail({ loaderData }: Route.ComponentProps) {
  const { userName, enquiry, events, ownerChoices, tasks, now } = loaderData;
  const contactLog = useFetcher();
  const logContact = (channel: ContactChannel) => contactLog.submit({ intent: "contact", id: enquiry.id, channel }, { method: "post" });
  const withdrawn = Boolean(enquiry.consentWithdrawnAt);
  const consentWords = consentTextOf(enquiry.consentVersion, enquiry.realtorName ?? "the site's team");
  return (
    <>
      <Link to="/dashboard/enquiries" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All enquiries
      </Link>
      <header className="mb-6 mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{enquiry.name}</h1>
            <EnquiryKindBadge kind={enquiry.kind} />
            <EnquiryStageBadge stage={enquiry.stage} />
            {withdrawn ? <ConsentWithdrawnBadge /> : null}
          </div>
          <p className="mt-1.5 text-slate-600">
            Received <time dateTime={new Date(enquiry.createdAt).toISOString()}>{formatDateTime(enquiry.createdAt)}</time> on {enquiry.siteHost}
            {enquiry.realtorName ? ` for ${enquiry.realtorName}` : ""}
          </p>
          {enquiry.stage === "lost" && enquiry.lostReason ? <p className="mt-1 text-sm text-slate-600">Lost: {enquiry.lostReason}</p> : null}
        </div>
        {enquiry.rights.manage ? (
          <div className="shrink-0 sm:w-48">
            <EnquiryStageSelect id={enquiry.id} name={enquiry.name} stage={enquiry.stage} />
          </div>
        ) : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="enquiry-contact" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="enquiry-contact" className="text-base font-semibold text-slate-900">
              Contact
            </h2>
            {withdrawn ? (
              <Alert className="mt-3 border-red-200 bg-red-50 text-red-800">
                <ShieldOff className="size-4" aria-hidden="true" />
                <p>{ENQUIRY_INBOX_MESSAGES.consentWithdrawn}</p>
              </Alert>
            ) : (
              <>
                <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[6rem_1fr]">
                  <dt className="text-slate-500">Email</dt>
                  <dd className="break-all text-slate-900">{enquiry.email}</dd>
                  <dt className="text-slate-500">Phone</dt>
                  <dd className="tabular-nums text-slate-900">{enquiry.phone ?? "Not given"}</dd>
                </dl>
                <ContactButtons
                  name={enquiry.name}
                  email={enquiry.email}
                  phone={enquiry.phone}
                  projectName={enquiry.projectName}
                  realtorName={userName}
                  size="default"
                  className="mt-4"
                  onContact={enquiry.rights.manage ? logContact : undefined}
                />
              </>
            )}
          </section>

          <section aria-labelledby="enquiry-message" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="enquiry-message" className="text-base font-semibold text-slate-900">
              Enquiry
            </h2>
            <dl className="mt-3 grid gap-3 text-sm">
              {enquiry.projectName ? (
                <div className="flex items-center gap-2">
                  <Building2 className="size-4 text-slate-400" aria-hidden="true" />
                  <dt className="sr-only">Project</dt>
                  <dd>
                    <Link to={`/condos/${enquiry.projectSlug}`} className="font-medium text-brand hover:underline">
                      {enquiry.projectName}
                    </Link>
                  </dd>
                </div>
              ) : null}
              {enquiry.preferredDate ? (
                <div className="flex items-center gap-2">
                  <CalendarCheck className="size-4 text-slate-400" aria-hidden="true" />
                  <dt className="sr-only">Showflat viewing</dt>
                  <dd className="text-slate-900">
                    Showflat viewing: {viewingLabel(enquiry.preferredDate, enquiry.preferredTime)}
                    {enquiry.viewingCancelledAt ? <span className="font-medium text-red-700"> (cancelled)</span> : null}
                  </dd>
                </div>
              ) : null}
              <div className="flex items-center gap-2">
                <Globe className="size-4 text-slate-400" aria-hidden="true" />
                <dt className="sr-only">Sent from</dt>
                <dd className="text-slate-900">{enquiry.siteHost}</dd>
              </div>
            </dl>
            {enquiry.message ? (
              <p className="mt-4 whitespace-pre-line rounded-lg bg-slate-50 p-4 text-slate-800">{enquiry.message}</p>
            ) : !withdrawn ? (
              <p className="mt-4 text-sm text-slate-500">No message.</p>
            ) : null}
          </section>

          {enquiry.rights.manage && !withdrawn ? <ReplyForm id={enquiry.id} buyerName={enquiry.name} /> : null}
          {enquiry.rights.manage ? <NoteForm id={enquiry.id} /> : null}
          <History events={events} />
        </div>

        <aside className="grid content-start gap-6">
          {enquiry.kind === "book-viewing" && enquiry.preferredDate ? (
            <ViewingCard
              id={enquiry.id}
              buyerName={enquiry.name}
              date={enquiry.preferredDate}
              time={enquiry.preferredTime}
              cancelledAt={enquiry.viewingCancelledAt}
              canChange={enquiry.rights.manage && !withdrawn}
            />
          ) : null}
          <OwnerCard ownerName={enquiry.ownerName} id={enquiry.id} ownerId={enquiry.ownerId} choices={ownerChoices} firstResponseAt={enquiry.firstResponseAt} />
          {tasks ? <EnquiryTasksCard id={enquiry.id} tasks={tasks} canManage={enquiry.rights.manage} now={now} /> : null}
          <section aria-labelledby="enquiry-consent" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="enquiry-consent" className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <ShieldCheck className="size-4 text-brand" aria-hidden="true" />
              PDPA consent
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Given <time dateTime={new Date(enquiry.consentAt).toISOString()}>{formatDateTime(enquiry.consentAt)}</time>, wording {enquiry.consentVersion}
            </p>
            {consentWords ? <blockquote className="mt-3 border-l-2 border-slate-200 pl-3 text-sm italic text-slate-600">{consentWords}</blockquote> : null}
            {enquiry.consentWithdrawnAt ? (
              <p className="mt-3 text-sm font-medium text-red-700">
                Withdrawn <time dateTime={new Date(enquiry.consentWithdrawnAt).toISOString()}>{formatDateTime(enquiry.consentWithdrawnAt)}</time>
              </p>
            ) : null}
          </section>
          {enquiry.rights.erase ? (
            <section aria-labelledby="enquiry-erase" className="rounded-xl border border-red-200 bg-white p-5 shadow-sm">
              <h2 id="enquiry-erase" className="text-base font-semibold text-slate-900">
                Delete on request
              </h2>
              <p className="mt-2 text-sm text-slate-600">
                When the buyer asks for their data to be deleted, delete the enquiry with its notes. The deletion is recorded without their personal data.
              </p>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" className="mt-4 text-red-700 hover:bg-red-50 hover:text-red-800">
                    <Trash2 aria-hidden="true" />
                    Delete enquiry
                  </Button>
                }
                title={`Delete ${enquiry.name}'s enquiry?`}
                description="The enquiry, its notes and its history are removed for good. Only the fact of the deletion is kept, without the buyer's details."
                intent="erase"
                values={{ id: enquiry.id }}
                confirmLabel="Delete for good"
                pendingLabel="Deleting..."
                variant="destructive"
                locked
              />
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}

function NoteForm({ id }: { id: string }) {
  const { fetcher, reply, pending } = useIntentFetcher("note");
  const [form, fields] = useForm({
    id: "enquiry-note",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquiryNoteSchema }),
  });
  const { key, ...textarea } = getTextareaProps(fields.note);
  return (
    <section aria-labelledby="enquiry-add-note" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="enquiry-add-note" className="text-base font-semibold text-slate-900">
        Add a note
      </h2>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="id" value={id} />
        <FormMessage errors={form.errors} />
        <Field label="Note" htmlFor={fields.note.id} errors={fields.note.errors} errorId={fields.note.errorId} hint={`Only you and your administrators see notes. At most ${ENQUIRY_NOTE_MAX_LENGTH} characters.`}>
          <Textarea key={key} {...textarea} rows={3} maxLength={ENQUIRY_NOTE_MAX_LENGTH} placeholder="e.g. Called, prefers a weekend viewing" />
        </Field>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <StickyNote aria-hidden="true" />}
          {pending ? "Saving..." : "Add Note"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

const QUEUE_NAME = "the administrators' queue";

function describe(event: EnquiryEvent): string {
  const who = event.performedByName ?? "Someone";
  switch (event.type) {
    case "consent-withdrawn":
      return "The buyer withdrew consent";
    case "note":
      return `${who} added a note`;
    case "reply":
      return `${who} replied to the buyer by email`;
    case "contact-attempt":
      return `${who} tried to reach the buyer by ${event.channel ? CONTACT_CHANNEL_LABELS[event.channel] : "phone"}`;
    case "viewing-rescheduled":
      return `${who} moved the showflat visit and mailed the buyer`;
    case "viewing-cancelled":
      return `${who} cancelled the showflat visit and mailed the buyer`;
    case "owner-changed":
      return `${who} gave the enquiry to ${event.toOwnerName ?? QUEUE_NAME} (was ${event.fromOwnerName ?? QUEUE_NAME})`;
    case "status-changed": {
      const from = event.fromStage ? ENQUIRY_STAGE_LABELS[event.fromStage] : "";
      const to = event.toStage ? ENQUIRY_STAGE_LABELS[event.toStage] : "";
      return `${who} moved the lead from ${from} to ${to}`;
    }
  }
}

function OwnerCard(props: { id: string; ownerId: string | null; ownerName: string | null; choices: OwnerChoice[]; firstResponseAt: Date | string | null }) {
  const { fetcher, reply, pending } = useIntentFetcher("assign");
  const current = props.ownerId ?? ADMINISTRATORS_QUEUE;
  return (
    <section aria-labelledby="enquiry-owner" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="enquiry-owner" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <UserRound className="size-4 text-brand" aria-hidden="true" />
        Owner
      </h2>
      <p className="mt-2 text-sm font-medium text-slate-900">{props.ownerName ?? "Administrators' queue"}</p>
      <p className="mt-1 text-xs text-slate-500">
        {props.firstResponseAt ? (
          <>
            First response <time dateTime={new Date(props.firstResponseAt).toISOString()}>{formatDateTime(props.firstResponseAt)}</time>
          </>
        ) : (
          "No response yet"
        )}
      </p>
      {props.choices.length ? (
        <fetcher.Form method="post" className="mt-4 grid gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="id" value={props.id} />
          <label htmlFor="enquiry-new-owner" className="text-sm font-medium text-slate-700">
            {props.choices.some((choice) => choice.id === ADMINISTRATORS_QUEUE) ? "Give to" : "Give to a team member"}
          </label>
          <div className="flex gap-2">
            <NativeSelect id="enquiry-new-owner" name="ownerId" defaultValue={current} key={current} className="h-9 min-w-0 flex-1">
              {props.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </NativeSelect>
            <Button type="submit" size="sm" disabled={pending} className="h-9">
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Assign
            </Button>
          </div>
          <p className="text-xs text-slate-500">The new owner is told by email.</p>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function ReplyForm({ id, buyerName }: { id: string; buyerName: string }) {
  const { fetcher, reply, pending } = useIntentFetcher("reply");
  const [form, fields] = useForm({
    id: "enquiry-reply",
    lastResult: reply?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enquiryReplySchema }),
  });
  const { key, ...textarea } = getTextareaProps(fields.reply);
  return (
    <section aria-labelledby="enquiry-reply-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="enquiry-reply-heading" className="text-base font-semibold text-slate-900">
        Reply to {buyerName}
      </h2>
      <fetcher.Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={id} />
        <FormMessage errors={form.errors} />
        <Field label="Reply" htmlFor={fields.reply.id} errors={fields.reply.errors} errorId={fields.reply.errorId} hint="Sent by email; the buyer's answer comes to your own address. Kept in the history below.">
          <Textarea key={key} {...textarea} rows={4} maxLength={ENQUIRY_REPLY_MAX_LENGTH} placeholder="e.g. Thank you for your interest. The showflat is open daily from 10am..." />
        </Field>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {pending ? "Sending..." : "Send Reply"}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function History({ events }: { events: EnquiryEvent[] }) {
  return (
    <section aria-labelledby="enquiry-history" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="enquiry-history" className="text-base font-semibold text-slate-900">
        History
      </h2>
      {events.length ? (
        <ol className="mt-4 grid gap-4 border-l border-slate-200 pl-4">
          {events.map((event) => (
            <li key={event.id} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-brand" />
              <p className="text-sm font-medium text-slate-900">{describe(event)}</p>
              <p className="text-xs text-slate-500">
                <time dateTime={new Date(event.createdAt).toISOString()}>{formatDateTime(event.createdAt)}</time>
              </p>
              {event.note ? (
                <p className={`mt-1.5 whitespace-pre-line rounded-lg p-3 text-sm text-slate-800 ${event.type === "reply" ? "bg-emerald-50" : "bg-amber-50"}`}>{event.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-500">No replies, stage changes or notes yet.</p>
      )}
    </section>
  );
}
