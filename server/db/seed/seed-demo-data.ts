import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { renderPostBody } from "../../markdown";
import type { Database, Tx } from "../client";
import {
  accounts,
  agencies,
  architects,
  blogs,
  developers,
  enquiries,
  facilities,
  facilityDetails,
  keyDistances,
  nearbyAmenities,
  nearbySchools,
  nearbyTransport,
  projectAssignments,
  projectBuildings,
  projectFacilities,
  projectImages,
  projects,
  projectSets,
  realtorAuditLog,
  realtors,
  realtorSiteBranding,
  sitePermissions,
  unitTypes,
  projectUnits,
  userProfiles,
} from "../schema";
import { DEMO_ADMINISTRATORS, DEMO_PASSWORD } from "./data/accounts";
import { DEMO_AGENCIES } from "./data/agencies";
import { DEMO_BLOG_POSTS } from "./data/blog-posts";
import { DEMO_ARCHITECTS, DEMO_DEVELOPERS, DEMO_FACILITIES, DEMO_FACILITY_DETAILS, DEMO_PROJECT_SETS } from "./data/catalogue";
import { BLOG_COVERS, REALTOR_PORTRAITS, demoImageUrl } from "./data/demo-images";
import { DEMO_ENQUIRIES } from "./data/enquiries";
import { DEMO_INVENTORY_PROJECT, DEMO_PROJECTS } from "./data/projects";
import { demoInventory } from "./project-inventory";
import { DEMO_AUDIT_ENTRIES, DEMO_REALTORS } from "./data/realtors";
import {
  amenitiesFor,
  buildingsFor,
  facilitiesFor,
  imagesFor,
  keyDistancesFor,
  projectRowFor,
  transportFor,
  unitTypesFor,
} from "./project-details";

export interface SeedOptions {
  /** better-auth's hashPassword in the app; any (password) => hash in tests. */
  hashPassword(password: string): Promise<string>;
  /** The moment "now" for the seed's relative dates (created 3 days ago, ...). */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Loads the demo data in one transaction, only into a database without any user profile.
 * Safe to call on every start: an advisory lock keeps two processes from seeding together.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  // Checked once before hashing (the usual start, with data, costs one count) and again under the lock.
  if (await hasUsers(db)) return { seeded: false };
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('condo-sites:demo-seed'))`);
    if (await hasUsers(tx)) return { seeded: false };
    await insertDemoData(tx, passwordHash, now);
    return { seeded: true };
  });
}

async function hasUsers(db: Database | Tx): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(userProfiles);
  return count > 0;
}

function byKey<T extends { key: string }>(rows: readonly T[], key: string): T {
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`Demo data refers to an unknown key: ${key}`);
  return row;
}

function mapOf<K, V>(entries: Iterable<readonly [K, V]>): Map<K, V> {
  return new Map(entries);
}

function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data refers to an unknown key: ${String(key)}`);
  return value;
}

