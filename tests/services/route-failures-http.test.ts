import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { APPROVAL_TEXTS } from "~/domain/schemas/approval";
import { BRANDING_MESSAGES } from "~/domain/schemas/branding";
import { newViewingCalendarFeed } from "#server/services/viewing-calendar";
import { actorOf } from "../support/actors";
import { sessionCookieOf, startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 32 item 1: a service's refusal or not-found in a loader is answered in one place
// (server/failure-response.ts), with the status of its code and the screen the page shows for it.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

const sessionCookie = (email: string, host: string) => sessionCookieOf(app, email, host);

function text(html: string): string {
  return html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");
}

describe("route failures answered in one place", () => {
  it("a realtor on an admin page gets 403, the page's refusal and the role, never cached", async () => {
    const agentHost = `agent.localhost:${app.port}`;
    const agent = await app.request("/dashboard/audit-trail", { headers: { host: agentHost, cookie: await sessionCookie("agent@demo.sg", agentHost) } });
    expect(agent.status).toBe(403);
    expect(text(agent.body)).toContain(ACCESS_MESSAGES.auditTrailDenied);
    expect(text(agent.body)).toContain("Your role:");
    expect(agent.headers["cache-control"]).toContain("no-store");
  }, WARM_UP_TIMEOUT);

  it("an unknown post, enquiry or project in the dashboard is a 404, not a 500", async () => {
    const host = `localhost:${app.port}`;
    const cookie = await sessionCookie("master@demo.sg", host);
    for (const pathname of [
      "/dashboard/blogs/00000000-0000-4000-8000-000000000000",
      "/dashboard/blogs/not-an-id",
      "/dashboard/enquiries/00000000-0000-4000-8000-000000000000",
      "/dashboard/project-management/unit-mix/no-such-project",
      "/dashboard/project-management/facilities/no-such-project",
      "/dashboard/project-management/location/no-such-project",
    ]) {
      const answer = await app.request(pathname, { headers: { host, cookie } });
      expect(answer.status, pathname).toBe(404);
    }
  }, WARM_UP_TIMEOUT);

  it("a page whose service refuses shows its own screen for it: approvals for a realtor, branding for an administrator", async () => {
    const agentHost = `agent.localhost:${app.port}`;
    const approvals = await app.request("/dashboard/approval-management", { headers: { host: agentHost, cookie: await sessionCookie("agent@demo.sg", agentHost) } });
    expect(approvals.status).toBe(403);
    expect(text(approvals.body)).toContain(APPROVAL_TEXTS.noPermission);

    const host = `localhost:${app.port}`;
    const branding = await app.request("/dashboard/admin1ic/branding", { headers: { host, cookie: await sessionCookie("admin1@demo.sg", host) } });
    expect(branding.status).toBe(403);
    expect(text(branding.body)).toContain(BRANDING_MESSAGES.noRealtor);
  }, WARM_UP_TIMEOUT);

  it("an unknown public post, realtor or project is a 404 from the reader's NotFoundError", async () => {
    const host = `localhost:${app.port}`;
    for (const pathname of ["/blog/no-such-post", "/realtor/no-such-realtor", "/condos/no-such-project", "/blog?page=99"]) {
      const answer = await app.request(pathname, { headers: { host } });
      expect(answer.status, pathname).toBe(404);
    }
  }, WARM_UP_TIMEOUT);

  it("a realtor's calendar address answers the feed; a replaced or made-up one is a 404 (issue 35 item 5)", async () => {
    const host = `agent.localhost:${app.port}`;
    const agent = await actorOf(app.services.db, "agent@demo.sg");
    const old = await newViewingCalendarFeed(app.services, agent, `http://${host}`);
    const current = await newViewingCalendarFeed(app.services, agent, `http://${host}`);
    const feed = await app.request(new URL(current.address).pathname, { headers: { host } });
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toContain("no-store");
    expect(feed.body).toContain("X-WR-CALNAME:Marcus Lim: showflat viewings");
    for (const pathname of [new URL(old.address).pathname, `/calendar/${"A".repeat(43)}.ics`, "/calendar/nothing"]) {
      expect((await app.request(pathname, { headers: { host } })).status, pathname).toBe(404);
    }
  }, WARM_UP_TIMEOUT);
});

