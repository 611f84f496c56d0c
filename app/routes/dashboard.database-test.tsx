import { AlertCircle, CheckCircle2, CircleSlash, Database, Loader2, Lock, Play, UserRound, XCircle } from "lucide-react";
import * as z from "zod";
import type { Route } from "./+types/dashboard.database-test";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { PageHeader } from "~/components/dashboard/page-header";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { DATABASE_TEST_SOURCES, DATABASE_TEST_TEXTS, type DatabaseTestReport, type SourceResult } from "~/domain/database-test";
import { formatDate, formatDateTime, formatNumber } from "~/domain/format";
import { roleLabel } from "~/domain/role-labels";
import { accountMeta } from "~/features/auth/account-meta";
import { requireUser } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { runDatabaseTests } from "#server/services/database-test";

export const handle: BreadcrumbHandle = { breadcrumb: "Database test" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Database test", matches);

// The Admin menu shows this page to every signed-in user (part 1 §6); each source checks its own permission.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  return { role: user.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  return handleIntents(request, context, {
    run: intent({
      schema: z.object({}),
      failureTitle: DATABASE_TEST_TEXTS.someFailed,
      run: async () => {
        const report = await runDatabaseTests(context, user, (error) => context.logger.error({ err: error }, "database test source failed"));
        const failed = failures(report).length;
        return failed === 0
          ? { title: DATABASE_TEST_TEXTS.allPassed, description: DATABASE_TEST_TEXTS.passedDetail, payload: report }
          : { kind: "error", title: DATABASE_TEST_TEXTS.someFailed, description: DATABASE_TEST_TEXTS.failedCount(failed), payload: report };
      },
    }),
  });
}

/** Every failed check with the spec's title for its source. */
function failures(report: DatabaseTestReport): { title: string; message: string }[] {
  const list: { title: string; message: string }[] = [];
  if (!report.connection.ok) list.push({ title: DATABASE_TEST_TEXTS.connectionErrorTitle, message: report.connection.message });
  if (!report.profile.ok) list.push({ title: DATABASE_TEST_TEXTS.profileErrorTitle, message: report.profile.message });
  for (const source of report.sources) {
    if (source.status === "error") list.push({ title: sourceMeta(source.key).errorTitle, message: source.message });
  }
  return list;
}

function sourceMeta(key: SourceResult["key"]) {
  return DATABASE_TEST_SOURCES.find((source) => source.key === key)!;
}

export default function DatabaseTest({ loaderData }: Route.ComponentProps) {
  const { fetcher, reply, pending } = useIntentFetcher("run");
  const report = reply?.ok ? (reply.payload as DatabaseTestReport) : null;
  const errors = report ? failures(report) : [];
  return (
    <>
      <PageHeader
        title="Database test"
        role={loaderData.role}
        description="Checks that the database answers: the connection, your own profile, and what each part of the platform holds."
        actions={
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="run" />
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
              {pending ? "Running..." : "Run All Tests"}
            </Button>
          </fetcher.Form>
        }
      />
      <FlashToast message={reply?.notice ?? null} />
      {!report ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Database className="mx-auto size-10 text-slate-300" aria-hidden="true" />
          <p className="mt-3 font-semibold text-slate-900">No tests run yet</p>
          <p className="mt-1 text-sm text-slate-500">Run All Tests reads each source once and reports what it found.</p>
        </div>
      ) : (
        <div className="grid gap-6" aria-live="polite">
          <p className="text-sm text-slate-500">Ran {formatDateTime(report.ranAt)}</p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            <ResultCard
              title="Connection"
              icon={Database}
              state={report.connection.ok ? "ok" : "error"}
              figure={report.connection.ok ? "Connected" : "Failed"}
              detail={`${report.connection.ms} ms`}
            />
            <ResultCard
              title="Your profile"
              icon={UserRound}
              state={report.profile.ok ? "ok" : "error"}
              figure={report.profile.ok ? report.profile.fullName : "Not found"}
              detail={report.profile.ok ? `${report.profile.email} · ${roleLabel(report.profile.role)} · since ${formatDate(report.profile.createdAt)}` : report.profile.message}
            />
            {report.sources.map((source) => (
              <SourceCard key={source.key} source={source} />
            ))}
          </div>
          <section aria-labelledby="database-errors">
            <h2 id="database-errors" className="text-lg font-semibold text-slate-900">
              Errors
            </h2>
            {errors.length === 0 ? (
              <p className="mt-2 flex items-center gap-2 text-sm text-emerald-700">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                None: every source answered.
              </p>
            ) : (
              <ul className="mt-3 grid gap-2">
                {errors.map((error) => (
                  <li key={error.title} role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                    <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      <span className="font-semibold">{error.title}</span>
                      <span className="block break-words">{error.message}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
}

const STATES = {
  ok: { Icon: CheckCircle2, className: "text-emerald-600", border: "border-slate-200", label: "Passed" },
  error: { Icon: XCircle, className: "text-red-600", border: "border-red-200", label: "Failed" },
  skipped: { Icon: CircleSlash, className: "text-slate-400", border: "border-slate-200", label: "Skipped" },
} as const;

function ResultCard({
  title,
  icon: Icon,
  state,
  figure,
  detail,
  children,
}: {
  title: string;
  icon: typeof Database;
  state: keyof typeof STATES;
  figure: string;
  detail?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const { Icon: StateIcon, className, border, label } = STATES[state];
  return (
    <article aria-label={title} className={cn("rounded-xl border bg-white p-5 shadow-sm", border)}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-medium text-slate-700">
          <Icon className="size-4 text-slate-400" aria-hidden="true" />
          {title}
        </h3>
        <StateIcon className={cn("size-5", className)} aria-label={label} />
      </div>
      <p className="mt-2 truncate text-2xl font-semibold text-slate-900">{figure}</p>
      {detail ? <p className="mt-0.5 break-words text-xs text-slate-500">{detail}</p> : null}
      {children}
    </article>
  );
}

function SourceCard({ source }: { source: SourceResult }) {
  const { label } = sourceMeta(source.key);
  if (source.status === "skipped") {
    return (
      <ResultCard title={label} icon={Lock} state="skipped" figure="Skipped" detail={`Needs the ${source.permission} permission`} />
    );
  }
  if (source.status === "error") {
    return <ResultCard title={label} icon={Database} state="error" figure="Failed" detail={`${sourceMeta(source.key).errorTitle} · ${source.ms} ms`} />;
  }
  return (
    <ResultCard title={label} icon={Database} state="ok" figure={`${formatNumber(source.count)} records`} detail={`${source.ms} ms`}>
      {source.sample.length > 0 ? (
        <ol className="mt-3 grid gap-1 border-t border-slate-100 pt-3 text-sm text-slate-700" aria-label={`First ${source.sample.length} of ${label}`}>
          {source.sample.map((name) => (
            <li key={name} className="truncate">
              {name}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 border-t border-slate-100 pt-3 text-sm text-slate-500">No records</p>
      )}
    </ResultCard>
  );
}
