import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import type { EnquiryDialogPanelProps } from "~/features/enquiries/enquiry-dialog-panel";

const loadPanel = () => import("~/features/enquiries/enquiry-dialog-panel");
const EnquiryDialogPanel = lazy(loadPanel);

interface EnquiryDialogProps extends Omit<EnquiryDialogPanelProps, "onClose" | "trigger"> {
  /** Where the link leads before JavaScript loads: the page's inline enquiry form. */
  fallbackHref: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A button that opens the enquiry form in a dialog. Before JavaScript loads it is a link to
 * the inline form on the same page, which posts without script. The dialog's code is fetched
 * when the visitor points at the button, not with the page.
 */
export function EnquiryDialog({ fallbackHref, className, children, ...panel }: EnquiryDialogProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hydrated = useHydrated();
  const button = useRef<HTMLButtonElement>(null);
  const trigger = { "aria-haspopup": "dialog" as const, className, onPointerEnter: loadPanel, onFocus: loadPanel };
  return (
    <>
      {hydrated ? (
        <button ref={button} type="button" {...trigger} onClick={() => setOpen(true)}>
          {children}
        </button>
      ) : (
        <a href={fallbackHref} {...trigger}>
          {children}
        </a>
      )}
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialogPanel {...panel} onClose={close} trigger={button} />
        </Suspense>
      ) : null}
    </>
  );
}
