/**
 * Counts contact clicks and tool use (issue 36 item 2) with one same-origin beacon each: no
 * cookie, no third party. The action is a data-track attribute on the element or an ancestor,
 * else what its link opens. Clicks count only while the page shows an element marked
 * data-count-actions (a visitor on a public page, kept current by React; dialogs render outside
 * it). The calculator counts once a page.
 *
 * It runs as an inline script in the page itself (ACTION_BEACON_SCRIPT), so a tap on WhatsApp
 * before the page's code has loaded counts too; hence one self-contained function, free of
 * imports and of anything outside it.
 */
function countActions() {
  if (typeof navigator.sendBeacon !== "function") return;
  const counted = new Set<string>();
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || !document.querySelector("[data-count-actions]")) return;
      const href = target.closest("a[href]")?.getAttribute("href") ?? "";
      const kind =
        target.closest("[data-track]")?.getAttribute("data-track") ||
        (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href) ? "whatsapp" : href.startsWith("tel:") ? "call" : href.startsWith("mailto:") ? "email" : "");
      if (!kind) return;
      const once = `${kind} ${location.pathname}`;
      if (counted.has(once)) return;
      if (kind === "calculator") counted.add(once);
      navigator.sendBeacon(`/api/event?kind=${encodeURIComponent(kind)}&path=${encodeURIComponent(location.pathname)}`);
    },
    { capture: true },
  );
}

/** The script's text, for the one <script> in the document's head (root.tsx). */
export const ACTION_BEACON_SCRIPT = `(${countActions.toString()})()`;
