import { Mail, MessageCircle, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { enquiryMailtoHref, enquiryReplyText, enquiryWhatsAppHref } from "~/domain/enquiry-contact";
import type { ContactChannel } from "~/domain/schemas/enquiry-inbox";
import { telHref } from "~/domain/singapore";

interface ContactButtonsProps {
  name: string;
  email: string | null;
  phone: string | null;
  projectName: string | null;
  /** Who replies: the signed-in user. */
  realtorName: string;
  size?: "sm" | "default";
  /** Icons only, side by side (table rows); the names stay as labels. */
  compact?: boolean;
  className?: string;
  /** Called as the call or WhatsApp link opens: the enquiry page logs it as a contact attempt. */
  onContact?: (channel: ContactChannel) => void;
}

/** One-tap replies to a buyer: call, WhatsApp with a greeting naming the project, and email. */
export function ContactButtons({ name, email, phone, projectName, realtorName, size = "sm", compact = false, className, onContact }: ContactButtonsProps) {
  const text = enquiryReplyText({ buyerName: name, realtorName, projectName });
  const call = telHref(phone);
  const whatsapp = enquiryWhatsAppHref(phone, text);
  const buttonSize = compact ? "icon" : size;
  const buttonClass = compact ? "size-9" : undefined;
  const word = (text: string) => (compact ? null : text);
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)}>
      {call ? (
        <Button asChild size={buttonSize} variant="outline" className={buttonClass}>
          <a href={call} aria-label={`Call ${name}`} title="Call" onClick={() => onContact?.("call")}>
            <Phone aria-hidden="true" />
            {word("Call")}
          </a>
        </Button>
      ) : null}
      {whatsapp ? (
        <Button asChild size={buttonSize} variant="outline" className={buttonClass}>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${name}`} title="WhatsApp" onClick={() => onContact?.("whatsapp")}>
            <MessageCircle aria-hidden="true" />
            {word("WhatsApp")}
          </a>
        </Button>
      ) : null}
      {email ? (
        <Button asChild size={buttonSize} variant="outline" className={buttonClass}>
          <a href={enquiryMailtoHref(email, { projectName, text })} aria-label={`Email ${name}`} title="Email">
            <Mail aria-hidden="true" />
            {word("Email")}
          </a>
        </Button>
      ) : null}
    </div>
  );
}
