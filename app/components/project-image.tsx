import { Building2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { PROJECT_IMAGE_WIDTHS } from "~/domain/image-widths";

// Shipped demo images are stored as '{name}-{width}.webp' at these widths. Uploaded project
// pictures have the storage's widths below their own and one at their own (decision 048), and
// the stored URL names that largest width.
const DEMO_WIDTHS = [480, 960, 1600] as const;
const DEMO_WEBP = /^(\/demo\/[\w\-/.]+)-(?:480|960|1600)\.webp$/;
const UPLOADED_WEBP = /^(\/uploads\/projects\/[\w\-/.]+)-(\d+)\.webp$/;

function sized(base: string, widths: readonly number[], preferredWidth: number): { src: string; srcSet: string } {
  const chosen = widths.find((width) => width >= preferredWidth) ?? widths[widths.length - 1];
  return { src: `${base}-${chosen}.webp`, srcSet: widths.map((width) => `${base}-${width}.webp ${width}w`).join(", ") };
}

/** src and srcset for a stored image: every stored width when the name carries one. */
export function responsiveSource(url: string, preferredWidth = 960): { src: string; srcSet?: string } {
  const demo = url.match(DEMO_WEBP);
  if (demo) return sized(demo[1], DEMO_WIDTHS, preferredWidth);
  const uploaded = url.match(UPLOADED_WEBP);
  if (uploaded) {
    const own = Number(uploaded[2]);
    return sized(uploaded[1], [...PROJECT_IMAGE_WIDTHS.filter((width) => width < own), own], preferredWidth);
  }
  return { src: url };
}

interface ProjectImageProps {
  src: string | null | undefined;
  alt: string;
  /** The rendered width in CSS pixels at each breakpoint, for the browser's choice from srcset. */
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load eagerly with high priority (the page also preloads it). */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
  icon?: React.ReactNode;
}

/** True once the page has loaded: images below the fold wait for it (see ProjectImage). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === "complete") {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

/**
 * A stored image with its responsive sizes, on a gradient. When the image is missing or fails
 * to load it is hidden and the gradient shows an icon instead (spec part 1 §2).
 *
 * Only priority images are in the server's HTML as <img>; the others join once the page has
 * loaded (lazily, as usual), so on a phone's connection they do not compete with the first
 * paint and the main image. Without JavaScript a <noscript> copy shows them.
 */
export function ProjectImage({ src, alt, sizes, width, height, priority = false, className, imageClassName, icon }: ProjectImageProps) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const pageLoaded = usePageLoaded();

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const showImage = Boolean(src) && !failed;
  const source = src ? responsiveSource(src) : null;
  const imageClasses = cn("size-full object-cover", imageClassName);
  if (showImage && source && !priority && !pageLoaded) {
    return (
      <div className={cn("relative overflow-hidden bg-gradient-to-br from-brand/80 via-brand-secondary/80 to-slate-900", className)}>
        <noscript>
          <img src={source.src} srcSet={source.srcSet} sizes={source.srcSet ? sizes : undefined} alt={alt} width={width} height={height} loading="lazy" className={imageClasses} />
        </noscript>
      </div>
    );
  }
  return (
    <div className={cn("relative overflow-hidden bg-gradient-to-br from-brand/80 via-brand-secondary/80 to-slate-900", className)}>
      {showImage && source ? (
        <img
          ref={image}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? "sync" : "async"}
          onError={() => setFailed(true)}
          className={imageClasses}
        />
      ) : (
        <div className="flex size-full items-center justify-center text-white/85" data-testid="image-fallback">
          {icon ?? <Building2 className="size-12" aria-hidden="true" />}
          {alt ? <span className="sr-only">{alt}</span> : null}
        </div>
      )}
    </div>
  );
}
