import { parseProjectSet, PROJECT_SET_QUERY_PARAM, projectSetHref, withProject, type ProjectSetKind } from "~/domain/project-set";

/** Up to four projects side by side (issue 34 item 3); more would not fit a phone's width twice. */
export const COMPARE_LIMIT = 4;
export const COMPARE_SET: ProjectSetKind = { path: "/compare", limit: COMPARE_LIMIT };
export const COMPARE_QUERY_PARAM = PROJECT_SET_QUERY_PARAM;

export const parseCompareSlugs = (params: URLSearchParams) => parseProjectSet(COMPARE_SET, params);
export const compareHref = (slugs: readonly string[]) => projectSetHref(COMPARE_SET, slugs);
export const withCompared = (slugs: readonly string[], slug: string) => withProject(COMPARE_SET, slugs, slug);
export { withoutProject as withoutCompared } from "~/domain/project-set";
