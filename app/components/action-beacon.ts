/**
 * The action a click is counted as (issue 36 item 2): a data-track attribute on the element or an
 * ancestor, else what its link opens. Kept free of zod and the domain lists: it ships on every public page.
 */
function actionOf(target: Element): string | null {
  const tracked = target.closest("[data-track]")?.getAttribute("data-track");
  if (tracked) return tracked;
  const href = target.closest("a[href]")?.getAttribute("href") ?? "";
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return "whatsapp";
  if (href.startsWith("tel:")) return "call";
  if (href.startsWith("mailto:")) return "email";
  return null;
}

/**
 * Counts contact clicks and tool use with one same-origin beacon each: no cookie, no third party.
 * Loaded after the page (site-shell), so it adds nothing to any page's first load; returns the
 * function that stops it.
 */
export function startActionBeacon(): () => void {
  if (typeof navigator.sendBeacon !== "function") return () => {};
  // A form used with many clicks (the calculator) is one use a page.
  const counted = new Set<string>();
  const onClick = (event: MouseEvent) => {
    const kind = event.target instanceof Element ? actionOf(event.target) : null;
    if (!kind || counted.has(kind)) return;
    if (kind === "calculator") counted.add(kind);
    navigator.sendBeacon(`/api/event?kind=${encodeURIComponent(kind)}&path=${encodeURIComponent(location.pathname)}`);
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
