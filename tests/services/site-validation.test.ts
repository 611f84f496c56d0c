import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtors, sitePermissions } from "#server/db/schema";
import type { DnsResolver } from "#server/site-dns";
import type { Actor } from "#server/services/actor";
import { ForbiddenError } from "#server/services/errors";
import { validateSite, validateSiteBatch, type SiteValidationDeps } from "#server/services/site-validation";
import type { Role } from "~/domain/permissions";
import { VALIDATION_BATCH_SIZE } from "~/domain/schemas/site-permission";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors } from "./admin-fixtures";
import { makeRealtor, makeUser } from "./public-fixtures";

type Answer = { cname?: string[]; a?: string[]; aaaa?: string[] } | "nxdomain" | "timeout";

/** Name servers that answer from a table: no network in tests. */
function fakeDns(answers: Record<string, Answer>): DnsResolver & { asked: string[] } {
  const asked: string[] = [];
  const fail = (code: string) => Object.assign(new Error(`query ${code}`), { code });
  const lookup = (kind: "cname" | "a" | "aaaa") => async (host: string) => {
    asked.push(host);
    const answer = answers[host] ?? "nxdomain";
    if (answer === "nxdomain") throw fail("ENOTFOUND");
    if (answer === "timeout") throw fail("ETIMEOUT");
    const records = answer[kind];
    if (!records) throw fail("ENODATA");
    return records;
  };
  return { asked, resolveCname: lookup("cname"), resolve4: lookup("a"), resolve6: lookup("aaaa") };
}

const PLATFORM = { "sites.condosites.sg": { a: ["203.0.113.10"], aaaa: ["2001:db8::10"] } } satisfies Record<string, Answer>;

let services: TestServices;
let actors: Record<Role, Actor>;

function deps(answers: Record<string, Answer> = {}, targets = ["sites.condosites.sg"]): SiteValidationDeps & { dns: ReturnType<typeof fakeDns> } {
  return { db: services.db, config: { appDomain: "localhost", siteDnsTargets: targets }, dns: fakeDns({ ...PLATFORM, ...answers }) };
}

async function addSite(host: string, options: { isLeader?: boolean; status?: "active" | "pending" | "suspended"; permission?: { siteType?: "leader" | "agent"; isActive?: boolean; allowIndexing?: boolean } | null }) {
  const made = await makeRealtor(services.db, { host, isLeader: options.isLeader, status: options.status });
  if (options.permission !== null) {
    await services.db.insert(sitePermissions).values({
      siteUrl: host,
      siteType: options.permission?.siteType ?? (options.isLeader ? "leader" : "agent"),
      ownerId: made.user.id,
      isActive: options.permission?.isActive ?? true,
      allowIndexing: options.permission?.allowIndexing ?? true,
    });
  }
  return made;
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  await addSite("tan-homes.sg", { isLeader: true });
  await addSite("lim-realty.sg", {});
  await addSite("quiet.sg", { permission: { allowIndexing: false } });
  await addSite("nopermission.sg", { permission: null });
  await addSite("dormant.sg", { permission: { isActive: false } });
  await addSite("mislabelled.sg", { isLeader: true, permission: { siteType: "agent" } });
  const stranger = await makeUser(services.db, "agent", "Someone Else");
  const owned = await makeRealtor(services.db, { host: "contested.sg" });
  await services.db.insert(sitePermissions).values({ siteUrl: "contested.sg", siteType: "agent", ownerId: stranger.id, allowIndexing: true });
  expect(owned.realtor.agentSiteUrl).toBe("contested.sg");
  const admin = await makeUser(services.db, "admin1ic", "Ops Desk");
  await services.db.insert(sitePermissions).values({ siteUrl: "orphan.sg", siteType: "agent", ownerId: admin.id });
});
afterAll(() => services.close());

