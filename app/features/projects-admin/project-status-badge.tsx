import { Badge } from "~/components/ui/badge";
import { isListedStatus } from "~/domain/project-status";

const VARIANTS: Readonly<Record<string, "success" | "warning" | "danger" | "secondary" | "outline">> = {
  Planning: "secondary",
  Construction: "warning",
  Launch: "success",
  Selling: "success",
  "Sold Out": "danger",
  Completed: "outline",
};

/** A project's administrative status; the ones visitors can see say so (decision 005). */
export function ProjectStatusBadge({ status }: { status: string }) {
  const listed = isListedStatus(status);
  return (
    <Badge variant={VARIANTS[status] ?? "secondary"} title={listed ? "Listed on the public site" : "Not listed on the public site"}>
      {status}
    </Badge>
  );
}
