import { ExternalLink, Loader2, Monitor, Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { previewFrameAddress } from "~/domain/site-branding";

const DEVICES = {
  desktop: { width: 1280, height: 1600, label: "Desktop", icon: Monitor },
  phone: { width: 390, height: 800, label: "Phone", icon: Smartphone },
} as const;
type Device = keyof typeof DEVICES;

/** The width of an element as it changes (a sidebar column, a tab panel). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The realtor's real home page in a frame, drawn at a real device width and scaled down to fit
 * (decision record 057). The page is server-rendered with the draft; scripts do not run in the
 * frame, so it only shows. A new draft loads behind the one shown and replaces it once loaded,
 * so the preview never flashes blank.
 */
export function LivePreview({
  src,
  host,
  updating,
  devices = false,
  className,
}: {
  /** The same-origin address of the page to show. */
  src: string;
  host: string;
  /** A newer draft is on its way to the server. */
  updating: boolean;
  /** Offer the desktop and phone widths (the Preview tab); the sidebar shows the desktop. */
  devices?: boolean;
  className?: string;
}) {
  const [device, setDevice] = useState<Device>("desktop");
  const [shown, setShown] = useState(src);
  const [frameRef, frameWidth] = useWidth<HTMLDivElement>();
  const size = DEVICES[device];
  const scale = frameWidth ? Math.min(1, frameWidth / size.width) : 0;
  const loading = shown !== src;
  return (
    <div className={cn("overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm", className)}>
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
        <span className="flex gap-1" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
        </span>
        <span className="min-w-0 flex-1 truncate rounded-md bg-white px-2.5 py-1 text-xs text-slate-600 ring-1 ring-slate-200">{host}</span>
        {updating || loading ? (
          <span className="inline-flex items-center gap-1 text-xs text-slate-500" role="status">
            <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
            Updating
          </span>
        ) : null}
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
        >
          <ExternalLink className="size-3.5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Open</span>
          <span className="sr-only"> the preview in a new tab</span>
        </a>
      </div>
      {devices ? (
        <div role="radiogroup" aria-label="Preview width" className="flex justify-center gap-1 border-b border-slate-100 bg-white p-2">
          {(Object.keys(DEVICES) as Device[]).map((key) => {
            const { label, icon: Icon } = DEVICES[key];
            return (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={device === key}
                onClick={() => setDevice(key)}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand",
                  device === key ? "bg-brand/10 text-brand" : "text-slate-600 hover:bg-slate-100",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div ref={frameRef} className="relative bg-slate-100" style={{ height: scale ? size.height * scale : 0 }}>
        {scale ? (
          <div
            className="absolute left-1/2 top-0 origin-top"
            style={{ width: size.width, height: size.height, transform: `translateX(-50%) scale(${scale})` }}
          >
            {[...new Set([shown, src])].map((address) => (
              <iframe
                key={address}
                src={previewFrameAddress(address)}
                title={`Preview of ${host}`}
                tabIndex={-1}
                // Same origin so the session cookie asks for the draft; no scripts, forms or pop-ups.
                sandbox="allow-same-origin"
                loading="lazy"
                onLoad={() => {
                  if (address === src) setShown(src);
                }}
                className={cn("absolute inset-0 size-full border-0 bg-white", address === shown ? "z-10" : "z-0 opacity-0")}
              />
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
