import { GraduationCap, MapPin, MessageCircle, Navigation, ShoppingBag, TrainFront } from "lucide-react";
import { lazy, Suspense, useMemo } from "react";
import { FacilityIcon } from "~/components/facility-icon";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatKm, formatMinutes } from "~/domain/format";
import { hasMapPosition, isMapStation } from "~/domain/project-map-places";
import type { PublicFacility } from "~/domain/facility-read-models";
import { groupSchoolsByBand, SCHOOL_DISTANCE_NOTE } from "~/domain/school-distance";
import { addressWithPostalCode } from "~/domain/singapore";
import { EnquiryButton } from "~/features/projects/enquiry-button";
import { INLINE_ENQUIRY_HREF } from "~/domain/inline-enquiry";
import type { MapPlace, MapTiles } from "~/features/projects/project-map";
import type { ProjectTabsData } from "~/features/projects/project-tabs";

// The Amenities and Location panels of the project page: hidden tabs, so their code is a chunk
// of its own that hydrates after the page; the server renders them whole into the HTML.

function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{children}</p>;
}

/** The stations, schools and amenities with a known position, for the map. */
function mapPlacesOf(project: Pick<ProjectTabsData, "transport" | "schools" | "amenities">): MapPlace[] {
  const places: MapPlace[] = [];
  for (const stop of project.transport) {
    if (!hasMapPosition(stop) || !isMapStation(stop.transportType)) continue;
    places.push({ id: stop.id, kind: "station", name: stop.name, latitude: stop.latitude, longitude: stop.longitude, distance: formatKm(stop.distanceKm) });
  }
  for (const school of project.schools) {
    if (!hasMapPosition(school)) continue;
    places.push({ id: school.id, kind: "school", name: school.schoolName, latitude: school.latitude, longitude: school.longitude, distance: formatKm(school.distanceKm) });
  }
  for (const amenity of project.amenities) {
    if (!hasMapPosition(amenity)) continue;
    places.push({ id: amenity.id, kind: "amenity", name: amenity.name, latitude: amenity.latitude, longitude: amenity.longitude, distance: formatKm(amenity.distanceKm) });
  }
  return places;
}

// The map sits in a hidden tab below the fold: its code is a chunk of its own (the server still
// renders its placeholder into the page), and the map library a further one it loads on sight.
const ProjectMap = lazy(() => import("~/features/projects/project-map").then((module) => ({ default: module.ProjectMap })));

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

export function Amenities({ facilities }: { facilities: PublicFacility[] }) {
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
function AskOwner({ project, ownerName, label, prompt, question }: { project: LocationData; ownerName: string; label: string; prompt: string; question: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
      <p className="text-sm text-slate-600">{prompt}</p>
      <EnquiryButton
        kind="register-interest"
        title={label}
        description={prompt}
        ownerName={ownerName}
        projectSlug={project.slug}
        projectName={project.name}
        defaultMessage={question}
        submitLabel="Send Question"
        fallbackHref={INLINE_ENQUIRY_HREF}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-4")}
      >
        <MessageCircle aria-hidden="true" />
        {label}
      </EnquiryButton>
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

/** What the Location panel shows of a project. */
export type LocationData = Pick<
  ProjectTabsData,
  "name" | "slug" | "fullAddress" | "postalCode" | "latitude" | "longitude" | "transport" | "schools" | "amenities" | "keyDistances"
>;

export interface LocationProps {
  project: LocationData;
  /** The site's owner where the panel asks them about an empty list, else empty: then the panel is the same on every site. */
  ownerName: string;
  mapTiles: MapTiles;
}

export function Location({ project, ownerName, mapTiles }: LocationProps) {
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
              ownerName={ownerName}
              label="Ask about transport"
              prompt={`Ask ${ownerName} about MRT stations and bus services near ${project.name}.`}
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
              ownerName={ownerName}
              label="Ask about schools"
              prompt={`Ask ${ownerName} which schools are near ${project.name}, including primary schools within 1 km.`}
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

