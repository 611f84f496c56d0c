import { useCallback, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { EnquiryKind } from "~/domain/schemas/enquiry";
import { EnquiryForm } from "~/features/enquiries/enquiry-form";

interface EnquiryDialogProps {
  kind: Exclude<EnquiryKind, "contact">;
  title: string;
  description: string;
  ownerName: string;
  projectSlug?: string;
  projectName?: string;
  /** Where the link leads before JavaScript loads: the page's inline enquiry form. */
  fallbackHref: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A button-styled link that opens the enquiry form in a dialog. Before JavaScript loads it is
 * a plain link to the inline form on the same page, which posts without script.
 */
export function EnquiryDialog({ kind, title, description, ownerName, projectSlug, projectName, fallbackHref, className, children }: EnquiryDialogProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <a
        href={fallbackHref}
        aria-haspopup="dialog"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl">
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
            submitLabel={kind === "book-viewing" ? "Request Viewing" : "Register Interest"}
            onSent={close}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
