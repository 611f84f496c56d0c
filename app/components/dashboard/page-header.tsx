import { RoleBadge } from "~/components/account-identity";

/** The title block of a dashboard page: title, a line of context, the viewer's role, actions. */
export function PageHeader({
  title,
  description,
  role,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  /** Shows the spec's role badge beside the title. */
  role?: string;
  actions?: React.ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {role ? <RoleBadge role={role} /> : null}
        </div>
        {description ? <p className="mt-1.5 max-w-3xl text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
