/** A log entry's JSON details as a short list of its top-level fields. */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details).filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (entries.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer select-none text-slate-500 hover:text-slate-800">
        {entries.length} detail{entries.length === 1 ? "" : "s"}
      </summary>
      <dl className="mt-1 grid gap-0.5 rounded-md bg-slate-50 p-2 text-left">
        {entries.map(([key, value]) => (
          <div key={key} className="flex gap-2">
            <dt className="shrink-0 font-medium text-slate-600">{key}</dt>
            <dd className="min-w-0 break-all text-slate-700">{typeof value === "string" ? value : JSON.stringify(value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
