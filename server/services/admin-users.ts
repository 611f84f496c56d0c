import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { LIST_PAGE_SIZE, pageOffset, pageWithin, type ListPage } from "~/domain/list-query";
import { ADMIN_ROLES, canEditAdminUser, type Role } from "~/domain/permissions";
import { ADMIN_USER_MESSAGES, type CreateAdminUserData, type UpdateAdminUserData } from "~/domain/schemas/admin-user";
import type { Auth } from "../auth";
import type { Database } from "../db/client";
import { accounts, userProfiles } from "../db/schema";
import type { Mailer } from "../mail";
import { inviteUser } from "./accounts/invite-user";
import { authorize, type Actor } from "./actor";
import { recordAdminAudit } from "./internal/audit-log";
import { ForbiddenError, NotFoundError, withConflicts } from "./errors";
import { publishedPostTags } from "./internal/site-cache-tags";
import { dropCached } from "../memory-cache";

export interface AdminUserDeps {
  db: Database;
  auth: Auth;
  mailer: Mailer;
  config: { appUrl: string };
}

export interface AdminUserRow {
  id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  role: Role;
  createdAt: Date;
  updatedAt: Date;
  /** False until the invite is accepted and a password set. */
  hasPassword: boolean;
}

/** One page of the users whose role is master, admin1ic or admin2ic, newest first (part 2 §7); a page past the end shows the last. */
export async function listAdminUsers({ db }: Pick<AdminUserDeps, "db">, actor: Actor, page = 1): Promise<ListPage<AdminUserRow>> {
  authorize(actor, "adminUserViewing");
  const administrators = inArray(userProfiles.role, [...ADMIN_ROLES]);
  const [{ total }] = await db.select({ total: count() }).from(userProfiles).where(administrators);
  const shown = pageWithin(page, total);
  const rows = await db
    .select({
      id: userProfiles.id,
      fullName: userProfiles.fullName,
      email: userProfiles.email,
      phoneNumber: userProfiles.phoneNumber,
      role: userProfiles.role,
      createdAt: userProfiles.createdAt,
      updatedAt: userProfiles.updatedAt,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${accounts}.user_id = ${userProfiles}.id and ${accounts}.provider_id = 'credential')`,
    })
    .from(userProfiles)
    .where(administrators)
    .orderBy(desc(userProfiles.createdAt), asc(userProfiles.id))
    .limit(LIST_PAGE_SIZE)
    .offset(pageOffset(shown));
  return { rows, total, page: shown };
}

/**
 * Master creates an admin1ic or admin2ic account, audited in the same transaction, then mails
 * the invite whose link sets the first password. A failed mail keeps the account: the list
 * offers to send the invite again.
 */
export async function createAdminUser(deps: AdminUserDeps, actor: Actor, input: CreateAdminUserData): Promise<{ id: string; invited: boolean }> {
  authorize(actor, "adminManagement", ADMIN_USER_MESSAGES.createDenied);
  const email = input.email.toLowerCase();
  const created = await withConflicts("user_profiles", { email: ADMIN_USER_MESSAGES.emailTaken }, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userProfiles)
        .values({ email, fullName: input.fullName, phoneNumber: input.phoneNumber ?? null, role: input.role })
        .returning({ id: userProfiles.id });
      await recordAdminAudit(tx, actor, {
        entity: "admin_user",
        entityId: row.id,
        entityLabel: `${input.fullName} <${email}>`,
        action: "created",
        details: { role: input.role },
      });
      return row;
    }),
  );
  const invited = await sendInvite(deps, actor, created.id);
  return { id: created.id, invited };
}

export async function resendAdminInvite(deps: AdminUserDeps, actor: Actor, { id }: { id: string }): Promise<{ email: string }> {
  authorize(actor, "adminManagement");
  const target = await editableAdmin(deps.db, actor, id);
  await inviteUser({ ...deps, appUrl: deps.config.appUrl }, actor, { userId: id });
  return { email: target.email };
}

export async function updateAdminUser({ db }: Pick<AdminUserDeps, "db">, actor: Actor, input: UpdateAdminUserData): Promise<void> {
  authorize(actor, "adminManagement");
  const shownOn = await db.transaction(async (tx) => {
    const target = await editableAdmin(tx, actor, input.id);
    await tx
      .update(userProfiles)
      .set({ fullName: input.fullName, phoneNumber: input.phoneNumber ?? null })
      .where(eq(userProfiles.id, input.id));
    await recordAdminAudit(tx, actor, {
      entity: "admin_user",
      entityId: input.id,
      entityLabel: `${input.fullName} <${target.email}>`,
      action: "updated",
      details: {
        before: { fullName: target.fullName, phoneNumber: target.phoneNumber },
        after: { fullName: input.fullName, phoneNumber: input.phoneNumber ?? null },
      },
    });
    // An administrator's posts show on every site, under their name.
    return publishedPostTags(tx, input.id);
  });
  dropCached(...shownOn);
}

/** Deletes the account with its sessions and credentials; a master row and one's own are refused. */
export async function deleteAdminUser({ db }: Pick<AdminUserDeps, "db">, actor: Actor, { id }: { id: string }): Promise<{ fullName: string }> {
  authorize(actor, "adminManagement");
  if (id === actor.id) throw new ForbiddenError(ADMIN_USER_MESSAGES.ownAccount);
  const deleted = await db.transaction(async (tx) => {
    const target = await editableAdmin(tx, actor, id);
    // Their posts, listed on every site, go with the account.
    const shownOn = await publishedPostTags(tx, id);
    await tx.delete(userProfiles).where(eq(userProfiles.id, id));
    await recordAdminAudit(tx, actor, {
      entity: "admin_user",
      entityId: id,
      entityLabel: `${target.fullName} <${target.email}>`,
      action: "deleted",
      details: { role: target.role },
    });
    return { fullName: target.fullName, shownOn };
  });
  dropCached(...deleted.shownOn);
  return { fullName: deleted.fullName };
}

async function editableAdmin(db: Pick<Database, "select">, actor: Actor, id: string) {
  const [target] = await db.select().from(userProfiles).where(eq(userProfiles.id, id)).limit(1);
  if (!target || !(ADMIN_ROLES as readonly string[]).includes(target.role)) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
  if (!canEditAdminUser(actor.role, target.role)) throw new ForbiddenError(ADMIN_USER_MESSAGES.masterLocked);
  return target;
}

async function sendInvite(deps: AdminUserDeps, actor: Actor, userId: string): Promise<boolean> {
  try {
    await inviteUser({ ...deps, appUrl: deps.config.appUrl }, actor, { userId });
    return true;
  } catch {
    return false;
  }
}
