import type { ProjectStatus } from "~/domain/schemas/project";

/** The words a buyer sees for a project's sales stage (decision record 142). */
export const BUYER_STATUSES = ["Preview", "Now selling", "Sold out", "Completed"] as const;
export type BuyerStatus = (typeof BUYER_STATUSES)[number];

/** Decision 142 (after 005): the buyer's word for each stored administrative status. */
const BUYER_STATUS_OF: Readonly<Record<ProjectStatus, BuyerStatus | null>> = {
  Planning: null,
  Construction: null,
  Launch: "Preview",
  Selling: "Now selling",
  "Sold Out": "Sold out",
  Completed: "Completed",
};

/** The stored statuses the public pages list (decision 005). */
export const LISTED_STATUSES = ["Launch", "Selling"] as const satisfies readonly ProjectStatus[];

/** A project's unit inventory as its cards carry it (decision record 138): no units means none is kept. */
interface InventoryCounts {
  inventoryUnits: number;
  inventoryAvailable: number;
}

/** The buyer's word; a project selling from an inventory with no unit left is sold out, whatever its stored status says. */
export function buyerProjectStatus(status: string | null | undefined, inventory?: InventoryCounts): BuyerStatus | null {
  const word = (status && BUYER_STATUS_OF[status as ProjectStatus]) || null;
  const noneLeft = inventory !== undefined && inventory.inventoryUnits > 0 && inventory.inventoryAvailable === 0;
  return word && noneLeft && word !== "Completed" ? "Sold out" : word;
}

export function isListedStatus(status: string | null | undefined): boolean {
  return (LISTED_STATUSES as readonly string[]).includes(status ?? "");
}

/** What a card or page header shows: the buyer's word, or the stored status on an administrator's preview. */
export function projectStatusLabel(status: string | null | undefined, inventory?: InventoryCounts): string {
  return buyerProjectStatus(status, inventory) ?? status ?? "";
}

/** The listing's status filter: its URL value, and the old public words links may still carry. */
export const STATUS_FILTERS = [
  { key: "preview", status: "Launch", aliases: ["launched", "launch"] },
  { key: "now-selling", status: "Selling", aliases: ["active", "selling"] },
] as const satisfies readonly { key: string; status: (typeof LISTED_STATUSES)[number]; aliases: readonly string[] }[];

export type StatusFilterKey = (typeof STATUS_FILTERS)[number]["key"];

export function parseStatusFilter(value: string): StatusFilterKey | null {
  const text = value.trim().toLowerCase();
  return STATUS_FILTERS.find((entry) => entry.key === text || (entry.aliases as readonly string[]).includes(text))?.key ?? null;
}

export function statusFilterLabel(key: StatusFilterKey): string {
  return projectStatusLabel(STATUS_FILTERS.find((entry) => entry.key === key)?.status);
}

export function storedStatusOfFilter(key: StatusFilterKey): (typeof LISTED_STATUSES)[number] {
  return STATUS_FILTERS.find((entry) => entry.key === key)!.status;
}
