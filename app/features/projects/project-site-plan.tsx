import { MapPin } from "lucide-react";
import { responsiveSource } from "~/components/project-image";
import { cn } from "~/components/ui/cn";
import type { PublicSitePlan } from "~/domain/public-read-models";
import { elevationChartAnchor } from "~/domain/unit-inventory";

// The project page's site plan (issue 33 item 5, decision record 148): the picture with a link
// per placed block to that block's elevation chart. Plain links to anchors: without the page's
// code the browser scrolls to the chart; with it, the chart also takes the focus.

const MARKER = cn(
  "absolute flex min-h-8 min-w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center gap-1 rounded-full px-2.5 text-xs font-semibold shadow-lg ring-2 ring-white",
  "sm:min-h-9 sm:px-3 sm:text-sm",
);

export function ProjectSitePlan({ sitePlan, projectName, chartBlocks }: { sitePlan: PublicSitePlan; projectName: string; chartBlocks: number[] }) {
  const source = responsiveSource(sitePlan.url);
  const charted = new Set(chartBlocks);

  function focusChart(buildingNumber: number) {
    // The browser scrolls to the anchor itself; moving the focus there too lets the keyboard carry on inside the chart.
    const chart = document.getElementById(elevationChartAnchor(buildingNumber));
    if (!chart) return;
    requestAnimationFrame(() => chart.focus({ preventScroll: true }));
  }

  return (
    <section id="site-plan" aria-labelledby="site-plan-title" className="scroll-mt-24" data-testid="site-plan">
      <h2 id="site-plan-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        Site plan
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {chartBlocks.length > 0 ? "Choose a block to see its units and what is still available." : `Where each block of ${projectName} stands.`}
      </p>
      <div className="relative mt-4 overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <img
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? "(min-width: 1024px) 760px, 100vw" : undefined}
          width={sitePlan.width}
          height={sitePlan.height}
          loading="lazy"
          decoding="async"
          alt={`Site plan of ${projectName}`}
          className="block h-auto w-full"
        />
        <ul aria-label="Blocks on the site plan">
          {sitePlan.markers.map(({ buildingNumber, x, y }) => {
            const style = { left: `${x * 100}%`, top: `${y * 100}%` };
            const content = (
              <>
                <MapPin className="size-3.5 shrink-0 sm:size-4" aria-hidden="true" />
                <span>
                  <span className="sr-only">Block </span>
                  {buildingNumber}
                </span>
              </>
            );
            return (
              <li key={buildingNumber}>
                {charted.has(buildingNumber) ? (
                  <a
                    href={`#${elevationChartAnchor(buildingNumber)}`}
                    style={style}
                    aria-label={`Block ${buildingNumber}: see its units`}
                    data-testid={`site-plan-block-${buildingNumber}`}
                    onClick={() => focusChart(buildingNumber)}
                    className={cn(
                      MARKER,
                      "bg-slate-900 text-white transition hover:scale-105 hover:bg-brand",
                      "focus-visible:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand",
                    )}
                  >
                    {content}
                  </a>
                ) : (
                  <span style={style} className={cn(MARKER, "bg-white/95 text-slate-900")} data-testid={`site-plan-block-${buildingNumber}`}>
                    {content}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
