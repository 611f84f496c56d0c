import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { formatMoneyCompact } from "~/domain/format";
import type { ListingMapProps } from "~/features/projects/listing-map";

/** Singapore as a whole, for a search with no placed project. */
const SINGAPORE: L.LatLngTuple = [1.3521, 103.8198];

/**
 * A project's marker: a link with its name, drawn by the page (a div icon), so it reads the same
 * whether or not the map's background loads. The price is in its title and accessible name: two
 * lines per marker would bury each other at the island's zoom.
 */
function markerLink(project: ListingMapProps["projects"][number]): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = `/condos/${project.slug}`;
  link.className = "listing-map-marker";
  link.textContent = project.name;
  if (project.priceFromCents !== null) {
    link.title = `${project.name}, from ${formatMoneyCompact(project.priceFromCents / 100)}`;
    link.setAttribute("aria-label", link.title);
  }
  return link;
}

/** Draws the listing's projects into `element` (loaded on demand, in map view only); returns the function that removes the map. */
export function mountListingMap(element: HTMLElement, { projects, tiles }: ListingMapProps, onTilesFailed: () => void): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: false, zoomSnap: 0.5 });
  let failed = false;
  L.tileLayer(tiles.tileUrl, { minZoom: 10, maxZoom: 19, detectRetina: true })
    .on("tileerror", () => {
      if (failed) return;
      failed = true;
      onTilesFailed();
    })
    .addTo(map);
  for (const project of projects) {
    L.marker([project.latitude, project.longitude], {
      icon: L.divIcon({ html: markerLink(project), className: "listing-map-pin", iconSize: undefined }),
      keyboard: false,
      riseOnHover: true,
    }).addTo(map);
  }
  if (projects.length) {
    map.fitBounds(L.latLngBounds(projects.map((project) => L.latLng(project.latitude, project.longitude))), { padding: [48, 48], maxZoom: 15 });
  } else {
    map.setView(SINGAPORE, 11);
  }
  return () => map.remove();
}
