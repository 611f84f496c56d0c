import { and, desc, eq, gt, inArray } from "drizzle-orm";
import { PERSONAL_DATA_MESSAGES, type PersonalDataExportStatus } from "~/domain/schemas/personal-data";
import { isRecordId } from "~/domain/record-id";
import type { Database } from "../../db/client";
import { personalDataExports, realtors } from "../../db/schema";
import type { JobSender } from "../../jobs/job-sender";
import { PERSONAL_DATA_EXPORT_JOB } from "../../jobs/job-names";
import { authorize, type Actor } from "../actor";
import { recordRealtorAudit } from "../internal/audit-log";
import { ConflictError, NotFoundError } from "../errors";

export interface PersonalDataExportView {
  id: string;
  status: PersonalDataExportStatus;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  byteSize: number | null;
}

const VIEW = {
  id: personalDataExports.id,
  status: personalDataExports.status,
  requestedAt: personalDataExports.requestedAt,
  readyAt: personalDataExports.readyAt,
  expiresAt: personalDataExports.expiresAt,
  byteSize: personalDataExports.byteSize,
};

/** The realtor's latest "Download my data" request, for the status on their profile. */
export async function latestPersonalDataExport({ db }: { db: Database }, actor: Actor): Promise<PersonalDataExportView | null> {
  authorize(actor, "personalDataExport", PERSONAL_DATA_MESSAGES.exportDenied);
  const [latest] = await db.select(VIEW).from(personalDataExports).where(eq(personalDataExports.userId, actor.id)).orderBy(desc(personalDataExports.requestedAt)).limit(1);
  return latest ?? null;
}

/**
 * "Download my data": the request, its audit row and the job that builds the archive, in one
 * transaction. One request at a time: a second while one is queued or building is a conflict.
 */
export async function requestPersonalDataExport({ db, jobs }: { db: Database; jobs: JobSender }, actor: Actor): Promise<PersonalDataExportView> {
  authorize(actor, "personalDataExport", PERSONAL_DATA_MESSAGES.exportDenied);
  return db.transaction(async (tx) => {
    const [realtor] = await tx.select({ id: realtors.id }).from(realtors).where(eq(realtors.userId, actor.id)).for("update");
    if (!realtor) throw new NotFoundError(PERSONAL_DATA_MESSAGES.realtorNotFound);
    const [running] = await tx
      .select({ id: personalDataExports.id })
      .from(personalDataExports)
      .where(and(eq(personalDataExports.userId, actor.id), inArray(personalDataExports.status, ["queued", "building"])));
    if (running) throw new ConflictError(PERSONAL_DATA_MESSAGES.exportAlreadyRunning);
    const [created] = await tx.insert(personalDataExports).values({ userId: actor.id }).returning(VIEW);
    await recordRealtorAudit(tx, actor, { realtorId: realtor.id, action: "updated", details: { change: "personal_data_export_requested", exportId: created.id } });
    await jobs.send(PERSONAL_DATA_EXPORT_JOB, { exportId: created.id }, { tx, singletonKey: created.id });
    return created;
  });
}

/** A ready archive, to its own realtor only, until it expires; anyone else gets the same not-found. */
export async function readPersonalDataArchive({ db }: { db: Database }, actor: Actor, id: string): Promise<{ fileName: string; archive: Uint8Array }> {
  authorize(actor, "personalDataExport", PERSONAL_DATA_MESSAGES.exportDenied);
  const [row] = isRecordId(id)
    ? await db
        .select({ fileName: personalDataExports.fileName, archive: personalDataExports.archive })
        .from(personalDataExports)
        .where(and(eq(personalDataExports.id, id), eq(personalDataExports.userId, actor.id), eq(personalDataExports.status, "ready"), gt(personalDataExports.expiresAt, new Date())))
    : [];
  if (!row?.archive || !row.fileName) throw new NotFoundError(PERSONAL_DATA_MESSAGES.exportNotFound);
  return { fileName: row.fileName, archive: row.archive };
}
