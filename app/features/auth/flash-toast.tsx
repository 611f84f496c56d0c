import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toaster";
import type { FlashMessage } from "~/features/auth/flash-message";

/** Shows the toast a redirect carried (root loader data), once per message. */
export function FlashToast({ message }: { message: FlashMessage | null }) {
  const shownId = useRef<string | null>(null);
  useEffect(() => {
    if (!message || shownId.current === message.id) return;
    shownId.current = message.id;
    const show = message.kind === "success" ? toast.success : toast.error;
    show(message.title, { description: message.description });
  }, [message]);
  return null;
}
