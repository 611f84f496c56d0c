// Which branding a realtor's site is rendered with; zod-free, for the public pages.

/**
 * Their own once they have saved one (none while it is switched off), otherwise their team
 * leader's active branding, so a new agent's site looks like the team's until the agent
 * chooses a look of their own (decision record 059).
 */
export function effectiveBranding<B extends { isActive: boolean }>(own: B | null, leaders: B | null): B | null {
  if (own) return own.isActive ? own : null;
  return leaders?.isActive ? leaders : null;
}

/**
 * The query parameter that asks a realtor's page to render with their unsaved draft instead
 * (decision record 057); honoured for the signed-in owner of the site only.
 */
export const BRANDING_PREVIEW_PARAM = "branding-preview";
/**
 * Marks the preview frame's request: its sandbox runs no script, so the page is sent without them
 * (decision record 057). The editor's "Open" link leaves it out, for the page as a visitor's tab runs it.
 */
export const PREVIEW_FRAME_PARAM = "preview-frame";

/** The preview frame's address for a page of the realtor's site. */
export function previewFrameAddress(address: string): string {
  return `${address}${address.includes("?") ? "&" : "?"}${PREVIEW_FRAME_PARAM}`;
}
