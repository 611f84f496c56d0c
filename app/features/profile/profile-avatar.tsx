import { useState } from "react";
import { cn } from "~/components/ui/cn";
import { initials } from "~/domain/format";

/** The realtor's photo, or their initials on the brand gradient when there is none (or it fails to load). */
export function ProfileAvatar({ name, image, className }: { name: string; image: string | null; className?: string }) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const base = "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand to-brand-secondary font-semibold text-white";
  if (!image || failedFor === image) {
    return (
      <span className={cn(base, "text-2xl", className)} role="img" aria-label={name}>
        {initials(name)}
      </span>
    );
  }
  return (
    <span className={cn(base, className)}>
      <img src={image} alt={name} width={128} height={128} onError={() => setFailedFor(image)} className="size-full object-cover" />
    </span>
  );
}
