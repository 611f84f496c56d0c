import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyDistances, nearbyAmenities, nearbySchools, nearbyTransport } from "#server/db/schema";
import { cacheTags } from "#server/cache-tags";
import { sharedCache } from "#server/memory-cache";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import { deleteLocationEntry, getProjectLocation, saveLocationEntry, type LocationEntryInput } from "#server/services/projects/project-location";
import { createProject } from "#server/services/projects/save-project";
import { getProjectPage } from "#server/services/public-project-page";
import type { Role } from "~/domain/permissions";
import { filterLocationEntries, LOCATION_FORM_SCHEMAS, type LocationKind } from "~/domain/schemas/location";
import { createTestServices, type TestServices } from "../support/test-services";
import { submitForm } from "../domain/schemas/form-parsing";
import { demoActors } from "./admin-fixtures";
import { newProjectInput, projectAudit, projectBySlug } from "./project-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;
let projectId: string;
const SLUG = "sembawang-shoreline";

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  ({ id: projectId } = await createProject(services, actors.master, await newProjectInput(services.db)));
});
afterAll(() => services.close());

/** The dialog's form of a tab, parsed as the action parses it. */
function entry<K extends LocationKind>(kind: K, fields: Record<string, string>) {
  const result = submitForm(LOCATION_FORM_SCHEMAS[kind], { projectId, ...fields });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value as unknown as LocationEntryInput<K>;
}

const page = async () => (await getProjectPage(services.db, SLUG, null))!;

describe("a new project's location", () => {
  it("has the project's header and four empty lists", async () => {
    const view = await getProjectLocation(services, actors.admin2ic, { slug: SLUG });
    expect(view.project).toMatchObject({ name: "Sembawang Shoreline", district: "District 27", neighbourhood: "Sembawang", fullAddress: "8 Sembawang Road", postalCode: "757713" });
    expect(view.entries).toEqual({ schools: [], transport: [], amenities: [], keyDistances: [] });
  });
});

describe("schools", () => {
  it("are stored, listed nearest first and shown on the project page; the caches are dropped", async () => {
    const probe = sharedCache<string>("location-test-probe", 60_000);
    probe.set("page", "stale", [cacheTags.project(projectId)]);
    const first = await saveLocationEntry(services, actors.admin1ic, "schools", entry("schools", { schoolName: "Sembawang Primary School", schoolType: "Primary", distanceKm: "1.4" }));
    expect(first).toMatchObject({ created: true, label: "Sembawang Primary School" });
    expect(probe.get("page")).toBeUndefined();
    await saveLocationEntry(services, actors.admin1ic, "schools", entry("schools", { schoolName: "Wellington Primary School", schoolType: "Primary", distanceKm: "0.6" }));
    const view = await getProjectLocation(services, actors.admin1ic, { slug: SLUG });
    expect(view.entries.schools.map((school) => [school.schoolName, school.distanceKm])).toEqual([
      ["Wellington Primary School", 0.6],
      ["Sembawang Primary School", 1.4],
    ]);
    expect((await page()).schools.map((school) => school.schoolName)).toEqual(["Wellington Primary School", "Sembawang Primary School"]);
    expect((await projectAudit(services.db, projectId)).some((row) => row.action === "school added")).toBe(true);
  });

  it("name, type and a distance of 0 or more are required, in the schema's words", () => {
    expect(submitForm(LOCATION_FORM_SCHEMAS.schools, { projectId, schoolName: "", schoolType: "College", distanceKm: "-0.1" }).errors).toEqual({
      schoolName: ["School name is required"],
      schoolType: ["School type is required"],
      distanceKm: ["Distance must be 0 or more"],
    });
    expect(submitForm(LOCATION_FORM_SCHEMAS.schools, { projectId, schoolName: "X", schoolType: "JC", distanceKm: "1000" }).errors).toEqual({
      distanceKm: ["Distance must be 999 km or less"],
    });
  });

  it("are edited in place, and searched by name or type", async () => {
    const [wellington] = (await getProjectLocation(services, actors.master, { slug: SLUG })).entries.schools;
    const edited = await saveLocationEntry(services, actors.master, "schools", { ...entry("schools", { schoolName: "Wellington Primary School", schoolType: "Primary", distanceKm: "0.9" }), id: wellington.id });
    expect(edited.created).toBe(false);
    const { schools } = (await getProjectLocation(services, actors.master, { slug: SLUG })).entries;
    expect(schools.find((school) => school.id === wellington.id)?.distanceKm).toBe(0.9);
    expect(filterLocationEntries("schools", schools, "wellington", null)).toHaveLength(1);
    expect(filterLocationEntries("schools", schools, "primary", null)).toHaveLength(2);
    expect(filterLocationEntries("schools", schools, "", "Secondary")).toHaveLength(0);
  });
});

