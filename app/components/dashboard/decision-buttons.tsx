import { ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";

/** Approve and Reject for a pending request, each confirmed with an optional reason. */
export function DecisionButtons({
  id,
  name,
  approveIntent,
  rejectIntent,
  approveDescription,
  rejectDescription,
}: {
  id: string;
  name: string;
  approveIntent: string;
  rejectIntent: string;
  approveDescription: string;
  rejectDescription: string;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <ConfirmDialog
        trigger={
          <Button size="sm" aria-label={`Approve ${name}`}>
            <ShieldCheck aria-hidden="true" />
            Approve
          </Button>
        }
        title={`Approve ${name}?`}
        description={approveDescription}
        intent={approveIntent}
        values={{ id }}
        confirmLabel="Approve"
        pendingLabel="Approving..."
        reason={{ label: "Note (optional)" }}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`Reject ${name}`}>
            Reject
          </Button>
        }
        title={`Reject ${name}?`}
        description={rejectDescription}
        intent={rejectIntent}
        values={{ id }}
        confirmLabel="Reject"
        pendingLabel="Rejecting..."
        variant="destructive"
        reason={{ label: "Reason (optional)", placeholder: "e.g. Licence could not be verified" }}
      />
    </div>
  );
}
