import * as z from "zod";

/** Rows per page of every administration list. */
export const LIST_PAGE_SIZE = 20;

export interface ListQuery<Sort extends string, Tab extends string> {
  page: number;
  q: string;
  sort: Sort;
  dir: "asc" | "desc";
  tab: Tab;
}

/**
 * A list screen's state from its URL (?page=&q=&sort=&dir=&tab=). A bad value falls back to the
 * default instead of failing the page: the URL is the visitor's to edit.
 */
export function parseListQuery<Sort extends string, Tab extends string>(
  searchParams: URLSearchParams,
  options: { sorts: readonly [Sort, ...Sort[]]; defaultSort: Sort; defaultDir?: "asc" | "desc"; tabs: readonly [Tab, ...Tab[]]; defaultTab: Tab },
): ListQuery<Sort, Tab> {
  const schema = z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
    q: z.string().trim().max(200).catch(""),
    sort: z.enum(options.sorts).catch(options.defaultSort),
    dir: z.enum(["asc", "desc"]).catch(options.defaultDir ?? "asc"),
    tab: z.enum(options.tabs).catch(options.defaultTab),
  });
  return schema.parse({
    page: searchParams.get("page") ?? undefined,
    q: (searchParams.get("q") ?? "").replace(/\0/g, ""),
    sort: searchParams.get("sort") ?? undefined,
    dir: searchParams.get("dir") ?? undefined,
    tab: searchParams.get("tab") ?? undefined,
  }) as ListQuery<Sort, Tab>;
}

/** A second list's page on the same screen (?agentsPage=), read like ?page=. */
export function parsePageParam(searchParams: URLSearchParams, name: string): number {
  return z.coerce.number().int().min(1).max(100_000).catch(1).parse(searchParams.get(name) ?? undefined);
}

/** page, and the page of any second list (leadersPage, agentsPage): reset when filters change. */
export function isPageParam(name: string): boolean {
  return name === "page" || name.endsWith("Page");
}

export function pageOffset(page: number, pageSize = LIST_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export function pageCount(total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A requested page kept within 1..the last page: a page past the end shows the last one. */
export function pageWithin(page: number, total: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** One page of a list paged in SQL: its rows, the count of all of them, and the page shown. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
}

/** A LIKE pattern that matches the text literally anywhere ('50%' finds '50%', not '50 and more'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Bulk selection chips: at most five names, then '+N more' (spec part 2 §2.3). */
export const BULK_CHIP_LIMIT = 5;

export function bulkChips(names: readonly string[]): { shown: string[]; more: number } {
  return { shown: names.slice(0, BULK_CHIP_LIMIT), more: Math.max(0, names.length - BULK_CHIP_LIMIT) };
}