describe("transport", () => {
  it("stores name, type, distance and walking time; minutes are whole and 0 or more", async () => {
    await saveLocationEntry(services, actors.admin2ic, "transport", entry("transport", { name: "Sembawang MRT (NS11)", transportType: "MRT", distanceKm: "0.5", walkingTimeMinutes: "7" }));
    await saveLocationEntry(services, actors.admin2ic, "transport", entry("transport", { name: "Bus 859", transportType: "Bus", distanceKm: "0.1" }));
    const [row] = await services.db.select().from(nearbyTransport).where(eq(nearbyTransport.name, "Sembawang MRT (NS11)"));
    expect(row).toMatchObject({ projectId, transportType: "MRT", distanceKm: 0.5, walkingTimeMinutes: 7 });
    expect((await page()).transport.map((stop) => stop.name)).toEqual(["Bus 859", "Sembawang MRT (NS11)"]);
    expect(submitForm(LOCATION_FORM_SCHEMAS.transport, { projectId, name: "", transportType: "Tram", distanceKm: "x", walkingTimeMinutes: "-1" }).errors).toEqual({
      name: ["Name is required"],
      transportType: ["Transport type is required"],
      distanceKm: ["Distance must be 0 or more"],
      walkingTimeMinutes: ["Time must be 0 or more"],
    });
  });
});

describe("amenities", () => {
  it("store name, type, distance, walking and driving times and a description; the type filter narrows them", async () => {
    await saveLocationEntry(services, actors.master, "amenities", entry("amenities", { name: "Sun Plaza", amenityType: "Shopping Mall", distanceKm: "0.8", walkingTimeMinutes: "10", drivingTimeMinutes: "3", description: "Supermarket and food court" }));
    await saveLocationEntry(services, actors.master, "amenities", entry("amenities", { name: "Sembawang Park", amenityType: "Park", distanceKm: "2.1", drivingTimeMinutes: "6" }));
    const { amenities } = (await getProjectLocation(services, actors.master, { slug: SLUG })).entries;
    expect(amenities.map((amenity) => amenity.name)).toEqual(["Sun Plaza", "Sembawang Park"]);
    expect(amenities[0]).toMatchObject({ walkingTimeMinutes: 10, drivingTimeMinutes: 3, description: "Supermarket and food court" });
    expect(amenities[1]).toMatchObject({ walkingTimeMinutes: null, description: null });
    expect(filterLocationEntries("amenities", amenities, "", "Park").map((amenity) => amenity.name)).toEqual(["Sembawang Park"]);
    expect(filterLocationEntries("amenities", amenities, "sun", null).map((amenity) => amenity.name)).toEqual(["Sun Plaza"]);
    expect((await page()).amenities[0]).toMatchObject({ name: "Sun Plaza", description: "Supermarket and food court" });
    expect(submitForm(LOCATION_FORM_SCHEMAS.amenities, { projectId, name: "ION", amenityType: "Mall", distanceKm: "1", drivingTimeMinutes: "2.5" }).errors).toEqual({
      amenityType: ["Amenity type is required"],
      drivingTimeMinutes: ["Time must be 0 or more"],
    });
  });
});

describe("key distances", () => {
  it("store destination, distance, driving and public transport times", async () => {
    await saveLocationEntry(services, actors.admin1ic, "keyDistances", entry("keyDistances", { destinationName: "Raffles Place (CBD)", distanceKm: "21.5", drivingTimeMinutes: "28", publicTransportTimeMinutes: "55" }));
    const [row] = await services.db.select().from(keyDistances).where(eq(keyDistances.projectId, projectId));
    expect(row).toMatchObject({ destinationName: "Raffles Place (CBD)", distanceKm: 21.5, drivingTimeMinutes: 28, publicTransportTimeMinutes: 55 });
    expect((await page()).keyDistances.map((destination) => destination.destinationName)).toEqual(["Raffles Place (CBD)"]);
    expect(submitForm(LOCATION_FORM_SCHEMAS.keyDistances, { projectId, destinationName: " ", distanceKm: "-1" }).errors).toEqual({
      destinationName: ["Destination name is required"],
      distanceKm: ["Distance must be 0 or more"],
    });
  });
});

