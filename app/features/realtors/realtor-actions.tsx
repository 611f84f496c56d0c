import { Ban, Pencil, RotateCcw, Trash2, UserX } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { FormDialog } from "~/components/dashboard/form-dialog";
import { IntentButton } from "~/components/dashboard/intent-button";
import { Button } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog";
import type { RealtorFormOptions, RealtorRow } from "~/domain/realtor-read-models";
import { updateRealtorSchema } from "~/domain/schemas/realtor";
import { RealtorFormFields } from "./realtor-form-fields";

/**
 * Actions after which the row may leave the list (a status tab): their fetchers are shared by
 * every row and the page shows their toasts with <IntentNotice>.
 */
export const ROW_FETCHER_KEYS = {
  suspend: "realtors:suspend",
  softDelete: "realtors:softDelete",
  unsuspend: "realtors:unsuspend",
  bulkUnsuspend: "realtors:bulkUnsuspend",
} as const;

export interface RealtorPowers {
  suspend: boolean;
  approve: boolean;
  deletePermanently: boolean;
  /** Master only: delete a realtor's personal data on request (PDPA). */
  erasePersonalData: boolean;
}

/**
 * The row's actions: Edit for everyone here; an active realtor can be suspended or deleted (a
 * soft delete whose dialog leads on to the permanent one); a suspended one unsuspended (one never
 * approved only by an approver); a suspended or pending one deleted permanently, by permission;
 * any of them has their personal data deleted by master on request (PDPA).
 */
export function RealtorActions({
  realtor,
  options,
  powers,
  deleteHref,
  eraseHref,
}: {
  realtor: RealtorRow;
  options: RealtorFormOptions;
  powers: RealtorPowers;
  deleteHref: string;
  eraseHref: string;
}) {
  const kind = realtor.isLeader ? "leader" : "agent";
  return (
    <div className="flex flex-wrap gap-1 md:justify-end">
      <FormDialog
        trigger={
          <Button variant="ghost" size="sm" aria-label={`Edit ${realtor.fullName}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        }
        title={realtor.isLeader ? "Edit Leader" : "Edit Agent"}
        description="Changing the website URL also moves the realtor's site permission to the new domain."
        intent="update"
        formId={`realtor-edit-${realtor.id}`}
        schema={updateRealtorSchema}
        defaultValue={{
          id: realtor.id,
          fullName: realtor.fullName,
          email: realtor.email,
          phoneNumber: realtor.phoneNumber ?? "",
          ceaNumber: realtor.ceaNumber ?? "",
          agencyId: realtor.agency.id,
          agentSiteUrl: realtor.agentSiteUrl,
          reportsToId: realtor.reportsTo?.id ?? "",
          yearsExperience: realtor.yearsExperience ?? undefined,
        }}
        hidden={{ id: realtor.id }}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
      >
        {(fields) => (
          <RealtorFormFields
            fields={fields}
            kind={kind}
            options={options}
            currentLeader={realtor.reportsTo ? { ...realtor.reportsTo, agencyId: realtor.agency.id, agencyName: realtor.agency.name } : null}
          />
        )}
      </FormDialog>
      {powers.suspend && realtor.status === "active" ? (
        <>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-amber-800 hover:bg-amber-50" aria-label={`Suspend ${realtor.fullName}`}>
                <Ban aria-hidden="true" />
                Suspend
              </Button>
            }
            title={`Suspend ${realtor.fullName}?`}
            description={`${realtor.fullName} is signed out at once, cannot sign in, and ${realtor.agentSiteUrl} shows as not available until you unsuspend them.`}
            intent="suspend"
            fetcherKey={ROW_FETCHER_KEYS.suspend}
            values={{ id: realtor.id }}
            confirmLabel="Suspend"
            pendingLabel="Suspending..."
            variant="destructive"
            reason={{ label: "Reason (optional)", placeholder: "e.g. CEA licence lapsed" }}
          />
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800" aria-label={`Delete ${realtor.fullName}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            }
            title={`Delete ${realtor.fullName}?`}
            description={
              <>
                <p>The realtor is suspended and recorded as deleted: signed out, no sign-in and no site. Their data stays, so you can still unsuspend them.</p>
                {powers.deletePermanently ? (
                  <p className="mt-2">
                    To remove the account and its data for good,{" "}
                    <DialogClose asChild>
                      <Link to={deleteHref} preventScrollReset className="font-medium text-red-700 underline underline-offset-2">
                        delete permanently instead
                      </Link>
                    </DialogClose>
                    .
                  </p>
                ) : null}
              </>
            }
            intent="softDelete"
            fetcherKey={ROW_FETCHER_KEYS.softDelete}
            values={{ id: realtor.id }}
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            variant="destructive"
            locked
            reason={{ label: "Reason (optional)" }}
          />
        </>
      ) : null}
      {powers.suspend && realtor.status === "suspended" && (realtor.approvedAt !== null || powers.approve) ? (
        <IntentButton intent="unsuspend" fetcherKey={ROW_FETCHER_KEYS.unsuspend} values={{ id: realtor.id }} pendingLabel="Unsuspending..." variant="ghost" size="sm" className="text-emerald-800 hover:bg-emerald-50" aria-label={`Unsuspend ${realtor.fullName}`}>
          <RotateCcw aria-hidden="true" />
          Unsuspend
        </IntentButton>
      ) : null}
      {powers.deletePermanently && realtor.status !== "active" ? (
        <Button asChild variant="ghost" size="sm" className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Link to={deleteHref} preventScrollReset aria-label={`Delete permanently: ${realtor.fullName}`}>
            <Trash2 aria-hidden="true" />
            Delete permanently
          </Link>
        </Button>
      ) : null}
      {powers.erasePersonalData ? (
        <Button asChild variant="ghost" size="sm" className="text-slate-600 hover:bg-red-50 hover:text-red-800">
          <Link to={eraseHref} preventScrollReset aria-label={`Delete personal data: ${realtor.fullName}`}>
            <UserX aria-hidden="true" />
            Personal data
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
