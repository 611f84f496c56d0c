import { useEffect, useRef, useState } from "react";
import { cn } from "~/components/ui/cn";
import { initials } from "~/domain/format";
import { responsiveSource } from "~/components/project-image";

/** The site owner's photo, or their initials on the brand gradient when there is none. */
export function OwnerAvatar({ name, image, className, priority = false }: { name: string; image: string | null; className?: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const element = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (element.current?.complete && element.current.naturalWidth === 0) setFailed(true);
  }, []);
  const base = "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand to-brand-secondary font-semibold text-white";
  if (!image || failed) {
    return (
      <span className={cn(base, "text-xl", className)} role="img" aria-label={name}>
        {initials(name)}
      </span>
    );
  }
  const source = responsiveSource(image, 480);
  return (
    <span className={cn(base, className)}>
      <img
        ref={element}
        src={source.src}
        srcSet={source.srcSet}
        sizes="160px"
        alt={name}
        width={160}
        height={160}
        loading={priority ? "eager" : "lazy"}
        onError={() => setFailed(true)}
        className="size-full object-cover"
      />
    </span>
  );
}
