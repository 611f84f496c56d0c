import { Mail, MessageCircle, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { telHref, whatsappHref } from "~/domain/singapore";

interface Owner {
  ownerPhone: string;
  ownerWhatsApp: string;
  ownerEmail: string;
}

/** Spec part 1 §2 (About): Call Now (tel:), WhatsApp (digits only) and Email (mailto:). */
export function ContactActions({ owner, className, tone = "light" }: { owner: Owner; className?: string; tone?: "light" | "dark" }) {
  const call = telHref(owner.ownerPhone);
  const whatsapp = whatsappHref(owner.ownerWhatsApp);
  const secondary = tone === "dark" ? "border border-white/30 bg-white/10 text-white hover:bg-white/20" : undefined;
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {call ? (
        <Button asChild size="lg" variant={tone === "dark" ? "inverse" : "default"}>
          <a href={call}>
            <Phone aria-hidden="true" />
            Call Now
          </a>
        </Button>
      ) : null}
      {whatsapp ? (
        <Button asChild size="lg" variant="outline" className={secondary}>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </Button>
      ) : null}
      {owner.ownerEmail ? (
        <Button asChild size="lg" variant="outline" className={secondary}>
          <a href={`mailto:${owner.ownerEmail}`}>
            <Mail aria-hidden="true" />
            Email
          </a>
        </Button>
      ) : null}
    </div>
  );
}
