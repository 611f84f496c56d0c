import { eq } from "drizzle-orm";
import { NO_ARCHITECT, PROJECT_MESSAGES, projectDateIssues, WIZARD_STEPS, type ProjectFields } from "~/domain/schemas/project";
import { recordId } from "~/domain/schemas/fields";
import type { Tx } from "../../../db/client";
import type { projects } from "../../../db/schema";
import { architects, developers } from "../../../db/schema";
import { InvalidError } from "../../errors";

export type ProjectColumns = Omit<typeof projects.$inferInsert, "id" | "createdAt" | "updatedAt" | "highlights" | "isFeatured" | "projectSetId">;

/** The wizard's parsed fields as the projects row stores them (absent is null). */
export function projectColumns(input: ProjectFields): ProjectColumns {
  return {
    name: input.name,
    slug: input.slug,
    status: input.status,
    propertyType: input.propertyType,
    shortDescription: input.shortDescription ?? null,
    fullAddress: input.fullAddress,
    postalCode: input.postalCode ?? null,
    district: input.district,
    neighbourhood: input.neighbourhood,
    coreRegion: input.coreRegion,
    urbanPlanningRegion: input.urbanPlanningRegion,
    tenure: input.tenure,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    developerId: input.developerId,
    architectId: input.architectId ?? null,
    totalUnits: input.totalUnits,
    percentageSold: input.percentageSold ?? 0,
    siteAreaSqft: input.siteAreaSqft ?? null,
    numberOfBlocks: input.numberOfBlocks ?? null,
    maxStoreys: input.maxStoreys ?? null,
    totalCarParks: input.totalCarParks ?? null,
    launchYear: input.launchYear ?? null,
    completedYear: input.completedYear ?? null,
    launchDate: input.launchDate ?? null,
    topDateEstimate: input.topDateEstimate ?? null,
    topDateActual: input.topDateActual ?? null,
    topYearActual: input.topYearActual ?? null,
    constructionStartDate: input.constructionStartDate ?? null,
    estimatedCompletionDate: input.estimatedCompletionDate ?? null,
    bannerImageUrl: input.bannerImageUrl ?? null,
    brochureUrl: input.brochureUrl ?? null,
  };
}

const isRecordId = (value: string) => recordId().safeParse(value).success;

/** The picked developer (and architect, if any) must exist: a stale picker is a field error, not a crash. */
export async function assertStakeholdersExist(tx: Tx, input: Pick<ProjectFields, "developerId" | "architectId">): Promise<void> {
  const [developer] = isRecordId(input.developerId)
    ? await tx.select({ id: developers.id }).from(developers).where(eq(developers.id, input.developerId))
    : [];
  if (!developer) throw new InvalidError(PROJECT_MESSAGES.developerUnknown, { field: "developerId" });
  if (!input.architectId) return;
  const [architect] = isRecordId(input.architectId)
    ? await tx.select({ id: architects.id }).from(architects).where(eq(architects.id, input.architectId))
    : [];
  if (!architect) throw new InvalidError(PROJECT_MESSAGES.architectUnknown, { field: "architectId" });
}

/** The wizard's date rule again, for a caller that did not parse with its schema: a field error, nothing written. */
export function assertProjectDatesAgree(input: Pick<ProjectFields, "launchDate" | "topDateEstimate" | "topDateActual" | "constructionStartDate">): void {
  const [issue] = projectDateIssues(input);
  if (issue) throw new InvalidError(issue.message, { field: issue.field });
}

/** Before/after of the columns an update changed, for its audit row. */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (String(before[key] ?? "") !== String(value ?? "")) changes[key] = { from: before[key] ?? null, to: value ?? null };
  }
  return changes;
}

/** A stored project as the wizard's form holds it: every wizard field that has a value, the architect as 'none' when absent. */
export function wizardValuesOf(row: typeof projects.$inferSelect): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const field of WIZARD_STEPS.flatMap((step) => step.fields)) {
    const value = row[field];
    if (typeof value === "string" || typeof value === "number") values[field] = value;
  }
  values.architectId = row.architectId ?? NO_ARCHITECT;
  return values;
}
