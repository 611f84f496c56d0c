import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_MESSAGES } from "~/domain/schemas/audit";
import { sessionCookieOf, startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 12: a CSV export is refused before its response starts, never by a 200 whose
// body breaks off. Every role of the enquiries inbox may export it (app/domain/permissions.ts:
// realtors and administrators with userManagement, i.e. all five); auditExporting is master's and
// admin1ic's only, so admin2ic is the role that may not export the audit trail.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

const sessionCookie = (email: string, host: string) => sessionCookieOf(app, email, host);

describe("CSV exports are refused before the download starts (issue 30 item 12)", () => {
  it("a role without auditExporting gets 403 and the spec's sentence, no attachment", async () => {
    const host = `localhost:${app.port}`;
    const cookie = await sessionCookie("admin2@demo.sg", host);
    for (const pathname of ["/dashboard/audit-trail/export", "/dashboard/audit-trail/export?log=admin"]) {
      const answer = await app.request(pathname, { headers: { host, cookie } });
      expect(answer.status, pathname).toBe(403);
      expect(answer.headers["content-disposition"], pathname).toBeUndefined();
      expect(answer.headers["cache-control"], pathname).toContain("no-store");
      expect(JSON.parse(answer.body), pathname).toMatchObject({ failure: "forbidden", message: AUDIT_MESSAGES.exportDenied });
    }
  }, WARM_UP_TIMEOUT);

  it("a visitor gets no enquiries file; an agent, whose inbox it is, gets it whole", async () => {
    const host = `agent.localhost:${app.port}`;
    const visitor = await app.request("/dashboard/enquiries/export.csv", { headers: { host } });
    expect(visitor.status).not.toBe(200);
    expect(visitor.headers["content-disposition"]).toBeUndefined();
    const agent = await app.request("/dashboard/enquiries/export.csv", { headers: { host, cookie: await sessionCookie("agent@demo.sg", host) } });
    expect(agent.status).toBe(200);
    expect(agent.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(agent.body.split("\r\n")[0]).toBe("\uFEFFReceived (Singapore),Kind,Stage,Lost reason,Name,Email,Phone,Project,Preferred viewing date,Preferred time slot,Viewing cancelled (Singapore),Message,Realtor,Owner,First response (Singapore),Site,Consent given (Singapore),Consent wording,Consent withdrawn (Singapore)");
  }, WARM_UP_TIMEOUT);
});
