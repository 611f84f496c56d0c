import { capitalise } from "~/domain/format";
import type { ProjectStatus } from "~/domain/schemas/project";

type PublicProjectStatus = "active" | "launched";

/** Decision 005: the stored administrative status each public word stands for. */
const PUBLIC_STATUS_OF: Readonly<Partial<Record<ProjectStatus, PublicProjectStatus>>> = {
  Launch: "launched",
  Selling: "active",
};

/** The stored statuses the public pages list (spec part 1 §4: 'active' and 'launched'). */
export const LISTED_STATUSES = ["Launch", "Selling"] as const satisfies readonly ProjectStatus[];

export function publicProjectStatus(status: string | null | undefined): PublicProjectStatus | null {
  return (status && PUBLIC_STATUS_OF[status as ProjectStatus]) || null;
}

/** What a public card shows: the public word capitalised ('Launched', 'Active'). */
export function projectStatusLabel(status: string | null | undefined): string {
  return capitalise(publicProjectStatus(status) ?? status ?? "");
}
