import { PUBLIC_PAGE_HANDLE } from "~/components/public-page";
import type { Route } from "./+types/privacy";

/** A public page: the site's custom CSS applies (issue 30 item 10). */
export const handle = PUBLIC_PAGE_HANDLE;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Privacy Policy | ${data.siteName}` : "Privacy Policy" },
  { name: "description", content: "How personal data is collected, used and protected under Singapore's PDPA." },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { siteName, ownerName, ownerEmail, ownerPhone } = context.site;
  return { siteName, ownerName, ownerEmail, ownerPhone };
}

/** A short notice under Singapore's Personal Data Protection Act 2012 (linked from every footer). */
export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { siteName, ownerName, ownerEmail, ownerPhone } = loaderData;
  const sections = [
    {
      title: "What we collect",
      text: "When you send an enquiry or register, we collect the details you give us: your name, email address, phone number and message. Realtors who register also give their CEA registration number and agency. We keep basic technical logs (such as your IP address) to protect the service.",
    },
    {
      title: "How we use it",
      text: `We use your details only to answer your enquiry, to arrange viewings and to keep you informed about the projects you asked about. Enquiries sent on this site go to ${ownerName}. We do not sell your personal data.`,
    },
    {
      title: "Visit statistics",
      text: "We count visits to this site on our own server, without cookies and without any third-party tracking script. For each page view and each tap on a call, WhatsApp, email, brochure, calculator, compare or shortlist button we record the page, the kind of device, and where the visit came from (the referring website or the campaign named in the link). To count visitors without knowing who they are, your IP address and browser are combined with a random value that changes every day and turned into a one-way code; the address itself is never stored, and the code cannot be linked to you or to your visits on another day. Search-engine robots and signed-in staff are not counted. The detailed records are deleted after 90 days; only daily totals are kept after that. If you send an enquiry, it is noted where your visit that day came from.",
    },
    {
      title: "Consent and withdrawal",
      text: "By sending us your details you consent to this use. You may withdraw your consent, or ask to see or correct the personal data we hold about you, at any time by contacting us below.",
    },
    {
      title: "Protection and retention",
      text: "Your data is stored on secured systems, accessible only to the people who need it, and kept no longer than needed for these purposes or required by law.",
    },
  ];
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-medium text-brand">{siteName}</p>
      <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-4 text-slate-600">
        We handle personal data in line with Singapore's Personal Data Protection Act 2012 (PDPA).
      </p>
      <div className="mt-10 grid gap-8">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-lg font-semibold text-slate-900">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-600">{section.text}</p>
          </section>
        ))}
        <section id="contact" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="text-lg font-semibold text-slate-900">Data protection contact</h2>
          <p className="mt-2 leading-relaxed text-slate-600">
            {ownerName}
            {ownerEmail ? (
              <>
                {" · "}
                <a href={`mailto:${ownerEmail}`} className="font-medium text-brand underline-offset-4 hover:underline">
                  {ownerEmail}
                </a>
              </>
            ) : null}
            {ownerPhone ? ` · ${ownerPhone}` : null}
          </p>
        </section>
      </div>
    </main>
  );
}
