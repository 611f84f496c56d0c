import type { Database } from "#server/db/client";
import type { Actor } from "#server/services/actor";
import { ROLES, type Role } from "~/domain/permissions";
import { actorOf } from "../support/actors";

const DEMO_EMAILS: Record<Role, string> = {
  master: "master@demo.sg",
  admin1ic: "admin1@demo.sg",
  admin2ic: "admin2@demo.sg",
  leader: "leader@demo.sg",
  agent: "agent@demo.sg",
};

/** The five demo accounts of the seed as the actors services check. */
export async function demoActors(db: Database): Promise<Record<Role, Actor>> {
  const entries = await Promise.all(ROLES.map(async (role) => [role, await actorOf(db, DEMO_EMAILS[role])] as const));
  return Object.fromEntries(entries) as Record<Role, Actor>;
}

/** An actor whose account does not exist: its audit row cannot be written, so its transaction fails half way. */
export function ghostActor(role: Role): Actor {
  return { id: "00000000-0000-4000-8000-000000000000", email: "ghost@demo.sg", fullName: "Ghost", role };
}
