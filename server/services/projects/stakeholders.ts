import { asc } from "drizzle-orm";
import { STAKEHOLDER_CACHE_MS, STAKEHOLDER_MESSAGES, type StakeholderData, type StakeholderKind } from "~/domain/schemas/stakeholder";
import type { Database } from "../../db/client";
import { architects, developers } from "../../db/schema";
import { cacheTags } from "../../cache-tags";
import { dropCached, sharedCache } from "../../memory-cache";
import { authorize, type Actor } from "../actor";
import { recordAdminAudit } from "../internal/audit-log";
import { withConflicts } from "../errors";

export interface Stakeholder {
  id: string;
  name: string;
}

const TABLES = { developer: developers, architect: architects } as const;
const TABLE_NAMES = { developer: "developers", architect: "architects" } as const;

const cache = sharedCache<Stakeholder[]>("project-stakeholders", STAKEHOLDER_CACHE_MS);

/** Every developer or architect by name, for the wizard's pickers (read at most every 5 minutes). */
export async function listStakeholders({ db }: { db: Database }, actor: Actor, kind: StakeholderKind): Promise<Stakeholder[]> {
  authorize(actor, "projectManagement");
  const table = TABLES[kind];
  return cache.getOrLoad(kind, () => db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.name)), {
    tags: () => [cacheTags.projectOptions],
  });
}

/** A new developer or architect added from the picker; names are unique. */
export async function createStakeholder(
  { db }: { db: Database },
  actor: Actor,
  kind: StakeholderKind,
  input: StakeholderData,
): Promise<Stakeholder> {
  authorize(actor, "projectManagement");
  const table = TABLES[kind];
  const created = await withConflicts(TABLE_NAMES[kind], { name: STAKEHOLDER_MESSAGES.nameTaken(kind) }, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ name: input.name, description: input.description ?? null })
        .returning({ id: table.id, name: table.name });
      await recordAdminAudit(tx, actor, {
        entity: "project",
        entityId: row.id,
        entityLabel: input.name,
        action: `${kind} created`,
        details: { description: input.description ?? null },
      });
      return row;
    }),
  );
  // In every app process: a picker served by another must list it too.
  dropCached(cacheTags.projectOptions);
  return created;
}
