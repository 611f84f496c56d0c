import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** A place the map marks besides the project: a rail station, a school or an amenity with a known position. */
export interface MapPlace {
  id: string;
  kind: "station" | "school" | "amenity";
  name: string;
  latitude: number;
  longitude: number;
  /** '0.4 km', shown when the marker is pointed at. */
  distance: string;
}

/** Where the map's tiles come from: MAP_TILE_URL and MAP_TILE_ATTRIBUTION (decision record 043). */
export interface MapTiles {
  tileUrl: string;
  attribution: string;
}

export interface ProjectMapProps {
  name: string;
  latitude: number;
  longitude: number;
  places: MapPlace[];
  tiles: MapTiles;
}

type MapState = "waiting" | "shown" | "tiles-failed" | "failed";

const PLACE_DOTS = { project: "bg-brand", station: "bg-red-600", school: "bg-blue-600", amenity: "bg-amber-500" } as const;

/**
 * The project on a map with the stations, schools and amenities whose positions are known. The map library
 * and its style sheet load only when the map scrolls into view (a lazy chunk); until then, and
 * when they or the tiles cannot load (no network), the page keeps a plain placeholder and says
 * so: the nearby places are listed beside the map either way.
 */
export function ProjectMap(props: ProjectMapProps) {
  const { name, latitude, longitude, places, tiles } = props;
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>("waiting");

  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("~/features/projects/leaflet-map")
          .then(({ mountProjectMap }) => {
            if (cancelled) return;
            unmount = mountProjectMap(element, { name, latitude, longitude, places, tiles }, () => setState("tiles-failed"));
            setState((current) => (current === "waiting" ? "shown" : current));
          })
          .catch(() => setState("failed"));
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      unmount?.();
    };
  }, [name, latitude, longitude, places, tiles]);

  const googleMaps = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="project-map" data-map-state={state}>
      <div className="relative h-72 bg-slate-100 sm:h-96">
        <div ref={container} className="absolute inset-0 z-0" role="region" aria-label={`Map of ${name} with nearby stations, schools and amenities`} />
        {state === "waiting" || state === "failed" ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-[radial-gradient(circle,#cbd5e1_1px,transparent_1px)] [background-size:18px_18px] p-6 text-center">
            <MapPin className="size-8 text-brand" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-700">{state === "failed" ? "The map could not be loaded." : `Map of ${name}`}</p>
          </div>
        ) : null}
        {state === "tiles-failed" ? (
          <p role="status" className="absolute inset-x-3 bottom-3 z-[500] rounded-lg bg-white/95 px-3 py-2 text-sm text-slate-700 shadow">
            The map's background could not be loaded. The project and nearby places are marked, and listed below.
          </p>
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-xs text-slate-600">
        <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
          {(
            [
              ["project", name],
              ["station", "MRT / LRT"],
              ["school", "School"],
              ["amenity", "Amenity"],
            ] as const
          ).map(([kind, label]) => (
            <span key={kind} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${PLACE_DOTS[kind]}`} />
              {label}
            </span>
          ))}
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full border border-dashed border-brand" />1 km
          </span>
        </span>
        <span className="flex items-center gap-3">
          <span>{tiles.attribution}</span>
          <a href={googleMaps} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand hover:underline">
            Open in Google Maps
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
