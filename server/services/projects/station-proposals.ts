import { eq } from "drizzle-orm";
import { nearestStations, type StationProposal, type StationProposals, type StationProposalView } from "~/domain/rail-stations";
import { LOCATION_MESSAGES, type StationProposalsInput } from "~/domain/schemas/location";
import { PROJECT_MESSAGES } from "~/domain/schemas/project";
import type { Database } from "../../db/client";
import { nearbyTransport, projects } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { dropCached } from "../../memory-cache";
import { railStationDataset } from "../../open-data/rail-stations";
import { authorize, type Actor } from "../actor";
import { InvalidError, NotFoundError } from "../errors";
import { recordAdminAudit } from "../internal/audit-log";

type Position = { latitude: number; longitude: number };

function positionOf(project: { latitude: number | null; longitude: number | null }): Position | null {
  return project.latitude === null || project.longitude === null ? null : { latitude: project.latitude, longitude: project.longitude };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function withStanding(proposals: StationProposal[], listed: { name: string; distanceKm: number }[]): StationProposalView[] {
  return proposals.map((proposal) => {
    const entry = listed.find((row) => sameName(row.name, proposal.name));
    const standing = !entry ? "new" : Math.abs(entry.distanceKm - proposal.distanceKm) < 0.005 ? "listed" : "moved";
    return { ...proposal, standing };
  });
}

/**
 * The nearest stations of the shipped open dataset to the project's map position, for Location
 * Management to propose (issue 34 item 1); null when the project has no position yet.
 */
export async function proposeStations({ db }: { db: Database }, actor: Actor, { projectId }: { projectId: string }): Promise<StationProposals | null> {
  authorize(actor, "projectManagement");
  const [project] = await db.select({ latitude: projects.latitude, longitude: projects.longitude }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
  const position = positionOf(project);
  if (!position) return null;
  const dataset = railStationDataset();
  const listed = await db.select({ name: nearbyTransport.name, distanceKm: nearbyTransport.distanceKm }).from(nearbyTransport).where(eq(nearbyTransport.projectId, projectId));
  return {
    proposals: withStanding(nearestStations(position, dataset.stations), listed),
    dataset: { title: dataset.title, version: dataset.version, attribution: dataset.attribution },
  };
}

/**
 * 'Add selected stations': each chosen proposal is added to the Transport tab, or updates the entry
 * of the same name with the measured distance, walk and position. The proposals are measured again
 * here from the position as it is now; one audit row names them all.
 */
export async function acceptStationProposals(
  { db }: { db: Database },
  actor: Actor,
  input: StationProposalsInput,
): Promise<{ added: number; updated: number; projectName: string }> {
  authorize(actor, "projectManagement");
  const result = await db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id, name: projects.name, latitude: projects.latitude, longitude: projects.longitude })
      .from(projects)
      .where(eq(projects.id, input.projectId))
      .for("update");
    if (!project) throw new NotFoundError(PROJECT_MESSAGES.notFound);
    const position = positionOf(project);
    if (!position) throw new InvalidError(LOCATION_MESSAGES.positionRequired);
    const proposals = nearestStations(position, railStationDataset().stations);
    const chosen = input.stationIds.map((id) => proposals.find((proposal) => proposal.stationId === id));
    if (chosen.some((proposal) => proposal === undefined)) throw new InvalidError(LOCATION_MESSAGES.stationUnknown, { field: "stationIds" });
    const listed = await tx.select({ id: nearbyTransport.id, name: nearbyTransport.name }).from(nearbyTransport).where(eq(nearbyTransport.projectId, project.id));
    let added = 0;
    let updated = 0;
    for (const proposal of chosen as StationProposal[]) {
      const columns = {
        name: proposal.name,
        transportType: proposal.type,
        distanceKm: proposal.distanceKm,
        walkingTimeMinutes: proposal.walkingTimeMinutes,
        lines: proposal.lines,
        latitude: proposal.latitude,
        longitude: proposal.longitude,
      };
      const existing = listed.find((row) => sameName(row.name, proposal.name));
      if (existing) {
        await tx.update(nearbyTransport).set(columns).where(eq(nearbyTransport.id, existing.id));
        updated += 1;
      } else {
        await tx.insert(nearbyTransport).values({ ...columns, projectId: project.id });
        added += 1;
      }
    }
    await recordAdminAudit(tx, actor, {
      entity: "project",
      entityId: project.id,
      entityLabel: project.name,
      action: "stations added from open data",
      details: { stations: (chosen as StationProposal[]).map(({ name, distanceKm, walkingTimeMinutes }) => ({ name, distanceKm, walkingTimeMinutes })), added, updated },
    });
    return { added, updated, projectName: project.name, projectId: project.id };
  });
  dropCached(cacheTags.project(result.projectId));
  return { added: result.added, updated: result.updated, projectName: result.projectName };
}
