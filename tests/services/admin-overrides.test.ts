import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, adminOverrides } from "#server/db/schema";
import { clearOverrides, createOverride, endOverride, listActiveOverrides } from "#server/services/admin-overrides";
import type { Actor } from "#server/services/actor";
import { ForbiddenError, InvalidError, NotFoundError } from "#server/services/errors";
import type { Role } from "~/domain/permissions";
import { overrideSchema, type OverrideData } from "~/domain/schemas/override";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

const input = (values: Record<string, unknown>): OverrideData => overrideSchema.parse({ overrideType: "system_config", reason: "Rotating keys", ...values });

const overrideRows = () => services.db.select().from(adminOverrides);
const overrideAudit = () => services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityType, "override"));

/** Moves an override's start and expiry into the past, as if its time had run out. */
async function expire(id: string) {
  await services.db
    .update(adminOverrides)
    .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(adminOverrides.id, id));
}

describe("only master creates and manages overrides", () => {
  it.each(["admin1ic", "admin2ic", "leader", "agent"] as const)("%s is refused with 'Only master users can create admin overrides' and nothing is stored", async (role) => {
    const refusal = await createOverride(services, actors[role], input({})).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect((refusal as Error).message).toBe("Only master users can create admin overrides");
    await expect(listActiveOverrides(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(clearOverrides(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
    expect(await overrideRows()).toEqual([]);
  });
});

describe("creating an override", () => {
  it("is stored on the server with its expiry (start plus duration) and an audit row", async () => {
    const override = await createOverride(services, actors.master, input({ overrideType: "site_access", siteUrl: "https://www.leader.localhost/", durationMinutes: 90 }));
    expect(override).toMatchObject({
      overrideType: "site_access",
      targetResource: "leader.localhost",
      reason: "Rotating keys",
      durationMinutes: 90,
      isActive: true,
      adminUserId: actors.master.id,
    });
    expect(override.expiresAt.getTime() - override.createdAt.getTime()).toBe(90 * 60_000);
    const [row] = await services.db.select().from(adminOverrides).where(eq(adminOverrides.id, override.id));
    expect(row).toMatchObject({ targetSiteUrl: "leader.localhost", targetUserId: null, endedAt: null });
    const audit = (await overrideAudit()).filter((entry) => entry.entityId === override.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "created",
        entityLabel: "Site Access: leader.localhost",
        userId: actors.master.id,
        details: expect.objectContaining({ overrideType: "site_access", reason: "Rotating keys", durationMinutes: 90, expiresAt: override.expiresAt.toISOString() }),
      }),
    ]);
  });

  it("the duration defaults to 60 minutes", async () => {
    const override = await createOverride(services, actors.master, input({}));
    expect(override.durationMinutes).toBe(60);
    expect(override.expiresAt.getTime() - override.createdAt.getTime()).toBe(60 * 60_000);
  });

  it("a target user is found by email or by id and named in the record", async () => {
    const byEmail = await createOverride(services, actors.master, input({ overrideType: "user_permissions", targetUserId: "AGENT@demo.sg" }));
    expect(byEmail.targetResource).toBe("Marcus Lim <agent@demo.sg>");
    const byId = await createOverride(services, actors.master, input({ overrideType: "user_permissions", targetUserId: actors.leader.id }));
    expect(byId.targetResource).toBe("Rachel Tan <leader@demo.sg>");
    const [row] = await services.db.select().from(adminOverrides).where(eq(adminOverrides.id, byId.id));
    expect(row.targetUserId).toBe(actors.leader.id);
  });

  it.each([
    [{ overrideType: "data_access", siteUrl: "nobody-here.sg" }, "siteUrl", "No realtor site has this URL"],
    [{ overrideType: "user_permissions", targetUserId: "ghost@demo.sg" }, "targetUserId", "No user has this email or id"],
  ])("an unknown target %o is refused on its field and nothing is stored", async (values, field, message) => {
    const before = (await overrideRows()).length;
    const refusal = await createOverride(services, actors.master, input(values)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InvalidError);
    expect(refusal).toMatchObject({ field, message });
    expect(await overrideRows()).toHaveLength(before);
  });

  it("the database refuses a duration outside 5 to 1440 minutes even if a caller skipped the schema", async () => {
    for (const durationMinutes of [4, 1441]) {
      await expect(createOverride(services, actors.master, { ...input({}), durationMinutes })).rejects.toThrow();
    }
  });

  it("a failure half way (the audit row refused) stores no override", async () => {
    const before = (await overrideRows()).length;
    await expect(createOverride(services, ghostActor("master"), input({}))).rejects.toThrow();
    expect(await overrideRows()).toHaveLength(before);
  });
});

describe("overrides in force", () => {
  it("are listed until they expire, soonest first", async () => {
    const short = await createOverride(services, actors.master, input({ durationMinutes: 5, reason: "Short one" }));
    const listed = await listActiveOverrides(services, actors.master);
    expect(listed[0].id).toBe(short.id);
    expect(listed[0].adminName).toBe("Daniel Koh");
    await expire(short.id);
    expect((await listActiveOverrides(services, actors.master)).map((o) => o.id)).not.toContain(short.id);
    await expect(endOverride(services, actors.master, { id: short.id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("can be ended early: no longer listed, with who ended it and an audit row", async () => {
    const override = await createOverride(services, actors.master, input({ reason: "End me" }));
    expect(await endOverride(services, actors.master, { id: override.id })).toEqual({ label: "System Config" });
    expect((await listActiveOverrides(services, actors.master)).map((o) => o.id)).not.toContain(override.id);
    const [row] = await services.db.select().from(adminOverrides).where(eq(adminOverrides.id, override.id));
    expect(row.endedBy).toBe(actors.master.id);
    expect(row.endedAt).not.toBeNull();
    expect((await overrideAudit()).filter((entry) => entry.entityId === override.id).map((entry) => entry.action)).toEqual(["created", "ended"]);
    await expect(endOverride(services, actors.master, { id: override.id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it("clearing ends every override in force, each with its own audit row, and leaves expired ones alone", async () => {
    const expired = await createOverride(services, actors.master, input({ reason: "Old" }));
    await expire(expired.id);
    const inForce = await listActiveOverrides(services, actors.master);
    expect(inForce.length).toBeGreaterThan(0);
    expect(await clearOverrides(services, actors.master)).toEqual({ cleared: inForce.length });
    expect(await listActiveOverrides(services, actors.master)).toEqual([]);
    const cleared = (await overrideAudit()).filter((entry) => entry.action === "cleared").map((entry) => entry.entityId);
    expect(cleared.sort()).toEqual(inForce.map((o) => o.id).sort());
    const [old] = await services.db.select().from(adminOverrides).where(eq(adminOverrides.id, expired.id));
    expect(old.endedAt).toBeNull();
    expect(await clearOverrides(services, actors.master)).toEqual({ cleared: 0 });
  });
});
