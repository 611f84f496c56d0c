import { useMatches } from "react-router";

/**
 * The route handle of a site's public pages (home, listings, posts, profiles): only they wear the
 * realtor's custom CSS. Account pages and dashboards leave it out, so a realtor's CSS never
 * restyles a sign-in form or an administrator's screen (issue 30 item 10).
 */
export const PUBLIC_PAGE_HANDLE = { publicPage: true } as const;

export interface PublicPageHandle {
  publicPage?: boolean;
}

/** Whether the page shown (the deepest matched route) is one of the site's public pages. */
export function useIsPublicPage(): boolean {
  const matches = useMatches();
  return (matches.at(-1)?.handle as PublicPageHandle | undefined)?.publicPage === true;
}
