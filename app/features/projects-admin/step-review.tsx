import { AlertTriangle, Pencil } from "lucide-react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/domain/format";
import { NO_ARCHITECT, PROJECT_MESSAGES, stepOfField, WIZARD_STEPS } from "~/domain/schemas/project";
import { districtFor } from "~/domain/districts";
import type { StakeholderOption } from "./wizard-fields";

type Values = Record<string, unknown>;

interface ReviewBuilding {
  buildingNumber: string | number;
  postalCode: string;
  buildingAddress?: string | null;
}

const LABELS: Readonly<Record<string, string>> = {
  name: "Project name", slug: "Slug", status: "Status", propertyType: "Property type", shortDescription: "Short description",
  fullAddress: "Full address", postalCode: "Postal code", district: "District", neighbourhood: "Neighbourhood", coreRegion: "Core region",
  urbanPlanningRegion: "Urban planning region", tenure: "Tenure", latitude: "Latitude", longitude: "Longitude",
  developerId: "Developer", architectId: "Architect", totalUnits: "Total units", percentageSold: "Percentage sold",
  siteAreaSqft: "Site area (sqft)", numberOfBlocks: "Number of blocks", maxStoreys: "Max storeys", totalCarParks: "Total car parks",
  launchYear: "Launch year", completedYear: "Completed year", launchDate: "Launch date", topDateEstimate: "TOP date (estimated)",
  topDateActual: "TOP date (actual)", topYearActual: "TOP year (actual)", constructionStartDate: "Construction start",
  estimatedCompletionDate: "Estimated completion", bannerImageUrl: "Banner image", brochureUrl: "Brochure",
};

/** Step 7: everything entered, by step, with the errors still to fix and a way back to each step. */
export function StepReview({
  values,
  errors,
  buildings,
  galleryCount,
  developers,
  architects,
  onEditStep,
}: {
  values: Values;
  galleryCount: number;
  errors: Record<string, string[]>;
  buildings: ReviewBuilding[];
  developers: StakeholderOption[];
  architects: StakeholderOption[];
  onEditStep: (step: number) => void;
}) {
  const shown = (field: string): string => {
    const raw = values[field];
    const text = raw === undefined || raw === null ? "" : String(raw).trim();
    if (field === "developerId") return developers.find((d) => d.id === text)?.name ?? "";
    if (field === "architectId") return text && text !== NO_ARCHITECT ? (architects.find((a) => a.id === text)?.name ?? "") : "None";
    if (field === "district") return districtFor(text)?.label ?? text;
    if (field === "percentageSold" && text) return `${text}%`;
    if ((field === "totalUnits" || field === "siteAreaSqft") && text && !Number.isNaN(Number(text))) return formatNumber(Number(text));
    return text;
  };
  const problems = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  return (
    <div className="grid gap-5">
      {problems.length > 0 ? (
        <Alert variant="destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <div className="grid gap-2">
            <p className="font-medium">{PROJECT_MESSAGES.reviewHasErrors}</p>
            <ul className="grid gap-1 text-sm">
              {problems.map(([field, messages]) => {
                const step = stepOfField(field.split(/[.[]/)[0]);
                return (
                  <li key={field}>
                    {step ? (
                      <button type="button" className="underline underline-offset-2" onClick={() => onEditStep(step)}>
                        Step {step}
                      </button>
                    ) : null}
                    {step ? ": " : null}
                    {messages[0]}
                  </li>
                );
              })}
            </ul>
          </div>
        </Alert>
      ) : null}
      {buildings.length === 0 ? (
        <Alert variant="destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p>{PROJECT_MESSAGES.reviewBuildingRequired}</p>
            <button type="button" className="text-sm font-medium underline underline-offset-2" onClick={() => onEditStep(4)}>
              Add a building
            </button>
          </div>
        </Alert>
      ) : null}
      {WIZARD_STEPS.filter((step) => step.fields.length > 0).map((step) => (
        <section key={step.number} aria-labelledby={`review-step-${step.number}`} className="rounded-xl border border-slate-200">
          <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-2.5">
            <h3 id={`review-step-${step.number}`} className="text-sm font-semibold text-slate-900">
              {step.number}. {step.title}
            </h3>
            <Button type="button" variant="ghost" size="sm" onClick={() => onEditStep(step.number)} aria-label={`Edit ${step.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </header>
          <dl className="grid gap-x-6 gap-y-2 px-4 py-3 text-sm sm:grid-cols-2">
            {step.fields.map((field) => {
              const text = shown(field);
              return (
                <div key={field} className="flex min-w-0 justify-between gap-3 sm:block">
                  <dt className="text-slate-500">{LABELS[field] ?? field}</dt>
                  <dd className="min-w-0 truncate text-right font-medium text-slate-900 sm:text-left" title={text || undefined}>
                    {text || <span className="font-normal text-slate-400">Not given</span>}
                  </dd>
                </div>
              );
            })}
          </dl>
          {step.number === 6 ? (
            <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-500">
              Gallery: <span className="font-medium text-slate-900">{galleryCount === 0 ? "no images" : `${galleryCount} image${galleryCount === 1 ? "" : "s"}`}</span>
            </p>
          ) : null}
          {step.number === 4 && buildings.length > 0 ? (
            <div className="border-t border-slate-100 px-4 py-3">
              <p className="text-sm text-slate-500">Buildings</p>
              <ul className="mt-1 grid gap-1 text-sm">
                {buildings.map((building) => (
                  <li key={String(building.buildingNumber)} className="text-slate-900">
                    <span className="font-medium">Building {String(building.buildingNumber)}</span>
                    {" · "}
                    {building.postalCode}
                    {building.buildingAddress ? ` · ${building.buildingAddress}` : ""}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
