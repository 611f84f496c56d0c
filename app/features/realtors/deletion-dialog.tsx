import { AlertTriangle, Loader2, Trash2 } from "lucide-react";
import { useNavigate } from "react-router";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { DeletionCheck } from "~/domain/realtor-read-models";
import { REALTOR_ADMIN_MESSAGES } from "~/domain/schemas/realtor";

export type DeletionView = { check: DeletionCheck } | { failure: string };

/**
 * Permanent deletion, opened by ?delete= so the dependency check runs on the server first
 * (part 2 §5): blocked while active agents report to a leader; project assignments only warn.
 * A click outside does not dismiss it.
 */
export function DeletionDialog({ view, closeHref }: { view: DeletionView; closeHref: string }) {
  const navigate = useNavigate();
  const close = () => navigate(closeHref, { preventScrollReset: true, replace: true });
  const { fetcher, reply, pending } = useIntentFetcher("deletePermanently", close);
  const failure = "failure" in view ? view.failure : reply && !reply.ok ? reply.notice?.description : undefined;
  const check = "check" in view ? view.check : null;
  const name = check?.realtor.fullName ?? "this realtor";

  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <Dialog open onOpenChange={(open) => (open || pending ? undefined : close())}>
        <DialogContent modalLocked role="alertdialog">
          <DialogHeader>
            <DialogTitle>Delete {name} permanently?</DialogTitle>
            <DialogDescription>
              The account, the realtor record, their site permissions, branding and sessions are removed for good. The audit trail keeps
              who they were. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {check?.blocked ? (
            <Alert variant="destructive">
              <AlertTriangle className="size-4" aria-hidden="true" />
              <div>
                <p className="font-medium">{REALTOR_ADMIN_MESSAGES.reassignAgentsFirst}</p>
                <p className="mt-1 text-sm">Active agents reporting to {name}: {check.reportingAgents.map((agent) => agent.fullName).join(", ")}.</p>
              </div>
            </Alert>
          ) : null}
          {check && !check.blocked && (check.projectAssignments > 0 || check.blogPosts > 0) ? (
            <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <ul className="grid gap-1">
                {check.projectAssignments > 0 ? (
                  <li>
                    {name} is assigned to {check.projectAssignments} project{check.projectAssignments === 1 ? "" : "s"}; the assignments are removed too.
                  </li>
                ) : null}
                {check.blogPosts > 0 ? (
                  <li>
                    {check.blogPosts} blog post{check.blogPosts === 1 ? "" : "s"} by {name} {check.blogPosts === 1 ? "is" : "are"} deleted with the account.
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              {failure}
            </p>
          ) : null}
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="deletePermanently" />
            {check ? <input type="hidden" name="id" value={check.realtor.id} /> : null}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={close}>
                {check && !check.blocked ? "Cancel" : "Close"}
              </Button>
              {check && !check.blocked ? (
                <Button type="submit" variant="destructive" disabled={pending}>
                  {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                  {pending ? "Deleting..." : "Delete Permanently"}
                </Button>
              ) : null}
            </DialogFooter>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