describe("deleting and reaching across projects", () => {
  it("deletes an entry of each kind with its audit row; a second delete is not found", async () => {
    const { entries } = await getProjectLocation(services, actors.master, { slug: SLUG });
    await deleteLocationEntry(services, actors.admin2ic, "transport", { id: entries.transport[0].id });
    expect((await page()).transport.map((stop) => stop.name)).toEqual(["Sembawang MRT (NS11)"]);
    await deleteLocationEntry(services, actors.admin2ic, "keyDistances", { id: entries.keyDistances[0].id });
    expect((await page()).keyDistances).toEqual([]);
    await expect(deleteLocationEntry(services, actors.admin2ic, "keyDistances", { id: entries.keyDistances[0].id })).rejects.toBeInstanceOf(NotFoundError);
    // A school's id is not an amenity.
    await expect(deleteLocationEntry(services, actors.admin2ic, "amenities", { id: entries.schools[0].id })).rejects.toBeInstanceOf(NotFoundError);
    expect((await projectAudit(services.db, projectId)).filter((row) => row.action.endsWith("deleted")).map((row) => row.action)).toEqual(["transport deleted", "key distance deleted"]);
  });

  it("an edit cannot move another project's entry", async () => {
    const other = await projectBySlug(services.db, "eunos-lumina");
    const [foreign] = await services.db.select().from(nearbySchools).where(eq(nearbySchools.projectId, other.id));
    await expect(saveLocationEntry(services, actors.master, "schools", { ...entry("schools", { schoolName: "Moved", schoolType: "Primary", distanceKm: "1" }), id: foreign.id })).rejects.toBeInstanceOf(NotFoundError);
    const [unchanged] = await services.db.select().from(nearbySchools).where(eq(nearbySchools.id, foreign.id));
    expect(unchanged.schoolName).toBe(foreign.schoolName);
  });
});

