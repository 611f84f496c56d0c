import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { SocialLinks } from "~/features/enquiries/social-links";

// Issue 30 item 9: social addresses stored before the link rule never link to another host by a trick.
async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe("a realtor's social links", () => {
  it("link a typed address with https:// and leave out one that is not a web address", async () => {
    const html = await serverHtml(
      <SocialLinks
        ownerName="Rachel Tan"
        profiles={{ linkedinUrl: "linkedin.com/in/rachel", facebookUrl: "/\\evil.example/me", instagramUrl: "javascript:alert(1)", telegramHandle: null, wechatId: null }}
      />,
    );
    expect(html).toContain('href="https://linkedin.com/in/rachel"');
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("javascript");
    expect(html).not.toContain("Facebook");
  });
});
