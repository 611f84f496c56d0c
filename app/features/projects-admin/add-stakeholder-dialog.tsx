import { Loader2, Plus } from "lucide-react";
import { useState } from "react";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { FlashToast } from "~/components/flash-toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { STAKEHOLDER_LABELS, stakeholderSchema, type StakeholderKind } from "~/domain/schemas/stakeholder";

export const STAKEHOLDER_INTENTS: Readonly<Record<StakeholderKind, string>> = {
  developer: "createDeveloper",
  architect: "createArchitect",
};

/**
 * 'Add new developer' beside the picker. Its fields are not a <form>: the dialog sits inside the
 * wizard's form in the React tree, and a nested form's submit would bubble into the wizard's.
 */
export function AddStakeholderDialog({ kind, onAdded }: { kind: StakeholderKind; onAdded: (id: string) => void }) {
  const label = STAKEHOLDER_LABELS[kind];
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { fetcher, reply, pending } = useIntentFetcher(STAKEHOLDER_INTENTS[kind], (done) => {
    const created = done.payload as { id: string } | undefined;
    if (created) onAdded(created.id);
    setOpen(false);
    setName("");
    setDescription("");
  });
  const serverError = reply && !reply.ok ? (reply.result.error?.name?.[0] ?? reply.notice?.description) : undefined;
  const shown = error ?? serverError ?? null;

  const submit = () => {
    const parsed = stakeholderSchema(kind).safeParse({ name, description: description || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    void fetcher.submit({ intent: STAKEHOLDER_INTENTS[kind], name: parsed.data.name, description: parsed.data.description ?? "" }, { method: "post" });
  };

  const nameId = `new-${kind}-name`;
  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="link" size="sm" className="h-auto justify-self-start px-0">
            <Plus aria-hidden="true" />
            Add new {kind}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Add {label}</DialogTitle>
            <DialogDescription>It is added to the list for every project and chosen for this one.</DialogDescription>
          </DialogHeader>
          <div
            className="grid gap-4"
            onKeyDown={(event) => {
              if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
                event.preventDefault();
                submit();
              }
            }}
          >
            <Field label={`${label} name`} htmlFor={nameId} errors={shown ? [shown] : undefined} errorId={`${nameId}-error`}>
              <Input
                id={nameId}
                value={name}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={shown ? true : undefined}
                aria-describedby={shown ? `${nameId}-error` : undefined}
                maxLength={200}
                autoComplete="off"
              />
            </Field>
            <Field label="Description (optional)" htmlFor={`new-${kind}-description`}>
              <Textarea id={`new-${kind}-description`} value={description} onChange={(event) => setDescription(event.target.value)} rows={3} maxLength={1000} />
            </Field>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="button" onClick={submit} disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              {pending ? "Adding..." : `Add ${label}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
