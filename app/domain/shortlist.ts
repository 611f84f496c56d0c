import { parseProjectSet, PROJECT_SET_QUERY_PARAM, projectSetHref, withProject, type ProjectSetKind } from "~/domain/project-set";

/**
 * The buyer's shortlist (issue 34 item 4): kept in the browser, shared as `/shortlist?p=…`, and
 * mailed to the buyer as an enquiry. Twelve is more than a buyer visits in a weekend of showflats
 * and keeps the mailed list and the realtor's note readable.
 */
export const SHORTLIST_LIMIT = 12;
export const SHORTLIST_SET: ProjectSetKind = { path: "/shortlist", limit: SHORTLIST_LIMIT };
export const SHORTLIST_QUERY_PARAM = PROJECT_SET_QUERY_PARAM;

export const parseShortlistSlugs = (params: URLSearchParams) => parseProjectSet(SHORTLIST_SET, params);
export const shortlistHref = (slugs: readonly string[]) => projectSetHref(SHORTLIST_SET, slugs);
export const withShortlisted = (slugs: readonly string[], slug: string) => withProject(SHORTLIST_SET, slugs, slug);
export { withoutProject as withoutShortlisted } from "~/domain/project-set";

/**
 * What the realtor reads of an emailed shortlist: the projects first, then the buyer's own note.
 * Kept in the enquiry's message so every inbox, export and mail shows it without a new column.
 */
export function shortlistEnquiryMessage(projects: readonly { name: string }[], note: string | undefined): string {
  const list = `Shortlisted projects: ${projects.map((project) => project.name).join("; ")}`;
  return note ? `${list}\n\n${note}` : list;
}
