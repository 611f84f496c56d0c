import { Loader2, Map as MapIcon, MapPin, Trash2, X } from "lucide-react";
import { Fragment, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { PROJECT_UPLOAD_TARGETS } from "~/domain/schemas/project-media";
import { FilePickerButton } from "./file-picker-button";
import { useProjectUpload } from "./use-project-upload";

// The site-plan editor of the Inventory tab (issue 33 item 5, decision record 148): upload the
// picture, drag each block's marker onto it (or nudge a focused marker with the arrow keys), and
// save everything in one request.

export interface SitePlanEditorImage {
  url: string;
  width: number;
  height: number;
}

export interface SitePlanEditorBlock {
  id: string;
  buildingNumber: number;
  x: number | null;
  y: number | null;
}

type Place = { x: number; y: number };

/** One arrow press moves a marker 1% of the picture; with Shift, 5%. */
const NUDGE = { small: 0.01, large: 0.05 };
const ARROWS: Record<string, Place> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function initialPlaces(blocks: SitePlanEditorBlock[]): Record<string, Place> {
  return Object.fromEntries(blocks.flatMap((block) => (block.x === null || block.y === null ? [] : [[block.id, { x: block.x, y: block.y }]])));
}

export function SitePlanEditor({ projectId, image: savedImage, blocks }: { projectId: string; image: SitePlanEditorImage | null; blocks: SitePlanEditorBlock[] }) {
  const [image, setImage] = useState(savedImage);
  const [places, setPlaces] = useState(() => initialPlaces(blocks));
  const [dragging, setDragging] = useState<string | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  const upload = useProjectUpload(projectId, "sitePlan");
  const { fetcher, reply, pending } = useIntentFetcher("saveSitePlan");
  const formError = reply && !reply.ok ? Object.values(reply.result.error ?? {}).flat()[0] : undefined;
  const placed = blocks.filter((block) => places[block.id]);
  const unplaced = blocks.filter((block) => !places[block.id]);

  const move = (id: string, place: Place) => setPlaces((current) => ({ ...current, [id]: { x: clamp(place.x), y: clamp(place.y) } }));
  const remove = (id: string) =>
    setPlaces((current) => {
      const { [id]: _removed, ...rest } = current;
      return rest;
    });

  function pointerPlace(event: PointerEvent): Place | null {
    const box = picture.current?.getBoundingClientRect();
    return box ? { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height } : null;
  }

  function startDrag(id: string, event: PointerEvent<HTMLButtonElement>) {
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    setDragging(id);
  }

  function drag(id: string, event: PointerEvent<HTMLButtonElement>) {
    if (dragging !== id) return;
    const place = pointerPlace(event);
    if (place) move(id, place);
  }

  function nudge(id: string, event: KeyboardEvent<HTMLButtonElement>) {
    const arrow = ARROWS[event.key];
    const place = places[id];
    if (!arrow || !place) return;
    event.preventDefault();
    const step = event.shiftKey ? NUDGE.large : NUDGE.small;
    move(id, { x: place.x + arrow.x * step, y: place.y + arrow.y * step });
  }

  function placeInCentre(id: string) {
    move(id, { x: 0.5, y: 0.5 });
    // Focus the new marker, so the arrow keys move it at once.
    requestAnimationFrame(() => markers.current.get(id)?.focus());
  }

  return (
    <section aria-labelledby="site-plan-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="site-plan-editor">
      <FlashToast message={reply?.notice ?? null} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="site-plan-title" className="flex items-center gap-2 font-semibold text-slate-900">
            <MapIcon className="size-4 text-slate-500" aria-hidden="true" />
            Site plan
          </h2>
          <p className="mt-0.5 max-w-prose text-sm text-slate-600">
            Upload the developer's site plan and drag each block's marker onto its building. A focused marker moves with the arrow keys (Shift for bigger steps). Buyers tap a marker to
            open that block's elevation chart.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <FilePickerButton
            kind={PROJECT_UPLOAD_TARGETS.sitePlan}
            label={image ? "Replace picture" : "Upload site plan"}
            busy={upload.uploading}
            progress={upload.progress}
            onFiles={(files) =>
              void upload.upload(files, (file) => {
                if (file.width && file.height) setImage({ url: file.url, width: file.width, height: file.height });
              })
            }
          />
          {image ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => {
                setImage(null);
                setPlaces({});
              }}
            >
              <Trash2 aria-hidden="true" />
              Remove picture
            </Button>
          ) : null}
        </div>
      </div>
      {upload.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600">
          {upload.error}
        </p>
      ) : null}

      {image ? (
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_15rem]">
          <div ref={picture} className="relative touch-none select-none overflow-hidden rounded-lg border border-slate-200 bg-slate-50" data-testid="site-plan-picture">
            <img src={image.url} width={image.width} height={image.height} alt="Site plan" className="block h-auto w-full" draggable={false} />
            {placed.map((block) => {
              const place = places[block.id];
              return (
                <button
                  key={block.id}
                  ref={(element) => {
                    if (element) markers.current.set(block.id, element);
                    else markers.current.delete(block.id);
                  }}
                  type="button"
                  aria-label={`Block ${block.buildingNumber} marker, ${Math.round(place.x * 100)}% across, ${Math.round(place.y * 100)}% down`}
                  aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
                  data-testid={`site-plan-marker-${block.buildingNumber}`}
                  style={{ left: percent(place.x), top: percent(place.y) }}
                  className={cn(
                    "absolute flex -translate-x-1/2 -translate-y-1/2 cursor-grab items-center gap-1 rounded-full bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white shadow-lg ring-2 ring-white transition-shadow",
                    "focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand",
                    dragging === block.id && "cursor-grabbing shadow-xl",
                  )}
                  onPointerDown={(event) => startDrag(block.id, event)}
                  onPointerMove={(event) => drag(block.id, event)}
                  onPointerUp={() => setDragging(null)}
                  onPointerCancel={() => setDragging(null)}
                  onKeyDown={(event) => nudge(block.id, event)}
                >
                  <MapPin className="size-3.5" aria-hidden="true" />
                  {block.buildingNumber}
                </button>
              );
            })}
          </div>

          <fetcher.Form method="post" className="flex flex-col gap-4" aria-labelledby="site-plan-title">
            <input type="hidden" name="intent" value="saveSitePlan" />
            <input type="hidden" name="projectId" value={projectId} />
            <input type="hidden" name="imageUrl" value={image.url} />
            <input type="hidden" name="imageWidth" value={image.width} />
            <input type="hidden" name="imageHeight" value={image.height} />
            {placed.map((block, index) => (
              <Fragment key={block.id}>
                <input type="hidden" name={`markers[${index}].buildingId`} value={block.id} />
                <input type="hidden" name={`markers[${index}].x`} value={places[block.id].x} />
                <input type="hidden" name={`markers[${index}].y`} value={places[block.id].y} />
              </Fragment>
            ))}
            <div>
              <h3 className="text-sm font-semibold text-slate-900">Blocks</h3>
              <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
                {blocks.map((block) => (
                  <li key={block.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span className="flex items-center gap-2 font-medium text-slate-800">
                      <span className={cn("size-2 rounded-full", places[block.id] ? "bg-emerald-500" : "bg-slate-300")} aria-hidden="true" />
                      Block {block.buildingNumber}
                    </span>
                    {places[block.id] ? (
                      <Button type="button" variant="ghost" size="sm" onClick={() => remove(block.id)} aria-label={`Remove block ${block.buildingNumber} from the plan`}>
                        <X aria-hidden="true" />
                        Remove
                      </Button>
                    ) : (
                      <Button type="button" variant="outline" size="sm" onClick={() => placeInCentre(block.id)} aria-label={`Place block ${block.buildingNumber}`}>
                        <MapPin aria-hidden="true" />
                        Place
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-500" aria-live="polite">
                {unplaced.length === 0 ? "Every block is on the plan." : `${unplaced.length} of ${blocks.length} ${blocks.length === 1 ? "block" : "blocks"} not placed yet.`}
              </p>
            </div>
            {formError ? (
              <p role="alert" className="text-sm font-medium text-red-600">
                {formError}
              </p>
            ) : null}
            <Button type="submit" disabled={pending || upload.uploading}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Save site plan
            </Button>
          </fetcher.Form>
        </div>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <MapIcon className="size-8 text-slate-400" aria-hidden="true" />
          <p className="max-w-sm text-sm text-slate-600">No site plan yet. Upload the developer's plan as a JPEG, PNG or WebP picture; buyers see it above the elevation charts.</p>
          {savedImage ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="saveSitePlan" />
              <input type="hidden" name="projectId" value={projectId} />
              <Button type="submit" variant="outline" size="sm" disabled={pending}>
                Save without a site plan
              </Button>
            </fetcher.Form>
          ) : null}
        </div>
      )}
    </section>
  );
}
