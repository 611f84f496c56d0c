import { Building2 } from "lucide-react";
import { initials } from "~/domain/format";

/** The agency's logo, or its initials on a tinted tile. */
export function AgencyLogo({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (logoUrl) {
    return <img src={logoUrl} alt="" className="size-9 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1" loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-xs font-semibold text-emerald-700">
      {initials(name) || <Building2 className="size-4" />}
    </span>
  );
}
