import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { cn } from "./cn";

type ToastKind = "success" | "error";

interface ToastMessage {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
}

const DURATION_MS = 5000;

// One toast at a time (spec part 1 §4): a newer toast replaces the one on screen.
let current: ToastMessage | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: ToastMessage | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: ToastKind, title: string, options?: { description?: string }) {
  lastId += 1;
  publish({ id: lastId, kind, title, description: options?.description });
}

export const toast = {
  success: (title: string, options?: { description?: string }) => show("success", title, options),
  error: (title: string, options?: { description?: string }) => show("error", title, options),
};

const KIND_STYLES: Record<ToastKind, { box: string; icon: string; Icon: typeof CircleCheck }> = {
  success: { box: "border-emerald-200 bg-emerald-50 text-emerald-900", icon: "text-emerald-600", Icon: CircleCheck },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-600", Icon: CircleAlert },
};

/**
 * The one toast outlet. The live region is in the page from the first paint, so screen readers
 * announce what appears in it.
 */
export function Toaster() {
  const message = useSyncExternalStore(subscribe, () => current, () => null);
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-3"
    >
      {message ? <Toast key={message.id} message={message} /> : null}
    </section>
  );
}

/**
 * One toast: it stays while pointed at and closes itself after 5 s. Its own component, so a toast
 * closed by hand while pointed at leaves the next one no pause it never gets a pointer leave for.
 */
function Toast({ message }: { message: ToastMessage }) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => {
      if (current?.id === message.id) publish(null);
    }, DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, paused]);

  return (
    <div
      data-toast={message.kind}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-toast-in",
        KIND_STYLES[message.kind].box,
      )}
    >
      <ToastIcon kind={message.kind} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{message.title}</p>
        {message.description ? <p className="mt-0.5 text-sm opacity-90">{message.description}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => publish(null)}
        className="-m-1 rounded-full p-1 opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function ToastIcon({ kind }: { kind: ToastKind }) {
  const { Icon, icon } = KIND_STYLES[kind];
  return <Icon className={cn("mt-0.5 size-5 shrink-0", icon)} aria-hidden="true" />;
}
