import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";
import type { FlashMessage } from "~/domain/flash-message";

// Several components may hold the same reply (a fetcher shared by rows and the page): one toast per message.
const shownIds = new Set<string>();

/** Shows the toast a redirect or an action reply carried, once per message. */
export function FlashToast({ message }: { message: FlashMessage | null }) {
  useEffect(() => {
    if (!message || shownIds.has(message.id)) return;
    shownIds.add(message.id);
    const show = message.kind === "success" ? toast.success : toast.error;
    show(message.title, { description: message.description });
  }, [message]);
  return null;
}
