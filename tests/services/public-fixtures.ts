import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client";
import { renderPostBody } from "#server/markdown";
import {
  agencies,
  blogs,
  developers,
  facilities,
  keyDistances,
  nearbyAmenities,
  nearbySchools,
  nearbyTransport,
  projectBuildings,
  projectFacilities,
  projectImages,
  projects,
  realtors,
  realtorSiteBranding,
  sitePermissions,
  unitTypes,
  userProfiles,
} from "#server/db/schema";
import type { Role } from "~/domain/permissions";
import type { ProjectStatus, PropertyType } from "~/domain/schemas/project";
import type { CoreRegion, UrbanPlanningRegion } from "~/domain/singapore";

// Small, explicit rows for the public-site service tests: each test sees exactly what it made.

export async function makeUser(db: Database, role: Role, name = `${role} ${randomUUID().slice(0, 6)}`) {
  const [user] = await db
    .insert(userProfiles)
    .values({ email: `${randomUUID().slice(0, 8)}@example.sg`, fullName: name, role })
    .returning();
  return user;
}

export async function makeRealtor(
  db: Database,
  options: { host: string; isLeader?: boolean; status?: "active" | "pending" | "suspended"; name?: string; slug?: string },
) {
  const user = await makeUser(db, options.isLeader ? "leader" : "agent", options.name);
  const [agency] = await db.insert(agencies).values({ name: `Agency ${randomUUID().slice(0, 8)}`, status: "active" }).returning();
  const [realtor] = await db
    .insert(realtors)
    .values({
      userId: user.id,
      agencyId: agency.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: "+6591234567",
      agentSiteUrl: options.host,
      realtorSlug: options.slug ?? `realtor-${randomUUID().slice(0, 8)}`,
      isLeader: options.isLeader ?? false,
      status: options.status ?? "active",
      biography: "Helping families buy new launches since 2012.",
      linkedinUrl: "linkedin.com/in/example",
    })
    .returning();
  return { user, agency, realtor };
}

export async function allowIndexing(db: Database, ownerId: string, host: string, options: { active?: boolean; allow?: boolean } = {}) {
  await db.insert(sitePermissions).values({
    siteUrl: host,
    siteType: "leader",
    ownerId,
    isActive: options.active ?? true,
    allowIndexing: options.allow ?? true,
  });
}

export async function brandRealtor(db: Database, realtorId: string, customCss: string) {
  await db.insert(realtorSiteBranding).values({ realtorId, primaryColor: "#8B5CF6", customCss });
}

let developerId: string | null = null;

export async function makeProject(
  db: Database,
  options: {
    name: string;
    status?: ProjectStatus;
    district?: string;
    neighbourhood?: string;
    region?: UrbanPlanningRegion;
    coreRegion?: CoreRegion;
    propertyType?: PropertyType;
    tenure?: string;
    topYear?: number;
    fullAddress?: string;
    createdAt?: Date;
    isFeatured?: boolean;
  },
) {
  if (!developerId) {
    const [developer] = await db.insert(developers).values({ name: `Developer ${randomUUID().slice(0, 6)}` }).returning();
    developerId = developer.id;
  }
  const [project] = await db
    .insert(projects)
    .values({
      name: options.name,
      slug: options.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      status: options.status ?? "Launch",
      fullAddress: options.fullAddress ?? `1 ${options.name} Road`,
      district: options.district ?? "District 9",
      neighbourhood: options.neighbourhood ?? "Orchard",
      coreRegion: options.coreRegion ?? "CCR",
      propertyType: options.propertyType,
      tenure: options.tenure,
      topYearActual: options.topYear,
      urbanPlanningRegion: options.region ?? "Central",
      developerId,
      totalUnits: 200,
      bannerImageUrl: "/demo/projects/towers-dusk-01-960.webp",
      isFeatured: options.isFeatured ?? false,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  return project;
}

/** Unit types with a bedroom count and a starting price in dollars (null: price on request). */
export async function addUnitTypes(db: Database, projectId: string, units: { bedrooms: number; priceDollars: number | null }[]) {
  const [building] = await db.insert(projectBuildings).values({ projectId, buildingNumber: 1, postalCode: "238801" }).returning();
  await db.insert(unitTypes).values(
    units.map((unit, i) => ({
      projectId,
      buildingId: building.id,
      name: `Type ${i + 1}`,
      bedrooms: unit.bedrooms,
      areaSqftMin: 500 + unit.bedrooms * 300,
      areaSqftMax: 600 + unit.bedrooms * 300,
      indicativePriceFrom: unit.priceDollars === null ? null : unit.priceDollars * 100,
    })),
  );
}

/** Every relation the project page reads. */
export async function furnishProject(db: Database, projectId: string) {
  const [building] = await db.insert(projectBuildings).values({ projectId, buildingNumber: 1, postalCode: "238801" }).returning();
  await db.insert(unitTypes).values([
    { projectId, buildingId: building.id, name: "3 Bedroom", bedrooms: 3, areaSqftMin: 1001, areaSqftMax: 1216, totalCountOfType: 40, indicativePriceFrom: 248_000_000, pricePsfFrom: 245_000 },
    { projectId, buildingId: building.id, name: "1 Bedroom", bedrooms: 1, areaSqftMin: 474, areaSqftMax: 517, totalCountOfType: 60, indicativePriceFrom: 128_000_000, pricePsfFrom: 262_000 },
    { projectId, buildingId: building.id, name: "Penthouse", bedrooms: 5, areaSqftMin: 3000, areaSqftMax: 3200, totalCountOfType: 2, indicativePriceFrom: null },
  ]);
  const [pool] = await db.insert(facilities).values({ name: `Lap Pool ${randomUUID().slice(0, 4)}`, iconClass: "pool" }).returning();
  await db.insert(projectFacilities).values({ projectId, facilityId: pool.id });
  await db.insert(projectImages).values([
    { projectId, imageUrl: "/demo/projects/pool-deck-day-04-960.webp", sortOrder: 2 },
    { projectId, imageUrl: "/demo/projects/lobby-warm-05-960.webp", sortOrder: 1 },
  ]);
  await db.insert(nearbyTransport).values({ projectId, transportType: "MRT", name: "Orchard MRT", distanceKm: 0.35, walkingTimeMinutes: 5 });
  await db.insert(nearbySchools).values({ projectId, schoolName: "River Valley Primary", schoolType: "Primary", distanceKm: 1.2 });
  await db.insert(nearbyAmenities).values({ projectId, name: "ION Orchard", amenityType: "Shopping Mall", distanceKm: 0.4, walkingTimeMinutes: 6 });
  await db.insert(keyDistances).values({ projectId, destinationName: "Raffles Place (CBD)", distanceKm: 4.1, drivingTimeMinutes: 12, publicTransportTimeMinutes: 20 });
}

const POST_BODY = "## Heading\n\nFirst paragraph.";

export async function makePost(
  db: Database,
  userId: string,
  options: { title: string; published?: boolean; publishedAt?: Date | null },
) {
  const [post] = await db
    .insert(blogs)
    .values({
      userId,
      title: options.title,
      slug: options.title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      body: POST_BODY,
      // Stored as a saved post is (decision record 117).
      ...renderPostBody(POST_BODY),
      isPublished: options.published ?? true,
      publishedAt: options.publishedAt === undefined ? new Date() : options.publishedAt,
    })
    .returning();
  return post;
}
