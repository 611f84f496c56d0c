import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { LIST_PAGE_SIZE, pageOffset, type ListQuery } from "~/domain/list-query";
import { enquiryRelation, enquiryRights, hasPermission, type EnquiryRelation } from "~/domain/permissions";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import {
  ENQUIRY_INBOX_MESSAGES,
  type ENQUIRY_SORTS,
  type EnquiryEventType,
  type EnquiryFilters,
  type EnquiryNoteData,
  type EnquiryStatus,
  type EnquiryStatusData,
  type EnquiryTab,
} from "~/domain/schemas/enquiry-inbox";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database, Tx } from "../db/client";
import { enquiries, enquiryEvents, projects, realtors } from "../db/schema";
import { authorize, authorizeRow, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { NotFoundError } from "./errors";
import { EXPORT_BATCH_ROWS, newestFirstInBatches, olderThan } from "./internal/newest-first-batches";

export interface InboxDeps {
  db: Database;
}

/** Whose enquiries the actor reads: everyone's, one realtor's (with their team's for a leader), or nobody's. */
type InboxScope = { all: true; realtorId: null; isLeader: false } | { all: false; realtorId: string | null; isLeader: boolean };

async function inboxScope(db: Database | Tx, actor: Actor): Promise<InboxScope> {
  authorize(actor, "enquiryInbox");
  if (hasPermission(actor.role, "enquiriesAny")) return { all: true, realtorId: null, isLeader: false };
  const [realtor] = await db.select({ id: realtors.id, isLeader: realtors.isLeader }).from(realtors).where(eq(realtors.userId, actor.id));
  return { all: false, realtorId: realtor?.id ?? null, isLeader: hasPermission(actor.role, "enquiriesTeam") && (realtor?.isLeader ?? false) };
}

/** The scope as a condition on enquiries: the permission check sits in the query (CONVENTIONS "Scope in the query"). */
function scopeWhere(scope: InboxScope): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.realtorId) return sql`false`;
  if (!scope.isLeader) return eq(enquiries.realtorId, scope.realtorId);
  const team = sql`(select ${realtors.id} from ${realtors} where ${realtors.reportsToId} = ${scope.realtorId})`;
  return or(eq(enquiries.realtorId, scope.realtorId), inArray(enquiries.realtorId, team));
}

const owner = aliasedTable(realtors, "owner");

// Contact details leave the database only while the buyer's consent stands.
const whileConsented = (column: AnyPgColumn) =>
  sql<string | null>`case when ${enquiries.consentWithdrawnAt} is null then ${column} end`;

const rowColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  status: enquiries.status,
  name: enquiries.name,
  email: whileConsented(enquiries.email),
  phone: whileConsented(enquiries.phone),
  message: whileConsented(enquiries.message),
  projectId: enquiries.projectId,
  projectName: projects.name,
  projectSlug: projects.slug,
  preferredDate: enquiries.preferredDate,
  preferredTime: enquiries.preferredTime,
  siteHost: enquiries.siteHost,
  consentAt: enquiries.consentAt,
  consentVersion: enquiries.consentVersion,
  consentWithdrawnAt: enquiries.consentWithdrawnAt,
  readAt: enquiries.readAt,
  createdAt: enquiries.createdAt,
  realtorId: enquiries.realtorId,
  realtorName: owner.fullName,
  ownerReportsToId: owner.reportsToId,
};

export interface EnquiryRow {
  id: string;
  kind: EnquiryKind;
  status: EnquiryStatus;
  name: string;
  /** Null once the buyer withdrew consent. */
  email: string | null;
  phone: string | null;
  message: string | null;
  projectId: string | null;
  projectName: string | null;
  projectSlug: string | null;
  preferredDate: string | null;
  /** The showflat slot's start, 'HH:MM' in Singapore. */
  preferredTime: string | null;
  siteHost: string;
  consentAt: Date;
  consentVersion: string;
  consentWithdrawnAt: Date | null;
  createdAt: Date;
  /** The receiving realtor; null for the master site. */
  realtorName: string | null;
  /** Not yet opened by its owner (shown to the owner only). */
  unread: boolean;
  relation: EnquiryRelation;
  rights: { view: boolean; manage: boolean; erase: boolean };
}

