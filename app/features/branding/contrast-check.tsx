import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { brandingContrast, formatContrastRatio, WCAG_AA_TEXT } from "~/domain/colour-contrast";

function Row({ ok, meetsAA, title, ratio, children }: { ok: boolean; meetsAA: boolean; title: string; ratio: number; children?: React.ReactNode }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  const passes = ok;
  return (
    <li className={cn("flex gap-3 rounded-lg border p-3", passes ? "border-emerald-200 bg-emerald-50/60" : "border-amber-300 bg-amber-50")}>
      <Icon className={cn("mt-0.5 size-4 shrink-0", passes ? "text-emerald-700" : "text-amber-700")} aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className={cn("font-medium", passes ? "text-emerald-900" : "text-amber-900")}>
          {title}: {formatContrastRatio(ratio)} {meetsAA ? "passes WCAG AA" : `fails WCAG AA (needs ${WCAG_AA_TEXT}:1)`}
        </p>
        {children ? <p className="mt-0.5 text-amber-900">{children}</p> : null}
      </div>
    </li>
  );
}

/**
 * Beyond the spec: warns, with the ratio, when text on the background or white button text on
 * the primary colour fails WCAG AA, and says what the site will show instead (decision 058).
 */
export function ContrastCheck({ colours }: { colours: { primaryColor: string; backgroundColor: string; textColor: string } | null }) {
  if (!colours) {
    return <p className="text-sm text-slate-500">Enter valid colours to check their contrast.</p>;
  }
  const { text, button } = brandingContrast(colours);
  return (
    <ul className="grid gap-2" aria-live="polite" data-testid="contrast-check">
      <Row ok={text.passes && !text.siteFallsBack} meetsAA={text.passes} title="Text on background" ratio={text.ratio}>
        {!text.passes
          ? "Your site will use dark text on white until the text and background colours are further apart."
          : text.siteFallsBack
            ? `Your text colour is also used on white cards, where it reaches only ${formatContrastRatio(text.onWhite)}: your site will use dark text on white instead.`
            : null}
      </Row>
      <Row ok={button.passes} meetsAA={button.passes} title="Button text on primary colour" ratio={button.ratio}>
        {button.passes ? null : (
          <>
            White text is hard to read on this colour. Your site shows buttons and links in a deeper shade,{" "}
            <span className="inline-flex items-center gap-1 font-mono">
              <span className="inline-block size-3 rounded-sm ring-1 ring-black/10" style={{ backgroundColor: button.siteShows }} aria-hidden="true" />
              {button.siteShows.toUpperCase()}
            </span>
            , so they stay readable.
          </>
        )}
      </Row>
    </ul>
  );
}
