import { Toaster as Sonner, toast } from "sonner";

/** The one toast outlet: only one toast is visible at a time (spec part 1 §4). */
export function Toaster() {
  return <Sonner position="top-center" visibleToasts={1} richColors closeButton toastOptions={{ duration: 5000 }} />;
}

export { toast };
