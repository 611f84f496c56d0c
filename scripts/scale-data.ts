// Adds a large, made-up catalogue to a demo database for `npm run bench -- --scale`: realtor
// sites with their accounts, agencies, permissions, branding and audit rows, and projects with
// everything their pages read. Made at run time from the demo's own data and builders; nothing
// generated is committed. Rows go in by the thousand inside one transaction, so it takes seconds.
import { randomUUID } from "node:crypto";
import { count, eq, inArray, type SQL } from "drizzle-orm";
import { LISTED_STATUSES } from "../app/domain/project-status";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Tx } from "../server/db/client";
import {
  accounts,
  agencies,
  architects,
  developers,
  facilities,
  facilityDetails,
  keyDistances,
  nearbyAmenities,
  nearbySchools,
  nearbyTransport,
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
  userProfiles,
} from "../server/db/schema";
import { DEMO_ARCHITECTS, DEMO_DEVELOPERS, DEMO_FACILITIES, DEMO_FACILITY_DETAILS, DEMO_PROJECT_SETS } from "../server/db/seed/data/catalogue";
import { REALTOR_PORTRAITS, demoImageUrl } from "../server/db/seed/data/demo-images";
import { DEMO_PROJECTS, type DemoProject } from "../server/db/seed/data/projects";
import {
  amenitiesFor,
  buildingsFor,
  facilitiesFor,
  imagesFor,
  keyDistancesFor,
  projectRowFor,
  transportFor,
  unitTypesFor,
} from "../server/db/seed/project-details";

export interface ScaleTargets {
  /** Active realtor sites the database should hold in all (the demo's count towards it). */
  activeSites: number;
  /** Projects the database should hold in all. */
  projects: number;
}

export const SCALE_TARGETS: ScaleTargets = { activeSites: 1000, projects: 3000 };

/** Realtors per agency: one leader and the agents reporting to them. */
const TEAM_SIZE = 10;
/** Besides the active sites, a share of realtors waiting for approval or suspended, so those lists grow too. */
const PENDING_PER_THOUSAND = 40;
const SUSPENDED_PER_THOUSAND = 30;
/** One agency in ten is waiting for approval. */
const PENDING_AGENCY_EVERY = 10;
const INSERT_CHUNK_ROWS = 1000;

export interface ScaleDataSummary {
  realtors: number;
  activeSites: number;
  agencies: number;
  projects: number;
  listedProjects: number;
  /** The generated active realtors' hosts (r0001.localhost, ...). */
  hosts: string[];
  /** The generated hosts whose permission allows indexing (their sitemap lists every listed project). */
  indexableHosts: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const GIVEN_NAMES = ["Aaron", "Bee Lian", "Cheng", "Divya", "Elaine", "Farhan", "Grace", "Hui Min", "Irfan", "Jia Hui", "Kumar", "Li Ting", "Mei Ling", "Nur", "Owen", "Pei Shan", "Qi Rui", "Ravi", "Shu Fen", "Terence"];
const FAMILY_NAMES = ["Tan", "Lim", "Lee", "Ng", "Ong", "Wong", "Goh", "Chua", "Koh", "Teo", "Ismail", "Rahman", "Pillai", "Nair", "Chen", "Yeo", "Sim", "Low", "Ho", "Chan"];
const AGENCY_WORDS = ["Harbour", "Lion City", "Orchid", "Raffles", "Merlion", "Jurong", "Katong", "Bukit", "Serangoon", "Tampines"];
const AGENCY_KINDS = ["Realty", "Property Group", "Home Advisory", "Estates", "Property Network"];

/** Inserts rows a chunk at a time: one statement per thousand rows, all inside the caller's transaction. */
async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(i, i + INSERT_CHUNK_ROWS) as never);
  }
}

const pad = (n: number, width = 4) => String(n).padStart(width, "0");

/**
 * Adds realtors until `targets.activeSites` active sites exist and projects until
 * `targets.projects` exist, to a database that already holds the demo data (its catalogue,
 * facilities and master account are reused). One transaction; returns what the database holds.
 */
