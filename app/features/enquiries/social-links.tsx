import { ExternalLink, MessageSquare, Send } from "lucide-react";
import { externalProfileHref } from "~/domain/link-url";
import type { PublicRealtorProfile } from "~/domain/public-read-models";

type SocialProfiles = Pick<PublicRealtorProfile, "linkedinUrl" | "facebookUrl" | "instagramUrl" | "telegramHandle" | "wechatId">;

export function SocialLinks({ profiles, ownerName }: { profiles: SocialProfiles; ownerName: string }) {
  // Spec part 2 §5: URL fields become links, with 'https://' prepended when no protocol; one that is not a web address is left out.
  const links = [
    { label: "LinkedIn", href: externalProfileHref(profiles.linkedinUrl) },
    { label: "Facebook", href: externalProfileHref(profiles.facebookUrl) },
    { label: "Instagram", href: externalProfileHref(profiles.instagramUrl) },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  const telegram = profiles.telegramHandle?.replace(/^@/, "");
  if (!links.length && !telegram && !profiles.wechatId) return null;
  const chip = "inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-800 shadow-sm transition hover:border-brand hover:text-brand";
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${ownerName} on social media`} data-testid="social-links">
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer me" className={chip}>
            <ExternalLink className="size-4" aria-hidden="true" />
            {link.label}
          </a>
        </li>
      ))}
      {telegram ? (
        <li>
          <a href={`https://t.me/${encodeURIComponent(telegram)}`} target="_blank" rel="noopener noreferrer" className={chip}>
            <Send className="size-4" aria-hidden="true" />
            Telegram @{telegram}
          </a>
        </li>
      ) : null}
      {profiles.wechatId ? (
        <li className={chip}>
          <MessageSquare className="size-4" aria-hidden="true" />
          WeChat: {profiles.wechatId}
        </li>
      ) : null}
    </ul>
  );
}
