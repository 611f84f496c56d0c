import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";

export interface EnquiryDialogPanelProps {
  kind: Exclude<EnquiryKind, "contact">;
  title: string;
  description: string;
  ownerName: string;
  projectSlug?: string;
  projectName?: string;
  /** The message box's starting text; the kind's own when absent. */
  defaultMessage?: string;
  /** The submit button's text; 'Request Viewing' or 'Register Interest' by kind when absent. */
  submitLabel?: string;
  onClose: () => void;
  /** The button that opened the dialog: it takes the focus back when the dialog closes. */
  trigger: React.RefObject<HTMLElement | null>;
}

/** The open enquiry dialog; loaded on demand, so the page's first load carries no dialog code. */
export default function EnquiryDialogPanel({ kind, title, description, ownerName, projectSlug, projectName, defaultMessage, submitLabel, onClose, trigger }: EnquiryDialogPanelProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <EnquiryForm
          formId={`enquiry-${kind}`}
          kind={kind}
          ownerName={ownerName}
          projectSlug={projectSlug}
          projectName={projectName}
          defaultMessage={defaultMessage}
          submitLabel={submitLabel ?? (kind === "register-interest" ? "Register Interest" : undefined)}
          onSent={onClose}
        />
      </DialogContent>
    </Dialog>
  );
}
