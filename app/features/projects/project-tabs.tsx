import { ArrowRight, BedDouble, CalendarCheck, Compass, Download, FileX, GraduationCap, Layers, Mail, MapPin, Maximize2, MessageCircle, Navigation, Phone, Ruler, ShoppingBag, TrainFront } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link } from "react-router";
import { FacilityIcon } from "~/components/facility-icon";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { formatArea, formatKm, formatMinutes } from "~/domain/format";
import type { PublicFacility, PublicProjectPage, PublicUnitType } from "~/domain/public-read-models";
import { groupSchoolsByBand, SCHOOL_DISTANCE_NOTE } from "~/domain/school-distance";
import { bedroomsText, facingText, floorsText, maintenanceFeeText, psfRangeText } from "~/domain/unit-type-text";
import { addressWithPostalCode, telHref, whatsappHref } from "~/domain/singapore";
import type { SiteContext } from "~/domain/site-context";
import { EnquiryDialog } from "~/features/enquiries/enquiry-dialog";
import { INLINE_ENQUIRY_HREF, INLINE_VISIT_HREF } from "~/features/enquiries/inline-enquiry";
import { OwnerAvatar } from "~/features/projects/owner-avatar";
import type { MapPlace, MapTiles } from "~/features/projects/project-map";
import { showflatVisitPrompt, unitPriceText } from "~/features/projects/project-text";

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

/** The stations and schools with a known position, for the map. */
function mapPlacesOf(project: Pick<ProjectTabsData, "transport" | "schools">): MapPlace[] {
  const places: MapPlace[] = [];
  for (const stop of project.transport) {
    if (stop.latitude === null || stop.longitude === null || (stop.transportType !== "MRT" && stop.transportType !== "LRT")) continue;
    places.push({ id: stop.id, kind: "station", name: stop.name, latitude: stop.latitude, longitude: stop.longitude, distance: formatKm(stop.distanceKm) });
  }
  for (const school of project.schools) {
    if (school.latitude === null || school.longitude === null) continue;
    places.push({ id: school.id, kind: "school", name: school.schoolName, latitude: school.latitude, longitude: school.longitude, distance: formatKm(school.distanceKm) });
  }
  return places;
}

