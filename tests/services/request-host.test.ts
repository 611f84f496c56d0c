import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox } from "#server/db/schema";
import { clearLocalCaches } from "#server/memory-cache";
import { openRawConnection, type RawResponse } from "../support/raw-http";
import { startTestApp, WARM_UP_TIMEOUT, type TestApp } from "../support/test-app";

// Issue 30 item 3: the Host (and X-Forwarded-Host behind a trusted proxy) is read strictly in one
// place; anything that is not a name or an address with an optional port is a 400 before routing,
// tenancy or the page cache, and links come from the resolved site, never from the header.

let app: TestApp;
// The test app's APP_URL (no APP_URL given): realtor sites are served with its scheme and port.
const SITE_PORT = 3000;

beforeAll(async () => {
  app = await startTestApp();
  expect((await app.request("/about", { headers: { host: `agent.localhost:${app.port}` } })).status).toBe(200);
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

beforeEach(() => clearLocalCaches());

/** One request as raw bytes on a fresh connection: the request line and headers exactly as given. */
async function rawExchange(requestLine: string, headers: string[]): Promise<RawResponse> {
  const connection = await openRawConnection(app.port);
  connection.socket.write(`${requestLine}\r\n${[...headers, "Accept-Encoding: identity"].join("\r\n")}\r\n\r\n`);
  try {
    return await connection.next();
  } finally {
    connection.socket.destroy();
  }
}

const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

describe("one strict reading of the Host (issue 30 item 3)", () => {
  it("answers 400 to a Host with credentials in it, before it reaches any site", async () => {
    const answer = await rawExchange("GET / HTTP/1.1", ["Host: evil.example@agent.localhost"]);
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain("Marcus Lim");
  });

  it("answers 400 to a Host with a path in it, and caches nothing that a real visitor's URL could hit", async () => {
    const poisoned = await rawExchange("GET / HTTP/1.1", ["Host: leader.localhost|/?a="]);
    expect(poisoned.status).toBe(400);
    const visitor = await rawExchange("GET /?a=|/ HTTP/1.1", ["Host: leader.localhost"]);
    expect(visitor.status).toBe(200);
    expect(visitor.headers["x-page-cache"]).toBe("MISS");
    expect(visitor.body).toContain("Rachel Tan");
  });

  it.each([
    "agent.localhost:abc",
    "agent.localhost:99999",
    "agent.localhost/x",
    "agent..localhost",
    "-agent.localhost",
    "agent.localhost:3000:3000",
    "[::1",
    "[not-an-address]",
    "",
  ])("answers 400 to the Host %j", async (host) => {
    const answer = await rawExchange("GET /about HTTP/1.1", [`Host: ${host}`]);
    expect(answer.status).toBe(400);
  });

  it("answers 400 to a request without a Host", async () => {
    const answer = await rawExchange("GET /about HTTP/1.1", []);
    expect(answer.status).toBe(400);
  });

  it("takes a name or an address with an optional port, in any case", async () => {
    for (const host of [`agent.localhost:${app.port}`, "AGENT.Localhost:8080", "agent.localhost", "127.0.0.1:8080", "[::1]:8080", "www.agent.localhost"]) {
      const answer = await rawExchange("GET /about HTTP/1.1", [`Host: ${host}`]);
      expect(answer.status, host).toBe(200);
    }
  });

  it("serves an absolute-form request target as the site it names, never a 500", async () => {
    const answer = await rawExchange(`GET http://agent.localhost:${app.port}/about?x=1 HTTP/1.1`, [`Host: agent.localhost:${app.port}`]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Marcus Lim");
    expect(canonicalOf(answer.body)).toBe(`http://agent.localhost:${SITE_PORT}/about`);
    // The target's authority is the host (RFC 9112 §3.2.2), read as strictly as a Host.
    const spoofed = await rawExchange("GET http://evil.example@agent.localhost/about HTTP/1.1", ["Host: agent.localhost"]);
    expect(spoofed.status).toBe(400);
    const otherScheme = await rawExchange("GET ftp://agent.localhost/about HTTP/1.1", ["Host: agent.localhost"]);
    expect(otherScheme.status).toBe(400);
  });

  it("names the site's own domain in the canonical URL whatever the case and port of the Host", async () => {
    const answer = await rawExchange("GET /about HTTP/1.1", ["Host: AGENT.Localhost:8080"]);
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.body)).toBe(`http://agent.localhost:${SITE_PORT}/about`);
    expect(answer.body).toContain(`<meta property="og:url" content="http://agent.localhost:${SITE_PORT}/about"/>`);
  });

  it("links the buyer's receipt mail to the site's own domain whatever the case and port of the Host", async () => {
    const form = new URLSearchParams({ kind: "contact", name: "Host Tester", email: "host.tester@example.com", message: "Hello", consent: "on", formId: "contact" });
    const body = form.toString();
    const answer = await app.request("/about", {
      method: "POST",
      headers: { host: "Agent.LOCALHOST:8080", origin: "http://agent.localhost:8080", "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(answer.status).toBe(200);
    const [receipt] = await app.services.db
      .select({ text: outbox.textBody })
      .from(outbox)
      .where(eq(outbox.toAddress, "host.tester@example.com"))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(receipt.text).toMatch(new RegExp(`http://agent\\.localhost:${SITE_PORT}/enquiry-consent/[\\w-]+`));
    expect(receipt.text).not.toMatch(/8080|AGENT|LOCALHOST/);
  });
});

describe("X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY", () => {
  it("are not honoured, however they are written", async () => {
    const answer = await rawExchange("GET /about HTTP/1.1", ["Host: agent.localhost", "X-Forwarded-Host: leader.localhost", "X-Forwarded-Proto: https"]);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Marcus Lim");
    const odd = await rawExchange("GET /about HTTP/1.1", ["Host: agent.localhost", "X-Forwarded-Host: evil.example@leader.localhost", "X-Forwarded-Proto: gopher"]);
    expect(odd.status).toBe(200);
    expect(odd.body).toContain("Marcus Lim");
  });
});

describe("X-Forwarded-Host and X-Forwarded-Proto behind a trusted proxy (TRUST_PROXY)", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // The test connects from 127.0.0.1, which plays the proxy; no page is rendered here.
    proxied = await startTestApp({ pages: false, env: { TRUST_PROXY: "loopback" } });
  }, WARM_UP_TIMEOUT);
  afterAll(async () => {
    await proxied?.close();
  });

  const signInAsLeader = (headers: Record<string, string>) =>
    proxied.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { host: `localhost:${proxied.port}`, "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: "leader@demo.sg", password: "Demo#2026!" }),
    });

  it("honours the forwarded host: the leader signs in on their own site through the proxy", async () => {
    const answer = await signInAsLeader({ "x-forwarded-host": "Leader.localhost:8443", "x-forwarded-proto": "https", origin: "https://leader.localhost" });
    expect(answer.status).toBe(200);
  });

  it("reads the forwarded host as strictly as a Host: anything else is a 400", async () => {
    for (const forwarded of ["evil.example@leader.localhost", "leader.localhost|/?a=", "leader.localhost/x"]) {
      const answer = await signInAsLeader({ "x-forwarded-host": forwarded });
      expect(answer.status, forwarded).toBe(400);
    }
    const proto = await signInAsLeader({ "x-forwarded-host": "leader.localhost", "x-forwarded-proto": "gopher" });
    expect(proto.status).toBe(400);
  });
});
