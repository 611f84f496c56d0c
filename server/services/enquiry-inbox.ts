import { aliasedTable, and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { LIST_PAGE_SIZE, pageOffset, type ListQuery } from "~/domain/list-query";
import { enquiryRelation, enquiryRights, hasPermission, type EnquiryRelation, type EnquiryRights } from "~/domain/permissions";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import {
  ENQUIRY_INBOX_MESSAGES,
  ENQUIRY_STAGES,
  OPEN_ENQUIRY_STAGES,
  type ContactChannel,
  type ENQUIRY_SORTS,
  type EnquiryEventType,
  type EnquiryFilters,
  type EnquiryNoteData,
  type EnquiryStage,
  type EnquiryStageData,
  type EnquiryTab,
} from "~/domain/schemas/enquiry-inbox";
import { isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";
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

/**
 * Whose enquiries the actor reads: everyone's, or those owned by a few realtors (the actor, and
 * for a leader the team). The owners are read first, so the inbox's query is
 * `owner_id in (...)` over enquiries_owner_created_idx rather than a condition on every
 * tenant's rows (issue 37 item 6).
 */
type InboxScope = { all: true; realtorId: null; ownerIds: null } | { all: false; realtorId: string | null; ownerIds: string[] };

export async function inboxScope(db: Database | Tx, actor: Actor): Promise<InboxScope> {
  authorize(actor, "enquiryInbox");
  if (hasPermission(actor.role, "enquiriesAny")) return { all: true, realtorId: null, ownerIds: null };
  const [realtor] = await db.select({ id: realtors.id, isLeader: realtors.isLeader }).from(realtors).where(eq(realtors.userId, actor.id));
  if (!realtor) return { all: false, realtorId: null, ownerIds: [] };
  if (!(realtor.isLeader && hasPermission(actor.role, "enquiriesTeam"))) return { all: false, realtorId: realtor.id, ownerIds: [realtor.id] };
  const team = await db
    .select({ id: realtors.id })
    .from(realtors)
    .where(or(eq(realtors.id, realtor.id), eq(realtors.reportsToId, realtor.id)));
  return { all: false, realtorId: realtor.id, ownerIds: team.map((member) => member.id) };
}

/** The scope as a condition on enquiries: the permission check sits in the query (CONVENTIONS "Scope in the query"). */
function scopeWhere(scope: InboxScope): SQL | undefined {
  if (scope.all) return undefined;
  if (scope.ownerIds.length === 0) return sql`false`;
  return inArray(enquiries.ownerId, scope.ownerIds);
}

/** The realtor whose site received the enquiry, and the realtor who works it now. */
const siteRealtor = aliasedTable(realtors, "site_realtor");
const owner = aliasedTable(realtors, "owner");

// Contact details leave the database only while the buyer's consent stands.
const whileConsented = (column: AnyPgColumn) =>
  sql<string | null>`case when ${enquiries.consentWithdrawnAt} is null then ${column} end`;

const rowColumns = {
  id: enquiries.id,
  kind: enquiries.kind,
  stage: enquiries.stage,
  lostReason: enquiries.lostReason,
  name: enquiries.name,
  email: whileConsented(enquiries.email),
  phone: whileConsented(enquiries.phone),
  message: whileConsented(enquiries.message),
  projectId: enquiries.projectId,
  projectName: projects.name,
  projectSlug: projects.slug,
  preferredDate: enquiries.preferredDate,
  preferredTime: enquiries.preferredTime,
  viewingCancelledAt: enquiries.viewingCancelledAt,
  siteHost: enquiries.siteHost,
  consentAt: enquiries.consentAt,
  consentVersion: enquiries.consentVersion,
  consentWithdrawnAt: enquiries.consentWithdrawnAt,
  readAt: enquiries.readAt,
  createdAt: enquiries.createdAt,
  realtorId: enquiries.realtorId,
  realtorName: siteRealtor.fullName,
  ownerId: enquiries.ownerId,
  ownerName: owner.fullName,
  ownerEmail: owner.email,
  ownerReportsToId: owner.reportsToId,
  firstResponseAt: enquiries.firstResponseAt,
};

export interface EnquiryRow {
  id: string;
  kind: EnquiryKind;
  stage: EnquiryStage;
  /** Why a lost lead was lost. */
  lostReason: string | null;
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
  /** When the realtor cancelled the showflat visit. */
  viewingCancelledAt: Date | null;
  siteHost: string;
  consentAt: Date;
  consentVersion: string;
  consentWithdrawnAt: Date | null;
  createdAt: Date;
  /** The receiving site's realtor; null for the master site. */
  realtorName: string | null;
  masterSite: boolean;
  /** Who works the lead; null is the administrators' queue. */
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  firstResponseAt: Date | null;
  /** Not yet opened by its owner (shown to the owner only). */
  unread: boolean;
  relation: EnquiryRelation;
  rights: EnquiryRights;
}

function selectRows(db: Database | Tx) {
  return db
    .select(rowColumns)
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .leftJoin(siteRealtor, eq(siteRealtor.id, enquiries.realtorId))
    .leftJoin(owner, eq(owner.id, enquiries.ownerId));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

function toRow(row: SelectedRow, actor: Actor, scope: InboxScope): EnquiryRow {
  const { readAt, realtorId, ownerReportsToId, ...rest } = row;
  const relation = enquiryRelation({
    role: actor.role,
    actorRealtorId: scope.realtorId,
    enquiryOwnerId: row.ownerId,
    ownerReportsToId,
  });
  return {
    ...rest,
    masterSite: realtorId === null,
    unread: relation === "owner" && hasPermission(actor.role, "enquiriesOwn") && readAt === null,
    relation,
    rights: enquiryRights(relation, { role: actor.role, masterSite: realtorId === null }),
  };
}

export type EnquiryListQuery = ListQuery<(typeof ENQUIRY_SORTS)[number], EnquiryTab> & EnquiryFilters;

function filtersWhere(scope: InboxScope, query: Omit<EnquiryListQuery, "page" | "sort" | "dir" | "q">): SQL | undefined {
  const filters: SQL[] = [];
  const scoped = scopeWhere(scope);
  if (scoped) filters.push(scoped);
  if (query.tab !== "all") filters.push(eq(enquiries.stage, query.tab));
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
  byStage: Record<EnquiryStage, number>;
  total: number;
  /** The actor's own unopened enquiries. */
  unread: number;
}

/** The tab counts and the unread count of the actor's inbox (kind and project filters applied). */
export async function enquiryStats({ db }: InboxDeps, actor: Actor, filters: EnquiryFilters = {}): Promise<InboxStats> {
  const scope = await inboxScope(db, actor);
  const rows = await db
    .select({ stage: enquiries.stage, n: count(), unread: sql<number>`count(*) filter (where ${enquiries.readAt} is null and ${enquiries.ownerId} = ${scope.realtorId})::int` })
    .from(enquiries)
    .where(filtersWhere(scope, { tab: "all", ...filters }))
    .groupBy(enquiries.stage);
  const by = (stage: EnquiryStage) => rows.find((row) => row.stage === stage)?.n ?? 0;
  return {
    byStage: Object.fromEntries(ENQUIRY_STAGES.map((stage) => [stage, by(stage)])) as Record<EnquiryStage, number>,
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
 * The header's count for a signed-in realtor: the enquiries they own not yet opened. One
 * query on the partial index enquiries_owner_unread_idx; administrators and visitors never run it.
 */
export async function unreadEnquiryCount(db: Database, actor: Pick<Actor, "id" | "role">): Promise<number | null> {
  if (!hasPermission(actor.role, "enquiriesOwn")) return null;
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(enquiries)
    .where(and(isNull(enquiries.readAt), eq(enquiries.ownerId, sql`(select ${realtors.id} from ${realtors} where ${realtors.userId} = ${actor.id})`)));
  return unread;
}

export interface EnquiryEvent {
  id: string;
  type: EnquiryEventType;
  fromStage: EnquiryStage | null;
  toStage: EnquiryStage | null;
  fromOwnerName: string | null;
  toOwnerName: string | null;
  channel: ContactChannel | null;
  note: string | null;
  /** Null for the buyer (a withdrawal of consent). */
  performedByName: string | null;
  createdAt: Date;
}

/** One enquiry with its history, if the actor may see it; opening it marks it read for its owner. */
export async function openEnquiry(
  { db }: InboxDeps,
  actor: Actor,
  { id }: { id: string },
  { markRead = true }: { markRead?: boolean } = {},
): Promise<{ enquiry: EnquiryRow; events: EnquiryEvent[] }> {
  const scope = await inboxScope(db, actor);
  const [row] = await selectRows(db).where(and(eq(enquiries.id, id), scopeWhere(scope))).limit(1);
  if (!row) throw new NotFoundError(ENQUIRY_INBOX_MESSAGES.notFound);
  const enquiry = toRow(row, actor, scope);
  if (enquiry.unread && markRead) {
    await db.update(enquiries).set({ readAt: new Date() }).where(and(eq(enquiries.id, id), isNull(enquiries.readAt)));
  }
  const events = await db
    .select({
      id: enquiryEvents.id,
      type: enquiryEvents.type,
      fromStage: enquiryEvents.fromStage,
      toStage: enquiryEvents.toStage,
      fromOwnerName: enquiryEvents.fromOwnerName,
      toOwnerName: enquiryEvents.toOwnerName,
      channel: sql<ContactChannel | null>`${enquiryEvents.channel}`,
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
export async function lockForChange(tx: Database | Tx, actor: Actor, id: string): Promise<EnquiryRow> {
  const scope = await inboxScope(tx, actor);
  const [row] = await selectRows(tx).where(and(eq(enquiries.id, id), scopeWhere(scope))).limit(1).for("update", { of: enquiries });
  if (!row) throw new NotFoundError(ENQUIRY_INBOX_MESSAGES.notFound);
  return toRow(row, actor, scope);
}

/**
 * The owner moves the lead along the pipeline; Lost keeps its reason. The change is kept in the
 * history with who and when, and a first move counts as the first response.
 */
export async function changeEnquiryStage({ db }: InboxDeps, actor: Actor, input: EnquiryStageData): Promise<{ name: string; stage: EnquiryStage }> {
  return db.transaction(async (tx) => {
    const enquiry = await lockForChange(tx, actor, input.id);
    authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
    const lostReason = input.stage === "lost" ? (input.lostReason ?? null) : null;
    if (enquiry.stage !== input.stage || enquiry.lostReason !== lostReason) {
      const now = new Date();
      await tx
        .update(enquiries)
        .set({ stage: input.stage, lostReason, ...respondedAt(now), updatedAt: now })
        .where(eq(enquiries.id, input.id));
      await tx.insert(enquiryEvents).values({
        enquiryId: input.id,
        type: "status-changed",
        fromStage: enquiry.stage,
        toStage: input.stage,
        note: lostReason,
        userId: actor.id,
        performedByName: actor.fullName,
        createdAt: now,
      });
    }
    return { name: enquiry.name, stage: input.stage };
  });
}

/** An owner's answer: marks the enquiry read, and its first response when it has none yet. */
export function respondedAt(now: Date) {
  return {
    readAt: sql`coalesce(${enquiries.readAt}, ${now})`,
    firstResponseAt: sql`coalesce(${enquiries.firstResponseAt}, ${now})`,
  };
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
        stage: enquiry.stage,
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
    selectRows(db)
      .where(and(where, after ? olderThan(enquiries, enquiries.createdAt, enquiries.id, after) : undefined))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(EXPORT_BATCH_ROWS),
  );
  for await (const row of rows) yield toRow(row, actor, scope);
}

/** The board's cards per column: the newest of each stage. */
export const BOARD_CARDS_PER_STAGE = 50;

/**
 * The pipeline board: the newest enquiries of every stage in the actor's inbox (kind and
 * project filters applied), one ranked query, grouped by stage.
 */
export async function enquiryBoard({ db }: InboxDeps, actor: Actor, filters: EnquiryFilters = {}): Promise<Record<EnquiryStage, EnquiryRow[]>> {
  const scope = await inboxScope(db, actor);
  const ranked = db
    .select({ id: enquiries.id, rank: sql<number>`row_number() over (partition by ${enquiries.stage} order by ${enquiries.createdAt} desc, ${enquiries.id})`.as("rank") })
    .from(enquiries)
    .where(filtersWhere(scope, { tab: "all", ...filters }))
    .as("ranked");
  const rows = await selectRows(db)
    .innerJoin(ranked, eq(ranked.id, enquiries.id))
    .where(sql`${ranked.rank} <= ${BOARD_CARDS_PER_STAGE}`)
    .orderBy(desc(enquiries.createdAt), asc(enquiries.id));
  const board = Object.fromEntries(ENQUIRY_STAGES.map((stage) => [stage, [] as EnquiryRow[]])) as Record<EnquiryStage, EnquiryRow[]>;
  for (const row of rows) board[row.stage].push(toRow(row, actor, scope));
  return board;
}

/**
 * Today's list: the open leads to work today, those still New (oldest first: the longest
 * waiting on top) and those with a showflat viewing booked for today.
 */
export async function enquiriesForToday({ db }: InboxDeps, actor: Actor, { now = new Date() }: { now?: Date } = {}): Promise<EnquiryRow[]> {
  const scope = await inboxScope(db, actor);
  const today = isoDateInSingapore(now);
  const rows = await selectRows(db)
    .where(
      and(
        scopeWhere(scope),
        inArray(enquiries.stage, OPEN_ENQUIRY_STAGES),
        or(eq(enquiries.stage, "new"), eq(enquiries.preferredDate, today), gte(enquiries.createdAt, startOfSingaporeDay(today))),
      ),
    )
    .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
    .limit(LIST_PAGE_SIZE * 4);
  return rows.map((row) => toRow(row, actor, scope));
}
