import { ShieldOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { ENQUIRY_KIND_LABELS, type EnquiryKind } from "~/domain/schemas/enquiry";
import { ENQUIRY_STAGE_LABELS, type EnquiryStage } from "~/domain/schemas/enquiry-inbox";

const STAGE_VARIANTS: Record<EnquiryStage, "default" | "warning" | "success" | "secondary" | "outline" | "danger"> = {
  new: "default",
  contacted: "warning",
  "viewing-booked": "success",
  negotiating: "outline",
  "unit-booked": "success",
  lost: "secondary",
};

export function EnquiryStageBadge({ stage }: { stage: EnquiryStage }) {
  return <Badge variant={STAGE_VARIANTS[stage]}>{ENQUIRY_STAGE_LABELS[stage]}</Badge>;
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
