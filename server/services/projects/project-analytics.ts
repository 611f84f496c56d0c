import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { ENQUIRY_KINDS, type EnquiryKind } from "~/domain/schemas/enquiry";
import type { Database } from "../../db/client";
import { enquiries, projects } from "../../db/schema";
import { authorize, type Actor } from "../actor";

export const ANALYTICS_WINDOW_DAYS = 30;
const TOP_PROJECTS = 5;

export interface ProjectEnquiryFigures {
  id: string;
  name: string;
  slug: string;
  total: number;
  byKind: Record<EnquiryKind, number>;
}

export interface ProjectAnalytics {
  windowDays: number;
  /** Enquiries about any project in the window. */
  total: number;
  byKind: Record<EnquiryKind, number>;
  /** The projects with the most enquiries, most first. */
  topProjects: ProjectEnquiryFigures[];
  /** Projects that received at least one enquiry in the window. */
  projectsWithEnquiries: number;
}

const emptyKinds = (): Record<EnquiryKind, number> => Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, 0])) as Record<EnquiryKind, number>;

/** Project Analytics: enquiries about projects over the last 30 days, by project and by kind, counted in SQL. */
export async function projectAnalytics({ db }: { db: Database }, actor: Actor, now: Date = new Date()): Promise<ProjectAnalytics> {
  authorize(actor, "projectManagement");
  const since = new Date(now.getTime() - ANALYTICS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const inWindow = and(isNotNull(enquiries.projectId), gte(enquiries.createdAt, since));
  const total = count();
  const [kinds, top, [{ projectsWithEnquiries }]] = await Promise.all([
    db.select({ kind: enquiries.kind, n: count() }).from(enquiries).where(inWindow).groupBy(enquiries.kind),
    db
      .select({
        id: projects.id,
        name: projects.name,
        slug: projects.slug,
        total,
        contact: sql<number>`count(*) filter (where ${enquiries.kind} = 'contact')::int`,
        registerInterest: sql<number>`count(*) filter (where ${enquiries.kind} = 'register-interest')::int`,
        bookViewing: sql<number>`count(*) filter (where ${enquiries.kind} = 'book-viewing')::int`,
        shortlist: sql<number>`count(*) filter (where ${enquiries.kind} = 'shortlist')::int`,
      })
      .from(enquiries)
      .innerJoin(projects, eq(projects.id, enquiries.projectId))
      .where(inWindow)
      .groupBy(projects.id)
      .orderBy(desc(total), projects.name)
      .limit(TOP_PROJECTS),
    db.select({ projectsWithEnquiries: sql<number>`count(distinct ${enquiries.projectId})::int` }).from(enquiries).where(inWindow),
  ]);
  const byKind = emptyKinds();
  for (const row of kinds) byKind[row.kind] = row.n;
  return {
    windowDays: ANALYTICS_WINDOW_DAYS,
    total: kinds.reduce((sum, row) => sum + row.n, 0),
    byKind,
    projectsWithEnquiries,
    topProjects: top.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      total: row.total,
      byKind: { contact: row.contact, "register-interest": row.registerInterest, "book-viewing": row.bookViewing, shortlist: row.shortlist },
    })),
  };
}