async function insertDemoData(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const isoDate = (date: Date) => date.toISOString().slice(0, 10);
  const portraitUrl = (key: string) => demoImageUrl("realtors", byKey(REALTOR_PORTRAITS, key).key, 480);

  // People: administrators and realtors sign in with the same demo password.
  const userIdByEmail = mapOf([...DEMO_ADMINISTRATORS, ...DEMO_REALTORS].map((p) => [p.email, randomUUID()] as const));
  const realtorIdByKey = mapOf(DEMO_REALTORS.map((r) => [r.key, randomUUID()] as const));
  const realtorByKey = mapOf(DEMO_REALTORS.map((r) => [r.key, r] as const));
  const masterId = lookup(userIdByEmail, "master@demo.sg");

  await tx.insert(userProfiles).values([
    ...DEMO_ADMINISTRATORS.map((admin, i) => ({
      id: lookup(userIdByEmail, admin.email),
      email: admin.email,
      emailVerified: true,
      fullName: admin.fullName,
      phoneNumber: admin.phoneNumber,
      role: admin.role,
      createdAt: daysAgo(500 - i * 10),
      updatedAt: daysAgo(500 - i * 10),
    })),
    ...DEMO_REALTORS.map((realtor) => ({
      id: lookup(userIdByEmail, realtor.email),
      email: realtor.email,
      emailVerified: true,
      fullName: realtor.fullName,
      phoneNumber: realtor.phoneNumber,
      role: realtor.isLeader ? ("leader" as const) : ("agent" as const),
      image: portraitUrl(realtor.portrait),
      createdAt: daysAgo(realtor.createdDaysAgo),
      updatedAt: daysAgo(realtor.createdDaysAgo),
    })),
  ]);
  await tx.insert(accounts).values(
    [...userIdByEmail.values()].map((userId) => ({ userId, accountId: userId, providerId: "credential", password: passwordHash })),
  );

  const agencyRows = await tx
    .insert(agencies)
    .values(
      DEMO_AGENCIES.map((agency) => ({
        name: agency.name,
        licenceNumber: agency.licenceNumber,
        status: agency.status,
        approvedBy: agency.status === "pending" ? null : masterId,
        approvedAt: agency.status === "pending" ? null : daysAgo(agency.createdDaysAgo - 2),
        createdAt: daysAgo(agency.createdDaysAgo),
        updatedAt: daysAgo(agency.status === "suspended" ? 40 : agency.createdDaysAgo - 2),
      })),
    )
    .returning({ id: agencies.id, name: agencies.name });
  const agencyIdByKey = mapOf(DEMO_AGENCIES.map((a) => [a.key, agencyRows.find((row) => row.name === a.name)!.id] as const));

  const approvalOf = (key: string) => DEMO_AUDIT_ENTRIES.find((e) => e.realtorKey === key && e.actionType === "approved");
  await tx.insert(realtors).values(
    DEMO_REALTORS.map((realtor) => {
      const approval = approvalOf(realtor.key);
      const id = lookup(realtorIdByKey, realtor.key);
      return {
        id,
        userId: lookup(userIdByEmail, realtor.email),
        agencyId: lookup(agencyIdByKey, realtor.agencyKey),
        fullName: realtor.fullName,
        email: realtor.email,
        phoneNumber: realtor.phoneNumber,
        whatsappNumber: realtor.whatsappNumber,
        ceaNumber: realtor.ceaNumber,
        agentSiteUrl: realtor.site,
        realtorSlug: realtor.slug,
        isLeader: realtor.isLeader,
        reportsToId: realtor.reportsTo ? lookup(realtorIdByKey, realtor.reportsTo) : id,
        status: realtor.status,
        approvedBy: approval ? lookup(userIdByEmail, approval.performedBy) : null,
        approvedAt: approval ? daysAgo(approval.daysAgo) : null,
        yearsExperience: realtor.yearsExperience,
        profileImageUrl: portraitUrl(realtor.portrait),
        biography: realtor.biography,
        specializations: realtor.specializations,
        languagesSpoken: realtor.languagesSpoken,
        wechatId: realtor.wechatId,
        telegramHandle: realtor.telegramHandle,
        linkedinUrl: realtor.linkedinUrl,
        facebookUrl: realtor.facebookUrl,
        instagramUrl: realtor.instagramUrl,
        lastValidated: realtor.status === "active" ? daysAgo(1) : null,
        createdAt: daysAgo(realtor.createdDaysAgo),
        updatedAt: daysAgo(Math.min(realtor.createdDaysAgo, 12)),
      };
    }),
  );

  await tx.insert(sitePermissions).values(
    DEMO_REALTORS.map((realtor) => ({
      siteUrl: realtor.site,
      siteType: realtor.isLeader ? ("leader" as const) : ("agent" as const),
      ownerId: lookup(userIdByEmail, realtor.email),
      allowIndexing: realtor.allowIndexing,
      isActive: realtor.status === "active",
      lastValidated: realtor.status === "active" ? daysAgo(1) : null,
      createdAt: daysAgo(realtor.createdDaysAgo),
      updatedAt: daysAgo(Math.min(realtor.createdDaysAgo, 12)),
    })),
  );

  const brandingRows = DEMO_REALTORS.filter((r) => r.branding).map((realtor) => ({
    realtorId: lookup(realtorIdByKey, realtor.key),
    ...realtor.branding!,
    isActive: true,
  }));
  if (brandingRows.length > 0) await tx.insert(realtorSiteBranding).values(brandingRows);

  // Catalogue shared by all projects.
  const developerRows = await tx
    .insert(developers)
    .values(DEMO_DEVELOPERS.map(({ name, description }) => ({ name, description })))
    .returning({ id: developers.id, name: developers.name });
  const architectRows = await tx
    .insert(architects)
    .values(DEMO_ARCHITECTS.map(({ name, description }) => ({ name, description })))
    .returning({ id: architects.id, name: architects.name });
  const projectSetRows = await tx
    .insert(projectSets)
    .values(DEMO_PROJECT_SETS.map(({ name, description, sortOrder }) => ({ name, description, sortOrder })))
    .returning({ id: projectSets.id, name: projectSets.name });
  const facilityRows = await tx
    .insert(facilities)
    .values(DEMO_FACILITIES.map(({ name, iconClass, description }) => ({ name, iconClass, description })))
    .returning({ id: facilities.id, name: facilities.name });
  const idByName = (rows: { id: string; name: string }[], name: string) => rows.find((row) => row.name === name)!.id;
  const developerId = (key: string) => idByName(developerRows, byKey(DEMO_DEVELOPERS, key).name);
  const architectId = (key: string) => idByName(architectRows, byKey(DEMO_ARCHITECTS, key).name);
  const projectSetId = (key: string) => idByName(projectSetRows, byKey(DEMO_PROJECT_SETS, key).name);
  const facilityId = (key: string) => idByName(facilityRows, byKey(DEMO_FACILITIES, key).name);

  // Projects and everything under them.
  const projectRows = await tx
    .insert(projects)
    .values(
      DEMO_PROJECTS.map((project, i) =>
        projectRowFor(
          project,
          i,
          { developerId: developerId(project.developer), architectId: architectId(project.architect), projectSetId: projectSetId(project.projectSet) },
          daysAgo,
        ),
      ),
    )
    .returning({ id: projects.id, slug: projects.slug });
  const projectIdBySlug = mapOf(projectRows.map((row) => [row.slug, row.id] as const));

  const buildingRows = await tx
    .insert(projectBuildings)
    .values(
      DEMO_PROJECTS.flatMap((project) =>
        buildingsFor(project).map((building) => ({ projectId: lookup(projectIdBySlug, project.slug), ...building })),
      ),
    )
    .returning({ id: projectBuildings.id, projectId: projectBuildings.projectId, buildingNumber: projectBuildings.buildingNumber });
  const buildingId = (projectId: string, index: number) =>
    buildingRows.find((b) => b.projectId === projectId && b.buildingNumber === index + 1)!.id;

  const unitTypeRows = await tx
    .insert(unitTypes)
    .values(
      DEMO_PROJECTS.flatMap((project, i) => {
        const projectId = lookup(projectIdBySlug, project.slug);
        return unitTypesFor(project, i).map(({ buildingIndex, ...unit }) => ({
          projectId,
          buildingId: buildingId(projectId, buildingIndex),
          ...unit,
        }));
      }),
    )
    .returning({ id: unitTypes.id, projectId: unitTypes.projectId, areaSqftMin: unitTypes.areaSqftMin, areaSqftMax: unitTypes.areaSqftMax, pricePsfFrom: unitTypes.pricePsfFrom });

  // One project keeps a live unit inventory, so its page shows the elevation charts and balance.
  const inventoryProject = DEMO_PROJECTS.find((project) => project.slug === DEMO_INVENTORY_PROJECT)!;
  const inventoryProjectId = lookup(projectIdBySlug, inventoryProject.slug);
  await tx.insert(projectUnits).values(
    demoInventory(
      inventoryProject,
      inventoryProjectId,
      buildingRows.filter((building) => building.projectId === inventoryProjectId).sort((a, b) => a.buildingNumber - b.buildingNumber),
      unitTypeRows.filter((type) => type.projectId === inventoryProjectId),
    ),
  );

  const selectionRows = await tx
    .insert(projectFacilities)
    .values(
      DEMO_PROJECTS.flatMap((project, i) =>
        facilitiesFor(project, i).map((key) => ({ projectId: lookup(projectIdBySlug, project.slug), facilityId: facilityId(key) })),
      ),
    )
    .returning({ id: projectFacilities.id, facilityId: projectFacilities.facilityId });
  const detailRows = selectionRows.flatMap((selection) => {
    const facility = DEMO_FACILITIES.find((f) => facilityId(f.key) === selection.facilityId)!;
    const details = DEMO_FACILITY_DETAILS[facility.key];
    return details ? [{ projectFacilityId: selection.id, ...details }] : [];
  });
  if (detailRows.length > 0) await tx.insert(facilityDetails).values(detailRows);

  const perProject = <T>(build: (project: (typeof DEMO_PROJECTS)[number], index: number) => T[]) =>
    DEMO_PROJECTS.flatMap((project, i) => build(project, i).map((row) => ({ projectId: lookup(projectIdBySlug, project.slug), ...row })));
  await tx.insert(projectImages).values(perProject(imagesFor));
  await tx.insert(nearbyTransport).values(perProject(transportFor));
  await tx.insert(nearbySchools).values(
    perProject((project) => project.schools.map(([schoolName, schoolType, distanceKm]) => ({ schoolName, schoolType, distanceKm }))),
  );
  await tx.insert(nearbyAmenities).values(perProject(amenitiesFor));
  await tx.insert(keyDistances).values(perProject(keyDistancesFor));

  // The demo agent's and leader's assigned projects.
  const assignments: [string, string][] = [
    ["marcus", "katong-tidewater"],
    ["marcus", "punggol-waterside"],
    ["marcus", "bedok-meadows"],
    ["marcus", "tampines-verdure-ec"],
    ["rachel", "the-marina-lumiere"],
    ["rachel", "valley-grove-residences"],
    ["rachel", "jurong-lakeside-residences"],
  ];
  await tx.insert(projectAssignments).values(
    assignments.map(([realtorKey, slug]) => ({
      realtorId: lookup(realtorIdByKey, realtorKey),
      projectId: lookup(projectIdBySlug, slug),
    })),
  );

  const administratorByEmail = mapOf(DEMO_ADMINISTRATORS.map((a) => [a.email, a] as const));
  await tx.insert(realtorAuditLog).values(
    DEMO_AUDIT_ENTRIES.map((entry) => {
      const performer = lookup(administratorByEmail, entry.performedBy);
      const realtor = lookup(realtorByKey, entry.realtorKey);
      return {
        actionType: entry.actionType,
        realtorId: lookup(realtorIdByKey, entry.realtorKey),
        userId: lookup(userIdByEmail, performer.email),
        previousStatus: entry.previousStatus,
        newStatus: entry.newStatus,
        performedAt: daysAgo(entry.daysAgo),
        performedByName: performer.fullName,
        performedByEmail: performer.email,
        reason: entry.reason,
        reasonCategory: entry.reasonCategory,
        additionalDetails: { ...entry.additionalDetails, realtorName: realtor.fullName, ceaNumber: realtor.ceaNumber },
        createdAt: daysAgo(entry.daysAgo),
        updatedAt: daysAgo(entry.daysAgo),
      };
    }),
  );

  await tx.insert(blogs).values(
    DEMO_BLOG_POSTS.map((post) => ({
      userId: lookup(userIdByEmail, post.author),
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      body: post.body,
      // Stored as a saved post is: with its HTML and description (decision record 117).
      ...renderPostBody(post.body),
      featuredImageUrl: demoImageUrl("blog", byKey(BLOG_COVERS, post.cover).key, 1600),
      isPublished: post.publishedDaysAgo !== null,
      publishedAt: post.publishedDaysAgo === null ? null : daysAgo(post.publishedDaysAgo),
      createdAt: daysAgo(post.createdDaysAgo),
      updatedAt: daysAgo(post.publishedDaysAgo ?? post.createdDaysAgo),
    })),
  );

  await tx.insert(enquiries).values(
    DEMO_ENQUIRIES.map((enquiry) => {
      const receivedAt = new Date(now.getTime() - enquiry.hoursAgo * HOUR_MS);
      return {
        kind: enquiry.kind,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        message: enquiry.message,
        projectId: enquiry.projectSlug ? lookup(projectIdBySlug, enquiry.projectSlug) : null,
        realtorId: enquiry.realtorKey ? lookup(realtorIdByKey, enquiry.realtorKey) : null,
        ownerId: (enquiry.ownerKey ?? enquiry.realtorKey) ? lookup(realtorIdByKey, (enquiry.ownerKey ?? enquiry.realtorKey)!) : null,
        siteHost: enquiry.siteHost,
        preferredDate: enquiry.preferredInDays === null ? null : isoDate(new Date(now.getTime() + enquiry.preferredInDays * DAY_MS)),
        preferredTime: enquiry.preferredTime,
        consentAt: receivedAt,
        // An enquiry the realtor has answered has been opened.
        readAt: enquiry.stage === "new" ? null : receivedAt,
        firstResponseAt: enquiry.stage === "new" ? null : new Date(receivedAt.getTime() + HOUR_MS / 2),
        stage: enquiry.stage,
        lostReason: enquiry.lostReason ?? null,
        createdAt: receivedAt,
        updatedAt: receivedAt,
      };
    }),
  );
}
