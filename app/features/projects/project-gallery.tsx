import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useRef } from "react";
import { cn } from "~/components/ui/cn";
import type { ProjectPhoto } from "~/domain/public-read-models";
import { responsiveSource } from "~/components/project-image";
import { PhotoStepButtons } from "./photo-step-buttons";

export interface ProjectGalleryProps {
  name: string;
  photos: ProjectPhoto[];
  /** The photo shown: the carousel's, so both stay on the same photo. */
  index: number;
  /** Asks for another photo; the carousel wraps around the ends. */
  go: (index: number) => void;
  onClose: () => void;
  /** Puts focus back on the button that opened the gallery. */
  onReturnFocus: () => void;
}

const SWIPE_THRESHOLD_PX = 40;

/**
 * The full-screen gallery (loaded on demand): each photo whole, with its caption and
 * 'Artist's impression' where the image is marked so; arrow keys, swipe, thumbnails, Escape.
 */
export default function ProjectGallery({ name, photos, index, go, onClose, onReturnFocus }: ProjectGalleryProps) {
  const touchStart = useRef<number | null>(null);
  const thumbnails = useRef<HTMLDivElement>(null);
  const count = photos.length;
  const photo = photos[index];
  const source = responsiveSource(photo.url, 1600);

  useEffect(() => {
    thumbnails.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest", inline: "center" });
  }, [index]);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          data-testid="project-gallery"
          aria-describedby={undefined}
          // The dialog is unmounted on close; Radix would then focus the body, not the opener.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onReturnFocus();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowLeft") go(index - 1);
            if (event.key === "ArrowRight") go(index + 1);
          }}
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="truncate text-sm font-semibold sm:text-base">{name} gallery</DialogPrimitive.Title>
            <div className="flex items-center gap-3">
              <p className="text-sm text-white/80" aria-live="polite" data-testid="gallery-counter">
                {index + 1} / {count}
              </p>
              <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                <X className="size-5" aria-hidden="true" />
                <span className="sr-only">Close gallery</span>
              </DialogPrimitive.Close>
            </div>
          </div>

          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-16"
            onTouchStart={(event) => {
              touchStart.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const start = touchStart.current;
              const end = event.changedTouches[0]?.clientX;
              touchStart.current = null;
              if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
              go(end < start ? index + 1 : index - 1);
            }}
          >
            <figure className="flex max-h-full w-full flex-col items-center">
              <img
                key={photo.url}
                src={source.src}
                srcSet={source.srcSet}
                sizes="100vw"
                alt={photo.alt}
                className="max-h-[calc(100dvh-14rem)] w-auto max-w-full rounded-lg object-contain"
                data-testid="gallery-image"
              />
              <figcaption className="mt-3 flex max-w-3xl flex-wrap items-center justify-center gap-2 px-2 text-center text-sm text-white/90" data-testid="gallery-caption">
                {photo.artistImpression ? (
                  <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">Artist&apos;s impression</span>
                ) : null}
                <span>{photo.alt}</span>
              </figcaption>
            </figure>
            {count > 1 ? (
              <PhotoStepButtons onStep={(by) => go(index + by)} inset="gallery" />
            ) : null}
          </div>

          {count > 1 ? (
            <div ref={thumbnails} className="flex gap-2 overflow-x-auto px-4 py-3 sm:justify-center sm:px-6" aria-label="Photos">
              {photos.map((thumbnail, i) => (
                <button
                  key={`${thumbnail.url}-${i}`}
                  type="button"
                  data-index={i}
                  onClick={() => go(i)}
                  aria-label={`Show photo ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  className={cn(
                    "h-14 w-20 shrink-0 overflow-hidden rounded-md ring-2 transition focus-visible:outline-none focus-visible:ring-white",
                    i === index ? "ring-white" : "opacity-60 ring-transparent hover:opacity-100",
                  )}
                >
                  <img src={responsiveSource(thumbnail.url, 480).src} alt="" loading="lazy" className="size-full object-cover" />
                </button>
              ))}
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
