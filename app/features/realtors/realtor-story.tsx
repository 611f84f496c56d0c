import { BadgeCheck, Briefcase, Languages } from "lucide-react";

export interface RealtorStoryData {
  name: string;
  biography: string | null;
  yearsExperience: number | null;
  specializations: string[];
  languagesSpoken: string[];
}

/** A realtor in their own words: biography, experience, languages and specialisations. */
export function RealtorStory({ realtor, headingLevel = 2 }: { realtor: RealtorStoryData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  return (
    <section aria-labelledby="about-me" data-testid="realtor-story" className="space-y-6">
      <Heading id="about-me" className="text-2xl font-semibold tracking-tight text-slate-900">
        About Me
      </Heading>
      <p className="whitespace-pre-line text-base leading-relaxed text-slate-700">
        {realtor.biography || `${realtor.name} helps buyers find and secure Singapore's best new launch condominiums.`}
      </p>
      {realtor.yearsExperience !== null || realtor.languagesSpoken.length ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          {realtor.yearsExperience !== null ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-4">
              <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
                <Briefcase className="size-4 shrink-0 text-brand" aria-hidden="true" />
                Experience
              </dt>
              <dd className="mt-0.5 font-semibold text-slate-900">
                {realtor.yearsExperience} {realtor.yearsExperience === 1 ? "year" : "years"}
              </dd>
            </div>
          ) : null}
          {realtor.languagesSpoken.length ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-4">
              <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-slate-500">
                <Languages className="size-4 shrink-0 text-brand" aria-hidden="true" />
                Languages
              </dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{realtor.languagesSpoken.join(", ")}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {realtor.specializations.length ? (
        <div>
          <SubHeading className="text-sm font-semibold uppercase tracking-wide text-slate-500">Specialisations</SubHeading>
          <ul className="mt-3 flex flex-wrap gap-2">
            {realtor.specializations.map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5 rounded-full bg-brand/10 px-3 py-1 text-sm font-semibold text-brand">
                <BadgeCheck className="size-3.5" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
