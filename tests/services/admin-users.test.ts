import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, outbox, sessions, userProfiles, verifications } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { createAdminUser, deleteAdminUser, listAdminUsers, resendAdminInvite, updateAdminUser } from "#server/services/admin-users";
import { ConflictError, ForbiddenError, NotFoundError } from "#server/services/errors";
import { LIST_PAGE_SIZE, pageCount } from "~/domain/list-query";
import type { Role } from "~/domain/permissions";
import { ADMIN_USER_MESSAGES } from "~/domain/schemas/admin-user";
import { createTestServices, TEST_APP_URL, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

let services: TestServices;
let deps: TestServices & { config: { appUrl: string } };
let actors: Record<Role, Actor>;

beforeAll(async () => {
  services = await createTestServices();
  deps = Object.assign(services, { config: { appUrl: TEST_APP_URL } });
  actors = await demoActors(services.db);
});
afterAll(() => services.close());

async function profile(email: string) {
  const [row] = await services.db.select().from(userProfiles).where(eq(userProfiles.email, email));
  return row;
}

const newAdmin = (email: string, role: "admin1ic" | "admin2ic" = "admin2ic") => ({ email, fullName: "Priya Nair", role });

describe("who sees the administrators", () => {
  it("every administrator reads the list of master, admin1ic and admin2ic accounts, newest first", async () => {
    for (const role of ["master", "admin1ic", "admin2ic"] as const) {
      const { rows: admins } = await listAdminUsers(services, actors[role]);
      expect(admins.map((admin) => admin.email)).toEqual(expect.arrayContaining(["master@demo.sg", "admin1@demo.sg", "admin2@demo.sg"]));
      expect(admins.every((admin) => ["master", "admin1ic", "admin2ic"].includes(admin.role))).toBe(true);
    }
  });

  it.each(["leader", "agent"] as const)("a %s may not read it", async (role) => {
    await expect(listAdminUsers(services, actors[role])).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("creating an administrator", () => {
  it.each(["admin1ic", "admin2ic", "leader", "agent"] as const)("%s cannot create one, and no account appears", async (role) => {
    const email = `made-by-${role}@demo.sg`;
    const failure = await createAdminUser(deps, actors[role], newAdmin(email)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ForbiddenError);
    expect((failure as Error).message).toBe(ADMIN_USER_MESSAGES.createDenied);
    expect(await profile(email)).toBeUndefined();
  });

  it("master creates an admin2ic: no password yet, an invite link in the outbox, an audit row", async () => {
    const { id, invited } = await createAdminUser(deps, actors.master, newAdmin("Priya.Nair@demo.sg"));
    expect(invited).toBe(true);
    expect(await profile("priya.nair@demo.sg")).toMatchObject({ id, role: "admin2ic", fullName: "Priya Nair" });
    const [listed] = (await listAdminUsers(services, actors.master)).rows.filter((admin) => admin.id === id);
    expect(listed.hasPassword).toBe(false);
    const [mail] = await services.db.select().from(outbox).where(eq(outbox.toAddress, "priya.nair@demo.sg"));
    expect(mail.subject).toBe("You're invited to Condo Sites");
    expect(mail.textBody).toMatch(/\/new-password\?token=\w+&type=invite/);
    const [audit] = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));
    expect(audit).toMatchObject({ entityType: "admin_user", action: "created", userId: actors.master.id, details: { role: "admin2ic" } });
  });

  it("a taken email is a conflict on the email field", async () => {
    const failure = await createAdminUser(deps, actors.master, newAdmin("leader@demo.sg")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConflictError);
    expect(failure).toMatchObject({ field: "email", message: ADMIN_USER_MESSAGES.emailTaken });
    expect((await profile("leader@demo.sg")).role).toBe("leader");
  });

  it("a failure half way leaves no account", async () => {
    await expect(createAdminUser(deps, ghostActor("master"), newAdmin("ghost-made@demo.sg"))).rejects.toThrow();
    expect(await profile("ghost-made@demo.sg")).toBeUndefined();
  });

  it("master can send the invite again; the old link stays in the outbox", async () => {
    const { id } = await createAdminUser(deps, actors.master, newAdmin("resend@demo.sg", "admin1ic"));
    await resendAdminInvite(deps, actors.master, { id });
    expect(await services.db.select().from(outbox).where(eq(outbox.toAddress, "resend@demo.sg"))).toHaveLength(2);
    expect((await services.db.select().from(verifications)).length).toBeGreaterThanOrEqual(2);
    await expect(resendAdminInvite(deps, actors.admin1ic, { id })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("editing and deleting", () => {
  it("master edits an admin's name and phone; email and role stay", async () => {
    const admin2 = await profile("admin2@demo.sg");
    await updateAdminUser(services, actors.master, { id: admin2.id, fullName: "Ops Two", phoneNumber: "+65 6100 0002" });
    expect(await profile("admin2@demo.sg")).toMatchObject({ fullName: "Ops Two", phoneNumber: "+65 6100 0002", role: "admin2ic" });
  });

  it("no one edits or deletes a master row, master included", async () => {
    const master = await profile("master@demo.sg");
    await expect(updateAdminUser(services, actors.master, { id: master.id, fullName: "Changed" })).rejects.toMatchObject({ message: ADMIN_USER_MESSAGES.masterLocked });
    await expect(deleteAdminUser(services, actors.master, { id: master.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect((await profile("master@demo.sg")).fullName).toBe(master.fullName);
  });

  it.each(["admin1ic", "admin2ic"] as const)("%s cannot edit or delete another administrator", async (role) => {
    const admin1 = await profile("admin1@demo.sg");
    await expect(updateAdminUser(services, actors[role], { id: admin1.id, fullName: "Changed" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(deleteAdminUser(services, actors[role], { id: admin1.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await profile("admin1@demo.sg")).toBeDefined();
  });

  it("a realtor's account is not an administrator: not found for these screens", async () => {
    const leader = await profile("leader@demo.sg");
    await expect(deleteAdminUser(services, actors.master, { id: leader.id })).rejects.toBeInstanceOf(NotFoundError);
    expect(await profile("leader@demo.sg")).toBeDefined();
  });

  it("master deletes an admin: account and sessions gone, an audit row keeps who it was", async () => {
    const { id } = await createAdminUser(deps, actors.master, newAdmin("short-lived@demo.sg"));
    await services.db.insert(sessions).values({ userId: id, token: "short-lived-token", expiresAt: new Date(Date.now() + 60_000) });
    await deleteAdminUser(services, actors.master, { id });
    expect(await profile("short-lived@demo.sg")).toBeUndefined();
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const rows = await services.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));
    expect(rows.map((row) => row.action).sort()).toEqual(["created", "deleted"]);
    expect(rows.find((row) => row.action === "deleted")?.entityLabel).toBe("Priya Nair <short-lived@demo.sg>");
  });
});

describe("the administrators, paged in SQL", () => {
  it("twenty a page, newest first, counted in full; a page past the end shows the last", async () => {
    await services.db.insert(userProfiles).values(
      Array.from({ length: LIST_PAGE_SIZE + 4 }, (_, i) => ({
        email: `paged-admin-${i}@demo.sg`,
        fullName: `Paged Admin ${i}`,
        role: "admin2ic" as const,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const first = await listAdminUsers(services, actors.admin2ic);
    expect(first.page).toBe(1);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    expect(first.rows[0].email).toBe(`paged-admin-${LIST_PAGE_SIZE + 3}@demo.sg`);
    const last = pageCount(first.total);
    const pages = [first];
    for (let page = 2; page <= last; page++) pages.push(await listAdminUsers(services, actors.admin2ic, page));
    const emails = pages.flatMap((page) => page.rows.map((row) => row.email));
    expect(emails).toHaveLength(first.total);
    expect(new Set(emails).size).toBe(first.total);
    expect(emails).toEqual(expect.arrayContaining(["master@demo.sg", "admin1@demo.sg", "admin2@demo.sg"]));
    const beyond = await listAdminUsers(services, actors.admin2ic, last + 3);
    expect(beyond.page).toBe(last);
    expect(beyond.rows.map((row) => row.email)).toEqual(pages[last - 1].rows.map((row) => row.email));
  });
});
