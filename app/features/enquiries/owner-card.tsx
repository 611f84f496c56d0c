import { BadgeCheck, Mail, Phone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { telHref } from "~/domain/singapore";
import { OwnerAvatar } from "~/components/owner-avatar";

export interface OwnerCardData {
  name: string;
  image: string | null;
  /** Null when the owner is the business itself (the master site). */
  agencyName: string | null;
  /** 'Property Agent', 'Team Leader', or null on the master and fallback sites. */
  roleLabel: string | null;
  ceaNumber: string;
  phone: string;
  email: string;
  biography?: string | null;
  yearsExperience?: number | null;
  specializations?: string[];
  languagesSpoken?: string[];
}

/** The site owner's card (spec part 1 §2, About): photo, name, agency, role, CEA, contacts. */
export function OwnerCard({ owner, showProfile }: { owner: OwnerCardData; showProfile: boolean }) {
  return (
    <section aria-label={`About ${owner.name}`} data-testid="owner-card" className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg shadow-slate-900/5">
      <div className="h-24 bg-gradient-to-r from-brand to-brand-secondary" aria-hidden="true" />
      <div className="-mt-12 px-6 pb-6">
        <OwnerAvatar name={owner.name} image={owner.image} priority className="size-24 ring-4 ring-white" />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{owner.name}</h2>
          {owner.roleLabel ? <Badge>{owner.roleLabel}</Badge> : null}
        </div>
        {owner.agencyName ? <p className="mt-1 text-slate-600">{owner.agencyName}</p> : null}
        {owner.ceaNumber ? (
          <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <BadgeCheck className="size-4 text-brand" aria-hidden="true" />
            CEA Registration No. <span className="font-semibold text-slate-900">{owner.ceaNumber}</span>
          </p>
        ) : null}
        <ul className="mt-5 grid gap-2 text-sm">
          {owner.phone ? (
            <li>
              <a href={telHref(owner.phone)} className="inline-flex items-center gap-2 font-medium text-slate-800 hover:text-brand">
                <Phone className="size-4 text-slate-400" aria-hidden="true" />
                {owner.phone}
              </a>
            </li>
          ) : null}
          {owner.email ? (
            <li>
              <a href={`mailto:${owner.email}`} className="inline-flex items-center gap-2 break-all font-medium text-slate-800 hover:text-brand">
                <Mail className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                {owner.email}
              </a>
            </li>
          ) : null}
        </ul>
        {showProfile ? (
          <div className="mt-6 space-y-5 border-t border-slate-100 pt-6">
            {owner.biography ? (
              <div>
                <h3 className="font-semibold text-slate-900">About Me</h3>
                <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-slate-700">{owner.biography}</p>
              </div>
            ) : null}
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              {owner.yearsExperience !== null && owner.yearsExperience !== undefined ? (
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Experience</dt>
                  <dd className="mt-1 font-semibold text-slate-900">
                    {owner.yearsExperience} {owner.yearsExperience === 1 ? "year" : "years"}
                  </dd>
                </div>
              ) : null}
              {owner.languagesSpoken?.length ? (
                <div>
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Languages</dt>
                  <dd className="mt-1 font-semibold text-slate-900">{owner.languagesSpoken.join(", ")}</dd>
                </div>
              ) : null}
            </dl>
            {owner.specializations?.length ? (
              <div>
                <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">Specialisations</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {owner.specializations.map((item) => (
                    <li key={item} className="rounded-full bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
