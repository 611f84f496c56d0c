import { RotateCcw, UsersRound } from "lucide-react";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { IntentButton } from "~/components/dashboard/intent-button";
import { SelectField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import type { LeaderChoice, RealtorRow } from "~/domain/realtor-read-models";
import { bulkReassignSchema } from "~/domain/schemas/realtor";
import { ROW_FETCHER_KEYS } from "./realtor-actions";

/** The selected rows' ids as a list the schema reads (realtorIds[0], realtorIds[1], …). */
function idValues(selected: RealtorRow[]): Record<string, string> {
  return Object.fromEntries(selected.map((realtor, index) => [`realtorIds[${index}]`, realtor.id]));
}

/**
 * The bulk bar's buttons (part 2 §2.3): unsuspend for both lists; reassign to a new leader for
 * agents only, from the active leaders (only agents of the leader's agency move).
 */
export function RealtorBulkActions({
  kind,
  selected,
  clear,
  leaders,
  canSuspend,
  canApprove,
}: {
  kind: "leader" | "agent";
  selected: RealtorRow[];
  clear: () => void;
  leaders: LeaderChoice[];
  canSuspend: boolean;
  /** May activate a realtor who was never approved (a rejected registration). */
  canApprove: boolean;
}) {
  const suspended = selected.filter((realtor) => realtor.status === "suspended" && (realtor.approvedAt !== null || canApprove));
  const agencies = [...new Set(leaders.map((leader) => leader.agencyName))];
  return (
    <>
      {canSuspend ? (
        <IntentButton
          intent="bulkUnsuspend"
          fetcherKey={ROW_FETCHER_KEYS.bulkUnsuspend}
          values={idValues(selected)}
          pendingLabel="Unsuspending..."
          size="sm"
          variant="outline"
          disabled={suspended.length === 0}
          title={suspended.length === 0 ? "None of the selected realtors can be unsuspended" : undefined}
          onDone={clear}
        >
          <RotateCcw aria-hidden="true" />
          Unsuspend{suspended.length > 0 ? ` (${suspended.length})` : ""}
        </IntentButton>
      ) : null}
      {kind === "agent" ? (
        <FormDialog
          trigger={
            <Button size="sm">
              <UsersRound aria-hidden="true" />
              Reassign Leader
            </Button>
          }
          title="Reassign to a new leader"
          description={`${selected.length} agent${selected.length === 1 ? "" : "s"} selected. Only agents of the new leader's agency move; the others keep their leader.`}
          intent="bulkReassign"
          formId="bulk-reassign"
          schema={bulkReassignSchema}
          hidden={idValues(selected)}
          submitLabel="Reassign"
          pendingLabel="Reassigning..."
          onSuccess={clear}
        >
          {(fields) => (
            <SelectField meta={fields.newLeaderId} label="New leader">
              <option value="">Select an active leader</option>
              {agencies.map((agency) => (
                <optgroup key={agency} label={agency}>
                  {leaders
                    .filter((leader) => leader.agencyName === agency)
                    .map((leader) => (
                      <option key={leader.id} value={leader.id}>
                        {leader.fullName} ({leader.email})
                      </option>
                    ))}
                </optgroup>
              ))}
            </SelectField>
          )}
        </FormDialog>
      ) : null}
    </>
  );
}
