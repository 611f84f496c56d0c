import { describe, expect, it } from "vitest";
import { isDevelopmentHost } from "~/domain/site-url";
import { readRequestHost } from "#server/request-host";
import { classifyHost } from "#server/tenancy";

const options = { appDomain: "condosites.sg", devHostMarkers: ["preview", "staging"] };

describe("host rules (spec part 1 §1, §4)", () => {
  it.each([
    "condosites.sg",
    "CONDOSITES.SG",
    "www.condosites.sg",
    "condosites.sg:443",
    "https://www.CondoSites.sg:8443/",
  ])("the main domain %s is the master site, ignoring scheme, port, case and a leading www", (host) => {
    expect(classifyHost(host, options)).toBe("master");
  });

  it.each(["127.0.0.1", "10.0.0.12:3000", "[::1]:3000", "pr-42.preview.condosites.sg", "staging.example.com", "preview.example.sg"])(
    "%s is a development host",
    (host) => {
      expect(classifyHost(host, options)).toBe("development");
    },
  );

  it.each(["rachel.sg", "www.marcuslim.com.sg", "sub.condosites.sg"])("%s is looked up as a realtor site", (host) => {
    expect(classifyHost(host, options)).toBe("lookup");
  });

  it("the main domain defaults to localhost, and its subdomains are realtor sites", () => {
    const local = { appDomain: "localhost", devHostMarkers: ["preview", "staging"] };
    expect(classifyHost("localhost:3000", local)).toBe("master");
    expect(classifyHost("leader.localhost:3000", local)).toBe("lookup");
  });

  it.each(["previewhomes.sg", "staginghub.com", "preview-homes.sg", "homes-staging.sg", "mypreview.sg"])(
    "%s only contains a marker inside a label: it is a realtor site, not a development host",
    (host) => {
      expect(classifyHost(host, options)).toBe("lookup");
    },
  );

  it("a marker with a dot names a host and the hosts under it", () => {
    expect(isDevelopmentHost("qa.condosites.sg", ["qa.condosites.sg"])).toBe(true);
    expect(isDevelopmentHost("pr-7.qa.condosites.sg", ["qa.condosites.sg"])).toBe(true);
    expect(isDevelopmentHost("faqa.condosites.sg", ["qa.condosites.sg"])).toBe(false);
  });

  it("development markers come from configuration", () => {
    expect(isDevelopmentHost("qa.example.com", ["qa"])).toBe(true);
    expect(isDevelopmentHost("qa.example.com", ["preview"])).toBe(false);
  });

  it("X-Forwarded-Host is read only behind a trusted proxy", () => {
    const headers = { host: "internal:3000", "x-forwarded-host": "WWW.Rachel.sg, proxy.internal", "x-forwarded-proto": "https" };
    expect(readRequestHost(headers, { trusted: true })).toEqual({ hostname: "www.rachel.sg", port: "", protocol: "https" });
    expect(readRequestHost(headers, { trusted: false })).toEqual({ hostname: "internal", port: "3000", protocol: "http" });
  });
});
