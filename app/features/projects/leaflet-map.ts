import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { ProjectMapProps } from "~/features/projects/project-map";

/** Names go in as text, never as HTML: they are typed by administrators. */
const text = (content: string) => Object.assign(document.createElement("span"), { textContent: content });

const COLOURS = { project: "#047857", station: "#dc2626", school: "#2563eb", amenity: "#f59e0b" } as const;
/** Primary schools give priority to children living within 1 km: the ring buyers look for. */
const PRIORITY_RADIUS_M = 1000;

/**
 * Draws the project map into `element` with Leaflet (loaded on demand by ProjectMap). Markers are
 * vector circles, so no marker images are fetched. Calls `onTilesFailed` once when a tile cannot
 * load; returns the function that removes the map.
 */
export function mountProjectMap(element: HTMLElement, { name, latitude, longitude, places, tiles }: ProjectMapProps, onTilesFailed: () => void): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: false, zoomSnap: 0.5 });
  let failed = false;
  L.tileLayer(tiles.tileUrl, { minZoom: 11, maxZoom: 19, detectRetina: true })
    .on("tileerror", () => {
      if (failed) return;
      failed = true;
      onTilesFailed();
    })
    .addTo(map);

  const centre = L.latLng(latitude, longitude);
  L.circle(centre, { radius: PRIORITY_RADIUS_M, color: COLOURS.project, weight: 1.5, dashArray: "6 6", fill: false, interactive: false }).addTo(map);
  for (const place of places) {
    const marker = L.circleMarker([place.latitude, place.longitude], { radius: 7, color: "#fff", weight: 2, fillColor: COLOURS[place.kind], fillOpacity: 1 });
    // Stations and schools are named on the map itself: a phone has no hover (issue 34 item 2).
    if (place.kind === "station" || place.kind === "school") {
      marker.bindTooltip(text(place.name), { direction: "right", offset: [8, 0], permanent: true, className: `map-place-label map-place-label-${place.kind}` });
      marker.bindPopup(text(`${place.name} · ${place.distance}`));
    } else {
      marker.bindTooltip(text(`${place.name} · ${place.distance}`), { direction: "top" });
    }
    marker.addTo(map);
  }
  L.circleMarker(centre, { radius: 11, color: "#fff", weight: 3, fillColor: COLOURS.project, fillOpacity: 1 })
    .bindTooltip(text(name), { direction: "top", permanent: true })
    .addTo(map);

  const bounds = L.latLngBounds([centre, ...places.map((place) => L.latLng(place.latitude, place.longitude))]).extend(centre.toBounds(PRIORITY_RADIUS_M * 2));
  map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17 });
  return () => map.remove();
}
