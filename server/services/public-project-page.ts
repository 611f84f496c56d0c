import { and, eq, sql } from "drizzle-orm";
import { hasPermission, type Role } from "~/domain/permissions";
import { isListedStatus } from "~/domain/project-status";
import type {
  ProjectPhoto,
  PublicProjectPage,
} from "~/domain/public-read-models";
import { isSlug } from "~/domain/slug";
import type { CalculatorUnitType, UnitTypeRow } from "~/domain/unit-type-read-models";
import type { ProjectAvailability } from "~/domain/unit-inventory-read-models";
import type { Database } from "../db/client";
import { projects } from "../db/schema";
import { cacheTags } from "../cache-tags";
import { databaseScope, sharedCache, tagCurrentPage } from "../memory-cache";
import { inventoryFigures, isListed, priceFromCents } from "./public-projects";
import { loadProjectAvailability } from "./internal/project-availability";
import { NotFoundError } from "./errors";

const PROJECT_NOT_FOUND = "This project is not available";

/**
 * The project page's one round trip, built once per database: drizzle's relational query
 * builder costs more than the query itself on the embedded database (decision record 100).
 */
const projectPageQueries = new WeakMap<
  Database,
  ReturnType<typeof prepareProjectPageQuery>
>();

function projectPageQuery(db: Database) {
  let query = projectPageQueries.get(db);
  if (!query) {
    query = prepareProjectPageQuery(db);
    projectPageQueries.set(db, query);
  }
  return query;
}

function prepareProjectPageQuery(db: Database) {
  return db.query.projects
    .findFirst({
      where: eq(projects.slug, sql.placeholder("slug")),
      // The stored "price from" the cards and the listing show (migration 0013), not a second
      // computation of it here: one source for the figure (decision record 102).
      extras: {
        priceFromCents: priceFromCents.as("price_from_cents"),
        ...inventoryFigures,
        inventoryUpdatedAt: sql<string | null>`${projects}.inventory_updated_at`.as("inventory_updated_at"),
      },
      with: {
        developer: { columns: { name: true } },
        buildings: {
          columns: { buildingNumber: true, sitePlanX: true, sitePlanY: true },
          orderBy: (building, { asc }) => [asc(building.buildingNumber)],
        },
        architect: { columns: { name: true } },
        images: {
          columns: { imageUrl: true, altText: true, isArtistImpression: true },
          orderBy: (image, { asc }) => [
            asc(image.sortOrder),
            asc(image.createdAt),
          ],
        },
        unitTypes: {
          columns: {
            id: true,
            name: true,
            bedrooms: true,
            bathrooms: true,
            hasStudy: true,
            areaSqftMin: true,
            areaSqftMax: true,
            totalCountOfType: true,
            indicativePriceFrom: true,
            pricePsfFrom: true,
            pricePsfTo: true,
            maintenanceFeePsf: true,
            floorRangeMin: true,
            floorRangeMax: true,
            facingDirection: true,
            floorPlanUrl: true,
          },
          orderBy: (unit, { asc }) => [
            asc(unit.bedrooms),
            asc(unit.areaSqftMin),
            asc(unit.name),
          ],
        },
        projectFacilities: {
          columns: { id: true },
          with: {
            facility: {
              columns: { name: true, iconClass: true, description: true },
            },
            details: {
              columns: {
                description: true,
                operatingHours: true,
                capacity: true,
                specifications: true,
                maintenanceSchedule: true,
                bookingRequired: true,
                ageRestrictions: true,
                additionalCharges: true,
              },
            },
          },
        },
        nearbyTransport: {
          columns: {
            id: true,
            transportType: true,
            name: true,
            distanceKm: true,
            walkingTimeMinutes: true,
            latitude: true,
            longitude: true,
          },
          orderBy: (t, { asc }) => [asc(t.distanceKm)],
        },
        nearbySchools: {
          columns: {
            id: true,
            schoolName: true,
            schoolType: true,
            distanceKm: true,
            latitude: true,
            longitude: true,
          },
          orderBy: (s, { asc }) => [asc(s.distanceKm)],
        },
        nearbyAmenities: {
          columns: {
            id: true,
            name: true,
            amenityType: true,
            distanceKm: true,
            walkingTimeMinutes: true,
            drivingTimeMinutes: true,
            description: true,
            latitude: true,
            longitude: true,
          },
          orderBy: (a, { asc }) => [asc(a.distanceKm)],
        },
        keyDistances: {
          columns: {
            id: true,
            destinationName: true,
            distanceKm: true,
            drivingTimeMinutes: true,
            publicTransportTimeMinutes: true,
          },
          orderBy: (k, { asc }) => [asc(k.distanceKm)],
        },
      },
    })
    .prepare("public_project_page");
}

type ProjectPageRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof prepareProjectPageQuery>["execute"]>>
>;

/**
 * Project pages' read models by slug, shared by every site: with a thousand realtor sites, the
 * per-host page cache misses far more often than this does. Dropped by a write to the project
 * (tag project(id)) or to the facility options and developers it names (projectOptions), so an
 * edit shows at once.
 */
const PROJECT_PAGE_TTL_MS = 60_000;
const projectPages = sharedCache<PublicProjectPage | null>(
  "project-page-read-models",
  PROJECT_PAGE_TTL_MS,
  1_000,
);

/**
 * One project by slug with all its relations, in one round trip. Visitors see listed
 * projects only; a viewer who may view projects (administrators, realtors) also previews an
 * unlisted one. NotFoundError when there is nothing to show: the page answers 404. The slug is matched
 * in lower case; one that no project could have (a stray '%00', spaces) is not looked up.
 */
export async function getProjectPage(
  db: Database,
  slug: string,
  viewer: { role: Role } | null,
): Promise<PublicProjectPage> {
  const key = slug.toLowerCase();
  if (!isSlug(key)) throw new NotFoundError(PROJECT_NOT_FOUND);
  const page = await projectPages.getOrLoad(
    `${databaseScope(db)}:${key}`,
    async () => {
      const row = await projectPageQuery(db).execute({ slug: key });
      if (!row) return null;
      // Relational queries leave extras undecoded: PostgreSQL sends these as text.
      const availability = Number(row.inventoryUnits) > 0 ? await loadProjectAvailability(db, { id: row.id, inventoryUpdatedAt: row.inventoryUpdatedAt }, row.unitTypes) : null;
      return projectPageReadModel(row, availability);
    },
    {
      // Slugs that match nothing are not kept: made-up URLs must not push real pages out.
      keep: (found) => found !== null,
      // A slug no project has (yet) is answered anew once a project write drops the lists.
      tags: (found) => (found ? [cacheTags.project(found.id), cacheTags.projectOptions] : [cacheTags.projectLists]),
    },
  );
  if (!page || (!page.listed && !(viewer && hasPermission(viewer.role, "projectViewing")))) throw new NotFoundError(PROJECT_NOT_FOUND);
  return page;
}

