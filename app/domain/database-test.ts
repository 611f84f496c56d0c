import type { Permission, Role } from "~/domain/permissions";

/** How many names each card of the database test panel shows. */
export const DATABASE_TEST_SAMPLE_SIZE = 3;

export const DATABASE_TEST_SOURCES = [
  { key: "agencies", label: "Agencies", errorTitle: "Agencies Error", permission: "agencyManagement" },
  { key: "projectSets", label: "Project Sets", errorTitle: "Project Sets Error", permission: "projectViewing" },
  { key: "leaders", label: "Team Leaders", errorTitle: "Leaders Error", permission: "userManagement" },
  { key: "agents", label: "Agents", errorTitle: "Agents Error", permission: "userManagement" },
  { key: "sitePermissions", label: "Active Site Permissions", errorTitle: "Permissions Error", permission: "siteManagement" },
] as const satisfies readonly { key: string; label: string; errorTitle: string; permission: Permission }[];

export type DatabaseTestSource = (typeof DATABASE_TEST_SOURCES)[number]["key"];

export const DATABASE_TEST_TEXTS = {
  connectionErrorTitle: "Connection Error",
  profileErrorTitle: "User Profile Error",
  profileMissing: "No profile exists for the signed-in account",
  allPassed: "All Tests Passed",
  someFailed: "Some Tests Failed",
  failedCount: (failed: number) => `${failed} ${failed === 1 ? "check" : "checks"} failed: see the errors below.`,
  passedDetail: "The database answered every query.",
} as const;

/** One source of the panel: its count and first names, skipped without the permission, or its error. */
export type SourceResult =
  | { key: DatabaseTestSource; status: "ok"; count: number; sample: string[]; ms: number }
  | { key: DatabaseTestSource; status: "skipped"; permission: Permission }
  | { key: DatabaseTestSource; status: "error"; message: string; ms: number };

export interface DatabaseTestReport {
  ranAt: Date;
  connection: { ok: true; ms: number } | { ok: false; message: string; ms: number };
  profile: { ok: true; fullName: string; email: string; role: Role; createdAt: Date } | { ok: false; message: string };
  sources: SourceResult[];
}
