import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/components/ui/cn";

const BUTTON =
  "absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg backdrop-blur transition hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/** Previous and next over a photo (the page's carousel and the full-screen gallery), 44 px targets at its sides. */
export function PhotoStepButtons({ onStep, inset }: { onStep: (by: -1 | 1) => void; inset: "page" | "gallery" }) {
  return (
    <>
      <button type="button" onClick={() => onStep(-1)} aria-label="Previous photo" className={cn(BUTTON, inset === "page" ? "left-3 sm:left-6" : "left-2 sm:left-4")}>
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <button type="button" onClick={() => onStep(1)} aria-label="Next photo" className={cn(BUTTON, inset === "page" ? "right-3 sm:right-6" : "right-2 sm:right-4")}>
        <ChevronRight className="size-6" aria-hidden="true" />
      </button>
    </>
  );
}
