import type { DemoFacilityKey } from "./data/catalogue";
import { KEY_DESTINATIONS, demoBrochureUrl, type DemoProject, type UnitMix } from "./data/projects";
import { PROJECT_SCENES, demoImageUrl } from "./data/demo-images";
import { STATION_POSITIONS } from "./data/station-positions";
import { linesOfStationNamed, straightLineMetres, WALKING_METRES_PER_MINUTE } from "~/domain/rail-stations";
import { railStationDataset } from "../../open-data/rail-stations";
import type { FacingDirection } from "../../../app/domain/schemas/unit-type";
import type { unitTypes } from "../schema";

// Pure builders that turn one project's compact data into its child rows. Everything is derived
// from the project's own fields and its position in the list, so the seed is deterministic.

/** The ids of the catalogue rows a project row points at. */
export interface ProjectCatalogueIds {
  developerId: string;
  architectId: string;
  projectSetId: string;
}

/** The projects row of a demo project (the scale bench's copies are made from it too). */
export function projectRowFor(project: DemoProject, index: number, ids: ProjectCatalogueIds, daysAgo: (days: number) => Date) {
  const month = String((index % 12) + 1).padStart(2, "0");
  const day = String(1 + ((index * 7) % 27)).padStart(2, "0");
  const completed = project.status === "Completed" || project.status === "Sold Out";
  return {
    name: project.name,
    slug: project.slug,
    status: project.status,
    propertyType: project.propertyType,
    shortDescription: project.shortDescription,
    fullAddress: `${project.streetNumber} ${project.street}, Singapore ${project.postalCode}`,
    postalCode: project.postalCode,
    district: `District ${project.district}`,
    neighbourhood: project.neighbourhood,
    coreRegion: project.coreRegion,
    urbanPlanningRegion: project.region,
    tenure: project.tenure,
    totalUnits: project.totalUnits,
    percentageSold: project.percentageSold,
    ...ids,
    launchYear: project.launchYear,
    completedYear: completed ? project.topYear : null,
    bannerImageUrl: imagesFor(project, index)[0].imageUrl,
    brochureUrl: demoBrochureUrl(project.slug),
    latitude: project.latitude,
    longitude: project.longitude,
    launchDate: `${project.launchYear}-${month}-${day}`,
    topDateEstimate: `${project.topYear}-${month}-28`,
    topDateActual: completed ? `${project.topYear}-${month}-28` : null,
    // The public pages read only top_year_actual ('TOP {year}'), so it carries the expected year until TOP.
    topYearActual: project.topYear,
    constructionStartDate: project.status === "Planning" ? null : `${project.launchYear}-${month}-01`,
    estimatedCompletionDate: `${project.topYear}-${month}-28`,
    siteAreaSqft: project.siteAreaSqft,
    numberOfBlocks: project.blocks,
    maxStoreys: project.maxStoreys,
    totalCarParks: Math.round(project.totalUnits * (project.coreRegion === "OCR" ? 1.05 : 0.9)),
    highlights: project.highlights,
    isFeatured: project.featured,
    createdAt: daysAgo(project.createdDaysAgo),
    updatedAt: daysAgo(Math.max(0, project.createdDaysAgo - 1)),
  };
}

interface UnitTemplate {
  name: string;
  bedrooms: number;
  bathrooms: number;
  hasStudy: boolean;
  areaMin: number;
  areaMax: number;
  /** Price per square foot relative to the project's three-bedroom psf. */
  psfFactor: number;
  /** Share of the project's units. */
  share: number;
  balcony: number;
  acLedge: number;
  shelter: number;
  topFloorsOnly?: boolean;
}

const t = (
  name: string, bedrooms: number, bathrooms: number, hasStudy: boolean, areaMin: number, areaMax: number,
  psfFactor: number, share: number, balcony: number, acLedge: number, shelter: number, topFloorsOnly = false,
): UnitTemplate => ({ name, bedrooms, bathrooms, hasStudy, areaMin, areaMax, psfFactor, share, balcony, acLedge, shelter, topFloorsOnly });