describe("who manages location data", () => {
  it.each(["leader", "agent"] as const)("a %s cannot read, add, edit or delete any kind", async (role) => {
    const { entries } = await getProjectLocation(services, actors.master, { slug: SLUG });
    await expect(getProjectLocation(services, actors[role], { slug: SLUG })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saveLocationEntry(services, actors[role], "schools", entry("schools", { schoolName: "X", schoolType: "Primary", distanceKm: "1" }))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(saveLocationEntry(services, actors[role], "amenities", { ...entry("amenities", { name: "X", amenityType: "Park", distanceKm: "1" }), id: entries.amenities[0].id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteLocationEntry(services, actors[role], "schools", { id: entries.schools[0].id })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await services.db.$count(nearbyAmenities, eq(nearbyAmenities.projectId, projectId))).toBe(2);
    expect(await services.db.$count(nearbySchools, eq(nearbySchools.projectId, projectId))).toBe(2);
  });
});

// Last: it adds entries the counts above do not expect.
describe("map positions of schools and stations (decision record 108)", () => {
  it("a position typed as copied from a map is stored and reaches the project page; an edit without one clears it", async () => {
    const saved = await saveLocationEntry(
      services,
      actors.admin1ic,
      "transport",
      entry("transport", { name: "Canberra MRT (NS12)", transportType: "MRT", distanceKm: "1.2", mapPosition: " 1.44305, 103.82961 " }),
    );
    const [row] = await services.db.select().from(nearbyTransport).where(eq(nearbyTransport.id, saved.id));
    expect(row).toMatchObject({ latitude: 1.44305, longitude: 103.82961 });
    expect((await page()).transport.find((stop) => stop.name === "Canberra MRT (NS12)")).toMatchObject({ latitude: 1.44305, longitude: 103.82961 });
    const listed = (await getProjectLocation(services, actors.admin1ic, { slug: SLUG })).entries.transport.find((stop) => stop.id === saved.id);
    expect(listed).toMatchObject({ latitude: 1.44305, longitude: 103.82961 });

    await saveLocationEntry(services, actors.admin1ic, "transport", { ...entry("transport", { name: "Canberra MRT (NS12)", transportType: "MRT", distanceKm: "1.2" }), id: saved.id });
    const [cleared] = await services.db.select().from(nearbyTransport).where(eq(nearbyTransport.id, saved.id));
    expect(cleared).toMatchObject({ latitude: null, longitude: null });

    const school = await saveLocationEntry(services, actors.admin2ic, "schools", entry("schools", { schoolName: "Canberra Primary School", schoolType: "Primary", distanceKm: "1.1", mapPosition: "1.4481 103.8266" }));
    const [schoolRow] = await services.db.select().from(nearbySchools).where(eq(nearbySchools.id, school.id));
    expect(schoolRow).toMatchObject({ latitude: 1.4481, longitude: 103.8266 });
  });

  it("anything but a latitude and longitude in Singapore is refused in the schema's words, and nothing is stored", async () => {
    const message = "Enter the map position as latitude, longitude in Singapore, such as 1.3048, 103.8318";
    for (const mapPosition of ["somewhere", "1.3048", "51.5072, -0.1276", "103.8318, 1.3048", "1.3048, 103.8318, 9"]) {
      expect(submitForm(LOCATION_FORM_SCHEMAS.schools, { projectId, schoolName: "Nowhere School", schoolType: "Primary", distanceKm: "1", mapPosition }).errors).toEqual({
        mapPosition: [message],
      });
    }
    expect(await services.db.select().from(nearbySchools).where(eq(nearbySchools.schoolName, "Nowhere School"))).toEqual([]);
  });
});

describe("map positions of amenities (decision record 111)", () => {
  it("a position is stored, listed and reaches the project page; an edit without one clears it", async () => {
    const saved = await saveLocationEntry(
      services,
      actors.admin2ic,
      "amenities",
      entry("amenities", { name: "Canberra Plaza", amenityType: "Shopping Mall", distanceKm: "0.9", mapPosition: "1.44316, 103.82935" }),
    );
    const [row] = await services.db.select().from(nearbyAmenities).where(eq(nearbyAmenities.id, saved.id));
    expect(row).toMatchObject({ latitude: 1.44316, longitude: 103.82935 });
    expect((await page()).amenities.find((amenity) => amenity.name === "Canberra Plaza")).toMatchObject({ latitude: 1.44316, longitude: 103.82935 });
    const listed = (await getProjectLocation(services, actors.admin2ic, { slug: SLUG })).entries.amenities.find((amenity) => amenity.id === saved.id);
    expect(listed).toMatchObject({ latitude: 1.44316, longitude: 103.82935 });

    await saveLocationEntry(services, actors.admin2ic, "amenities", { ...entry("amenities", { name: "Canberra Plaza", amenityType: "Shopping Mall", distanceKm: "0.9" }), id: saved.id });
    const [cleared] = await services.db.select().from(nearbyAmenities).where(eq(nearbyAmenities.id, saved.id));
    expect(cleared).toMatchObject({ latitude: null, longitude: null });
  });

  it("a position outside Singapore is refused in the schema's words, and nothing is stored", async () => {
    const result = submitForm(LOCATION_FORM_SCHEMAS.amenities, { projectId, name: "Somewhere Mall", amenityType: "Shopping Mall", distanceKm: "1", mapPosition: "103.8318, 1.3048" });
    expect(result.errors).toEqual({ mapPosition: ["Enter the map position as latitude, longitude in Singapore, such as 1.3048, 103.8318"] });
    expect(await services.db.select().from(nearbyAmenities).where(eq(nearbyAmenities.name, "Somewhere Mall"))).toEqual([]);
  });

  it("a realtor cannot give an amenity a position: the service refuses and the entry stays as it was", async () => {
    const [before] = await services.db.select().from(nearbyAmenities).where(eq(nearbyAmenities.name, "Canberra Plaza"));
    for (const role of ["leader", "agent"] as const) {
      await expect(
        saveLocationEntry(services, actors[role], "amenities", { ...entry("amenities", { name: "Canberra Plaza", amenityType: "Shopping Mall", distanceKm: "0.9", mapPosition: "1.3, 103.8" }), id: before!.id }),
      ).rejects.toBeInstanceOf(ForbiddenError);
    }
    const [after] = await services.db.select().from(nearbyAmenities).where(eq(nearbyAmenities.id, before!.id));
    expect(after).toEqual(before);
  });
});
