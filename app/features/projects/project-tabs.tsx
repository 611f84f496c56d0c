import { ArrowRight, BedDouble, CalendarCheck, Download, FileX, LayoutGrid, Mail, MessageCircle, Phone, Ruler } from "lucide-react";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatArea } from "~/domain/format";
import { linkHref } from "~/domain/link-url";
import type { PublicProjectPage } from "~/domain/public-read-models";
import type { PublicUnitType } from "~/domain/unit-type-read-models";
import { bedroomsText, facingText, floorsText, maintenanceFeeText, psfRangeText } from "~/domain/unit-type-text";
import { telHref, whatsappHref } from "~/domain/singapore";
import type { SiteContext } from "~/domain/site-context";
import { EnquiryButton, EnquiryButtonContext, type EnquiryButtonProps } from "~/features/projects/enquiry-button";
import { INLINE_VISIT_HREF } from "~/domain/inline-enquiry";
import { OwnerAvatar } from "~/components/owner-avatar";
import type { MapTiles } from "~/features/projects/project-map";
import type { LocationProps } from "~/features/projects/project-details-panels";
import { showflatVisitPrompt, unitPriceText } from "~/domain/project-text";

/** The part of the project page the tabs show. */
export type ProjectTabsData = Pick<
  PublicProjectPage,
  | "name"
  | "slug"
  | "brochureUrl"
  | "fullAddress"
  | "postalCode"
  | "latitude"
  | "longitude"
  | "unitTypes"
  | "facilities"
  | "transport"
  | "schools"
  | "amenities"
  | "keyDistances"
>;

// Every panel is rendered into the HTML (search engines read them all); inactive ones are hidden.
const panel = "rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand data-[state=inactive]:hidden";
const trigger = "px-4 py-2 data-[state=active]:text-brand";

function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{children}</p>;
}

// The floor plan viewer is a chunk of its own, fetched when a visitor opens a plan.
const loadFloorPlanViewer = () => import("~/features/projects/floor-plan-viewer");
const FloorPlanViewer = lazy(loadFloorPlanViewer);

