import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * The page a link in an email opens (confirm alerts, stop alerts, withdraw consent). Opening it
 * only shows the choice: mail scanners follow links, so the change itself is a POST.
 */
export function EmailLinkCard({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">{children}</div>
    </main>
  );
}

/** The link's token is not known (or no longer is). */
export function EmailLinkInvalid({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Link not valid</h1>
      <p className="mt-3 text-slate-600">{children}</p>
    </>
  );
}

/** What the link asks or has done: an icon, a heading and its words; a question ends in its form. */
export function EmailLinkState({
  icon: Icon,
  iconClassName = "bg-brand/10 text-brand",
  title,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className={cn("flex size-12 items-center justify-center rounded-2xl", iconClassName)}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {children}
    </>
  );
}

/** The one button that makes the change, posted to the page's own action. */
export function EmailLinkButton({ label, pendingLabel, destructive = false }: { label: string; pendingLabel: string; destructive?: boolean }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6">
      <Button type="submit" size="lg" variant={destructive ? "destructive" : "default"} disabled={submitting}>
        {submitting ? pendingLabel : label}
      </Button>
    </Form>
  );
}
