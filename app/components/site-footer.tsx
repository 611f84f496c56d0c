import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { isRealtorSite, ownerAgency, type ShellSite } from "~/domain/site-context";
import { telHref, whatsappHref } from "~/domain/singapore";

const QUICK_LINKS = [
  { label: "Home", to: "/" },
  { label: "Projects", to: "/condos" },
  { label: "Blog", to: "/blog" },
  { label: "About Us", to: "/about" },
  { label: "Contact", to: "/about#contact" },
  { label: "Sitemap", to: "/sitemap" },
  { label: "Privacy Policy", to: "/privacy" },
];

/**
 * On every page of a realtor's site, who answers for it: the realtor's CEA registration number,
 * the agency and its estate agent licence number (decision record 045).
 */
function RealtorRegistration({ site }: { site: ShellSite }) {
  return (
    <p data-testid="realtor-registration" className="leading-relaxed text-slate-300">
      {site.ownerName}
      {site.ceaNumber ? <> · CEA Registration No. {site.ceaNumber}</> : null}
      <span className="block sm:inline">
        <span className="hidden sm:inline"> · </span>
        {site.agencyName}
        {site.agencyLicenceNumber ? <> · Agency Licence No. {site.agencyLicenceNumber}</> : null}
      </span>
    </p>
  );
}

/** The footer of every site: quick links and the site owner's contact details (spec part 1 §2). */
export function SiteFooter({ site }: { site: ShellSite }) {
  const phone = telHref(site.ownerPhone);
  const whatsapp = whatsappHref(site.ownerWhatsApp);
  const agencyLine = isRealtorSite(site) ? "" : [ownerAgency(site), site.ceaNumber ? `CEA ${site.ceaNumber}` : ""].filter(Boolean).join(" · ");
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-brand text-sm font-bold text-white">
              {site.siteName.charAt(0).toUpperCase()}
            </span>
            {site.siteName}
          </p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">{site.description}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Quick Links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm md:grid-cols-1">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="transition-colors hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <address className="mt-4 grid gap-3 text-sm not-italic">
            <p>
              <span className="block font-medium text-white">{site.ownerName}</span>
              {agencyLine ? <span className="text-slate-400">{agencyLine}</span> : null}
            </p>
            {phone ? (
              <a href={phone} className="inline-flex items-center gap-2 hover:text-white">
                <Phone className="size-4 text-brand-accent" aria-hidden="true" />
                {site.ownerPhone}
              </a>
            ) : null}
            {whatsapp ? (
              <a href={whatsapp} className="inline-flex items-center gap-2 hover:text-white" rel="noopener noreferrer" target="_blank">
                <MessageCircle className="size-4 text-brand-accent" aria-hidden="true" />
                WhatsApp {site.ownerWhatsApp}
              </a>
            ) : null}
            {site.ownerEmail ? (
              <a href={`mailto:${site.ownerEmail}`} className="inline-flex items-center gap-2 break-all hover:text-white">
                <Mail className="size-4 shrink-0 text-brand-accent" aria-hidden="true" />
                {site.ownerEmail}
              </a>
            ) : null}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          {isRealtorSite(site) ? <RealtorRegistration site={site} /> : null}
          <p>
            © {new Date().getFullYear()} {site.siteName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
