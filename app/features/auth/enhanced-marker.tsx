import { useHydrated } from "~/components/use-hydrated";

/** The form field name that tells an action the page's JavaScript is running. */
export const ENHANCED_FIELD = "enhanced";

/**
 * Posted only once JavaScript runs, so an action can answer with data for a timed client
 * redirect (the spec's 1.5 s and 2 s waits) and redirect at once for a plain HTML form.
 */
export function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}

export function isEnhanced(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === "1";
}
