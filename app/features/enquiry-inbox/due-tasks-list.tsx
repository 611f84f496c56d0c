import { CalendarClock, ListTodo } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/domain/format";
import { ENQUIRY_TASK_KIND_LABELS, type EnquiryTaskKind } from "~/domain/schemas/enquiry-tasks";

interface DueTaskView {
  id: string;
  kind: EnquiryTaskKind;
  note: string | null;
  dueAt: Date | string;
  enquiryId: string;
  buyerName: string;
  projectName: string | null;
  ownerName: string;
}

/** The Today view's follow-ups: open tasks due today or overdue, a leader's team's included (decision record 147). */
export function DueTasksList({ tasks, showOwner, now }: { tasks: DueTaskView[]; showOwner: boolean; now: Date | string }) {
  return (
    <section aria-labelledby="due-tasks" className="mb-6">
      <h3 id="due-tasks" className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <ListTodo className="size-4 text-brand" aria-hidden="true" />
        Tasks due today and overdue
        <Badge variant="secondary">{tasks.length}</Badge>
      </h3>
      {tasks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-4 text-sm text-slate-500">No follow-ups due today. Add tasks from an enquiry&apos;s page.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {tasks.map((task) => {
            const overdue = new Date(task.dueAt) < new Date(now);
            return (
              <li key={task.id}>
                <Link to={`/dashboard/enquiries/${task.enquiryId}`} className="flex items-start justify-between gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
                  <span className="min-w-0">
                    <span className="block text-sm font-medium text-slate-900">
                      {ENQUIRY_TASK_KIND_LABELS[task.kind]}: {task.buyerName}
                      {task.projectName ? <span className="font-normal text-slate-500"> · {task.projectName}</span> : null}
                    </span>
                    {task.note ? <span className="block truncate text-sm text-slate-600">{task.note}</span> : null}
                    <span className="mt-0.5 flex items-center gap-1.5 text-xs text-slate-500">
                      <CalendarClock className="size-3.5" aria-hidden="true" />
                      {formatDateTime(task.dueAt)}
                      {showOwner ? ` · ${task.ownerName}` : null}
                    </span>
                  </span>
                  {overdue ? <Badge variant="warning">Overdue</Badge> : <Badge variant="outline">Today</Badge>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
