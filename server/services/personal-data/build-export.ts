import { and, eq, inArray, or } from "drizzle-orm";
import { gzipSync } from "node:zlib";
import { formatDateTime } from "~/domain/format";
import { PERSONAL_DATA_EXPORT_HOURS } from "~/domain/schemas/personal-data";
import { siteOrigin } from "~/domain/site-url";
import { tarEnd, tarFile } from "../../backup/tar";
import type { Database } from "../../db/client";
import { adminAuditLog, blogs, enquiries, enquiryEvents, personalDataExports, realtorAuditLog, realtors, realtorSiteBranding, userProfiles } from "../../db/schema";
import type { JobSender } from "../../jobs/job-sender";
import { PERSONAL_DATA_EXPORT_EXPIRY_JOB } from "../../jobs/job-names";
import type { Mailer } from "../../mail";
import { personalDataExportReadyMail } from "../../mail-templates";

export interface ExportBuildDeps {
  db: Database;
  mailer: Mailer;
  jobs: JobSender;
  config: { appUrl: string };
}

/** The download's path; the ready mail names it on the realtor's own site, the only host they sign in on. */
export function personalDataDownloadPath(exportId: string): string {
  return `/dashboard/my-data/${exportId}`;
}

/**
 * The job's work for one "Download my data" request: every row the platform holds about the
 * realtor, as JSON files in one tar.gz, stored with the request, then the mail. Run again after a
 * crash it builds the archive anew; a request already ready or gone only has its mail sent.
 */
export async function buildPersonalDataExport({ db, mailer, jobs, config }: ExportBuildDeps, exportId: string): Promise<void> {
  const [request] = await db.select().from(personalDataExports).where(eq(personalDataExports.id, exportId));
  if (!request || request.status === "expired") return;
  const [account] = await db.select({ email: userProfiles.email, fullName: userProfiles.fullName }).from(userProfiles).where(eq(userProfiles.id, request.userId));
  if (!account) return;
  let expiresAt = request.expiresAt;
  if (request.status !== "ready") {
    await db.update(personalDataExports).set({ status: "building" }).where(eq(personalDataExports.id, exportId));
    const files = await personalDataFiles(db, request.userId);
    const archive = gzipSync(Buffer.concat([...Object.entries(files).flatMap(([name, rows]) => [...tarFile(`my-data/${name}.json`, Buffer.from(JSON.stringify(rows, null, 2)))]), tarEnd()]));
    const readyAt = new Date();
    expiresAt = new Date(readyAt.getTime() + PERSONAL_DATA_EXPORT_HOURS * 3_600_000);
    await db.transaction(async (tx) => {
      await tx
        .update(personalDataExports)
        .set({ status: "ready", readyAt, expiresAt, archive, byteSize: archive.byteLength, fileName: `my-data-${readyAt.toISOString().slice(0, 10)}.tar.gz` })
        .where(eq(personalDataExports.id, exportId));
      await jobs.send(PERSONAL_DATA_EXPORT_EXPIRY_JOB, { exportId }, { tx, startAfter: expiresAt!, singletonKey: exportId });
    });
  }
  const [realtor] = await db.select({ host: realtors.agentSiteUrl }).from(realtors).where(eq(realtors.userId, request.userId));
  const link = `${realtor ? siteOrigin(realtor.host, config.appUrl) : new URL(config.appUrl).origin}${personalDataDownloadPath(exportId)}`;
  await mailer.send({ to: account.email, ...personalDataExportReadyMail({ name: account.fullName, link, expiresAt: formatDateTime(expiresAt!) }) });
}

/** Marks a request whose job failed for good, so the realtor may ask again. */
export async function failPersonalDataExport({ db }: { db: Database }, exportId: string): Promise<void> {
  await db.update(personalDataExports).set({ status: "failed" }).where(and(eq(personalDataExports.id, exportId), inArray(personalDataExports.status, ["queued", "building"])));
}

/** A ready archive past its time: the bytes go, the request stays as 'expired'. */
export async function expirePersonalDataExport({ db }: { db: Database }, exportId: string): Promise<void> {
  await db
    .update(personalDataExports)
    .set({ status: "expired", archive: null })
    .where(and(eq(personalDataExports.id, exportId), eq(personalDataExports.status, "ready")));
}

/** The archive's files: profile, branding, posts, enquiries with consent and history, audit rows. */
async function personalDataFiles(db: Database, userId: string): Promise<Record<string, unknown>> {
  const [account] = await db
    .select({ id: userProfiles.id, email: userProfiles.email, fullName: userProfiles.fullName, phoneNumber: userProfiles.phoneNumber, role: userProfiles.role, createdAt: userProfiles.createdAt })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  const [realtorRow] = await db.select().from(realtors).where(eq(realtors.userId, userId));
  const { calendarFeedTokenHash: _secret, ...realtor } = realtorRow ?? {};
  const realtorId = realtorRow?.id ?? null;
  const [branding, posts, siteEnquiries, realtorAudit, adminAudit] = await Promise.all([
    realtorId ? db.select().from(realtorSiteBranding).where(eq(realtorSiteBranding.realtorId, realtorId)) : [],
    db.select().from(blogs).where(eq(blogs.userId, userId)),
    realtorId ? db.select().from(enquiries).where(or(eq(enquiries.realtorId, realtorId), eq(enquiries.ownerId, realtorId))) : [],
    db
      .select()
      .from(realtorAuditLog)
      .where(realtorId ? or(eq(realtorAuditLog.realtorId, realtorId), eq(realtorAuditLog.userId, userId)) : eq(realtorAuditLog.userId, userId)),
    db.select().from(adminAuditLog).where(eq(adminAuditLog.userId, userId)),
  ]);
  const events = siteEnquiries.length
    ? await db.select().from(enquiryEvents).where(inArray(enquiryEvents.enquiryId, siteEnquiries.map((enquiry) => enquiry.id)))
    : [];
  return {
    profile: { account, realtor: realtorRow ? realtor : null },
    branding,
    posts,
    enquiries: siteEnquiries.map(({ consentTokenHash: _token, ipHash: _ip, ...enquiry }) => ({
      ...enquiry,
      consent: { givenAt: enquiry.consentAt, version: enquiry.consentVersion, withdrawnAt: enquiry.consentWithdrawnAt },
      history: events.filter((event) => event.enquiryId === enquiry.id),
    })),
    audit: { realtorLog: realtorAudit, administrationLog: adminAudit },
  };
}