const UNIT_MIXES: Record<UnitMix, UnitTemplate[]> = {
  city: [
    t("1 Bedroom", 1, 1, false, 474, 517, 1.08, 0.22, 43, 22, 32),
    t("1 Bedroom + Study", 1, 1, true, 527, 581, 1.07, 0.15, 43, 22, 32),
    t("2 Bedroom", 2, 2, false, 635, 710, 1.03, 0.28, 54, 32, 32),
    t("3 Bedroom", 3, 2, false, 958, 1098, 1.0, 0.25, 86, 43, 43),
    t("4 Bedroom", 4, 3, false, 1313, 1453, 0.97, 0.1, 118, 54, 43),
  ],
  family: [
    t("1 Bedroom + Study", 1, 1, true, 527, 560, 1.08, 0.12, 43, 22, 32),
    t("2 Bedroom", 2, 2, false, 678, 721, 1.03, 0.25, 54, 32, 32),
    t("3 Bedroom", 3, 2, false, 936, 1012, 1.0, 0.3, 86, 43, 43),
    t("3 Bedroom Premium", 3, 3, false, 1066, 1141, 0.99, 0.13, 97, 43, 43),
    t("4 Bedroom", 4, 3, false, 1249, 1356, 0.97, 0.14, 118, 54, 43),
    t("5 Bedroom", 5, 4, false, 1539, 1658, 0.95, 0.06, 140, 65, 54),
  ],
  luxury: [
    t("1 Bedroom", 1, 1, false, 560, 624, 1.08, 0.15, 54, 22, 32),
    t("2 Bedroom", 2, 2, false, 840, 947, 1.03, 0.3, 75, 32, 43),
    t("3 Bedroom", 3, 3, false, 1259, 1475, 1.0, 0.3, 108, 43, 43),
    t("4 Bedroom", 4, 4, false, 1905, 2110, 0.98, 0.2, 151, 54, 54),
    t("Penthouse", 5, 5, false, 3100, 3650, 1.1, 0.05, 377, 65, 54, true),
  ],
  ec: [
    t("3 Bedroom", 3, 2, false, 915, 990, 1.0, 0.35, 86, 43, 43),
    t("3 Bedroom + Study", 3, 2, true, 1012, 1055, 0.99, 0.25, 97, 43, 43),
    t("4 Bedroom", 4, 3, false, 1152, 1238, 0.97, 0.28, 118, 54, 43),
    t("5 Bedroom", 5, 4, false, 1410, 1475, 0.95, 0.12, 129, 54, 54),
  ],
};

/** Monthly maintenance fee per sqft, in cents. */
const MAINTENANCE_CENTS: Record<UnitMix, number> = { luxury: 45, city: 40, family: 35, ec: 32 };

const FACINGS: readonly FacingDirection[][] = [
  ["North", "South"],
  ["East", "Southeast"],
  ["South", "Southwest"],
  ["North", "Northeast"],
  ["West", "Northwest"],
  ["East", "West"],
];

export interface BuildingRow {
  buildingNumber: number;
  buildingAddress: string;
  postalCode: string;
}

export function buildingsFor(project: DemoProject): BuildingRow[] {
  return Array.from({ length: project.blocks }, (_, i) => ({
    buildingNumber: i + 1,
    buildingAddress: `${project.streetNumber + i * 2} ${project.street}, Singapore ${postalCodeFor(project, i)}`,
    postalCode: postalCodeFor(project, i),
  }));
}

function postalCodeFor(project: DemoProject, blockIndex: number): string {
  return String(Number(project.postalCode) + blockIndex).padStart(6, "0");
}

/** A demo unit type's columns, its building by index into buildingsFor(project). */
export type DemoUnitType = Omit<typeof unitTypes.$inferInsert, "id" | "projectId" | "buildingId"> & { buildingIndex: number };

/** Unit types with prices in cents: the price from is the smallest unit at its psf, to the S$1,000. */
export function unitTypesFor(project: DemoProject, projectIndex: number): DemoUnitType[] {
  const templates = UNIT_MIXES[project.mix];
  let remaining = project.totalUnits;
  return templates.map((unit, i) => {
    const isLast = i === templates.length - 1;
    const count = isLast ? Math.max(1, remaining) : Math.max(1, Math.round(project.totalUnits * unit.share));
    remaining -= count;
    const psf = project.psf * unit.psfFactor;
    const priceDollars = Math.round((unit.areaMin * psf) / 1000) * 1000;
    return {
      buildingIndex: i % project.blocks,
      name: unit.name,
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      hasStudy: unit.hasStudy,
      areaSqftMin: unit.areaMin,
      areaSqftMax: unit.areaMax,
      totalCountOfType: count,
      indicativePriceFrom: priceDollars * 100,
      pricePsfFrom: Math.round(psf * 0.98) * 100,
      pricePsfTo: Math.round(psf * 1.07) * 100,
      maintenanceFeePsf: MAINTENANCE_CENTS[project.mix],
      balconySqft: unit.balcony,
      airConLedgeSqft: unit.acLedge,
      householdShelterSqft: unit.shelter,
      floorRangeMin: unit.topFloorsOnly ? project.maxStoreys - 1 : 2,
      floorRangeMax: unit.topFloorsOnly ? project.maxStoreys : Math.max(2, project.maxStoreys - 2),
      facingDirection: FACINGS[(projectIndex + i) % FACINGS.length],
    };
  });
}

