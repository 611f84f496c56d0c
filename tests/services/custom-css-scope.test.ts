import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtorSiteBranding, realtors } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { DEMO_PASSWORD } from "./accounts-fixtures";
import { brandRealtor } from "./public-fixtures";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 10: a leader's custom CSS styles the public pages of their site and their agents'
// sites, never the account pages (sign-in, sign-up, password) or the dashboard. Brand colours stay.

const MARKER = ".leader-custom-css-30{outline:3px solid red}";
const AGENT_HOST = "agent.localhost:3000";

let app: TestApp;
let agentCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  const demo = await app.services.db.select({ id: realtors.id, email: realtors.email }).from(realtors).where(inArray(realtors.email, ["leader@demo.sg", "agent@demo.sg"]));
  // The agent has no branding of their own: the leader's applies to the agent's site (decision record 059).
  await app.services.db.delete(realtorSiteBranding).where(inArray(realtorSiteBranding.realtorId, demo.map((row) => row.id)));
  await brandRealtor(app.services.db, demo.find((row) => row.email === "leader@demo.sg")!.id, MARKER);
  clearLocalCaches();
  const signIn = await app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host: AGENT_HOST, "content-type": "application/json" },
    body: JSON.stringify({ email: "agent@demo.sg", password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  agentCookie = (signIn.headers["set-cookie"] ?? []).find((cookie) => cookie.includes("session_token="))!.split(";")[0];
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

/** The style elements of a page, as the browser applies them. */
async function stylesOf(pathname: string, cookie?: string): Promise<string> {
  const answer = await app.request(pathname, { headers: { host: AGENT_HOST, ...(cookie ? { cookie } : {}) } });
  expect(answer.status, pathname).toBe(200);
  return [...answer.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("\n");
}

describe("a leader's custom CSS (issue 30 item 10)", () => {
  it("styles the public pages of the agent's site", async () => {
    for (const pathname of ["/", "/about", "/condos", "/blog"]) {
      const styles = await stylesOf(pathname);
      expect(styles, pathname).toContain(MARKER);
      expect(styles, pathname).toContain("--brand-primary");
    }
  });

  it("never reaches the agent's sign-in and account pages, which keep the brand colours", async () => {
    for (const pathname of ["/auth", "/auth-admin", "/sign-up", "/reset-password"]) {
      const styles = await stylesOf(pathname);
      expect(styles, pathname).not.toContain("leader-custom-css-30");
      expect(styles, pathname).toContain("--brand-primary");
    }
  });

  it("never reaches the agent's dashboard", async () => {
    for (const pathname of ["/dashboard/agent", "/dashboard/agent/profile", "/dashboard/enquiries"]) {
      const styles = await stylesOf(pathname, agentCookie);
      expect(styles, pathname).not.toContain("leader-custom-css-30");
    }
  });

});
