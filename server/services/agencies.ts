import { and, asc, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import { hasPermission } from "~/domain/permissions";
import { AGENCY_MESSAGES, type AgencyData, type AgencyStatus, type UpdateAgencyData } from "~/domain/schemas/agency";
import { containsPattern, LIST_PAGE_SIZE, pageOffset, pageWithin, type ListPage, type ListQuery } from "~/domain/list-query";
import type { AGENCY_SORTS, AGENCY_TABS } from "~/domain/schemas/agency";
import type { Database } from "../db/client";
import { agencies, realtors } from "../db/schema";
import { dropCached } from "../memory-cache";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { ConflictError, NotFoundError, withConflicts } from "./errors";
import { agencySiteTags } from "./internal/site-cache-tags";

export interface AgencyDeps {
  db: Database;
}

export interface AgencyStats {
  total: number;
  active: number;
  pending: number;
  suspended: number;
}

export interface AgencyRow {
  id: string;
  name: string;
  logoUrl: string | null;
  licenceNumber: string | null;
  status: AgencyStatus;
  createdAt: Date;
  approvedAt: Date | null;
  realtorCount: number;
}

// Table-qualified by hand: drizzle writes a bare column name inside a raw subquery.
const realtorCount = sql<number>`(select count(*)::int from ${realtors} where ${realtors}.agency_id = ${agencies}.id)`;

const agencyColumns = {
  id: agencies.id,
  name: agencies.name,
  logoUrl: agencies.logoUrl,
  licenceNumber: agencies.licenceNumber,
  status: agencies.status,
  createdAt: agencies.createdAt,
  approvedAt: agencies.approvedAt,
  realtorCount,
};

/** The stat cards of Agency Management: every agency by status. */
export async function agencyStats({ db }: AgencyDeps, actor: Actor): Promise<AgencyStats> {
  authorize(actor, "agencyManagement");
  const rows = await db.select({ status: agencies.status, n: count() }).from(agencies).groupBy(agencies.status);
  const by = (status: AgencyStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), active: by("active"), pending: by("pending"), suspended: by("suspended") };
}

export type AgencyListQuery = ListQuery<(typeof AGENCY_SORTS)[number], (typeof AGENCY_TABS)[number]>;

/** One page of agencies, filtered by tab and name and sorted in SQL. */
export async function listAgencies(
  { db }: AgencyDeps,
  actor: Actor,
  query: AgencyListQuery,
): Promise<{ rows: AgencyRow[]; total: number }> {
  authorize(actor, "agencyManagement");
  const filters: SQL[] = [];
  if (query.tab !== "all") filters.push(eq(agencies.status, query.tab));
  if (query.q) filters.push(ilike(agencies.name, containsPattern(query.q)));
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.dir === "desc" ? desc : asc;
  const order =
    query.sort === "created" ? direction(agencies.createdAt) : query.sort === "realtors" ? direction(realtorCount) : direction(agencies.name);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(agencyColumns)
      .from(agencies)
      .where(where)
      .orderBy(order, asc(agencies.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(agencies).where(where),
  ]);
  return { rows, total };
}

/** One page of the agencies waiting for approval, newest first (part 2 §7); a page past the end shows the last. */
export async function listPendingAgencies({ db }: AgencyDeps, actor: Actor, page = 1): Promise<ListPage<AgencyRow>> {
  if (!hasPermission(actor.role, "agencyManagement")) authorize(actor, "agencyApproval");
  const pending = eq(agencies.status, "pending");
  const [{ total }] = await db.select({ total: count() }).from(agencies).where(pending);
  const shown = pageWithin(page, total);
  const rows = await db
    .select(agencyColumns)
    .from(agencies)
    .where(pending)
    .orderBy(desc(agencies.createdAt), asc(agencies.id))
    .limit(LIST_PAGE_SIZE)
    .offset(pageOffset(shown));
  return { rows, total, page: shown };
}

/**
 * A new agency. One created by an administrator who may approve agencies is active at once;
 * one created by anyone else waits for approval (decision record 030).
 */
