import { RotateCw } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

interface LoadFailureProps {
  title?: string;
  description: string;
  /** The page's heading when the failure is the whole page; a section's failure is not one. */
  asPageHeading?: boolean;
  className?: string;
}

/** A list that could not be loaded, in place of the list, with a way to try again. */
export function LoadFailure({ title, description, asPageHeading = false, className }: LoadFailureProps) {
  const Title = asPageHeading ? "h1" : "p";
  return (
    <div role="alert" className={cn("mx-auto max-w-lg rounded-3xl border border-red-200 bg-red-50 px-6 py-10 text-center", className)}>
      {title ? <Title className="text-lg font-semibold text-red-900">{title}</Title> : null}
      <p className={cn("text-red-800", title && "mt-2")}>{description}</p>
      <Button className="mt-6" variant="outline" onClick={() => window.location.reload()}>
        <RotateCw className="size-4" aria-hidden="true" />
        Refresh Page
      </Button>
    </div>
  );
}
