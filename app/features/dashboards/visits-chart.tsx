import { formatCalendarDay, formatNumber } from "~/domain/format";

type Point = { day: string; visits: number; visitors: number; enquiries: number };

const WIDTH = 720;
const HEIGHT = 200;
const PAD = 8;
const LINES = [
  { key: "visits", label: "Visits", colour: "#059669" },
  { key: "visitors", label: "Visitors", colour: "#0ea5e9" },
  { key: "enquiries", label: "Enquiries", colour: "#f59e0b" },
] as const;

/**
 * Visits, visitors and enquiries per day as an SVG drawn on the server (decision record 153): no
 * chart library in any bundle; the figures are in a table beside it for screen readers.
 */
export function VisitsChart({ series }: { series: Point[] }) {
  const max = Math.max(1, ...series.flatMap((point) => [point.visits, point.visitors, point.enquiries]));
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(1, series.length - 1);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Visits, visitors and enquiries per day" className="h-48 w-full" preserveAspectRatio="none">
        {[0.25, 0.5, 0.75, 1].map((share) => (
          <line key={share} x1={PAD} x2={WIDTH - PAD} y1={y(max * share)} y2={y(max * share)} stroke="#e2e8f0" strokeWidth={1} vectorEffect="non-scaling-stroke" />
        ))}
        {LINES.map((line) => (
          <polyline
            key={line.key}
            fill="none"
            stroke={line.colour}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            strokeLinejoin="round"
            points={series.map((point, index) => `${x(index)},${y(point[line.key])}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-4 text-xs text-slate-600">
        {LINES.map((line) => (
          <span key={line.key} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ background: line.colour }} />
            {line.label}
          </span>
        ))}
        <span className="ml-auto">
          {series.length > 0 ? `${formatCalendarDay(series[0].day)} – ${formatCalendarDay(series[series.length - 1].day)} · peak ${formatNumber(max)}` : null}
        </span>
      </figcaption>
    </figure>
  );
}
