// Free of zod: the public listing builds its pager with it in the browser.

/** How many page links a pager shows around the current page. */
export const PAGINATION_LINKS = 5;

/** Up to five page numbers around the current page, shifted to stay inside 1..total. */
export function paginationWindow(current: number, total: number): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const size = Math.min(PAGINATION_LINKS, total);
  const start = Math.min(Math.max(1, page - Math.floor(PAGINATION_LINKS / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
