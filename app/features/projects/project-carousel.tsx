import { LayoutGrid } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import type { ProjectPhoto } from "~/domain/public-read-models";
import { ProjectImage, usePageLoaded } from "~/components/project-image";
import { PhotoStepButtons } from "./photo-step-buttons";

/** Steps forward or back through n photos, wrapping at both ends (spec part 1 §2). */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

const SWIPE_THRESHOLD_PX = 40;

// The full-screen gallery is a chunk of its own, fetched when the visitor reaches for it.
const loadGallery = () => import("~/features/projects/project-gallery");
const ProjectGallery = lazy(loadGallery);

/** The project page's full-width photo carousel: previous/next, dots, arrow keys and swipe. */
export function ProjectCarousel({ photos, name }: { photos: ProjectPhoto[]; name: string }) {
  const [active, setActive] = useState(0);
  // Only the first photo loads with the page; the others once it has loaded (or on first use),
  // so they do not compete with the page's own first paint for a phone's bandwidth.
  const pageLoaded = usePageLoaded();
  const [used, setUsed] = useState(false);
  const allPhotos = pageLoaded || used;
  const touchStart = useRef<number | null>(null);
  const galleryButton = useRef<HTMLButtonElement>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  const count = photos.length;
  const go = (index: number) => {
    setUsed(true);
    setActive(wrapIndex(index, count));
  };

  if (count === 0) {
    return <ProjectImage src={null} alt={`${name}: no photos yet`} sizes="100vw" width={1600} height={900} className="h-[46vh] min-h-72 w-full" />;
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${name} photos`}
      data-testid="project-carousel"
      data-active-index={active}
      className="group/carousel relative h-[52vh] min-h-72 w-full overflow-hidden bg-slate-900 sm:h-[60vh] lg:max-h-[680px]"
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") go(active - 1);
        if (event.key === "ArrowRight") go(active + 1);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
        go(end < start ? active + 1 : active - 1);
      }}
    >
      <div
        className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${active * 100}%)` }}
      >
        {photos.map((photo, index) => (
          <div
            key={`${photo.url}-${index}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
            className="h-full w-full shrink-0"
          >
            {index === 0 || allPhotos ? (
              <ProjectImage src={photo.url} alt={photo.alt} sizes="100vw" width={1600} height={1000} priority={index === 0} className="size-full" />
            ) : null}
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-slate-950/70 to-transparent" />
      <button
        ref={galleryButton}
        type="button"
        onClick={() => setGalleryOpen(true)}
        onPointerEnter={loadGallery}
        onFocus={loadGallery}
        aria-haspopup="dialog"
        className="absolute left-4 top-4 inline-flex items-center gap-2 rounded-full bg-slate-950/60 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur transition hover:bg-slate-950/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <LayoutGrid className="size-3.5" aria-hidden="true" />
        View gallery
      </button>
      {galleryOpen ? (
        <Suspense fallback={null}>
          <ProjectGallery
            name={name}
            photos={photos}
            index={active}
            go={go}
            onClose={() => setGalleryOpen(false)}
            onReturnFocus={() => galleryButton.current?.focus()}
          />
        </Suspense>
      ) : null}

      {count > 1 ? (
        <>
          <p className="absolute right-4 top-4 rounded-full bg-slate-950/60 px-3 py-1 text-xs font-semibold text-white backdrop-blur" aria-live="polite" data-testid="carousel-counter">
            {active + 1} / {count}
          </p>
          <PhotoStepButtons onStep={(by) => go(active + by)} inset="page" />
          <div className="absolute inset-x-0 bottom-24 flex justify-center gap-1 sm:bottom-28">
            {photos.map((photo, index) => (
              <button
                key={`dot-${photo.url}-${index}`}
                type="button"
                onClick={() => go(index)}
                aria-label={`Show photo ${index + 1} of ${count}`}
                aria-current={index === active ? "true" : undefined}
                className="group/dot inline-flex size-6 items-center justify-center focus-visible:outline-none"
              >
                <span
                  className={cn(
                    "block h-2 rounded-full bg-white/60 transition-all group-hover/dot:bg-white group-focus-visible/dot:ring-2 group-focus-visible/dot:ring-white",
                    index === active ? "w-6 bg-white" : "w-2",
                  )}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
