import { Award, Building2, HeartHandshake, MapPinned } from "lucide-react";

const SERVICES = [
  { title: "New Launch Projects", text: "First access to preview pricing, unit selection and developer promotions.", icon: Building2 },
  { title: "Prime Locations", text: "Projects near MRT lines, good schools and the city's best amenities.", icon: MapPinned },
  { title: "Personalised Service", text: "Advice matched to your budget, timeline and financing, from shortlist to keys.", icon: HeartHandshake },
  { title: "Professional Expertise", text: "CEA-registered guidance on stamp duties, loans and the buying process.", icon: Award },
] as const;

/** Spec part 1 §2 (About): the 'Our Services' block. */
export function OwnerServices() {
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Our Services
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SERVICES.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
