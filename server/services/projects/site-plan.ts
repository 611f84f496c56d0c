import { asc, eq } from "drizzle-orm";
import { SITE_PLAN_MESSAGES, type SitePlanData } from "~/domain/schemas/site-plan";
import type { Database } from "../../db/client";
import type { Storage } from "../../storage";
import { projectBuildings, projects } from "../../db/schema";
import { dropCached } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { InvalidError } from "../errors";
import { forgetFiles } from "./internal/project-folders";
import { lockProjectForDetails, projectHeaderBySlug } from "./internal/project-header";
import { projectTags } from "./internal/project-rows";

// A project's site plan (issue 33 item 5, decision record 148): the picture on the project and
// each block's marker on its building row, saved together in one transaction with its audit row.

export interface SitePlanImage {
  url: string;
  width: number;
  height: number;
}

export interface SitePlanBlock {
  id: string;
  buildingNumber: number;
  /** Fractions of the picture's width and height; null when the block is not placed. */
  x: number | null;
  y: number | null;
}

export interface SitePlanEditor {
  projectId: string;
  image: SitePlanImage | null;
  blocks: SitePlanBlock[];
}

/** The site plan as its editor opens it: the picture and every block, placed or not. */
export async function getSitePlan({ db }: { db: Database }, actor: Actor, { slug }: { slug: string }): Promise<SitePlanEditor> {
  authorize(actor, "projectManagement");
  const project = await projectHeaderBySlug(db, slug);
  const [[picture], blocks] = await Promise.all([
    db.select({ url: projects.sitePlanUrl, width: projects.sitePlanWidth, height: projects.sitePlanHeight }).from(projects).where(eq(projects.id, project.id)),
    db
      .select({ id: projectBuildings.id, buildingNumber: projectBuildings.buildingNumber, x: projectBuildings.sitePlanX, y: projectBuildings.sitePlanY })
      .from(projectBuildings)
      .where(eq(projectBuildings.projectId, project.id))
      .orderBy(asc(projectBuildings.buildingNumber)),
  ]);
  return { projectId: project.id, image: sitePlanImage(picture), blocks };
}

export function sitePlanImage(row: { url: string | null; width: number | null; height: number | null } | undefined): SitePlanImage | null {
  return row?.url && row.width && row.height ? { url: row.url, width: row.width, height: row.height } : null;
}

type Place = { x: number; y: number } | null;

/**
 * One save of the editor: the picture and every block's place. A block the save leaves out loses
 * its marker; a plan without a picture has no markers. The audit row names the picture's change
 * and each moved block from where to where. A replaced picture is removed from storage after the
 * commit unless something else names it.
 */
export async function saveSitePlan({ db, storage }: { db: Database; storage: Storage }, actor: Actor, plan: SitePlanData): Promise<void> {
  authorize(actor, "projectManagement");
  const image = plan.imageUrl ? { url: plan.imageUrl, width: plan.imageWidth!, height: plan.imageHeight! } : null;
  const replaced = await db.transaction(async (tx) => {
    const project = await lockProjectForDetails(tx, plan.projectId);
    const [[picture], blocks] = await Promise.all([
      tx.select({ url: projects.sitePlanUrl }).from(projects).where(eq(projects.id, project.id)),
      tx
        .select({ id: projectBuildings.id, buildingNumber: projectBuildings.buildingNumber, x: projectBuildings.sitePlanX, y: projectBuildings.sitePlanY })
        .from(projectBuildings)
        .where(eq(projectBuildings.projectId, project.id))
        .orderBy(asc(projectBuildings.buildingNumber)),
    ]);
    const known = new Set(blocks.map((block) => block.id));
    if (plan.markers.some((marker) => !known.has(marker.buildingId))) throw new InvalidError(SITE_PLAN_MESSAGES.blockNotFound, { field: "markers" });
    const placed = new Map(plan.markers.map((marker) => [marker.buildingId, { x: marker.x, y: marker.y }]));
    const moved = blocks
      .map((block) => ({ block, from: place(block.x, block.y), to: placed.get(block.id) ?? null }))
      .filter(({ from, to }) => from?.x !== to?.x || from?.y !== to?.y);

    await tx
      .update(projects)
      .set({ sitePlanUrl: image?.url ?? null, sitePlanWidth: image?.width ?? null, sitePlanHeight: image?.height ?? null })
      .where(eq(projects.id, project.id));
    for (const { block, to } of moved) {
      await tx
        .update(projectBuildings)
        .set({ sitePlanX: to?.x ?? null, sitePlanY: to?.y ?? null })
        .where(eq(projectBuildings.id, block.id));
    }
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "site plan updated",
      details: {
        ...((picture?.url ?? null) === (image?.url ?? null) ? {} : { picture: { from: picture?.url ?? null, to: image?.url ?? null } }),
        blocks: moved.map(({ block, from, to }) => ({ block: block.buildingNumber, from, to })),
      },
    });
    return picture?.url && picture.url !== image?.url ? picture.url : null;
  });
  dropCached(...projectTags(plan.projectId));
  await forgetFiles({ db, storage }, [replaced]);
}

function place(x: number | null, y: number | null): Place {
  return x === null || y === null ? null : { x, y };
}