function selectRows(db: Database | Tx) {
  return db
    .select(rowColumns)
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .leftJoin(owner, eq(owner.id, enquiries.realtorId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

function toRow(row: SelectedRow, actor: Actor, scope: InboxScope): EnquiryRow {
  const { readAt, realtorId, ownerReportsToId, ...rest } = row;
  const relation = enquiryRelation({
    role: actor.role,
    actorRealtorId: scope.realtorId,
    enquiryRealtorId: realtorId,
    ownerReportsToId,
  });
  return { ...rest, unread: relation === "owner" && hasPermission(actor.role, "enquiriesOwn") && readAt === null, relation, rights: enquiryRights(relation) };
}

export type EnquiryListQuery = ListQuery<(typeof ENQUIRY_SORTS)[number], EnquiryTab> & EnquiryFilters;

function filtersWhere(scope: InboxScope, query: Omit<EnquiryListQuery, "page" | "sort" | "dir" | "q">): SQL | undefined {
  const filters: SQL[] = [];
  const scoped = scopeWhere(scope);
  if (scoped) filters.push(scoped);
  if (query.tab !== "all") filters.push(eq(enquiries.status, query.tab));
  if (query.kind) filters.push(eq(enquiries.kind, query.kind));
  if (query.project) filters.push(eq(enquiries.projectId, query.project));
  return filters.length ? and(...filters) : undefined;
}

/** One page of the inbox, newest first (or oldest with dir=asc), filtered and paged in SQL. */
export async function listEnquiries({ db }: InboxDeps, actor: Actor, query: EnquiryListQuery): Promise<{ rows: EnquiryRow[]; total: number }> {
  const scope = await inboxScope(db, actor);
  const where = filtersWhere(scope, query);
  const order = query.dir === "asc" ? asc(enquiries.createdAt) : desc(enquiries.createdAt);
  const [rows, [{ total }]] = await Promise.all([
    selectRows(db).where(where).orderBy(order, asc(enquiries.id)).limit(LIST_PAGE_SIZE).offset(pageOffset(query.page)),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, actor, scope)), total };
}

export interface InboxStats {
  byStatus: Record<EnquiryStatus, number>;
  total: number;
  /** The actor's own unopened enquiries. */
  unread: number;
}

/** The tab counts and the unread count of the actor's inbox (kind and project filters applied). */
export async function enquiryStats({ db }: InboxDeps, actor: Actor, filters: EnquiryFilters = {}): Promise<InboxStats> {
  const scope = await inboxScope(db, actor);
  const rows = await db
    .select({ status: enquiries.status, n: count(), unread: sql<number>`count(*) filter (where ${enquiries.readAt} is null and ${enquiries.realtorId} = ${scope.realtorId})::int` })
    .from(enquiries)
    .where(filtersWhere(scope, { tab: "all", ...filters }))
    .groupBy(enquiries.status);
  const by = (status: EnquiryStatus) => rows.find((row) => row.status === status)?.n ?? 0;
  return {
    byStatus: { new: by("new"), contacted: by("contacted"), "viewing-booked": by("viewing-booked"), closed: by("closed") },
    total: rows.reduce((sum, row) => sum + row.n, 0),
    unread: rows.reduce((sum, row) => sum + row.unread, 0),
  };
}

/** The projects the actor's enquiries are about, for the project filter. */
export async function enquiryProjects({ db }: InboxDeps, actor: Actor): Promise<{ id: string; name: string }[]> {
  const scope = await inboxScope(db, actor);
  return db
    .selectDistinct({ id: projects.id, name: projects.name })
    .from(enquiries)
    .innerJoin(projects, eq(projects.id, enquiries.projectId))
    .where(scopeWhere(scope))
    .orderBy(asc(projects.name))
    .limit(200);
}

/**
 * The header's count for a signed-in realtor: their own site's enquiries not yet opened. One
 * query on the partial index enquiries_unread_idx; administrators and visitors never run it.
 */
export async function unreadEnquiryCount(db: Database, actor: Pick<Actor, "id" | "role">): Promise<number | null> {
  if (!hasPermission(actor.role, "enquiriesOwn")) return null;
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(enquiries)
    .where(and(isNull(enquiries.readAt), eq(enquiries.realtorId, sql`(select ${realtors.id} from ${realtors} where ${realtors.userId} = ${actor.id})`)));
  return unread;
}

export interface EnquiryEvent {
  id: string;
  type: EnquiryEventType;
  fromStatus: EnquiryStatus | null;
  toStatus: EnquiryStatus | null;
  note: string | null;
  /** Null for the buyer (a withdrawal of consent). */
  performedByName: string | null;
  createdAt: Date;
}

/** One enquiry with its history, if the actor may see it; opening it marks it read for its owner. */
export async function openEnquiry({ db }: InboxDeps, actor: Actor, { id }: { id: string }): Promise<{ enquiry: EnquiryRow; events: EnquiryEvent[] }> {
  const scope = await inboxScope(db, actor);
  const [row] = await selectRows(db).where(and(eq(enquiries.id, id), scopeWhere(scope))).limit(1);
  if (!row) throw new NotFoundError(ENQUIRY_INBOX_MESSAGES.notFound);
  const enquiry = toRow(row, actor, scope);
  if (enquiry.unread) {
    await db.update(enquiries).set({ readAt: new Date() }).where(and(eq(enquiries.id, id), isNull(enquiries.readAt)));
  }
  const events = await db
    .select({
      id: enquiryEvents.id,
      type: enquiryEvents.type,
      fromStatus: enquiryEvents.fromStatus,
      toStatus: enquiryEvents.toStatus,
      note: enquiryEvents.note,
      performedByName: enquiryEvents.performedByName,
      createdAt: enquiryEvents.createdAt,
    })
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, id))
    .orderBy(desc(enquiryEvents.createdAt), desc(enquiryEvents.id))
    .limit(200);
  return { enquiry: { ...enquiry, unread: false }, events };
}

