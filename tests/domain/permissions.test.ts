import { describe, expect, it } from "vitest";
import { ADMIN_ROLES, PERMISSIONS, REALTOR_ROLES, ROLES, SPEC_PERMISSIONS, canEditAdminUser, managesRealtorsFully, hasPermission, isRole, passesAllowedRoles, canAccess, permissionsFor, rolesWith, type Permission, type Role } from "~/domain/permissions";
import { ADMIN_MENU, adminMenuFor, brandingPathFor, dashboardPathFor, profilePathFor } from "~/components/dashboard-paths";
import { ROLE_BADGE_CLASSES, roleBadgeClass } from "~/components/role-badge";
import { ROLE_LABELS, roleLabel } from "~/domain/role-labels";

// Spec part 1 §6 and the rules of parts 2 and 3 (decision record 129), written out cell by cell so
// a change to the matrix must change this table too.
const Y = true;
const N = false;
const EXPECTED: Record<Permission, Record<Role, boolean>> = {
  //                   master admin1ic admin2ic leader agent
  systemAdmin:       { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  agencyManagement:  { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  agencyApproval:    { master: Y, admin1ic: Y, admin2ic: N, leader: N, agent: N },
  projectManagement: { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  projectViewing:    { master: Y, admin1ic: Y, admin2ic: Y, leader: Y, agent: Y },
  userManagement:    { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  realtorApproval:   { master: Y, admin1ic: Y, admin2ic: N, leader: N, agent: N },
  siteManagement:    { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  adminManagement:   { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  realtorSuspension: { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  realtorDeletion:   { master: Y, admin1ic: Y, admin2ic: N, leader: N, agent: N },
  auditViewing:      { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  auditExporting:    { master: Y, admin1ic: Y, admin2ic: N, leader: N, agent: N },
  // Beyond the table of part 1 §6: every other allow decision.
  adminPortal:       { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  adminDashboard:    { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  platformActivity:  { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  realtorDashboard:  { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  masterAdminLink:   { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  approvalViewing:   { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  adminUserViewing:  { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  adminOverride:     { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  systemDiagnostics: { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  devMailbox:        { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  stampDutyRates:    { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  brandingEditing:   { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  realtorProfile:    { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  enquiryInbox:      { master: Y, admin1ic: Y, admin2ic: Y, leader: Y, agent: Y },
  enquiriesOwn:      { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  enquiriesTeam:     { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: N },
  enquiriesAny:      { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  enquiriesAssignTeam: { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: N },
  enquiriesAssignMasterSite: { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  enquiryRouting:    { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  postsOwn:          { master: Y, admin1ic: Y, admin2ic: Y, leader: Y, agent: Y },
  postsUnpublishAny: { master: Y, admin1ic: Y, admin2ic: Y, leader: N, agent: N },
  viewingCalendar:   { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  personalDataExport: { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  personalDataErasure: { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  jobQueueViewing:   { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  buyerAlertsRun:    { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
  responseTimeTarget: { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: N },
  enquiryTasks:      { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  siteAnalyticsOwn:  { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: Y },
  siteAnalyticsTeam: { master: N, admin1ic: N, admin2ic: N, leader: Y, agent: N },
  siteAnalyticsAny:  { master: Y, admin1ic: N, admin2ic: N, leader: N, agent: N },
};

describe("roles", () => {
  it("are the five roles of the spec, administrators and realtors", () => {
    expect(ROLES).toEqual(["master", "admin1ic", "admin2ic", "leader", "agent"]);
    expect(ADMIN_ROLES).toEqual(["master", "admin1ic", "admin2ic"]);
    expect(REALTOR_ROLES).toEqual(["leader", "agent"]);
  });

  it("isRole accepts only those five names", () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const other of ["Master", "admin", "", null, undefined, 3, "user"]) expect(isRole(other)).toBe(false);
  });
});

describe("permission matrix (spec part 1 §6)", () => {
  it("has exactly the thirteen permission names of part 1 §6, and the thirty-two rules beyond it", () => {
    expect([...PERMISSIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(SPEC_PERMISSIONS).toHaveLength(13);
    expect(PERMISSIONS).toHaveLength(45);
  });

  const cells = PERMISSIONS.flatMap((permission) => ROLES.map((role) => [role, permission, EXPECTED[permission][role]] as const));

  it.each(cells)("%s holds %s: %s", (role, permission, expected) => {
    expect(hasPermission(role, permission)).toBe(expected);
  });

  it("master holds all thirteen of part 1 §6, but not the realtors' own rules", () => {
    for (const permission of SPEC_PERMISSIONS) expect(hasPermission("master", permission)).toBe(true);
    expect(permissionsFor("master")).toHaveLength(33);
  });

  it("admin2ic lacks approvals, deletion, export, system, site and admin management", () => {
    for (const permission of [
      "agencyApproval", "realtorApproval", "realtorDeletion", "auditExporting",
      "systemAdmin", "siteManagement", "adminManagement",
    ] as const) {
      expect(hasPermission("admin2ic", permission)).toBe(false);
    }
  });

  it.each([null, undefined, "", "superuser", "MASTER"])("an unknown or missing role (%s) has no permissions", (role) => {
    for (const permission of PERMISSIONS) expect(hasPermission(role, permission)).toBe(false);
    expect(permissionsFor(role)).toEqual([]);
  });
});

describe("labels and badges", () => {
  it("labels each role as the spec names it", () => {
    expect(ROLE_LABELS).toEqual({
      master: "Master",
      admin1ic: "Admin 1-in-Charge",
      admin2ic: "Admin 2-in-Charge",
      leader: "Team Leader",
      agent: "Agent",
    });
    expect(roleLabel("broker")).toBe("broker");
    expect(roleLabel(null)).toBe("Unknown");
  });

  it("badge colours: master purple, admin1ic blue, admin2ic green, leader amber, agent emerald", () => {
    expect(ROLE_BADGE_CLASSES.master).toContain("purple");
    expect(ROLE_BADGE_CLASSES.admin1ic).toContain("blue");
    expect(ROLE_BADGE_CLASSES.admin2ic).toContain("green");
    expect(ROLE_BADGE_CLASSES.leader).toContain("amber");
    expect(ROLE_BADGE_CLASSES.agent).toContain("emerald");
    expect(roleBadgeClass("agent")).toBe("bg-emerald-100 text-emerald-800");
    expect(roleBadgeClass("nobody")).toContain("gray");
  });
});

describe("admin menu gating", () => {
  it("lists the eight gated entries and Database test with their paths and permissions", () => {
    expect(ADMIN_MENU.map((entry) => [entry.label, entry.path, entry.permission])).toEqual([
      ["Agency Management", "/dashboard/agency-management", "agencyManagement"],
      ["Realtor Management", "/dashboard/realtor-management", "userManagement"],
      ["Project Management", "/dashboard/project-management", "projectManagement"],
      ["Approval Management", "/dashboard/approval-management", "agencyApproval"],
      ["User Management", "/dashboard/user-management", "adminManagement"],
      ["Audit Trail", "/dashboard/audit-trail", "auditViewing"],
      ["System Admin", "/dashboard/system-admin", "systemAdmin"],
      ["Site Management", "/dashboard/site-management", "siteManagement"],
      ["Database test", "/dashboard/database-test", null],
    ]);
  });

  it("master sees every entry", () => {
    expect(adminMenuFor("master")).toHaveLength(9);
  });

  it("admin2ic does not see Approval, User, System Admin or Site Management", () => {
    expect(adminMenuFor("admin2ic").map((entry) => entry.label)).toEqual([
      "Agency Management", "Realtor Management", "Project Management", "Audit Trail", "Database test",
    ]);
  });

  it("Database test is always shown to signed-in users, even realtors", () => {
    expect(adminMenuFor("agent").map((entry) => entry.label)).toEqual(["Database test"]);
    expect(adminMenuFor("leader").map((entry) => entry.label)).toEqual(["Database test"]);
  });

  it("Master Admin button is master only; Customise Brand is agent and leader only", () => {
    expect(rolesWith("masterAdminLink")).toEqual(["master"]);
    expect(rolesWith("brandingEditing")).toEqual(["leader", "agent"]);
  });

  it("professional and social profile sections and the avatar are agent and leader only (part 2 §6)", () => {
    expect(rolesWith("realtorProfile")).toEqual(["leader", "agent"]);
  });

  it("Admin Override and System Diagnostics are master only", () => {
    expect(rolesWith("adminOverride")).toEqual(["master"]);
    expect(rolesWith("systemDiagnostics")).toEqual(["master"]);
  });

  it("only master edits admin rows, and no one edits a master row", () => {
    expect(canEditAdminUser("master", "admin1ic")).toBe(true);
    expect(canEditAdminUser("master", "master")).toBe(false);
    expect(canEditAdminUser("admin1ic", "admin2ic")).toBe(false);
    expect(canEditAdminUser("admin2ic", "admin2ic")).toBe(false);
  });
});

describe("Realtor Management badges", () => {
  it("'Leader Management Enabled' and 'Agent Management Enabled' show for master and admin1ic only", () => {
    expect(ROLES.filter(managesRealtorsFully)).toEqual(["master", "admin1ic"]);
    expect(managesRealtorsFully(undefined)).toBe(false);
  });
});

describe("route guards", () => {
  it("a page that asks for a permission passes exactly the roles the matrix grants it", () => {
    for (const permission of PERMISSIONS) {
      for (const role of ROLES) {
        expect(canAccess(role, { permission })).toBe(hasPermission(role, permission));
      }
    }
    expect(canAccess(undefined, { permission: "userManagement" })).toBe(false);
    expect(canAccess("root", { permission: "projectViewing" })).toBe(false);
  });

  it("a page that lists roles passes those roles only", () => {
    expect(canAccess("master", { roles: ["master"] })).toBe(true);
    expect(canAccess("admin1ic", { roles: ["master"] })).toBe(false);
    expect(canAccess("leader", { roles: ["leader", "agent"] })).toBe(true);
    expect(canAccess(null, { roles: ["leader"] })).toBe(false);
  });

  it("an allowed-roles list passes the listed roles only; master is not automatic", () => {
    expect(passesAllowedRoles("leader", ["leader", "agent"])).toBe(true);
    expect(passesAllowedRoles("agent", ["leader", "agent"])).toBe(true);
    expect(passesAllowedRoles("master", ["leader", "agent"])).toBe(false);
    expect(passesAllowedRoles("master", ["master", "admin1ic"])).toBe(true);
    expect(passesAllowedRoles(null, ["leader"])).toBe(false);
  });

  it("each role's dashboard is /dashboard/{role}; an unknown role has none", () => {
    for (const role of ROLES) expect(dashboardPathFor(role)).toBe(`/dashboard/${role}`);
    expect(dashboardPathFor("guest")).toBeNull();
    expect(dashboardPathFor(undefined)).toBeNull();
  });

  it("profile exists for every role; branding for agent and leader only", () => {
    for (const role of ROLES) expect(profilePathFor(role)).toBe(`/dashboard/${role}/profile`);
    expect(brandingPathFor("agent")).toBe("/dashboard/agent/branding");
    expect(brandingPathFor("leader")).toBe("/dashboard/leader/branding");
    expect(brandingPathFor("master")).toBeNull();
  });
});
