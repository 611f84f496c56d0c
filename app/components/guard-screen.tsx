import { LockKeyhole, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { roleBadgeClass } from "~/components/role-badge";
import { roleLabel } from "~/domain/role-labels";
import type { RouteFailure } from "~/domain/failure";
import { cn } from "~/components/ui/cn";

/** The spec's screens for a refused page (part 1 §6, part 3 §2): Authentication Required, or Access Denied. */
export function GuardScreen({ failure }: { failure: RouteFailure }) {
  if (failure.failure === "unauthenticated") {
    return (
      <GuardFrame
        icon={<LockKeyhole className="size-7" aria-hidden="true" />}
        title={ACCESS_MESSAGES.authenticationRequired}
      >
        <p className="text-slate-600">Please sign in to view this page.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </GuardFrame>
    );
  }
  const { refusal } = failure;
  return (
    <GuardFrame
      icon={<ShieldAlert className="size-7" aria-hidden="true" />}
      title={failure.message}
      tone="danger"
    >
      {failure.message === ACCESS_MESSAGES.accessDenied ? (
        <p className="text-slate-600">{ACCESS_MESSAGES.noPagePermission}</p>
      ) : null}
      {refusal ? (
        <dl className="mx-auto mt-6 grid max-w-sm gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="font-medium text-slate-700">Your role:</dt>
            <dd>
              <span
                className={cn(
                  "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                  roleBadgeClass(refusal.role),
                )}
              >
                {roleLabel(refusal.role)}
              </span>
            </dd>
          </div>
          {refusal.permission ? (
            <div className="flex items-center justify-between gap-4">
              <dt className="font-medium text-slate-700">
                Required permission:
              </dt>
              <dd>
                <code className="rounded bg-white px-2 py-0.5 text-xs text-slate-800 ring-1 ring-slate-200">
                  {refusal.permission}
                </code>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </GuardFrame>
  );
}

function GuardFrame({
  icon,
  title,
  tone = "brand",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  tone?: "brand" | "danger";
  children: React.ReactNode;
}) {
  return (
    <main className="mx-auto max-w-xl px-6 py-20 text-center sm:py-28">
      {/* Rendered by the root error boundary, where no route's meta sets the title; React hoists it. */}
      <title>{title}</title>
      <div
        className={cn(
          "mx-auto flex size-16 items-center justify-center rounded-2xl",
          tone === "danger"
            ? "bg-red-50 text-red-600"
            : "bg-brand/10 text-brand",
        )}
      >
        {icon}
      </div>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      <div className="mt-3">{children}</div>
    </main>
  );
}
