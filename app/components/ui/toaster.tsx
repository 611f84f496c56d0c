import { Toaster as Sonner, toast } from "sonner";

// sonner's rich-colour texts sit near 4.3:1 on their backgrounds; these keep WCAG AA (4.5:1).
const ACCESSIBLE_TOAST_TEXT = {
  "--success-text": "#065f46",
  "--error-text": "#991b1b",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
} as React.CSSProperties;

/** The one toast outlet: only one toast is visible at a time (spec part 1 §4). */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
      style={ACCESSIBLE_TOAST_TEXT}
    />
  );
}

export { toast };
