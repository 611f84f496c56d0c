import { formatDateTime } from "~/domain/format";
import { cn } from "~/components/ui/cn";

export interface JobQueueRow {
  queue: string;
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  lastRunAt: Date | string | null;
}

/** System Administration's "Background jobs": per queue the jobs due, running and failed, and the last run. */
export function BackgroundJobsPanel({ queues }: { queues: JobQueueRow[] }) {
  return (
    <section aria-labelledby="background-jobs" className="mt-10">
      <h2 id="background-jobs" className="text-lg font-semibold text-slate-900">
        Background jobs
      </h2>
      <p className="mt-1 text-sm text-slate-500">The job queue in the database, worked by every app server; a failed job is retried before it counts as failed.</p>
      {queues.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-500">No job has been queued yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {queues.map((queue) => (
            <li key={queue.queue} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="break-all font-mono text-sm font-medium text-slate-900">{queue.queue}</h3>
              <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
                <Count label="Due" value={queue.due + queue.scheduled} hint={queue.scheduled ? `${queue.scheduled} later` : undefined} />
                <Count label="Running" value={queue.running} />
                <Count label="Failed" value={queue.failed} alert={queue.failed > 0} />
                <div className="col-span-1 rounded-lg bg-slate-50 p-2">
                  <dt className="text-xs text-slate-500">Last run</dt>
                  <dd className="mt-0.5 text-xs font-medium text-slate-800">{queue.lastRunAt ? formatDateTime(queue.lastRunAt) : "Never"}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Count({ label, value, hint, alert = false }: { label: string; value: number; hint?: string; alert?: boolean }) {
  return (
    <div className={cn("rounded-lg p-2", alert ? "bg-red-50" : "bg-slate-50")}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn("mt-0.5 text-lg font-semibold", alert ? "text-red-700" : "text-slate-900")}>{value}</dd>
      {hint ? <dd className="text-[11px] text-slate-500">{hint}</dd> : null}
    </div>
  );
}
