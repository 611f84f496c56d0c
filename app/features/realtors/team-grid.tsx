import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PublicTeamMember } from "~/domain/public-read-models";
import { OwnerAvatar } from "~/components/owner-avatar";

/** A leader's team: each agent with their registration and strengths, leading to their profile. */
export function TeamGrid({ leaderName, team }: { leaderName: string; team: PublicTeamMember[] }) {
  if (!team.length) return null;
  return (
    <section aria-labelledby="team-title" data-testid="team">
      <h2 id="team-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {leaderName}&apos;s team
      </h2>
      <p className="mt-1 text-slate-600">CEA-registered agents who work with {leaderName} on every purchase.</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {team.map((member) => (
          <li key={member.id} className="relative flex min-w-0 items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md">
            <OwnerAvatar name={member.fullName} image={member.profileImageUrl} className="size-16 shrink-0" />
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">
                <Link to={`/realtor/${member.slug}`} className="after:absolute after:inset-0 hover:text-brand">
                  {member.fullName}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                Property Agent{member.ceaNumber ? ` · CEA ${member.ceaNumber}` : ""}
                {member.yearsExperience !== null ? ` · ${member.yearsExperience} years` : ""}
              </p>
              {member.specializations.length ? <p className="mt-1 truncate text-sm text-slate-500">{member.specializations.join(", ")}</p> : null}
              <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand">
                View profile <ArrowRight className="size-4" aria-hidden="true" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
