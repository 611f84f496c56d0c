import { ArrowRight, Building, MapPin } from "lucide-react";
import { Link } from "react-router";
import { CompareToggle } from "~/components/compare-set";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { ProjectImage } from "~/components/project-image";
import { SaveToggle } from "~/components/shortlist";
import { cardPriceText, projectLocationLine, projectUnitsText } from "~/domain/project-text";
import { projectStatusLabel } from "~/domain/project-status";
import type { ProjectSummary } from "~/domain/public-read-models";

/** What a listing card shows (spec part 1 §2 and the listing read of §7). */
export type ProjectCardData = Pick<
  ProjectSummary,
  "id" | "name" | "slug" | "status" | "propertyType" | "district" | "neighbourhood" | "bannerImageUrl" | "totalUnits" | "priceFromCents" | "priceFromPsfCents" | "inventoryUnits" | "inventoryAvailable"
>;

export const PROJECT_CARD_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";

export function ProjectCard({ project, priority = false, className }: { project: ProjectCardData; priority?: boolean; className?: string }) {
  return (
    <article
      data-testid="project-card"
      className={cn(
        "group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition duration-300 hover:-translate-y-0.5 hover:shadow-xl hover:shadow-slate-900/10",
        className,
      )}
    >
      <div className="relative">
        <ProjectImage
          src={project.bannerImageUrl}
          alt={`${project.name} exterior`}
          sizes={PROJECT_CARD_SIZES}
          width={960}
          height={720}
          priority={priority}
          className="aspect-[4/3]"
          imageClassName="transition duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          <Badge className="bg-white/95 text-slate-900 shadow-sm backdrop-blur">{projectStatusLabel(project.status, project)}</Badge>
          {project.propertyType ? (
            <Badge className="bg-slate-900/75 text-white backdrop-blur">{project.propertyType}</Badge>
          ) : null}
        </div>
        <SaveToggle slug={project.slug} name={project.name} compact />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold leading-snug tracking-tight text-slate-900">{project.name}</h3>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
          {projectLocationLine(project)}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Price</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{cardPriceText(project)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Size</dt>
            <dd className="mt-0.5 flex items-center gap-1 font-medium text-slate-900">
              <Building className="size-3.5 text-slate-400" aria-hidden="true" />
              {projectUnitsText(project)}
            </dd>
          </div>
        </dl>
        <div className="mt-5 flex gap-2">
          <Link
            to={`/condos/${project.slug}`}
            aria-label={`View Details of ${project.name}`}
            className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-[var(--radius-button,0.5rem)] border border-slate-300 text-sm font-semibold text-slate-900 transition after:absolute after:inset-0 after:content-[''] group-hover:border-brand group-hover:bg-brand group-hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand focus-visible:ring-offset-2"
          >
            View Details
            <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
          <CompareToggle slug={project.slug} name={project.name} />
        </div>
      </div>
    </article>
  );
}
