/** The contact and tool actions counted on public pages (issue 36 item 2), as data-track attributes name them. */
export const SITE_ACTIONS = ["whatsapp", "call", "email", "brochure", "calculator", "compare", "shortlist"] as const;
export type SiteAction = (typeof SITE_ACTIONS)[number];

export const SITE_ACTION_LABELS: Record<SiteAction, string> = {
  whatsapp: "WhatsApp",
  call: "Call",
  email: "Email",
  brochure: "Brochure download",
  calculator: "Calculator use",
  compare: "Compare",
  shortlist: "Shortlist",
};

export function isSiteAction(value: unknown): value is SiteAction {
  return typeof value === "string" && (SITE_ACTIONS as readonly string[]).includes(value);
}
