import { lazy, Suspense } from "react";
import type { CostsCalculatorProps } from "~/features/calculator/costs-calculator";

// The calculator is a chunk of its own: the server renders it into the page, and the browser
// fetches its code only on the pages that show it.
const CostsCalculator = lazy(() => import("~/features/calculator/costs-calculator"));

export function CostsCalculatorSection(props: CostsCalculatorProps) {
  return (
    <Suspense fallback={<div className="h-[36rem] animate-pulse rounded-2xl bg-slate-100" aria-busy="true" aria-label="Loading the costs calculator" />}>
      <CostsCalculator {...props} />
    </Suspense>
  );
}
