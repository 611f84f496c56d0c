import { describe, expect, it } from "vitest";
import { isValidSiteUrl, normaliseHost, sameHost, siteOrigin, toHttpsUrl } from "~/domain/site-url";

describe("normaliseHost: scheme, path, query, port, trailing dots, case and a leading www removed", () => {
  it.each([
    ["example.com", "example.com"],
    ["EXAMPLE.COM", "example.com"],
    ["https://example.com", "example.com"],
    ["http://example.com/", "example.com"],
    ["https://www.example.com/path/page?q=1#top", "example.com"],
    ["WWW.Example.com", "example.com"],
    ["www.example.com.", "example.com"],
    ["example.com:3000", "example.com"],
    ["https://example.com:8443/x", "example.com"],
    ["  https://Agent-Site.SG  ", "agent-site.sg"],
    ["leader.localhost:3000", "leader.localhost"],
    ["localhost", "localhost"],
    ["127.0.0.1:5173", "127.0.0.1"],
    ["http://192.168.1.20/", "192.168.1.20"],
    ["[::1]:3000", "[::1]"],
    ["https://user:pw@example.com/", "example.com"],
    ["//cdn.example.com/a.png", "cdn.example.com"],
    ["www.sub.example.co.uk", "sub.example.co.uk"],
    ["example.com?x=1", "example.com"],
    ["münchen.de", "xn--mnchen-3ya.de"],
  ])("%s -> %s", (input, expected) => {
    expect(normaliseHost(input)).toBe(expected);
  });

  it.each(["", "   ", null, undefined, "not a host", "exa mple.com", "-bad-.com", "a..b.com", "http://", "example.com:abc", "[zz]"])(
    "returns '' for garbage: %s",
    (input) => expect(normaliseHost(input)).toBe(""),
  );
});

describe("isValidSiteUrl: a bare domain with a top-level part, or a full http(s) URL", () => {
  it.each([
    "example.com",
    "www.example.com",
    "my-site.com.sg",
    "agent.localhost",
    "example.com/",
    "https://example.com",
    "http://www.example.com/about",
    "https://example.com:8443",
  ])("accepts %s", (url) => expect(isValidSiteUrl(url)).toBe(true));

  it.each([
    "",
    "   ",
    "example",
    "example.c",
    "exa mple.com",
    "example.com/path",
    "ftp://example.com",
    "https://",
    "https://localhost",
    "192.168.1.1",
    "http://192.168.1.1",
    "https://user@example.com",
    "javascript:alert(1)",
    "example..com",
  ])("rejects %s", (url) => expect(isValidSiteUrl(url)).toBe(false));
});

describe("toHttpsUrl", () => {
  it("is 'https://' plus the normalised host", () => {
    expect(toHttpsUrl("Example.com")).toBe("https://example.com");
    expect(toHttpsUrl("http://www.example.com/x")).toBe("https://example.com");
    expect(toHttpsUrl("example.com:8080")).toBe("https://example.com");
  });

  it("is '' when there is no host", () => {
    expect(toHttpsUrl("")).toBe("");
    expect(toHttpsUrl("not a host")).toBe("");
  });
});

describe("sameHost ignores scheme, port, case and a leading www", () => {
  it("matches the same site written differently", () => {
    expect(sameHost("https://WWW.Example.com:443/", "example.com")).toBe(true);
    expect(sameHost("example.com", "http://example.com:3000/about")).toBe(true);
  });

  it("does not match different hosts or garbage", () => {
    expect(sameHost("example.com", "example.org")).toBe(false);
    expect(sameHost("a.example.com", "example.com")).toBe(false);
    expect(sameHost("", "")).toBe(false);
    expect(sameHost("not a host", "not a host")).toBe(false);
  });
});

describe("siteOrigin", () => {
  it("serves a realtor host like the main domain", () => {
    expect(siteOrigin("leader.localhost", "http://localhost:3000")).toBe("http://leader.localhost:3000");
    expect(siteOrigin("tan-homes.sg", "https://condosites.sg")).toBe("https://tan-homes.sg");
  });
});
