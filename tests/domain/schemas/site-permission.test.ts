import { describe, expect, it } from "vitest";
import {
  createSitePermissionSchema,
  domainBadge,
  toggleActiveSchema,
  toggleIndexingSchema,
  totalSites,
} from "~/domain/schemas/site-permission";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

const P1 = "3f0c2a8e-5b1d-4c6e-9a7f-2d8b1e4c6a90";

describe("site permissions", () => {
  it("indexing toggle: 'true'/'on' enable, absent or 'false' disable", () => {
    expect(toggleIndexingSchema.parse({ permissionId: P1, allowIndexing: "true" }).allowIndexing).toBe(true);
    expect(submitForm(toggleIndexingSchema, { permissionId: P1, allowIndexing: "on" }).value).toMatchObject({ allowIndexing: true });
    expect(submitForm(toggleIndexingSchema, { permissionId: P1 }).value).toMatchObject({ allowIndexing: false });
    expect(toggleIndexingSchema.parse({ permissionId: P1, allowIndexing: false }).allowIndexing).toBe(false);
  });

  it("active toggle needs the permission id, and an id that is not a record id is refused before any query", () => {
    expect(errorsOf(toggleActiveSchema, { isActive: "true" })).toEqual({ permissionId: ["Site permission is required"] });
    expect(errorsOf(toggleIndexingSchema, { permissionId: "p1", allowIndexing: "true" })).toEqual({ permissionId: ["Site permission is required"] });
  });

  it("a created permission stores the site URL without protocol", () => {
    expect(createSitePermissionSchema.parse({ siteUrl: "https://www.tan.sg/", siteType: "agent", ownerId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a81" })).toEqual({
      siteUrl: "tan.sg",
      siteType: "agent",
      ownerId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a81",
    });
    expect(fieldErrors(createSitePermissionSchema, { siteUrl: "bad", siteType: "agent", ownerId: "0b8f3c2e-4d1a-4e5f-9a7b-1c2d3e4f5a81" }, "siteUrl")).toEqual([
      "Please enter a valid website URL",
    ]);
  });

  it("domain badge: Domain Active, Domain Inactive or No Permission", () => {
    expect(domainBadge(true, true)).toBe("Domain Active");
    expect(domainBadge(true, false)).toBe("Domain Inactive");
    expect(domainBadge(false, false)).toBe("No Permission");
  });

  it("total sites counts leaders, agents and the one master site", () => {
    expect(totalSites(3, 10)).toBe(14);
  });

  it("a created permission needs an owner and a leader or agent site type", () => {
    expect(errorsOf(createSitePermissionSchema, { siteUrl: "tan.sg", siteType: "master" })).toEqual({
      siteType: ["Site type is required"],
      ownerId: ["Owner is required"],
    });
  });
});
