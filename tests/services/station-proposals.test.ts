import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nearbyTransport, projects } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError } from "#server/services/errors";
import { createProject } from "#server/services/projects/save-project";
import { saveLocationEntry, type LocationEntryInput } from "#server/services/projects/project-location";
import { acceptStationProposals, proposeStations } from "#server/services/projects/station-proposals";
import { hasPermission, ROLES, type Role } from "~/domain/permissions";
import { LOCATION_FORM_SCHEMAS, LOCATION_MESSAGES, stationProposalsSchema, type StationProposalsInput } from "~/domain/schemas/location";
import { createTestServices, type TestServices } from "../support/test-services";
import { submitForm } from "../domain/schemas/form-parsing";
import { demoActors } from "./admin-fixtures";
import { newProjectInput, projectAudit } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;

/** Outside ION Orchard, on Orchard Road. */
const ORCHARD_ROAD = { latitude: 1.304, longitude: 103.832 };
/** Outside 313@somerset, 800 m down the road. */
const SOMERSET = { latitude: 1.3007, longitude: 103.8385 };

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
});
afterAll(() => services.close());

const moveProject = (position: { latitude: number; longitude: number } | { latitude: null; longitude: null }) =>
  services.db.update(projects).set(position).where(eq(projects.id, projectId));
const transportRows = () =>
  services.db.select().from(nearbyTransport).where(eq(nearbyTransport.projectId, projectId)).orderBy(nearbyTransport.distanceKm);

function accepted(stationIds: string[]) {
  const result = submitForm(stationProposalsSchema, { projectId, stationIds });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value as StationProposalsInput;
}

describe("station proposals from the open dataset", () => {
  it("a project without a map position gets none, and accepting is refused with the reason; nothing is stored", async () => {
    await moveProject({ latitude: null, longitude: null });
    expect(await proposeStations(services, actors.master, { projectId })).toBeNull();
    await expect(acceptStationProposals(services, actors.master, accepted(["orchard-mrt-station"]))).rejects.toThrow(LOCATION_MESSAGES.positionRequired);
    expect(await transportRows()).toEqual([]);
  });

  it("a project on Orchard Road gets Orchard MRT first, with its codes and lines, nearest first, at most five within 2 km", async () => {
    await moveProject(ORCHARD_ROAD);
    const view = await proposeStations(services, actors.admin2ic, { projectId });
    const [nearest] = view!.proposals;
    expect(nearest).toMatchObject({ name: "Orchard MRT Station", type: "MRT", codes: ["NS22", "TE14"], standing: "new" });
    expect(nearest.lines).toEqual(["North–South Line", "Thomson–East Coast Line"]);
    expect(nearest.distanceKm).toBeLessThan(0.15);
    expect(view!.proposals.length).toBeLessThanOrEqual(5);
    expect(view!.proposals.every((proposal) => proposal.distanceKm <= 2)).toBe(true);
    const distances = view!.proposals.map((proposal) => proposal.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(view!.proposals.map((proposal) => proposal.name)).toContain("Somerset MRT Station");
    expect(view!.dataset).toMatchObject({ title: "MRT and LRT stations", version: "2022-11-18" });
    expect(view!.dataset.attribution).toContain("Singapore Open Data Licence");
  });

  it("accepting stores each chosen station with its distance, walk, type and position, with one audit row", async () => {
    const { proposals } = (await proposeStations(services, actors.master, { projectId }))!;
    const orchard = proposals.find((proposal) => proposal.stationId === "orchard-mrt-station")!;
    const result = await acceptStationProposals(services, actors.admin1ic, accepted(["orchard-mrt-station", "somerset-mrt-station"]));
    expect(result).toMatchObject({ added: 2, updated: 0 });
    const rows = await transportRows();
    expect(rows.map((row) => row.name)).toEqual(["Orchard MRT Station", "Somerset MRT Station"]);
    expect(rows[0]).toMatchObject({ transportType: "MRT", distanceKm: orchard.distanceKm, walkingTimeMinutes: orchard.walkingTimeMinutes });
    expect(rows[0].latitude).toBeCloseTo(1.304, 2);
    expect(rows[0].lines).toEqual(["North–South Line", "Thomson–East Coast Line"]);
    const audit = (await projectAudit(services.db, projectId)).filter((row) => row.action === "stations added from open data");
    expect(audit).toHaveLength(1);
    const standings = (await proposeStations(services, actors.master, { projectId }))!.proposals.filter((proposal) => proposal.standing === "listed");
    expect(standings.map((proposal) => proposal.name).sort()).toEqual(["Orchard MRT Station", "Somerset MRT Station"]);
  });

  it("after the project moves, a listed station shows as moved and accepting it again updates its entry, never a second one", async () => {
    await moveProject(SOMERSET);
    const { proposals } = (await proposeStations(services, actors.master, { projectId }))!;
    expect(proposals[0]).toMatchObject({ name: "Somerset MRT Station", standing: "moved" });
    const result = await acceptStationProposals(services, actors.master, accepted(["somerset-mrt-station"]));
    expect(result).toMatchObject({ added: 0, updated: 1 });
    const rows = await transportRows();
    expect(rows.filter((row) => row.name === "Somerset MRT Station")).toHaveLength(1);
    expect(rows.find((row) => row.name === "Somerset MRT Station")!.distanceKm).toBe(proposals[0].distanceKm);
  });

  it("a station that is not among the nearest is refused in the schema's words, and nothing changes", async () => {
    const before = await transportRows();
    await expect(acceptStationProposals(services, actors.master, accepted(["changi-airport-mrt-station"]))).rejects.toThrow(LOCATION_MESSAGES.stationUnknown);
    await expect(acceptStationProposals(services, actors.master, accepted(["changi-airport-mrt-station"]))).rejects.toBeInstanceOf(InvalidError);
    expect(await transportRows()).toEqual(before);
  });

  it("a station typed by its dataset name keeps its lines for the listing's line filter; a bus stop has none", async () => {
    const typed = (fields: Record<string, string>) => {
      const result = submitForm(LOCATION_FORM_SCHEMAS.transport, { projectId, ...fields });
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.value as unknown as LocationEntryInput<"transport">;
    };
    await saveLocationEntry(services, actors.master, "transport", typed({ name: "dover mrt station", transportType: "MRT", distanceKm: "3.1" }));
    await saveLocationEntry(services, actors.master, "transport", typed({ name: "Bus stop on Orchard Road", transportType: "Bus", distanceKm: "0.1" }));
    const rows = await transportRows();
    expect(rows.find((row) => row.name === "dover mrt station")!.lines).toEqual(["East–West Line"]);
    expect(rows.find((row) => row.name === "Bus stop on Orchard Road")!.lines).toEqual([]);
  });

  it("choosing none is refused by the schema", () => {
    expect(submitForm(stationProposalsSchema, { projectId }).errors).toEqual({ stationIds: [LOCATION_MESSAGES.stationsRequired] });
  });

  it.each(ROLES.filter((role) => !hasPermission(role, "projectManagement")))("a %s can neither see nor accept proposals", async (role) => {
    const before = await transportRows();
    await expect(proposeStations(services, actors[role], { projectId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(acceptStationProposals(services, actors[role], accepted(["somerset-mrt-station"]))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await transportRows()).toEqual(before);
  });
});