/** The enquiry locked for a change, with the actor's rights over it; NotFound when out of the actor's sight. */
async function lockForChange(tx: Tx, actor: Actor, id: string): Promise<EnquiryRow> {
  const scope = await inboxScope(tx, actor);
  const [row] = await selectRows(tx).where(and(eq(enquiries.id, id), scopeWhere(scope))).limit(1).for("update", { of: enquiries });
  if (!row) throw new NotFoundError(ENQUIRY_INBOX_MESSAGES.notFound);
  return toRow(row, actor, scope);
}

/** The owner moves the enquiry along (new, contacted, viewing booked, closed); the change is kept with who and when. */
export async function changeEnquiryStatus({ db }: InboxDeps, actor: Actor, input: EnquiryStatusData): Promise<{ name: string; status: EnquiryStatus }> {
  return db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, input.id);
    authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
    if (enquiry.status !== input.status) {
      const now = new Date();
      await tx.update(enquiries).set({ status: input.status, readAt: sql`coalesce(${enquiries.readAt}, ${now})` }).where(eq(enquiries.id, input.id));
      await tx.insert(enquiryEvents).values({
        enquiryId: input.id,
        type: "status-changed",
        fromStatus: enquiry.status,
        toStatus: input.status,
        userId: actor.id,
        performedByName: actor.fullName,
        createdAt: now,
      });
    }
    return { name: enquiry.name, status: input.status };
  });
}

/** The owner's note on the enquiry, kept with who and when. */
export async function addEnquiryNote({ db }: InboxDeps, actor: Actor, input: EnquiryNoteData): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, input.id);
    authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
    await tx.insert(enquiryEvents).values({ enquiryId: input.id, type: "note", note: input.note, userId: actor.id, performedByName: actor.fullName });
    await tx.update(enquiries).set({ readAt: sql`coalesce(${enquiries.readAt}, now())` }).where(eq(enquiries.id, input.id));
    return { name: enquiry.name };
  });
}

/**
 * Deletes an enquiry on the buyer's request, with its notes and history. What is recorded of it
 * (admin_audit_log) holds no personal data: the kind, site, project, dates and who deleted it.
 */
export async function eraseEnquiry({ db }: InboxDeps, actor: Actor, { id }: { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, id);
    authorizeRow(enquiry.rights.erase, ENQUIRY_INBOX_MESSAGES.eraseDenied);
    await tx.delete(enquiries).where(eq(enquiries.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "enquiry",
      entityId: id,
      entityLabel: `Enquiry received ${enquiry.createdAt.toISOString().slice(0, 10)} on ${enquiry.siteHost}`,
      action: "deleted",
      details: {
        reason: "buyer-request",
        kind: enquiry.kind,
        status: enquiry.status,
        siteHost: enquiry.siteHost,
        realtorName: enquiry.realtorName,
        projectId: enquiry.projectId,
        receivedAt: enquiry.createdAt.toISOString(),
        consentVersion: enquiry.consentVersion,
        consentWithdrawnAt: enquiry.consentWithdrawnAt?.toISOString() ?? null,
      },
    });
  });
}

/** Every enquiry of the actor's inbox that the filters keep, newest first, for the CSV export. */
export async function* enquiriesForExport({ db }: InboxDeps, actor: Actor, query: Omit<EnquiryListQuery, "page">): AsyncGenerator<EnquiryRow> {
  const scope = await inboxScope(db, actor);
  const where = filtersWhere(scope, query);
  const rows = newestFirstInBatches((after) =>
    db
      .select(rowColumns)
      .from(enquiries)
      .leftJoin(projects, eq(projects.id, enquiries.projectId))
      .leftJoin(owner, eq(owner.id, enquiries.realtorId))
      .where(and(where, after ? olderThan(enquiries, enquiries.createdAt, enquiries.id, after) : undefined))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(EXPORT_BATCH_ROWS),
  );
  for await (const row of rows) yield toRow(row, actor, scope);
}
