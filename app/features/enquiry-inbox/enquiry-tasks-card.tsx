import { CalendarClock, Check, ListTodo, Loader2, Plus, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateTime } from "~/domain/format";
import { ENQUIRY_TASK_KIND_LABELS, ENQUIRY_TASK_KINDS, type EnquiryTaskKind } from "~/domain/schemas/enquiry-tasks";

export interface EnquiryTaskView {
  id: string;
  kind: EnquiryTaskKind;
  note: string | null;
  dueAt: Date | string;
  completedAt: Date | string | null;
}

/** An enquiry's follow-up tasks; its owner adds, ticks off and deletes them (decision record 147). */
export function EnquiryTasksCard({ id, tasks, canManage, now }: { id: string; tasks: EnquiryTaskView[]; canManage: boolean; now: Date | string }) {
  const { fetcher, reply, pending } = useIntentFetcher("task-add");
  const errors = reply && !reply.ok ? (reply.result?.error as Record<string, string[] | undefined> | undefined) : undefined;
  return (
    <section aria-labelledby="enquiry-tasks" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="enquiry-tasks" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ListTodo className="size-4 text-brand" aria-hidden="true" />
        Follow-up tasks
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No tasks yet.</p>
      ) : (
        <ul className="mt-3 grid gap-2" aria-label="Tasks">
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} canManage={canManage} overdue={!task.completedAt && new Date(task.dueAt) < new Date(now)} />
          ))}
        </ul>
      )}
      {canManage ? (
        <fetcher.Form method="post" className="mt-4 grid gap-3 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="task-add" />
          <input type="hidden" name="id" value={id} />
          <Field label="Task" htmlFor="task-kind" errors={errors?.kind} errorId="task-kind-error">
            <NativeSelect id="task-kind" name="kind" defaultValue="call-back">
              {ENQUIRY_TASK_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ENQUIRY_TASK_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Due (Singapore time)" htmlFor="task-due" errors={errors?.due} errorId="task-due-error">
            <Input id="task-due" name="due" type="datetime-local" required aria-invalid={errors?.due ? true : undefined} aria-describedby={errors?.due ? "task-due-error" : undefined} />
          </Field>
          <Field label="Note (optional)" htmlFor="task-note" errors={errors?.note} errorId="task-note-error">
            <Input id="task-note" name="note" maxLength={300} placeholder="e.g. Send the 3-bedroom floor plan" />
          </Field>
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            Add task
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function TaskRow({ task, canManage, overdue }: { task: EnquiryTaskView; canManage: boolean; overdue: boolean }) {
  const change = useFetcher();
  const label = ENQUIRY_TASK_KIND_LABELS[task.kind];
  const done = Boolean(task.completedAt);
  return (
    <li className={`flex items-start gap-3 rounded-lg border px-3 py-2.5 ${done ? "border-slate-100 bg-slate-50" : overdue ? "border-amber-200 bg-amber-50/60" : "border-slate-200"}`}>
      <span className="min-w-0 flex-1">
        <span className={`block text-sm font-medium ${done ? "text-slate-500 line-through" : "text-slate-900"}`}>{label}</span>
        {task.note ? <span className="block text-sm text-slate-600">{task.note}</span> : null}
        <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
          <CalendarClock className="size-3.5" aria-hidden="true" />
          {formatDateTime(task.dueAt)}
          {done ? <Badge variant="success">Done</Badge> : overdue ? <Badge variant="warning">Overdue</Badge> : null}
        </span>
      </span>
      {canManage ? (
        <span className="flex shrink-0 gap-1">
          {done ? null : (
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={`Complete ${label}`}
              disabled={change.state !== "idle"}
              onClick={() => change.submit({ intent: "task-complete", taskId: task.id }, { method: "post" })}
            >
              <Check aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Delete ${label}`}
            disabled={change.state !== "idle"}
            onClick={() => change.submit({ intent: "task-delete", taskId: task.id }, { method: "post" })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </span>
      ) : null}
    </li>
  );
}
