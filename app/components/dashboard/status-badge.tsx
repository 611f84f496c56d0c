import { Badge } from "~/components/ui/badge";
import { capitalise } from "~/domain/format";

const VARIANTS: Record<string, "success" | "warning" | "danger" | "secondary"> = {
  active: "success",
  pending: "warning",
  suspended: "danger",
  inactive: "secondary",
};

/** An agency's or realtor's status; an unknown one shows its raw text, or 'Unknown' (part 2 §4). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <Badge variant="secondary">Unknown</Badge>;
  return <Badge variant={VARIANTS[status] ?? "secondary"}>{VARIANTS[status] ? capitalise(status) : status}</Badge>;
}