// The map sits in a hidden tab below the fold: its code is a chunk of its own (the server still
// renders its placeholder into the page), and the map library a further one it loads on sight.
const ProjectMap = lazy(() => import("~/features/projects/project-map").then((module) => ({ default: module.ProjectMap })));

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
              {floors ? <UnitFact icon={<Layers className="size-4 text-slate-400" aria-hidden="true" />}>{floors}</UnitFact> : null}
              {facing ? <UnitFact icon={<Compass className="size-4 text-slate-400" aria-hidden="true" />}>{facing}</UnitFact> : null}
              {unit.floorPlanUrl ? (
                <button
                  type="button"
                  onClick={() => setPlan(unit)}
                  onPointerEnter={loadFloorPlanViewer}
                  onFocus={loadFloorPlanViewer}
                  aria-haspopup="dialog"
                  className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full border border-slate-200 px-3 py-1 text-xs font-semibold text-slate-700 hover:border-brand hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                >
                  <Maximize2 className="size-3.5" aria-hidden="true" />
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

/** The details an administrator configured, as short facts under the facility's name. */
function facilityFacts(facility: PublicFacility): string[] {
  const facts: string[] = [];
  if (facility.operatingHours) facts.push(facility.operatingHours);
  if (facility.capacity !== null) facts.push(`Capacity ${facility.capacity}`);
  if (facility.bookingRequired) facts.push("Booking required");
  if (facility.ageRestrictions) facts.push(facility.ageRestrictions);
  if (facility.additionalCharges) facts.push(facility.additionalCharges);
  return facts;
}

function Amenities({ facilities }: { facilities: PublicFacility[] }) {
  if (!facilities.length) return <EmptyNote>The facilities list is being finalised with the developer.</EmptyNote>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="amenities">
      {facilities.map((facility) => {
        const facts = facilityFacts(facility);
        return (
          <li key={facility.id} className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <FacilityIcon iconClass={facility.iconClass} className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{facility.name}</p>
              {facility.description ? <p className="mt-0.5 text-sm text-slate-600">{facility.description}</p> : null}
              {facility.specifications ? <p className="mt-0.5 text-sm text-slate-600">{facility.specifications}</p> : null}
              {facts.length ? (
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {facts.map((fact) => (
                    <li key={fact} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {fact}
                    </li>
                  ))}
                </ul>
              ) : null}
              {facility.maintenanceSchedule ? <p className="mt-1.5 text-xs text-slate-500">Maintenance: {facility.maintenanceSchedule}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An empty location list: rather than a stub, the question a buyer would ask, answered by the
 * site's owner through the enquiry dialog (the page's inline form before JavaScript loads).
 */
function AskOwner({ project, site, label, prompt, question }: { project: ProjectTabsData; site: SiteContext; label: string; prompt: string; question: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
      <p className="text-sm text-slate-600">{prompt}</p>
      <EnquiryDialog
        kind="register-interest"
        title={label}
        description={prompt}
        ownerName={site.ownerName}
        projectSlug={project.slug}
        projectName={project.name}
        defaultMessage={question}
        submitLabel="Send Question"
        fallbackHref={INLINE_ENQUIRY_HREF}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-4")}
      >
        <MessageCircle aria-hidden="true" />
        {label}
      </EnquiryDialog>
    </div>
  );
}

function LocationBlock({ title, icon, children }: { title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand/10 text-brand">{icon}</span>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ primary, secondary, values }: { primary: string; secondary?: string | null; values: string[] }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{primary}</p>
        {secondary ? <p className="text-xs text-slate-500">{secondary}</p> : null}
      </div>
      <p className="shrink-0 text-right text-sm text-slate-600">
        {values.map((value) => (
          <span key={value} className="block">
            {value}
          </span>
        ))}
      </p>
    </li>
  );
}

function Location({ project, site, mapTiles }: { project: ProjectTabsData; site: SiteContext; mapTiles: MapTiles }) {
  const places = useMemo(() => mapPlacesOf(project), [project]);
  return (
    <div className="grid gap-5" data-testid="location">
      <p className="flex items-start gap-2 text-slate-700">
        <MapPin className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden="true" />
        <span>{addressWithPostalCode(project.fullAddress, project.postalCode)}</span>
      </p>
      {project.latitude !== null && project.longitude !== null ? (
        <Suspense fallback={null}>
          <ProjectMap name={project.name} latitude={project.latitude} longitude={project.longitude} places={places} tiles={mapTiles} />
        </Suspense>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2">
        <LocationBlock title="Transportation" icon={<TrainFront className="size-4" aria-hidden="true" />}>
          {project.transport.length ? (
            <ul className="divide-y divide-slate-100">
              {project.transport.map((stop) => (
                <Row key={stop.id} primary={stop.name} secondary={stop.transportType} values={[formatKm(stop.distanceKm), `${formatMinutes(stop.walkingTimeMinutes)} walk`]} />
              ))}
            </ul>
          ) : (
            <AskOwner
              project={project}
              site={site}
              label="Ask about transport"
              prompt={`Ask ${site.ownerName} about MRT stations and bus services near ${project.name}.`}
              question={`Which MRT stations and bus services are near ${project.name}, and how long is the walk to each?`}
            />
          )}
        </LocationBlock>
        <LocationBlock title="Nearby Schools" icon={<GraduationCap className="size-4" aria-hidden="true" />}>
          {project.schools.length ? (
            <div className="grid gap-4" data-testid="schools">
              {groupSchoolsByBand(project.schools).map((group) => (
                <div key={group.band}>
                  <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{group.label}</h4>
                  <ul className="divide-y divide-slate-100">
                    {group.schools.map((school) => (
                      <Row key={school.id} primary={school.schoolName} secondary={school.schoolType} values={[formatKm(school.distanceKm)]} />
                    ))}
                  </ul>
                </div>
              ))}
              <p className="text-xs leading-relaxed text-slate-500">{SCHOOL_DISTANCE_NOTE}</p>
            </div>
          ) : (
            <AskOwner
              project={project}
              site={site}
              label="Ask about schools"
              prompt={`Ask ${site.ownerName} which schools are near ${project.name}, including primary schools within 1 km.`}
              question={`Which schools are near ${project.name}? Are any primary schools within 1 km?`}
            />
          )}
        </LocationBlock>
        {project.amenities.length ? (
          <LocationBlock title="Nearby Amenities" icon={<ShoppingBag className="size-4" aria-hidden="true" />}>
            <ul className="divide-y divide-slate-100">
              {project.amenities.map((amenity) => (
                <Row
                  key={amenity.id}
                  primary={amenity.name}
                  secondary={amenity.description ? `${amenity.amenityType} · ${amenity.description}` : amenity.amenityType}
                  values={[
                    formatKm(amenity.distanceKm),
                    amenity.walkingTimeMinutes !== null ? `${formatMinutes(amenity.walkingTimeMinutes)} walk` : `${formatMinutes(amenity.drivingTimeMinutes)} drive`,
                  ]}
                />
              ))}
            </ul>
          </LocationBlock>
        ) : null}
        {project.keyDistances.length ? (
          <LocationBlock title="Key Distances" icon={<Navigation className="size-4" aria-hidden="true" />}>
            <ul className="divide-y divide-slate-100">
              {project.keyDistances.map((destination) => (
                <Row
                  key={destination.id}
                  primary={destination.destinationName}
                  values={[
                    formatKm(destination.distanceKm),
                    `${formatMinutes(destination.drivingTimeMinutes)} drive`,
                    `${formatMinutes(destination.publicTransportTimeMinutes)} by public transport`,
                  ]}
                />
              ))}
            </ul>
          </LocationBlock>
        ) : null}
      </div>
    </div>
  );
}

function Contact({ project, site }: { project: ProjectTabsData; site: SiteContext }) {
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
        <EnquiryDialog
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
        </EnquiryDialog>
        {project.brochureUrl ? (
          <a
            href={project.brochureUrl}
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
export function ProjectTabs({ project, site, mapTiles }: { project: ProjectTabsData; site: SiteContext; mapTiles: MapTiles }) {
  return (
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
        <Amenities facilities={project.facilities} />
      </TabsContent>
      <TabsContent value="location" forceMount className={panel}>
        <Location project={project} site={site} mapTiles={mapTiles} />
      </TabsContent>
      <TabsContent value="contact" forceMount className={panel}>
        <Contact project={project} site={site} />
      </TabsContent>
    </Tabs>
  );
}