export async function createAgency({ db }: AgencyDeps, actor: Actor, input: AgencyData): Promise<{ id: string }> {
  authorize(actor, "agencyManagement");
  const approves = hasPermission(actor.role, "agencyApproval");
  const created = await withConflicts("agencies", { name: AGENCY_MESSAGES.nameTaken }, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agencies)
        .values({
          name: input.name,
          logoUrl: input.logoUrl ?? null,
          licenceNumber: input.licenceNumber ?? null,
          status: approves ? "active" : "pending",
          approvedBy: approves ? actor.id : null,
          approvedAt: approves ? new Date() : null,
        })
        .returning({ id: agencies.id, status: agencies.status });
      await recordAdminAudit(tx, actor, {
        entity: "agency",
        entityId: row.id,
        entityLabel: input.name,
        action: "created",
        details: { status: row.status, logoUrl: input.logoUrl ?? null, licenceNumber: input.licenceNumber ?? null },
      });
      return row;
    }),
  );
  return { id: created.id };
}

export async function updateAgency({ db }: AgencyDeps, actor: Actor, input: UpdateAgencyData): Promise<void> {
  authorize(actor, "agencyManagement");
  const shownOn = await withConflicts("agencies", { name: AGENCY_MESSAGES.nameTaken }, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(agencies).where(eq(agencies.id, input.id)).for("update");
      if (!before) throw new NotFoundError(AGENCY_MESSAGES.notFound);
      const after = { name: input.name, logoUrl: input.logoUrl ?? null, licenceNumber: input.licenceNumber ?? null };
      await tx.update(agencies).set(after).where(eq(agencies.id, input.id));
      await recordAdminAudit(tx, actor, {
        entity: "agency",
        entityId: input.id,
        entityLabel: input.name,
        action: "updated",
        details: { before: { name: before.name, logoUrl: before.logoUrl, licenceNumber: before.licenceNumber }, after },
      });
      // The agency's name and licence show on its realtors' sites.
      return agencySiteTags(tx, input.id);
    }),
  );
  dropCached(...shownOn);
}

/** Refused while any realtor still belongs to the agency. */
export async function deleteAgency({ db }: AgencyDeps, actor: Actor, { id }: { id: string }): Promise<{ name: string }> {
  authorize(actor, "agencyManagement");
  return db.transaction(async (tx) => {
    const [agency] = await tx.select().from(agencies).where(eq(agencies.id, id)).for("update");
    if (!agency) throw new NotFoundError(AGENCY_MESSAGES.notFound);
    const [{ members }] = await tx.select({ members: count() }).from(realtors).where(eq(realtors.agencyId, id));
    if (members > 0) throw new ConflictError(AGENCY_MESSAGES.hasRealtors(members));
    await tx.delete(agencies).where(eq(agencies.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "agency",
      entityId: id,
      entityLabel: agency.name,
      action: "deleted",
      details: { status: agency.status },
    });
    return { name: agency.name };
  });
}

export interface TeamMember {
  id: string;
  fullName: string;
  email: string;
  isLeader: boolean;
  status: string;
  agentSiteUrl: string;
}

/** View Team: the agency's realtors, leaders first. */
export async function listAgencyTeam(
  { db }: AgencyDeps,
  actor: Actor,
  { id }: { id: string },
): Promise<{ agency: { id: string; name: string }; members: TeamMember[] }> {
  authorize(actor, "agencyManagement");
  const [agency] = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, id));
  if (!agency) throw new NotFoundError(AGENCY_MESSAGES.notFound);
  const members = await db
    .select({
      id: realtors.id,
      fullName: realtors.fullName,
      email: realtors.email,
      isLeader: realtors.isLeader,
      status: realtors.status,
      agentSiteUrl: realtors.agentSiteUrl,
    })
    .from(realtors)
    .where(eq(realtors.agencyId, id))
    .orderBy(desc(realtors.isLeader), asc(realtors.fullName))
    .limit(500);
  return { agency, members };
}
