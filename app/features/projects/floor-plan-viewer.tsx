import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { responsiveSource } from "~/components/project-image";

/** A unit type's floor plan, whole and full screen (loaded on demand); Escape or the button closes it. */
export default function FloorPlanViewer({ name, url, caption, onClose }: { name: string; url: string; caption: string; onClose: () => void }) {
  const source = responsiveSource(url, 1600);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
        <DialogPrimitive.Content className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none" data-testid="floor-plan-viewer" aria-describedby={undefined}>
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <DialogPrimitive.Title className="truncate text-sm font-semibold sm:text-base">Floor plan: {name}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Close floor plan</span>
            </DialogPrimitive.Close>
          </div>
          <figure className="flex min-h-0 flex-1 flex-col items-center justify-center px-2 pb-6 sm:px-8">
            <img
              src={source.src}
              srcSet={source.srcSet}
              sizes="100vw"
              alt={`Floor plan of ${name}`}
              className="max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-lg bg-white object-contain"
            />
            <figcaption className="mt-3 max-w-3xl px-2 text-center text-sm text-white/90">{caption}</figcaption>
          </figure>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