const CORE_FACILITIES: readonly DemoFacilityKey[] = ["pool", "gym", "bbq", "security", "parking", "garden"];
const EXTRA_FACILITIES: readonly DemoFacilityKey[] = [
  "tennis", "clubhouse", "playground", "function-room", "steam", "jacuzzi", "kids-pool", "yoga", "ev", "sky-garden",
];

/** The six facilities with their own icons, plus two or three extras that rotate through the list. */
export function facilitiesFor(project: DemoProject, projectIndex: number): DemoFacilityKey[] {
  const extras = 2 + (projectIndex % 2);
  const chosen = new Set<DemoFacilityKey>(CORE_FACILITIES);
  for (let i = 0; i < extras; i++) chosen.add(EXTRA_FACILITIES[(projectIndex * 3 + i) % EXTRA_FACILITIES.length]);
  if (project.mix === "luxury") chosen.add("sky-garden").add("jacuzzi");
  if (project.mix === "family" || project.mix === "ec") chosen.add("playground");
  return [...chosen];
}

const EXTERIOR_SCENES = PROJECT_SCENES.filter((scene) => scene.exterior);
const INTERIOR_SCENES = PROJECT_SCENES.filter((scene) => !scene.exterior);

export interface ImageRow {
  imageUrl: string;
  altText: string;
  isArtistImpression: boolean;
  sortOrder: number;
  width: number;
  height: number;
}

/** Four images, the banner (an exterior view) first; all generated renders, so artist's impressions. */
export function imagesFor(project: DemoProject, projectIndex: number): ImageRow[] {
  const scenes = [
    EXTERIOR_SCENES[projectIndex % EXTERIOR_SCENES.length],
    INTERIOR_SCENES[projectIndex % INTERIOR_SCENES.length],
    INTERIOR_SCENES[(projectIndex + 3) % INTERIOR_SCENES.length],
    EXTERIOR_SCENES[(projectIndex + 3) % EXTERIOR_SCENES.length],
  ];
  return scenes.map((scene, i) => ({
    imageUrl: demoImageUrl("projects", scene.key, 1600),
    altText: `${project.name}: ${scene.alt.charAt(0).toLowerCase()}${scene.alt.slice(1)}`,
    isArtistImpression: true,
    sortOrder: i,
    width: 1600,
    height: 1000,
  }));
}

const walkingMinutes = (km: number) => Math.max(1, Math.round((km * 1000) / WALKING_METRES_PER_MINUTE));

export interface TransportRow {
  transportType: "MRT" | "LRT" | "Bus";
  name: string;
  distanceKm: number;
  walkingTimeMinutes: number;
  lines: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The project's rail stations (placed on the map where their position is known) and the bus stop on its own street. */
export function transportFor(project: DemoProject, projectIndex: number): TransportRow[] {
  const busKm = 0.1 + 0.05 * (projectIndex % 3);
  return [
    ...project.transport.map(([transportType, name, km]) => ({
      transportType,
      name,
      distanceKm: km,
      walkingTimeMinutes: walkingMinutes(km),
      lines: linesOfStationNamed(name, railStationDataset().stations),
      latitude: STATION_POSITIONS[name]?.[0] ?? null,
      longitude: STATION_POSITIONS[name]?.[1] ?? null,
    })),
    {
      transportType: "Bus" as const,
      name: `Bus stop along ${project.street}`,
      distanceKm: busKm,
      walkingTimeMinutes: walkingMinutes(busKm),
      lines: [],
      latitude: null,
      longitude: null,
    },
  ];
}

export interface AmenityRow {
  name: string;
  amenityType: DemoProject["amenities"][number][1];
  distanceKm: number;
  walkingTimeMinutes: number | null;
  drivingTimeMinutes: number;
  description: string | null;
}

export function amenitiesFor(project: DemoProject): AmenityRow[] {
  return project.amenities.map(([name, amenityType, km]) => ({
    name,
    amenityType,
    distanceKm: km,
    walkingTimeMinutes: km <= 1.5 ? walkingMinutes(km) : null,
    drivingTimeMinutes: Math.max(2, Math.round(km * 2.2 + 2)),
    description: null,
  }));
}

export interface KeyDistanceRow {
  destinationName: string;
  distanceKm: number;
  drivingTimeMinutes: number;
  publicTransportTimeMinutes: number;
}

/** Road distance estimated as 1.25 times the straight line; times from typical speeds. */
export function keyDistancesFor(project: DemoProject): KeyDistanceRow[] {
  return KEY_DESTINATIONS.map((destination) => {
    const km = Math.round((straightLineMetres(project, destination) / 1000) * 1.25 * 10) / 10;
    return {
      destinationName: destination.name,
      distanceKm: km,
      drivingTimeMinutes: Math.round((km / 40) * 60 + 4),
      publicTransportTimeMinutes: Math.round((km / 22) * 60 + 12),
    };
  });
}
