import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { slugify } from "~/domain/slug";

/** The bottom tile of part 3 §2: type a project name, see the slug the wizard would derive. */
export function SlugGeneratorTile() {
  const [name, setName] = useState("");
  const id = useId();
  const slug = slugify(name);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand/10 text-brand">
          <Link2 className="size-4" aria-hidden="true" />
        </span>
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">
          Slug generator
        </h2>
      </div>
      <label htmlFor={`${id}-name`} className="text-sm text-slate-600">
        Name to turn into a slug
      </label>
      <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} placeholder="e.g. The Orchard Residences" />
      <p className="truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm text-slate-700" aria-live="polite">
        /condos/<span className="font-semibold text-slate-900">{slug || "…"}</span>
      </p>
    </section>
  );
}
