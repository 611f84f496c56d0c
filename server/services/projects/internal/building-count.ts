import { count, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client";
import { projectBuildings, projects } from "../../../db/schema";

/**
 * number_of_blocks follows the count of buildings (part 3 §4). A project without any building
 * keeps the number it was given (an older record, or one whose blocks are not yet entered).
 */
export async function syncNumberOfBlocks(tx: Tx, projectId: string): Promise<number> {
  const [{ buildings }] = await tx.select({ buildings: count() }).from(projectBuildings).where(eq(projectBuildings.projectId, projectId));
  if (buildings > 0) await tx.update(projects).set({ numberOfBlocks: buildings }).where(eq(projects.id, projectId));
  return buildings;
}
