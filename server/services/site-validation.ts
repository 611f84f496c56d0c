import { asc, count, gt, inArray, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { VALIDATION_BATCH_SIZE, type ValidateBatchData, type ValidateSiteData } from "~/domain/schemas/site-permission";
import { assessSite, type SiteFacts, type SiteValidation } from "~/domain/site-validation";
import { normaliseHost } from "~/domain/site-url";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { realtors, sitePermissions } from "../db/schema";
import { checkSiteDns, systemDnsResolver, type DnsResolver } from "../site-dns";
import { authorize, type Actor } from "./actor";

export interface SiteValidationDeps {
  db: Database;
  config: Pick<Config, "appDomain" | "siteDnsTargets">;
  /** The system's name servers unless a test hands in its own. */
  dns?: DnsResolver;
}

let systemResolver: DnsResolver | undefined;

function resolverOf(deps: SiteValidationDeps): DnsResolver {
  return deps.dns ?? (systemResolver ??= systemDnsResolver());
}

/** One typed site URL (already normalised to its host by the schema). */
export async function validateSite(deps: SiteValidationDeps, actor: Actor, input: ValidateSiteData): Promise<SiteValidation> {
  authorize(actor, "siteManagement");
  const [result] = await validateHosts(deps, [input.siteUrl]);
  return result;
}

export interface ValidationBatch {
  results: SiteValidation[];
  /** Where the next batch starts; null after the last. */
  next: string | null;
  /** Every leader and agent site, once each. */
  total: number;
}

// Every site host the platform knows: realtors' own URLs and permission URLs, UNION removing repeats.
function siteHosts(db: Database) {
  return union(
    db.select({ host: realtors.agentSiteUrl }).from(realtors),
    db.select({ host: sitePermissions.siteUrl }).from(sitePermissions),
  ).as("site_hosts");
}

/**
 * One batch of 'Validate All Sites': the next sites in host order after `after`. The browser
 * asks for batch after batch, so it can show progress and a slow DNS answer holds up one
 * request, not the whole run.
 */
export async function validateSiteBatch(deps: SiteValidationDeps, actor: Actor, input: ValidateBatchData): Promise<ValidationBatch> {
  authorize(actor, "siteManagement");
  const hosts = siteHosts(deps.db);
  const [page, [{ total }]] = await Promise.all([
    deps.db
      .select({ host: hosts.host })
      .from(hosts)
      .where(input.after ? gt(hosts.host, input.after) : undefined)
      .orderBy(asc(hosts.host))
      .limit(VALIDATION_BATCH_SIZE),
    deps.db.select({ total: count() }).from(hosts),
  ]);
  const batch = page.map((row) => row.host);
  const results = await validateHosts(deps, batch);
  return { results, next: batch.length === VALIDATION_BATCH_SIZE ? batch[batch.length - 1] : null, total };
}

/** Gathers the facts of each host (two queries for the batch, DNS in parallel), judges them and stamps last_validated. */
async function validateHosts(deps: SiteValidationDeps, hosts: string[]): Promise<SiteValidation[]> {
  if (hosts.length === 0) return [];
  const { db } = deps;
  const realtorColumns = { id: realtors.id, userId: realtors.userId, fullName: realtors.fullName, status: realtors.status, isLeader: realtors.isLeader, agentSiteUrl: realtors.agentSiteUrl };
  const [byUrl, permissions] = await Promise.all([
    db.select(realtorColumns).from(realtors).where(inArray(realtors.agentSiteUrl, hosts)),
    db.select().from(sitePermissions).where(inArray(sitePermissions.siteUrl, hosts)),
  ]);
  // A permission URL that is not the owner's own site URL still belongs to the owner's realtor record.
  const ownerIds = permissions.filter((p) => !byUrl.some((r) => r.agentSiteUrl === p.siteUrl)).map((p) => p.ownerId);
  const byOwner = ownerIds.length ? await db.select(realtorColumns).from(realtors).where(inArray(realtors.userId, ownerIds)) : [];

  const appDomain = normaliseHost(deps.config.appDomain);
  const resolver = resolverOf(deps);
  const facts = await Promise.all(
    hosts.map(async (host): Promise<SiteFacts & { realtorId: string | null }> => {
      const permission = permissions.find((p) => p.siteUrl === host) ?? null;
      const realtor = byUrl.find((r) => r.agentSiteUrl === host) ?? (permission ? byOwner.find((r) => r.userId === permission.ownerId) : undefined) ?? null;
      const isPlatformDomain = host === appDomain;
      const known = !isPlatformDomain && (realtor !== null || permission !== null);
      return {
        host,
        isPlatformDomain,
        realtor,
        realtorId: realtor?.id ?? null,
        permission,
        dns: known ? await checkSiteDns(resolver, host, deps.config.siteDnsTargets) : null,
      };
    }),
  );

  const now = new Date();
  const permissionIds = permissions.map((p) => p.id);
  const realtorIds = facts.flatMap((fact) => (fact.realtorId ? [fact.realtorId] : []));
  // last_validated is a stamp, not an edit: updated_at (the sitemap's lastmod) keeps its value.
  await db.transaction(async (tx) => {
    if (permissionIds.length) {
      await tx.update(sitePermissions).set({ lastValidated: now, updatedAt: sql`${sitePermissions.updatedAt}` }).where(inArray(sitePermissions.id, permissionIds));
    }
    if (realtorIds.length) {
      await tx.update(realtors).set({ lastValidated: now, updatedAt: sql`${realtors.updatedAt}` }).where(inArray(realtors.id, realtorIds));
    }
  });
  return facts.map((fact) => ({ ...assessSite(fact), validatedAt: now }));
}
