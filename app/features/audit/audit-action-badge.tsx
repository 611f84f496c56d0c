import { Badge } from "~/components/ui/badge";
import { AUDIT_ACTION_LABELS, isAuditActionType } from "~/domain/schemas/audit";

const VARIANTS = {
  suspended: "danger",
  deleted: "danger",
  rejected: "danger",
  reactivated: "success",
  approved: "success",
  created: "default",
  updated: "secondary",
} as const;

/** An entry's action type; an unknown one shows its raw text. */
export function AuditActionBadge({ action }: { action: string }) {
  if (!isAuditActionType(action)) return <Badge variant="secondary">{action}</Badge>;
  return <Badge variant={VARIANTS[action]}>{AUDIT_ACTION_LABELS[action]}</Badge>;
}