function projectPageReadModel(row: ProjectPageRow, availability: ProjectAvailability | null): PublicProjectPage {
  const listed = isListedStatus(row.status);

  // The banner first: with its image row's caption and marking when it is also one of the images.
  const photos: ProjectPhoto[] = [];
  const bannerImage = row.images.find(
    (image) => image.imageUrl === row.bannerImageUrl,
  );
  if (row.bannerImageUrl) {
    photos.push({
      url: row.bannerImageUrl,
      alt: bannerImage?.altText || `${row.name} exterior`,
      artistImpression: bannerImage?.isArtistImpression ?? false,
    });
  }
  for (const image of row.images) {
    if (image.imageUrl !== row.bannerImageUrl)
      photos.push({
        url: image.imageUrl,
        alt: image.altText || `${row.name} photo`,
        artistImpression: image.isArtistImpression,
      });
  }

  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    listed,
    propertyType: row.propertyType,
    shortDescription: row.shortDescription,
    fullAddress: row.fullAddress,
    postalCode: row.postalCode,
    district: row.district,
    neighbourhood: row.neighbourhood,
    urbanPlanningRegion: row.urbanPlanningRegion,
    coreRegion: row.coreRegion,
    tenure: row.tenure,
    totalUnits: row.totalUnits,
    percentageSold: row.percentageSold,
    topYearActual: row.topYearActual,
    topDateEstimate: row.topDateEstimate,
    launchYear: row.launchYear,
    bannerImageUrl: row.bannerImageUrl,
    brochureUrl: row.brochureUrl,
    latitude: row.latitude,
    longitude: row.longitude,
    siteAreaSqft: row.siteAreaSqft,
    numberOfBlocks: row.numberOfBlocks,
    maxStoreys: row.maxStoreys,
    totalCarParks: row.totalCarParks,
    highlights: row.highlights,
    developerName: row.developer?.name ?? null,
    architectName: row.architect?.name ?? null,
    photos,
    unitTypes: row.unitTypes,
    facilities: row.projectFacilities
      .map((selection) => ({
        id: selection.id,
        name: selection.facility.name,
        iconClass: selection.facility.iconClass,
        description:
          selection.details?.description ?? selection.facility.description,
        operatingHours: selection.details?.operatingHours ?? null,
        capacity: selection.details?.capacity ?? null,
        specifications: selection.details?.specifications ?? null,
        maintenanceSchedule: selection.details?.maintenanceSchedule ?? null,
        bookingRequired: selection.details?.bookingRequired ?? false,
        ageRestrictions: selection.details?.ageRestrictions ?? null,
        additionalCharges: selection.details?.additionalCharges ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    transport: row.nearbyTransport,
    schools: row.nearbySchools,
    amenities: row.nearbyAmenities,
    keyDistances: row.keyDistances,
    // Relational queries leave extras undecoded: PostgreSQL sends a bigint as text.
    priceFromCents: row.priceFromCents === null ? null : Number(row.priceFromCents),
    priceFromPsfCents: row.priceFromPsfCents === null ? null : Number(row.priceFromPsfCents),
    inventoryUnits: Number(row.inventoryUnits),
    inventoryAvailable: Number(row.inventoryAvailable),
    availability,
    sitePlan:
      row.sitePlanUrl && row.sitePlanWidth && row.sitePlanHeight
        ? {
            url: row.sitePlanUrl,
            width: row.sitePlanWidth,
            height: row.sitePlanHeight,
            markers: row.buildings.flatMap(({ buildingNumber, sitePlanX: x, sitePlanY: y }) => (x === null || y === null ? [] : [{ buildingNumber, x, y }])),
          }
        : null,
  };
}

export interface ProjectPricing {
  name: string;
  slug: string;
  executiveCondominium: boolean;
  /** The priced unit types, cheapest layout first as the project page lists them. */
  unitTypes: CalculatorUnitType[];
}

/** What /calculator?project= prefills from: a listed project's type and priced unit types. */
export async function getProjectPricing(
  db: Database,
  slug: string,
): Promise<ProjectPricing | null> {
  const key = slug.toLowerCase();
  if (!isSlug(key)) return null;
  const row = await db.query.projects.findFirst({
    where: and(eq(projects.slug, key), isListed),
    columns: { id: true, name: true, slug: true, propertyType: true },
    with: {
      unitTypes: {
        columns: { id: true, name: true, indicativePriceFrom: true },
        orderBy: (unit, { asc }) => [
          asc(unit.bedrooms),
          asc(unit.areaSqftMin),
          asc(unit.name),
        ],
      },
    },
  });
  // The calculator page shows it: dropped with the project, or when a project write may list it.
  tagCurrentPage(row ? cacheTags.project(row.id) : cacheTags.projectLists);
  if (!row) return null;
  return {
    name: row.name,
    slug: row.slug,
    executiveCondominium: row.propertyType === "Executive Condominium",
    unitTypes: calculatorUnitTypes(row.unitTypes),
  };
}

/** Unit types with a price, in dollars, for the costs calculator's choice. */
export function calculatorUnitTypes(
  units: Pick<UnitTypeRow, "id" | "name" | "indicativePriceFrom">[],
): CalculatorUnitType[] {
  return units.flatMap((unit) =>
    unit.indicativePriceFrom === null
      ? []
      : [
          {
            id: unit.id,
            name: unit.name,
            price: unit.indicativePriceFrom / 100,
          },
        ],
  );
}
