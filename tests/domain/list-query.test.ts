import { describe, expect, it } from "vitest";
import { bulkChips, containsPattern, isPageParam, pageCount, pageOffset, pageWithin, parseListQuery, parsePageParam } from "~/domain/list-query";

const options = { sorts: ["name", "created"] as const, defaultSort: "name" as const, tabs: ["all", "pending"] as const, defaultTab: "all" as const };

describe("list query from the URL", () => {
  it("reads page, search, sort, direction and tab", () => {
    const query = parseListQuery(new URLSearchParams("page=3&q=%20Era%20&sort=created&dir=desc&tab=pending"), options);
    expect(query).toEqual({ page: 3, q: "Era", sort: "created", dir: "desc", tab: "pending" });
  });

  it("falls back to the defaults for values a visitor typed wrong", () => {
    const query = parseListQuery(new URLSearchParams("page=-2&sort=password&dir=sideways&tab=secret"), options);
    expect(query).toEqual({ page: 1, q: "", sort: "name", dir: "asc", tab: "all" });
  });

  it("drops null bytes from the search text", () => {
    expect(parseListQuery(new URLSearchParams("q=a%00b"), options).q).toBe("ab");
  });
});

describe("paging", () => {
  it("offsets and counts pages of twenty", () => {
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(40);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });

  it("keeps a requested page within the list: a page past the end is the last, an empty list has page 1", () => {
    expect(pageWithin(2, 41)).toBe(2);
    expect(pageWithin(9, 41)).toBe(3);
    expect(pageWithin(4, 0)).toBe(1);
    expect(pageWithin(0, 41)).toBe(1);
  });
});

describe("search patterns", () => {
  it("escapes LIKE wildcards so they match literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("bulk chips", () => {
  it("shows five names then '+N more'", () => {
    expect(bulkChips(["a", "b", "c", "d", "e", "f", "g"])).toEqual({ shown: ["a", "b", "c", "d", "e"], more: 2 });
    expect(bulkChips(["a"])).toEqual({ shown: ["a"], more: 0 });
  });
});

describe("a second list's page on the same screen", () => {
  it("reads ?agentsPage= like ?page=, falling back to the first page", () => {
    expect(parsePageParam(new URLSearchParams("agentsPage=4"), "agentsPage")).toBe(4);
    expect(parsePageParam(new URLSearchParams("agentsPage=-1"), "agentsPage")).toBe(1);
    expect(parsePageParam(new URLSearchParams(""), "agentsPage")).toBe(1);
  });

  it("knows which parameters are pages, so a new filter resets them all", () => {
    expect(["page", "leadersPage", "agentsPage"].every(isPageParam)).toBe(true);
    expect(["q", "tab", "pager", "sort"].some(isPageParam)).toBe(false);
  });
});
