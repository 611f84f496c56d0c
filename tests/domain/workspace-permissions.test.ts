import { describe, expect, it } from "vitest";
import {
  ENQUIRY_INBOX_ROLES,
  enquiryRelation,
  enquiryRights,
  hasPermission,
  POST_AUTHOR_ROLES,
  ROLES,
  rolesWith,
} from "~/domain/permissions";
import { enquiryReplyText, enquiryWhatsAppHref } from "~/domain/enquiry-contact";

const ME = "11111111-1111-4111-8111-111111111111";
const MY_AGENT = "22222222-2222-4222-8222-222222222222";
const OTHER = "33333333-3333-4333-8333-333333333333";

describe("the enquiries inbox", () => {
  it("is for realtors and for administrators with userManagement (every administrator role holds it)", () => {
    expect(ENQUIRY_INBOX_ROLES).toEqual(ROLES);
    expect(hasPermission("guest", "enquiryInbox")).toBe(false);
    expect(hasPermission(null, "enquiryInbox")).toBe(false);
    expect(rolesWith("enquiriesAny")).toEqual(["master", "admin1ic", "admin2ic"]);
  });

  it.each([
    // role, actor's realtor, enquiry's owner, that owner's leader, relation
    ["agent", ME, ME, OTHER, "owner"],
    ["agent", ME, OTHER, ME, "none"],
    ["agent", ME, null, null, "none"],
    ["leader", ME, ME, ME, "owner"],
    ["leader", ME, MY_AGENT, ME, "team-leader"],
    ["leader", ME, OTHER, OTHER, "none"],
    ["leader", null, MY_AGENT, ME, "none"],
    ["master", null, null, null, "owner"],
    ["admin2ic", null, MY_AGENT, ME, "administrator"],
    ["guest", ME, ME, ME, "none"],
  ] as const)("%s with realtor %s and an enquiry owned by %s (leader %s) is %s", (role, actorRealtorId, enquiryOwnerId, ownerReportsToId, relation) => {
    expect(enquiryRelation({ role, actorRealtorId, enquiryOwnerId, ownerReportsToId })).toBe(relation);
  });

  it("the owner answers and deletes; a leader reads and assigns the team's; an administrator reads, deletes on request and assigns the master site's", () => {
    const site = (role: string, masterSite = false) => ({ role, masterSite });
    expect(enquiryRights("owner", site("agent"))).toEqual({ view: true, manage: true, erase: true, assign: false });
    expect(enquiryRights("owner", site("leader"))).toEqual({ view: true, manage: true, erase: true, assign: true });
    expect(enquiryRights("team-leader", site("leader"))).toEqual({ view: true, manage: false, erase: false, assign: true });
    expect(enquiryRights("administrator", site("admin2ic"))).toEqual({ view: true, manage: false, erase: true, assign: false });
    expect(enquiryRights("administrator", site("admin2ic", true))).toEqual({ view: true, manage: false, erase: true, assign: true });
    expect(enquiryRights("none", site("leader", true))).toEqual({ view: false, manage: false, erase: false, assign: false });
  });

  it("the one-tap WhatsApp reply greets the buyer by the name as written and names the project", () => {
    expect(enquiryReplyText({ buyerName: " Tan Ah Kow ", realtorName: "Marcus Lim", projectName: null })).toBe(
      "Hi Tan Ah Kow, this is Marcus Lim. Thank you for your enquiry. When would be a good time to talk?",
    );
    const text = enquiryReplyText({ buyerName: "Priya Nair", realtorName: "Marcus Lim", projectName: "The Marina Lumiere" });
    expect(text).toBe("Hi Priya Nair, this is Marcus Lim. Thank you for your enquiry about The Marina Lumiere. When would be a good time to talk?");
    expect(enquiryWhatsAppHref("9123 4567", text)).toBe(`https://wa.me/6591234567?text=${encodeURIComponent(text)}`);
    expect(enquiryWhatsAppHref(null, text)).toBe("");
  });
});

describe("blog posts", () => {
  it("every role writes its own posts; only userManagement unpublishes anyone's", () => {
    expect(POST_AUTHOR_ROLES).toEqual(ROLES);
    expect(hasPermission("guest", "postsOwn")).toBe(false);
    expect(rolesWith("postsUnpublishAny")).toEqual(["master", "admin1ic", "admin2ic"]);
  });
});