export async function addScaleData(db: Database, passwordHash: string, targets: ScaleTargets = SCALE_TARGETS, now = new Date()): Promise<ScaleDataSummary> {
  return db.transaction(async (tx) => {
    const [{ master }] = await tx.select({ master: userProfiles.id }).from(userProfiles).where(eq(userProfiles.email, "master@demo.sg"));
    if (!master) throw new Error("the scale data goes into a database seeded with the demo data");
    const [{ active }] = await tx.select({ active: count() }).from(realtors).where(eq(realtors.status, "active"));
    const [{ existingProjects }] = await tx.select({ existingProjects: count() }).from(projects);
    const sites = await addRealtors(tx, Math.max(0, targets.activeSites - active), passwordHash, master, now);
    await addProjects(tx, Math.max(0, targets.projects - existingProjects), now);
    const counted = async (table: typeof realtors | typeof agencies | typeof projects, where?: SQL) => (await tx.select({ n: count() }).from(table).where(where))[0].n;
    const totals = {
      realtors: await counted(realtors),
      activeSites: await counted(realtors, eq(realtors.status, "active")),
      agencies: await counted(agencies),
      projects: await counted(projects),
      listedProjects: await counted(projects, inArray(projects.status, [...LISTED_STATUSES])),
    };
    return { ...totals, ...sites };
  });
}

