import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, newNonce } from "#server/content-security-policy";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const csp = contentSecurityPolicy({ mapTileUrl: "https://www.onemap.gov.sg/maps/tiles/Default/{z}/{x}/{y}.png" });

// Issue 31 item 5 (decision record 127): a kept page allows its inline scripts by their hashes, never by a nonce.
describe("the Content-Security-Policy", () => {
  it("allows exactly a document's inline scripts by their hashes, once each, and no script by source", () => {
    const html = `<script>window.a = 1;</script><script type="module">import("/assets/x.js");</script><script src="/assets/y.js"></script><script>window.a = 1;</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import("/assets/x.js");')]);
    const policy = csp.forDocument(html);
    expect(policy).toContain(`script-src 'self' ${sha("window.a = 1;")} ${sha('import("/assets/x.js");')}`);
    expect(policy).not.toContain("nonce");
    expect(policy).toContain("img-src 'self' data: blob: https: https://www.onemap.gov.sg");
  });

  it("gives any other answer a nonce of its own", () => {
    const [first, second] = [newNonce(), newNonce()];
    expect(first).not.toBe(second);
    expect(csp.withNonce(first)).toContain(`script-src 'self' 'nonce-${first}'`);
  });
});
