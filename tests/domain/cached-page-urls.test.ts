import { describe, expect, it } from "vitest";
import { cachedPageUrl } from "~/domain/cached-page-urls";

// Issue 31 item 3 (decision record 127): a public page is kept and rendered by its path and the
// query parameters it reads, sorted; nothing else of the URL.
describe("the URL a public page is kept and rendered by", () => {
  it("keeps only the parameters the page reads, sorted by name, with repeated values in order", () => {
    expect(cachedPageUrl("/condos?utm_source=mail&sort=top&district=9&fbclid=x")).toBe("/condos?district=9&sort=top");
    expect(cachedPageUrl("/condos?beds=2&beds=3")).toBe("/condos?beds=2&beds=3");
    expect(cachedPageUrl("/blog?page=2&ref=home")).toBe("/blog?page=2");
    expect(cachedPageUrl("/calculator?project=the-marina&price=1500000&x=1")).toBe("/calculator?price=1500000&project=the-marina");
    expect(cachedPageUrl("/condos/the-marina?unit=abc&session=1")).toBe("/condos/the-marina?unit=abc");
    // The showflat button's link before JavaScript: a parameter without a value still counts.
    expect(cachedPageUrl("/condos/the-marina?visit&utm_medium=x")).toBe("/condos/the-marina?visit=");
  });

  it("drops every parameter of a page that reads none, and a trailing slash", () => {
    expect(cachedPageUrl("/?x=0.123")).toBe("/");
    expect(cachedPageUrl("/about/?utm_campaign=launch")).toBe("/about");
    expect(cachedPageUrl("/condos/")).toBe("/condos");
    expect(cachedPageUrl("/condos?")).toBe("/condos");
  });

  it("is null for anything that is not a visitor's public page", () => {
    for (const url of ["/dashboard", "/api/auth/get-session", "/condos.data", "/condos/the-marina.data", "/auth", "/uploads/a.webp", "http://evil.example/"]) {
      expect(cachedPageUrl(url), url).toBeNull();
    }
  });
});
