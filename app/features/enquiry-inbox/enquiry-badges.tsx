import { ShieldOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ENQUIRY_KIND_LABELS, type EnquiryKind } from "~/domain/schemas/enquiry";
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from "~/domain/schemas/enquiry-inbox";

const STATUS_VARIANTS: Record<EnquiryStatus, "default" | "warning" | "success" | "secondary"> = {
  new: "default",
  contacted: "warning",
  "viewing-booked": "success",
  closed: "secondary",
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>;
}

export function EnquiryKindBadge({ kind }: { kind: EnquiryKind }) {
  return <Badge variant="outline">{ENQUIRY_KIND_LABELS[kind]}</Badge>;
}

export function ConsentWithdrawnBadge() {
  return (
    <Badge variant="danger">
      <ShieldOff className="size-3" aria-hidden="true" />
      Consent withdrawn
    </Badge>
  );
}
