import * as z from "zod";
import { optionalText, requiredText } from "~/domain/schemas/fields";

/** Developers and architects: the two pickers of the wizard's Stakeholders step. */
export const STAKEHOLDER_KINDS = ["developer", "architect"] as const;
export type StakeholderKind = (typeof STAKEHOLDER_KINDS)[number];

export const STAKEHOLDER_LABELS: Readonly<Record<StakeholderKind, string>> = {
  developer: "Developer",
  architect: "Architect",
};

export const STAKEHOLDER_MESSAGES = {
  nameRequired: (kind: StakeholderKind) => `${STAKEHOLDER_LABELS[kind]} name is required`,
  nameTaken: (kind: StakeholderKind) => `A ${kind} with this name already exists`,
  added: (kind: StakeholderKind) => `${STAKEHOLDER_LABELS[kind]} added`,
  addFailed: (kind: StakeholderKind) => `Failed to add ${kind}`,
} as const;

export function stakeholderSchema(kind: StakeholderKind) {
  return z.object({
    name: requiredText(STAKEHOLDER_MESSAGES.nameRequired(kind)).max(200, { error: "Name must be 200 characters or fewer" }),
    description: optionalText(1000),
  });
}
export type StakeholderData = z.output<ReturnType<typeof stakeholderSchema>>;

/** Developers and architects lists are read at most every 5 minutes (part 3 §9). */
export const STAKEHOLDER_CACHE_MS = 5 * 60 * 1000;
