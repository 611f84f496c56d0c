import { describe, expect, it } from "vitest";
import { assessSite, bulkSummary, issuesSummary, type SiteFacts } from "~/domain/site-validation";

const healthy: SiteFacts = {
  host: "tan-homes.sg",
  isPlatformDomain: false,
  realtor: { fullName: "Rachel Tan", status: "active", isLeader: true, userId: "u1" },
  permission: { siteType: "leader", isActive: true, allowIndexing: true, ownerId: "u1" },
  dns: { status: "points-here", found: ["203.0.113.10"] },
};

describe("site validation rules (part 2 §2.9)", () => {
  it("the spec's toast texts", () => {
    expect(issuesSummary(2, 1)).toBe("Found 2 errors and 1 warning");
    expect(issuesSummary(1, 0)).toBe("Found 1 error and 0 warnings");
    expect(bulkSummary(3, 4)).toBe("3/4 sites passed");
  });

  it("warnings alone keep a site valid; any error makes it 'Issues Found'", () => {
    expect(assessSite(healthy)).toMatchObject({ isValid: true, message: "Site is valid", siteType: "leader", realtorName: "Rachel Tan" });
    const warned = assessSite({ ...healthy, dns: { status: "unreachable", detail: "the name servers did not answer in time" } });
    expect(warned).toMatchObject({ isValid: true, warnings: ["DNS could not be checked: the name servers did not answer in time"] });
    const broken = assessSite({ ...healthy, permission: null });
    expect(broken).toMatchObject({ isValid: false, message: "Found 1 error and 0 warnings", siteType: "leader" });
  });

  it("the site type comes from the permission, else from the realtor", () => {
    expect(assessSite({ ...healthy, permission: { ...healthy.permission!, siteType: "agent" } }).siteType).toBe("agent");
    expect(assessSite({ ...healthy, realtor: { ...healthy.realtor!, isLeader: false }, permission: null }).siteType).toBe("agent");
  });

  it("DNS that was not asked is listed as skipped with the reason", () => {
    expect(assessSite({ ...healthy, dns: { status: "not-configured" } }).details.at(-1)).toEqual({
      label: "DNS",
      outcome: "skip",
      detail: "Not checked: no expected target is set (SITE_DNS_TARGET)",
    });
  });
});
