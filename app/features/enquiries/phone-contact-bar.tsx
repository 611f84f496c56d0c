import { MessageCircle, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/components/ui/cn";
import { whatsappHref } from "~/domain/singapore";

/** The WhatsApp chat link with a first message that names the project. */
export function projectWhatsappHref(number: string, ownerName: string, projectName: string): string {
  const href = whatsappHref(number);
  if (!href) return "";
  const message = `Hi ${ownerName}, I'm interested in ${projectName}. Could you send me the price list and floor plans?`;
  return `${href}?text=${encodeURIComponent(message)}`;
}

/**
 * A phone's sticky contact bar on a project page: Enquire (the page's form) and WhatsApp. It
 * steps aside while a form's submit button is on screen or a field has the focus, so it never
 * covers what the visitor is filling in; the page keeps room below its content for it
 * (decision record 044).
 */
export function PhoneContactBar({ whatsapp, ownerName, projectName, enquireHref }: { whatsapp: string; ownerName: string; projectName: string; enquireHref: string }) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const onScreen = new Set<Element>();
    let typing = false;
    const update = () => setHidden(typing || onScreen.size > 0);
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      update();
    });
    for (const button of document.querySelectorAll("main button[type=submit]")) observer.observe(button);
    const onFocus = (event: FocusEvent) => {
      typing = event.type === "focusin" && (event.target as Element | null)?.matches?.("input:not([type=checkbox]), select, textarea") === true;
      update();
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onFocus);
    };
  }, []);
  const chat = projectWhatsappHref(whatsapp, ownerName, projectName);
  const button = "inline-flex h-12 items-center justify-center gap-2 rounded-[var(--radius-button,0.5rem)] text-sm font-semibold";
  return (
    <div
      data-phone-bar
      data-testid="phone-contact-bar"
      aria-hidden={hidden || undefined}
      inert={hidden}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur transition-transform duration-200 lg:hidden",
        hidden && "translate-y-full",
      )}
    >
      <div className={cn("mx-auto grid max-w-md gap-3", chat ? "grid-cols-2" : "grid-cols-1")}>
        <a href={enquireHref} className={cn(button, "bg-brand text-white")}>
          <Send className="size-4" aria-hidden="true" />
          Enquire
        </a>
        {chat ? (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={cn(button, "bg-[#1f7a4a] text-white")}>
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
        ) : null}
      </div>
    </div>
  );
}
