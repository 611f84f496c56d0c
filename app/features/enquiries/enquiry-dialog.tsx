import { lazy, Suspense, useCallback, useState } from "react";
import type { EnquiryDialogPanelProps } from "~/features/enquiries/enquiry-dialog-panel";

const loadPanel = () => import("~/features/enquiries/enquiry-dialog-panel");
const EnquiryDialogPanel = lazy(loadPanel);

interface EnquiryDialogProps extends Omit<EnquiryDialogPanelProps, "onClose"> {
  /** Where the link leads before JavaScript loads: the page's inline enquiry form. */
  fallbackHref: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A button-styled link that opens the enquiry form in a dialog. Before JavaScript loads it is
 * a plain link to the inline form on the same page, which posts without script. The dialog's
 * code is fetched when the visitor points at the button, not with the page.
 */
export function EnquiryDialog({ fallbackHref, className, children, ...panel }: EnquiryDialogProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <a
        href={fallbackHref}
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialogPanel {...panel} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
