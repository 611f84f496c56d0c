import { describe, expect, it } from "vitest";
import { BUYER_STATUSES, buyerProjectStatus, isListedStatus, LISTED_STATUSES, projectStatusLabel, STATUS_FILTERS } from "~/domain/project-status";
import { PROJECT_STATUSES } from "~/domain/schemas/project";

describe("the buyer's word for a project's status (decision record 142)", () => {
  it("maps each administrative status to one buyer's word, or none before a project is on sale", () => {
    expect(Object.fromEntries(PROJECT_STATUSES.map((status) => [status, buyerProjectStatus(status)]))).toEqual({
      Planning: null,
      Construction: null,
      Launch: "Preview",
      Selling: "Now selling",
      "Sold Out": "Sold out",
      Completed: "Completed",
    });
  });

  it("gives every listed status a buyer's word, and uses every buyer's word", () => {
    for (const status of LISTED_STATUSES) expect(buyerProjectStatus(status)).not.toBeNull();
    expect(new Set(PROJECT_STATUSES.map((status) => buyerProjectStatus(status)).filter(Boolean))).toEqual(new Set(BUYER_STATUSES));
  });

  it("says sold out for a selling project whose inventory has no unit left, and trusts the status without an inventory", () => {
    expect(buyerProjectStatus("Selling", { inventoryUnits: 620, inventoryAvailable: 0 })).toBe("Sold out");
    expect(buyerProjectStatus("Launch", { inventoryUnits: 620, inventoryAvailable: 1 })).toBe("Preview");
    expect(buyerProjectStatus("Selling", { inventoryUnits: 0, inventoryAvailable: 0 })).toBe("Now selling");
    expect(buyerProjectStatus("Completed", { inventoryUnits: 10, inventoryAvailable: 0 })).toBe("Completed");
    expect(buyerProjectStatus("Planning", { inventoryUnits: 10, inventoryAvailable: 0 })).toBeNull();
  });

  it("labels cards with the buyer's word; an administrator's preview of an unlisted project shows the stored status", () => {
    expect(projectStatusLabel("Selling")).toBe("Now selling");
    expect(projectStatusLabel("Planning")).toBe("Planning");
    expect(projectStatusLabel(null)).toBe("");
  });

  it("lists only Launch and Selling (decision 005), and offers a filter for each", () => {
    expect(PROJECT_STATUSES.filter(isListedStatus)).toEqual(["Launch", "Selling"]);
    expect(STATUS_FILTERS.map((entry) => entry.status)).toEqual([...LISTED_STATUSES]);
  });
});