describe("who validates sites", () => {
  it.each(["admin1ic", "admin2ic", "leader", "agent"] as const)("%s may not validate", async (role) => {
    await expect(validateSite(deps(), actors[role], { siteUrl: "leader.localhost" })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(validateSiteBatch(deps(), actors[role], { after: "" })).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe("validating one site", () => {
  it("a realtor's active, indexed site whose DNS points here is valid; last_validated is stored, updated_at kept", async () => {
    const [before] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, "tan-homes.sg"));
    const result = await validateSite(deps({ "tan-homes.sg": { cname: ["Sites.CondoSites.sg."] } }), actors.master, { siteUrl: "tan-homes.sg" });
    expect(result).toMatchObject({ siteUrl: "tan-homes.sg", isValid: true, message: "Site is valid", siteType: "leader", errors: [], warnings: [] });
    expect(result.details.map((check) => [check.label, check.outcome])).toEqual([
      ["Address", "pass"],
      ["Realtor", "pass"],
      ["Site permission", "pass"],
      ["Indexing", "pass"],
      ["DNS", "pass"],
    ]);
    const [after] = await services.db.select().from(sitePermissions).where(eq(sitePermissions.siteUrl, "tan-homes.sg"));
    expect(after.lastValidated?.getTime()).toBe(result.validatedAt.getTime());
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    const [realtor] = await services.db.select().from(realtors).where(eq(realtors.agentSiteUrl, "tan-homes.sg"));
    expect(realtor.lastValidated?.getTime()).toBe(result.validatedAt.getTime());
  });

  it("an address record of the platform's target counts as pointing here", async () => {
    const result = await validateSite(deps({ "lim-realty.sg": { a: ["198.51.100.1", "203.0.113.10"] } }), actors.master, { siteUrl: "lim-realty.sg" });
    expect(result.isValid).toBe(true);
    expect(result.details.at(-1)).toEqual({ label: "DNS", outcome: "pass", detail: "Points to this platform (203.0.113.10)" });
  });

  it("an IP address given as the target is compared as it is", async () => {
    const result = await validateSite(deps({ "lim-realty.sg": { aaaa: ["2001:db8::99"] } }, ["2001:db8::99"]), actors.master, { siteUrl: "lim-realty.sg" });
    expect(result.isValid).toBe(true);
  });

  it("DNS pointing elsewhere is an error", async () => {
    const result = await validateSite(deps({ "lim-realty.sg": { a: ["198.51.100.7"] } }), actors.master, { siteUrl: "lim-realty.sg" });
    expect(result).toMatchObject({
      isValid: false,
      message: "Found 1 error and 0 warnings",
      errors: ["The domain points to 198.51.100.7, not to this platform (sites.condosites.sg)"],
    });
  });

  it("a domain without DNS records is an error", async () => {
    const result = await validateSite(deps({}), actors.master, { siteUrl: "lim-realty.sg" });
    expect(result.errors).toEqual(["The domain has no DNS records"]);
  });

  it("name servers that do not answer give a warning, not an error", async () => {
    const result = await validateSite(deps({ "lim-realty.sg": "timeout" }), actors.master, { siteUrl: "lim-realty.sg" });
    expect(result).toMatchObject({
      isValid: true,
      message: "Site is valid",
      warnings: ["DNS could not be checked: the name servers did not answer in time"],
    });
  });

  it("without an expected target, and for .localhost names, DNS is not asked", async () => {
    const unset = deps({}, []);
    const result = await validateSite(unset, actors.master, { siteUrl: "lim-realty.sg" });
    expect(result.isValid).toBe(true);
    expect(result.details.at(-1)).toMatchObject({ label: "DNS", outcome: "skip" });
    const local = deps();
    expect((await validateSite(local, actors.master, { siteUrl: "leader.localhost" })).isValid).toBe(true);
    expect(local.dns.asked).toEqual([]);
  });

  it("an unknown site: 'Site not found in database'", async () => {
    const check = deps();
    const result = await validateSite(check, actors.master, { siteUrl: "nobody-here.sg" });
    expect(result).toMatchObject({
      isValid: false,
      message: "Site not found in database",
      siteType: null,
      errors: ["No realtor found for this site URL", "No site permission exists for this site"],
    });
    expect(check.dns.asked).toEqual([]);
  });

  it("a permission whose owner is no realtor: 'No realtor associated with this site'", async () => {
    const result = await validateSite(deps({ "orphan.sg": { cname: ["sites.condosites.sg"] } }), actors.master, { siteUrl: "orphan.sg" });
    expect(result).toMatchObject({ isValid: false, message: "No realtor associated with this site", errors: ["No realtor found for this site URL"] });
  });

  it.each([
    ["arjun.localhost", "The realtor's account is pending approval"],
    ["chloe.localhost", "The realtor's account is suspended"],
  ])("%s: a realtor who is not active is an error, and so is its inactive permission", async (host, message) => {
    const result = await validateSite(deps(), actors.master, { siteUrl: host });
    expect(result.isValid).toBe(false);
    expect(result.errors).toEqual([message, "The site permission is inactive"]);
  });

  it.each([
    ["nopermission.sg", ["No site permission exists for this site"], []],
    ["dormant.sg", ["The site permission is inactive"], []],
    ["contested.sg", ["The site permission belongs to another account"], []],
    ["quiet.sg", [], ["Search engines may not index this site (indexing is off)"]],
    ["mislabelled.sg", [], ["The site permission is for an agent site but the realtor is a team leader"]],
    ["localhost", ["This is the platform's own domain, not a realtor site"], []],
  ])("%s -> errors %j, warnings %j", async (host, errors, warnings) => {
    const result = await validateSite(deps({ [host]: { cname: ["sites.condosites.sg"] } }), actors.master, { siteUrl: host });
    expect({ errors: result.errors, warnings: result.warnings, isValid: result.isValid }).toEqual({ errors, warnings, isValid: errors.length === 0 });
  });
});

describe("validating every site in batches", () => {
  it("walks every leader and agent site once, in host order, batch by batch", async () => {
    const walk = deps();
    const seen: string[] = [];
    let after = "";
    let batches = 0;
    const totals = new Set<number>();
    for (;;) {
      const batch = await validateSiteBatch(walk, actors.master, { after });
      batches += 1;
      totals.add(batch.total);
      expect(batch.results.length).toBeLessThanOrEqual(VALIDATION_BATCH_SIZE);
      seen.push(...batch.results.map((result) => result.siteUrl));
      if (!batch.next) break;
      after = batch.next;
    }
    // Six demo sites and eight made here; contested.sg is a realtor URL and a permission URL, listed once.
    expect([...totals]).toEqual([14]);
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
    expect(seen).toEqual([...seen].sort());
    expect(batches).toBe(2);
  });
});
