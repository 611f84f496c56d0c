import { publishesWhatsApp, type ShellSite } from "~/domain/site-context";
import type { ShellUser } from "~/components/shell-user";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter } from "~/components/site-footer";
import { useNonce } from "~/components/nonce-provider";
import { useIsPublicPage } from "~/components/public-page";
import { Toaster } from "~/components/ui/toaster";
import { WhatsAppButton } from "~/components/whatsapp-button";
import { cn } from "~/components/ui/cn";

interface SiteShellProps {
  site: ShellSite;
  /** The site's branding as a finished style sheet (root loader); empty for the default look. */
  brandingCss: string;
  /** The realtor's custom CSS, sanitised: added on the site's public pages only. */
  customCss: string;
  user: ShellUser | null;
  children: React.ReactNode;
}

/**
 * The page frame of every site: the tenant's branding as CSS variables in the server-rendered
 * HTML (so the first paint is already branded), header, content, footer and the toast outlet.
 */
export function SiteShell({ site, brandingCss, customCss, user, children }: SiteShellProps) {
  const nonce = useNonce();
  const publicPage = useIsPublicPage();
  const styleSheet = customCss && publicPage ? `${brandingCss}\n${customCss}` : brandingCss;
  // The realtor's WhatsApp is for buyers: on the public pages only, never over the back office.
  const whatsApp = publicPage && publishesWhatsApp(site);
  return (
    <div
      className={cn(
        "flex min-h-dvh flex-col bg-[var(--brand-background,#fff)] text-[var(--brand-text,#0f172a)]",
        // On a phone the page ends above the floating button, so it never covers the last control.
        whatsApp && "max-sm:pb-20",
      )}
      // A visitor's contact clicks are counted while this shows (action-beacon.ts); signed-in people's are not.
      data-count-actions={publicPage && !user ? "" : undefined}
    >
      {styleSheet ? (
        // The nonce is read on the server only; the browser hides it after parsing.
        <style nonce={nonce || undefined} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: styleSheet }} />
      ) : null}
      <SiteHeader site={site} user={user} />
      <div className="flex-1">{children}</div>
      <SiteFooter site={site} />
      {whatsApp ? <WhatsAppButton number={site.ownerWhatsApp} ownerName={site.ownerName} /> : null}
      <Toaster />
    </div>
  );
}
