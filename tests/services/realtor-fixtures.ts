import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { agencies, outbox, realtorAuditLog, realtors, sitePermissions } from "#server/db/schema";
import type { AddRealtorDeps } from "#server/services/realtors/add-realtor";
import type { RealtorData, UpdateRealtorData } from "~/domain/schemas/realtor";
import { TEST_APP_URL, TEST_DEV_HOST_MARKERS, type TestServices } from "../support/test-services";

/** What Realtor Management's services take from the load context. */
export function realtorDeps(services: TestServices, overrides: Partial<AddRealtorDeps> = {}): AddRealtorDeps {
  return {
    db: services.db,
    auth: services.auth,
    mailer: services.mailer,
    config: { appUrl: TEST_APP_URL, appDomain: "localhost", devHostMarkers: TEST_DEV_HOST_MARKERS },
    logger: pino({ level: "silent" }),
    ...overrides,
  };
}

export async function realtorByEmail(services: TestServices, email: string) {
  const [row] = await services.db.select().from(realtors).where(eq(realtors.email, email));
  return row;
}

export async function agencyIdNamed(services: TestServices, name: string): Promise<string> {
  const [row] = await services.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.name, name));
  if (!row) throw new Error(`the seed has no agency ${name}`);
  return row.id;
}

export async function auditOf(services: TestServices, realtorId: string) {
  return services.db.select().from(realtorAuditLog).where(eq(realtorAuditLog.realtorId, realtorId)).orderBy(realtorAuditLog.performedAt);
}

export async function permissionsOf(services: TestServices, ownerId: string) {
  return services.db.select().from(sitePermissions).where(eq(sitePermissions.ownerId, ownerId));
}

export async function mailsTo(services: TestServices, email: string) {
  return services.db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
}

export function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]);
}

let counter = 100_000;

/** A valid add-realtor payload with an email, CEA number and host nobody has yet. */
export function newRealtor(agencyId: string, overrides: Partial<RealtorData> = {}): RealtorData {
  counter += 1;
  return {
    fullName: `Test Realtor ${counter}`,
    email: `realtor${counter}@example.sg`,
    phoneNumber: "+65 9123 4567",
    ceaNumber: `R${counter + 700_000}`,
    agencyId,
    agentSiteUrl: `realtor${counter}.localhost`,
    isLeader: false,
    reportsToId: undefined,
    yearsExperience: 4,
    ...overrides,
  };
}

/** An edit of a stored realtor that keeps every field but `changes`. */
export function editOf(row: typeof realtors.$inferSelect, changes: Partial<UpdateRealtorData> = {}): UpdateRealtorData {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber ?? undefined,
    ceaNumber: row.ceaNumber ?? "",
    agencyId: row.agencyId,
    agentSiteUrl: row.agentSiteUrl,
    reportsToId: row.reportsToId ?? undefined,
    yearsExperience: row.yearsExperience ?? undefined,
    ...changes,
  };
}
