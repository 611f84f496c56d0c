import { MessageCircle } from "lucide-react";
import { whatsappHref } from "~/domain/singapore";

/**
 * The floating WhatsApp button of realtor sites: a plain link, so it works before JavaScript.
 * On a phone it gives way to a page's sticky contact bar, which has WhatsApp itself.
 */
export function WhatsAppButton({ number, ownerName }: { number: string; ownerName: string }) {
  const href = whatsappHref(number);
  if (!href) return null;
  return (
    <aside aria-label="WhatsApp chat">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with ${ownerName} on WhatsApp`}
        data-testid="whatsapp-float"
        className="fixed bottom-4 right-4 z-40 inline-flex max-lg:[body:has([data-phone-bar])_&]:hidden size-12 items-center justify-center rounded-full bg-[#1f9d55] text-white shadow-lg shadow-emerald-900/25 ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#188a4a] focus-visible:outline-none focus-visible:ring-emerald-300 sm:bottom-6 sm:right-6 sm:size-14"
      >
        <MessageCircle className="size-6 sm:size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
