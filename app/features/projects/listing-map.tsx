import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { MapTiles } from "~/features/projects/project-map";

export interface ListingMapProps {
  projects: { slug: string; name: string; latitude: number; longitude: number; priceFromCents: number | null }[];
  tiles: MapTiles;
}

type MapState = "waiting" | "shown" | "tiles-failed" | "failed";

/**
 * The listing's results on a map (issue 34 item 2). The map library loads only here, in map view;
 * each marker is a link with the project's name, so the map stays useful when its background
 * cannot load. Without JavaScript the page says so and the list below carries the results.
 */
export function ListingMap({ projects, tiles, unplaced }: ListingMapProps & { unplaced: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("waiting");

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    import("~/features/projects/listing-leaflet-map")
      .then(({ mountListingMap }) => {
        if (cancelled) return;
        unmount = mountListingMap(element, { projects, tiles }, () => setState("tiles-failed"));
        setState((current) => (current === "waiting" ? "shown" : current));
      })
      .catch(() => setState("failed"));
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [projects, tiles]);

  return (
    <figure className="mb-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="listing-map" data-map-state={state}>
      <div className="relative h-[26rem] bg-slate-100 bg-[radial-gradient(circle,#cbd5e1_1px,transparent_1px)] [background-size:18px_18px] sm:h-[32rem]">
        <div ref={container} className="absolute inset-0 z-0 !bg-transparent" role="region" aria-label="Map of the projects found" />
        {state === "waiting" || state === "failed" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center">
            <MapPin className="size-8 text-brand" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-700">
              {state === "failed" ? "The map could not be loaded. The projects are listed below." : <span suppressHydrationWarning>Loading the map… (it needs JavaScript; the projects are listed below)</span>}
            </p>
          </div>
        ) : null}
        {state === "tiles-failed" ? (
          <p role="status" className="absolute inset-x-3 bottom-3 z-[500] rounded-lg bg-white/95 px-3 py-2 text-sm text-slate-700 shadow">
            The map's background could not be loaded. Each project is still marked with its name.
          </p>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-xs text-slate-600">
        <span>
          {projects.length} {projects.length === 1 ? "project" : "projects"} on the map
          {unplaced ? ` · ${unplaced} without a position are in the list only` : ""}
        </span>
        <span>{tiles.attribution}</span>
      </figcaption>
    </figure>
  );
}