async function addRealtors(tx: Tx, activeCount: number, passwordHash: string, masterId: string, now: Date): Promise<{ hosts: string[]; indexableHosts: string[] }> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const pendingCount = Math.round((activeCount * PENDING_PER_THOUSAND) / 1000);
  const suspendedCount = Math.round((activeCount * SUSPENDED_PER_THOUSAND) / 1000);
  const total = activeCount + pendingCount + suspendedCount;
  const agencyCount = Math.ceil(total / TEAM_SIZE);

  const agencyRows = Array.from({ length: agencyCount }, (_, a) => {
    const pending = a % PENDING_AGENCY_EVERY === PENDING_AGENCY_EVERY - 1;
    const createdDaysAgo = 30 + ((a * 37) % 700);
    return {
      id: randomUUID(),
      name: `${AGENCY_WORDS[a % AGENCY_WORDS.length]} ${AGENCY_KINDS[Math.floor(a / AGENCY_WORDS.length) % AGENCY_KINDS.length]} ${pad(a + 1, 3)}`,
      licenceNumber: `L3${pad(200_000 + a, 6)}K`,
      status: pending ? ("pending" as const) : ("active" as const),
      approvedBy: pending ? null : masterId,
      approvedAt: pending ? null : daysAgo(createdDaysAgo - 2),
      createdAt: daysAgo(createdDaysAgo),
      updatedAt: daysAgo(Math.max(0, createdDaysAgo - 2)),
    };
  });
  await insertInChunks(tx, agencies, agencyRows);
  // Active realtors first, in agencies that are approved; pending and suspended ones after them.
  const approvedAgencies = agencyRows.filter((a) => a.status === "active");

  const people = Array.from({ length: total }, (_, i) => {
    const n = i + 1;
    const status = i < activeCount ? ("active" as const) : i < activeCount + pendingCount ? ("pending" as const) : ("suspended" as const);
    // Teams of TEAM_SIZE in one agency: the first of each team leads it.
    const team = Math.floor(i / TEAM_SIZE);
    const agency = status === "pending" && i % 2 === 0 ? agencyRows[(team * 7) % agencyRows.length] : approvedAgencies[team % approvedAgencies.length];
    return {
      n,
      userId: randomUUID(),
      realtorId: randomUUID(),
      team,
      isLeader: i % TEAM_SIZE === 0,
      status,
      agencyId: agency.id,
      fullName: `${GIVEN_NAMES[i % GIVEN_NAMES.length]} ${FAMILY_NAMES[Math.floor(i / GIVEN_NAMES.length) % FAMILY_NAMES.length]} ${pad(n)}`,
      email: `r${pad(n)}@scale.demo.sg`,
      host: `r${pad(n)}.localhost`,
      createdDaysAgo: 1 + ((i * 13) % 720),
      portrait: REALTOR_PORTRAITS[i % REALTOR_PORTRAITS.length].key,
    };
  });
  const leaderOfTeam = new Map(people.filter((p) => p.isLeader).map((p) => [p.team, p.realtorId] as const));

  await insertInChunks(
    tx,
    userProfiles,
    people.map((p) => ({
      id: p.userId,
      email: p.email,
      emailVerified: true,
      fullName: p.fullName,
      phoneNumber: `+65 9${pad(p.n, 3)} ${pad(p.n % 10_000)}`,
      role: p.isLeader ? ("leader" as const) : ("agent" as const),
      image: demoImageUrl("realtors", p.portrait, 480),
      createdAt: daysAgo(p.createdDaysAgo),
      updatedAt: daysAgo(p.createdDaysAgo),
    })),
  );
  await insertInChunks(
    tx,
    accounts,
    people.map((p) => ({ userId: p.userId, accountId: p.userId, providerId: "credential", password: passwordHash })),
  );
  await insertInChunks(
    tx,
    realtors,
    people.map((p) => ({
      id: p.realtorId,
      userId: p.userId,
      agencyId: p.agencyId,
      fullName: p.fullName,
      email: p.email,
      phoneNumber: `+65 9${pad(p.n, 3)} ${pad(p.n % 10_000)}`,
      whatsappNumber: `+65 9${pad(p.n, 3)} ${pad(p.n % 10_000)}`,
      ceaNumber: `R8${pad(p.n, 5)}`,
      agentSiteUrl: p.host,
      realtorSlug: `scale-realtor-${pad(p.n)}`,
      isLeader: p.isLeader,
      reportsToId: p.isLeader ? p.realtorId : (leaderOfTeam.get(p.team) ?? p.realtorId),
      status: p.status,
      approvedBy: p.status === "pending" ? null : masterId,
      approvedAt: p.status === "pending" ? null : daysAgo(p.createdDaysAgo - 1),
      yearsExperience: 1 + (p.n % 30),
      profileImageUrl: demoImageUrl("realtors", p.portrait, 480),
      biography: `${p.fullName} has advised buyers on new launch condominiums across Singapore for ${1 + (p.n % 30)} years.`,
      specializations: ["New launches", "Executive condominiums"],
      languagesSpoken: ["English", "Mandarin"],
      lastValidated: p.status === "active" ? daysAgo(1) : null,
      createdAt: daysAgo(p.createdDaysAgo),
      updatedAt: daysAgo(Math.min(p.createdDaysAgo, 12)),
    })),
  );
  // Every realtor's site has its permission, as adding a realtor creates it; one in three may be indexed.
  await insertInChunks(
    tx,
    sitePermissions,
    people.map((p) => ({
      siteUrl: p.host,
      siteType: p.isLeader ? ("leader" as const) : ("agent" as const),
      ownerId: p.userId,
      allowIndexing: p.n % 3 === 1,
      isActive: p.status === "active",
      lastValidated: p.status === "active" ? daysAgo(1) : null,
      createdAt: daysAgo(p.createdDaysAgo),
      updatedAt: daysAgo(Math.min(p.createdDaysAgo, 12)),
    })),
  );
  // Leaders brand their sites (their agents inherit it); a few agents brand their own.
  await insertInChunks(
    tx,
    realtorSiteBranding,
    people
      .filter((p) => p.isLeader || p.n % 25 === 0)
      .map((p) => ({ realtorId: p.realtorId, primaryColor: "#0F766E", secondaryColor: "#134E4A", accentColor: "#F59E0B", fontFamily: "Poppins", isActive: true })),
  );
  // The Audit Trail: every approval and suspension, as the administration screens write them.
  await insertInChunks(
    tx,
    realtorAuditLog,
    people
      .filter((p) => p.status !== "pending")
      .flatMap((p) => {
        const approved = {
          actionType: "approved" as const,
          realtorId: p.realtorId,
          userId: masterId,
          previousStatus: "pending",
          newStatus: "active",
          performedAt: daysAgo(p.createdDaysAgo - 1),
          performedByName: "Daniel Koh",
          performedByEmail: "master@demo.sg",
          additionalDetails: { realtorName: p.fullName, ceaNumber: `R8${pad(p.n, 5)}` },
          createdAt: daysAgo(p.createdDaysAgo - 1),
          updatedAt: daysAgo(p.createdDaysAgo - 1),
        };
        if (p.status !== "suspended") return [approved];
        return [
          approved,
          {
            ...approved,
            actionType: "suspended" as const,
            previousStatus: "active",
            newStatus: "suspended",
            reason: "Registration lapsed",
            reasonCategory: "compliance",
            performedAt: daysAgo(Math.min(p.createdDaysAgo - 1, 20)),
            createdAt: daysAgo(Math.min(p.createdDaysAgo - 1, 20)),
            updatedAt: daysAgo(Math.min(p.createdDaysAgo - 1, 20)),
          },
        ];
      }),
  );
  const active = people.filter((p) => p.status === "active");
  return { hosts: active.map((p) => p.host), indexableHosts: active.filter((p) => p.n % 3 === 1).map((p) => p.host) };
}

