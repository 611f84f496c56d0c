import type { Role } from "../../../../app/domain/permissions";

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = "Demo#2026!";

export interface DemoAccount {
  email: string;
  role: Role;
  /** Where the account signs in: the main domain for administrators, the realtor's own host otherwise. */
  site: string;
  fullName: string;
  note: string;
}

/** The accounts the README and the tests refer to. Other demo realtors exist (see realtors.ts). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "master@demo.sg", role: "master", site: "localhost", fullName: "Daniel Koh", note: "master administrator" },
  { email: "admin1@demo.sg", role: "admin1ic", site: "localhost", fullName: "Priya Nair", note: "Admin 1-in-Charge" },
  { email: "admin2@demo.sg", role: "admin2ic", site: "localhost", fullName: "Jason Ong", note: "Admin 2-in-Charge" },
  { email: "leader@demo.sg", role: "leader", site: "leader.localhost", fullName: "Rachel Tan", note: "team leader, active, indexable site" },
  { email: "agent@demo.sg", role: "agent", site: "agent.localhost", fullName: "Marcus Lim", note: "agent, active, reports to leader@demo.sg" },
];

export interface DemoAdministrator {
  email: string;
  role: "master" | "admin1ic" | "admin2ic";
  fullName: string;
  phoneNumber: string;
}

export const DEMO_ADMINISTRATORS: readonly DemoAdministrator[] = [
  { email: "master@demo.sg", role: "master", fullName: "Daniel Koh", phoneNumber: "+65 6100 2026" },
  { email: "admin1@demo.sg", role: "admin1ic", fullName: "Priya Nair", phoneNumber: "+65 9012 4417" },
  { email: "admin2@demo.sg", role: "admin2ic", fullName: "Jason Ong", phoneNumber: "+65 8123 7750" },
];