function UnitFact({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">{icon}{children}</p>;
}

function UnitTypes({ units }: { units: PublicUnitType[] }) {
  const [plan, setPlan] = useState<PublicUnitType | null>(null);
  if (!units.length) return <EmptyNote>Unit types will be announced soon. Register your interest for the first release.</EmptyNote>;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="unit-types">
        {units.map((unit) => {
          const floors = floorsText(unit.floorRangeMin, unit.floorRangeMax);
          const facing = facingText(unit.facingDirection);
          const fee = maintenanceFeeText(unit.maintenanceFeePsf);
          const hasPsf = unit.pricePsfFrom !== null || unit.pricePsfTo !== null;
          return (
            <li key={unit.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-base font-semibold text-slate-900">{unit.name}</h3>
                <Badge variant="secondary">{unit.totalCountOfType} units</Badge>
              </div>
              <UnitFact icon={<BedDouble className="size-4 text-slate-400" aria-hidden="true" />}>{bedroomsText(unit)}</UnitFact>
              <UnitFact icon={<Ruler className="size-4 text-slate-400" aria-hidden="true" />}>{formatArea(unit.areaSqftMin, unit.areaSqftMax)}</UnitFact>
              {floors || facing ? <p className="mt-1 pl-5.5 text-sm text-slate-600">{[floors, facing].filter(Boolean).join(" · ")}</p> : null}
              {unit.floorPlanUrl ? (
                <button
                  type="button"
                  onClick={() => setPlan(unit)}
                  onPointerEnter={loadFloorPlanViewer}
                  onFocus={loadFloorPlanViewer}
                  aria-haspopup="dialog"
                  className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-xs font-semibold text-slate-700 hover:border-brand hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <LayoutGrid className="size-3.5" aria-hidden="true" />
                  View floor plan
                  <span className="sr-only"> of {unit.name}</span>
                </button>
              ) : null}
              <div className="mt-auto flex items-end justify-between gap-3 pt-4">
                <div className="flex w-full items-end justify-between gap-3 border-t border-slate-100 pt-4">
                  <div>
                    <p className="text-lg font-semibold tracking-tight text-slate-900">{unitPriceText(unit.indicativePriceFrom)}</p>
                    {hasPsf ? <p className="text-xs text-slate-500">{psfRangeText(unit.pricePsfFrom, unit.pricePsfTo)}</p> : null}
                    {fee ? <p className="text-xs text-slate-500">Maintenance {fee}</p> : null}
                  </div>
                  {unit.indicativePriceFrom !== null ? (
                    <Link
                      to={`?unit=${unit.id}#costs`}
                      preventScrollReset
                      className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
                      aria-label={`Estimate the costs of a ${unit.name}`}
                    >
                      Costs
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {plan?.floorPlanUrl ? (
        <Suspense fallback={null}>
          <FloorPlanViewer
            name={plan.name}
            url={plan.floorPlanUrl}
            caption={`${bedroomsText(plan)} · ${formatArea(plan.areaSqftMin, plan.areaSqftMax)}`}
            onClose={() => setPlan(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
// Amenities and Location are hidden tabs: their code arrives after the page (decision 092).
const loadPanels = () => import("~/features/projects/project-details-panels");
const Amenities = lazy(() => loadPanels().then((module) => ({ default: module.Amenities })));
const Location = lazy(() => loadPanels().then((module) => ({ default: module.Location })));

function AmenitiesPanel({ facilities }: { facilities: ProjectTabsData["facilities"] }) {
  return (
    <Suspense fallback={null}>
      <Amenities facilities={facilities} />
    </Suspense>
  );
}

function LocationPanel(props: LocationProps) {
  return (
    <Suspense fallback={null}>
      <Location {...props} />
    </Suspense>
  );
}

/** The Location panel's props: the owner's name only where the panel asks them about an empty list. */
function locationProps(project: ProjectTabsData, ownerName: string, mapTiles: MapTiles): LocationProps {
  const { name, slug, fullAddress, postalCode, latitude, longitude, transport, schools, amenities, keyDistances } = project;
  return {
    project: { name, slug, fullAddress, postalCode, latitude, longitude, transport, schools, amenities, keyDistances },
    ownerName: transport.length && schools.length ? "" : ownerName,
    mapTiles,
  };
}

function Contact({ project, site }: { project: ProjectTabsData; site: SiteContext }) {
  // A row stored before the link rule (issue 30 item 9) shows no link rather than one to another host.
  const brochureHref = linkHref(project.brochureUrl);
  const whatsapp = whatsappHref(site.ownerWhatsApp);
  return (
    <div className="grid gap-5 lg:grid-cols-[1.2fr_1fr]" data-testid="contact">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <OwnerAvatar name={site.ownerName} image={site.ownerImage} className="size-16" />
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Your consultant</p>
            <p className="truncate text-lg font-semibold text-slate-900">{site.ownerName}</p>
            <p className="truncate text-sm text-slate-600">
              {site.agencyName}
              {site.ceaNumber ? ` · CEA ${site.ceaNumber}` : ""}
            </p>
          </div>
        </div>
        <dl className="mt-6 grid gap-3 text-sm">
          {site.ownerPhone ? (
            <div className="flex items-center gap-3">
              <dt className="flex w-28 shrink-0 items-center gap-2 text-slate-500">
                <Phone className="size-4" aria-hidden="true" /> Direct line
              </dt>
              <dd>
                <a href={telHref(site.ownerPhone)} className="font-medium text-slate-900 hover:text-brand">
                  {site.ownerPhone}
                </a>
              </dd>
            </div>
          ) : null}
          {site.ownerEmail ? (
            <div className="flex items-center gap-3">
              <dt className="flex w-28 shrink-0 items-center gap-2 text-slate-500">
                <Mail className="size-4" aria-hidden="true" /> Email
              </dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${site.ownerEmail}`} className="font-medium text-slate-900 hover:text-brand">
                  {site.ownerEmail}
                </a>
              </dd>
            </div>
          ) : null}
          {whatsapp ? (
            <div className="flex items-center gap-3">
              <dt className="flex w-28 shrink-0 items-center gap-2 text-slate-500">
                <MessageCircle className="size-4" aria-hidden="true" /> WhatsApp
              </dt>
              <dd>
                <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="font-medium text-slate-900 hover:text-brand">
                  {site.ownerWhatsApp}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="flex flex-col justify-center gap-3 rounded-2xl bg-slate-950 p-6 text-white shadow-sm">
        <p className="text-lg font-semibold">Visit the showflat</p>
        <p className="text-sm text-white/70">Private appointments daily, 10am to 7pm. We will confirm your slot by phone.</p>
        <EnquiryButton
          kind="book-viewing"
          title="Book Showflat Visit"
          description={showflatVisitPrompt(site.ownerName, project.name)}
          ownerName={site.ownerName}
          projectSlug={project.slug}
          projectName={project.name}
          fallbackHref={INLINE_VISIT_HREF}
          className={cn(buttonVariants({ variant: "inverse", size: "lg" }), "mt-2")}
        >
          <CalendarCheck aria-hidden="true" />
          Book Showflat Visit
        </EnquiryButton>
        {brochureHref ? (
          <a
            href={brochureHref}
            data-track="brochure"
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ size: "lg" }), "border border-white/25 bg-white/10 hover:bg-white/20")}
          >
            <Download aria-hidden="true" />
            Download Brochure
          </a>
        ) : (
          <div>
            <button type="button" disabled aria-describedby="brochure-note" className={cn(buttonVariants({ size: "lg" }), "w-full border border-white/25 bg-white/10")}>
              <FileX aria-hidden="true" />
              Download Brochure
            </button>
            <p id="brochure-note" className="mt-2 text-xs text-white/80">
              The brochure is not published yet. Register your interest and it will be sent to you.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** Unit Types (default), Amenities, Location and Contact (spec part 1 §2). */
export function ProjectTabs({
  project,
  site,
  mapTiles,
  enquiryButton,
}: {
  project: ProjectTabsData;
  site: SiteContext;
  mapTiles: MapTiles;
  enquiryButton: ComponentType<EnquiryButtonProps>;
}) {
  return (
    <EnquiryButtonContext value={enquiryButton}>
      <Tabs defaultValue="units">
        <TabsList className="grid h-auto w-full grid-cols-2 bg-slate-100 sm:inline-flex sm:w-auto">
          <TabsTrigger value="units" className={trigger}>
            Unit Types
          </TabsTrigger>
          <TabsTrigger value="amenities" className={trigger}>
            Amenities
          </TabsTrigger>
          <TabsTrigger value="location" className={trigger}>
            Location
          </TabsTrigger>
          <TabsTrigger value="contact" className={trigger}>
            Contact
          </TabsTrigger>
        </TabsList>
        <TabsContent value="units" forceMount className={panel}>
          <UnitTypes units={project.unitTypes} />
        </TabsContent>
        <TabsContent value="amenities" forceMount className={panel}>
          <AmenitiesPanel facilities={project.facilities} />
        </TabsContent>
        <TabsContent value="location" forceMount className={panel}>
          <LocationPanel {...locationProps(project, site.ownerName, mapTiles)} />
        </TabsContent>
        <TabsContent value="contact" forceMount className={panel}>
          <Contact project={project} site={site} />
        </TabsContent>
      </Tabs>
    </EnquiryButtonContext>
  );
}
