import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { formatMoneyCompact } from "~/domain/format";
import type { ListingMapProps } from "~/features/projects/listing-map";
import { groupOverlappingLabels } from "~/features/projects/map-label-groups";

type Project = ListingMapProps["projects"][number];

/** Singapore as a whole, for a search with no placed project. */
const SINGAPORE: L.LatLngTuple = [1.3521, 103.8198];
const MAX_ZOOM = 19;
/** The marker's name: the font, its widest, and the pill's padding and border around it (app.css). */
const MARKER_FONT = "600 11px system-ui, sans-serif";
const MARKER_NAME_MAX_PX = 144;
const MARKER_FRAME_PX = 24;

/**
 * A project's marker: a link with its name, drawn by the page (a div icon), so it reads the same
 * whether or not the map's background loads. The price is in its title and accessible name: two
 * lines per marker would bury each other at the island's zoom.
 */
function markerLink(project: Project): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = `/condos/${project.slug}`;
  link.className = "listing-map-marker";
  link.append(Object.assign(document.createElement("span"), { textContent: project.name }));
  if (project.priceFromCents !== null) {
    link.title = `${project.name}, from ${formatMoneyCompact(project.priceFromCents / 100)}`;
    link.setAttribute("aria-label", link.title);
  }
  return link;
}

/** Several nearby projects: their count, named in full for screen readers; a tap zooms in to them. */
function groupButton(projects: readonly Project[], onOpen: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "listing-map-cluster";
  button.textContent = String(projects.length);
  button.title = `Zoom in to ${projects.length} projects: ${projects.map((project) => project.name).join(", ")}`;
  button.setAttribute("aria-label", button.title);
  L.DomEvent.disableClickPropagation(button);
  button.addEventListener("click", onOpen);
  return button;
}

/** Each project's name pill width, measured once. */
function labelWidths(projects: readonly Project[]): Map<string, number> {
  const context = document.createElement("canvas").getContext("2d");
  if (context) context.font = MARKER_FONT;
  return new Map(
    projects.map((project) => {
      const nameWidth = context ? context.measureText(project.name).width : project.name.length * 7;
      return [project.slug, Math.min(nameWidth, MARKER_NAME_MAX_PX) + MARKER_FRAME_PX];
    }),
  );
}

/**
 * Draws the listing's projects into `element` (loaded on demand, in map view only), in the list's
 * order: where names would cover each other, the later ones join the earlier one's numbered circle.
 * Returns the function that removes the map.
 */
export function mountListingMap(element: HTMLElement, { projects, tiles }: ListingMapProps, onTilesFailed: () => void): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: false, zoomSnap: 0.5, maxZoom: MAX_ZOOM });
  let failed = false;
  L.tileLayer(tiles.tileUrl, { minZoom: 10, maxZoom: MAX_ZOOM, detectRetina: true })
    .on("tileerror", () => {
      if (failed) return;
      failed = true;
      onTilesFailed();
    })
    .addTo(map);

  const widths = labelWidths(projects);
  const markers = L.layerGroup().addTo(map);
  // After a keyboard user opens a group, focus goes to the first of its projects.
  let focusSlug: string | null = null;

  function openGroup(members: readonly Project[]) {
    focusSlug = members[0].slug;
    const bounds = L.latLngBounds(members.map((project) => L.latLng(project.latitude, project.longitude)));
    const zoom = Math.min(Math.max(map.getBoundsZoom(bounds, false, L.point(96, 96)), map.getZoom() + 1), MAX_ZOOM);
    map.setView(bounds.getCenter(), zoom);
  }

  function draw() {
    markers.clearLayers();
    const groups = groupOverlappingLabels(
      projects.map((project) => {
        const { x, y } = map.latLngToContainerPoint([project.latitude, project.longitude]);
        return { item: project, x, y, labelWidth: widths.get(project.slug)! };
      }),
    );
    let focusTarget: HTMLElement | null = null;
    for (const { items } of groups) {
      const [first] = items;
      const html = items.length === 1 ? markerLink(first) : groupButton(items, () => openGroup(items));
      if (items.some((project) => project.slug === focusSlug)) focusTarget = html;
      L.marker([first.latitude, first.longitude], {
        icon: L.divIcon({ html, className: "listing-map-pin", iconSize: undefined }),
        keyboard: false,
        riseOnHover: true,
      }).addTo(markers);
    }
    focusSlug = null;
    focusTarget?.focus({ preventScroll: true });
  }

  map.on("zoomend", draw);
  if (projects.length) {
    map.fitBounds(L.latLngBounds(projects.map((project) => L.latLng(project.latitude, project.longitude))), { padding: [48, 48], maxZoom: 15 });
  } else {
    map.setView(SINGAPORE, 11);
  }
  return () => map.remove();
}
