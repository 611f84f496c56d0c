import type { MetaDescriptor } from "react-router";

type MetaMatch = { id: string; data?: unknown } | undefined;

function siteNameOf(matches: readonly MetaMatch[]): string | null {
  const root = matches.find((match) => match?.id === "root")?.data as { site?: { siteName?: string } } | undefined;
  return root?.site?.siteName ?? null;
}

/** Account and dashboard pages: '{page} | {site name}', never indexed. */
export function accountMeta(title: string, matches: readonly MetaMatch[]): MetaDescriptor[] {
  const siteName = siteNameOf(matches);
  return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex,nofollow" }];
}