async function idsByName(tx: Tx, table: typeof developers | typeof architects | typeof projectSets | typeof facilities, names: readonly string[]) {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, [...names]));
  const map = new Map(rows.map((row) => [row.name, row.id] as const));
  return (name: string) => {
    const id = map.get(name);
    if (!id) throw new Error(`the demo catalogue has no ${name}`);
    return id;
  };
}

/** Copies of the demo's thirty projects under new names and slugs, with the same statuses, prices and details. */
async function addProjects(tx: Tx, projectCount: number, now: Date): Promise<void> {
  if (projectCount === 0) return;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const developerId = await idsByName(tx, developers, DEMO_DEVELOPERS.map((d) => d.name));
  const architectId = await idsByName(tx, architects, DEMO_ARCHITECTS.map((a) => a.name));
  const projectSetId = await idsByName(tx, projectSets, DEMO_PROJECT_SETS.map((s) => s.name));
  const facilityId = await idsByName(tx, facilities, DEMO_FACILITIES.map((f) => f.name));
  const nameOf = <K extends string>(rows: readonly { key: K; name: string }[], key: K) => rows.find((row) => row.key === key)!.name;

  const copies = Array.from({ length: projectCount }, (_, i) => {
    const base = DEMO_PROJECTS[i % DEMO_PROJECTS.length];
    const edition = Math.floor(i / DEMO_PROJECTS.length) + 2;
    const project: DemoProject = { ...base, slug: `${base.slug}-${edition}`, name: `${base.name} ${edition}`, createdDaysAgo: (base.createdDaysAgo + i) % 900 };
    return { id: randomUUID(), project, index: i };
  });

  const projectRows = copies.map(({ id, project, index }) => ({
    ...projectRowFor(
      project,
      index,
      {
        developerId: developerId(nameOf(DEMO_DEVELOPERS, project.developer)),
        architectId: architectId(nameOf(DEMO_ARCHITECTS, project.architect)),
        projectSetId: projectSetId(nameOf(DEMO_PROJECT_SETS, project.projectSet)),
      },
      daysAgo,
    ),
    id,
    isFeatured: false,
  }));
  await insertInChunks(tx, projects, projectRows);

  const buildings = copies.flatMap(({ id, project }) => buildingsFor(project).map((building) => ({ id: randomUUID(), projectId: id, ...building })));
  await insertInChunks(tx, projectBuildings, buildings);
  const buildingIds = new Map(buildings.map((b) => [`${b.projectId}:${b.buildingNumber}`, b.id] as const));
  await insertInChunks(
    tx,
    unitTypes,
    copies.flatMap(({ id, project, index }) =>
      unitTypesFor(project, index).map(({ buildingIndex, ...unit }) => ({ projectId: id, buildingId: buildingIds.get(`${id}:${buildingIndex + 1}`)!, ...unit })),
    ),
  );

  const selections = copies.flatMap(({ id, project, index }) =>
    facilitiesFor(project, index).map((key) => ({ id: randomUUID(), projectId: id, facilityId: facilityId(nameOf(DEMO_FACILITIES, key)), key })),
  );
  await insertInChunks(tx, projectFacilities, selections.map(({ key: _key, ...row }) => row));
  await insertInChunks(
    tx,
    facilityDetails,
    selections.flatMap((selection) => {
      const details = DEMO_FACILITY_DETAILS[selection.key];
      return details ? [{ projectFacilityId: selection.id, ...details }] : [];
    }),
  );

  const perProject = <T extends object>(build: (project: DemoProject, index: number) => T[]) =>
    copies.flatMap(({ id, project, index }) => build(project, index).map((row) => ({ projectId: id, ...row })));
  await insertInChunks(tx, projectImages, perProject(imagesFor));
  await insertInChunks(tx, nearbyTransport, perProject(transportFor));
  await insertInChunks(
    tx,
    nearbySchools,
    perProject((project) => project.schools.map(([schoolName, schoolType, distanceKm]) => ({ schoolName, schoolType, distanceKm }))),
  );
  await insertInChunks(tx, nearbyAmenities, perProject(amenitiesFor));
  await insertInChunks(tx, keyDistances, perProject(keyDistancesFor));
}
