import { and, eq, ne } from "drizzle-orm";
import { isSlug } from "~/domain/slug";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { authorize, type Actor } from "../actor";

/** The wizard's slug check: free unless another project (not `exceptId`, the one being edited) has it. */
export async function isSlugAvailable(
  { db }: { db: Database },
  actor: Actor,
  { slug, exceptId }: { slug: string; exceptId?: string },
): Promise<boolean> {
  authorize(actor, "projectManagement");
  if (!isSlug(slug)) return false;
  const [taken] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId ? and(eq(projects.slug, slug), ne(projects.id, exceptId)) : eq(projects.slug, slug))
    .limit(1);
  return !taken;
}
