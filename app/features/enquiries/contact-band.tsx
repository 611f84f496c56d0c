import type { SiteContext } from "~/domain/site-context";
import { ContactActions } from "~/features/enquiries/contact-actions";

/** The closing call to action of the public pages: reach the site's owner directly. */
export function ContactBand({ site }: { site: SiteContext }) {
  return (
    <section aria-labelledby="contact-band-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-12 text-white shadow-xl sm:px-12 sm:py-14">
        <div aria-hidden="true" className="absolute -right-24 -top-24 size-80 rounded-full bg-brand/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 left-10 size-72 rounded-full bg-[var(--brand-accent,#10b981)]/20 blur-3xl" />
        <div className="relative grid gap-8 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <h2 id="contact-band-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Ready to view your next home?
            </h2>
            <p className="mt-3 max-w-xl text-white/75">
              Speak with {site.ownerName} for launch prices, floor plans and private showflat appointments.
            </p>
          </div>
          <ContactActions owner={site} tone="dark" className="lg:justify-end" />
        </div>
      </div>
    </section>
  );
}
