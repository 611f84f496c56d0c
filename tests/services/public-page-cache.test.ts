import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cacheTags } from "#server/cache-tags";
import { realtors } from "#server/db/schema";
import { clearLocalCaches, dropCached, sharedCache } from "#server/memory-cache";
import { openRawConnection } from "../support/raw-http";
import { startTestApp, WARM_UP_TIMEOUT, type RawAnswer, type TestApp } from "../support/test-app";

// Issue 31 (decision record 127): one request pipeline. Visitors' public pages are kept by the
// resolved site, the path and the parameters the page reads; a hit is answered before Express,
// with HEAD and 304; a stored page carries no nonce; a write drops only what it tagged; a render
// has a time limit. The whole app over the demo data, as server/index.ts serves it.

const RENDER_TIME_LIMIT_MS = 2_500;
const renderDelays = new Map<string, number>();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RENDER_TIME_LIMIT_MS: String(RENDER_TIME_LIMIT_MS) }, keepAliveTimeoutMs: 500, renderDelays });
  // Pages compile on first use: until then a render may pass the time limit.
  for (const path of ["/", "/condos", "/about", "/blog", "/sitemap"]) {
    while ((await onLeader(path)).status === 503);
  }
}, WARM_UP_TIMEOUT);

afterAll(async () => {
  await app?.close();
});

beforeEach(() => clearLocalCaches());

function on(host: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawAnswer> {
  return app.request(path, { method, headers: { host: `${host}:${app.port}`, ...headers } });
}
const onLeader = (path: string, headers?: Record<string, string>, method?: string) => on("leader.localhost", path, headers, method);

const keptPages = () => sharedCache("public-pages", 0).size;

async function realtorIdOf(host: string): Promise<string> {
  const [row] = await app.services.db.select({ id: realtors.id }).from(realtors).where(eq(realtors.agentSiteUrl, host));
  return row.id;
}

describe("a kept page", () => {
  it("is rendered once, then sent from memory with the same bytes and headers", async () => {
    const first = await onLeader("/condos");
    expect(first.headers["x-page-cache"]).toBe("MISS");
    const second = await onLeader("/condos");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    const headersOf = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !["date", "x-page-cache", "x-request-id"].includes(name)));
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("carries no nonce: its policy allows exactly its inline scripts by their hashes, the same for every visitor", async () => {
    const first = await onLeader("/");
    const second = await onLeader("/");
    expect(second.headers["x-page-cache"]).toBe("HIT");
    for (const answer of [first, second]) {
      expect(answer.body).not.toMatch(/\snonce=/);
      expect(answer.headers["content-security-policy"]).not.toContain("'nonce-");
    }
    const scripts = [...first.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text).filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    const policy = String(first.headers["content-security-policy"]);
    for (const text of scripts) expect(policy).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(second.headers["content-security-policy"]).toBe(policy);
  });

  it("answers HEAD with the page's headers and no body, and a matching If-None-Match with 304", async () => {
    const page = await onLeader("/about");
    const etag = String(page.headers.etag);
    // Weak: the same page in each encoding.
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const head = await onLeader("/about", {}, "HEAD");
    expect(head.headers["x-page-cache"]).toBe("HIT");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(page.body)));
    expect(head.body).toBe("");
    const notModified = await onLeader("/about", { "if-none-match": `"x", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.etag).toBe(etag);
    expect((await onLeader("/about", { "if-none-match": '"another"' })).status).toBe(200);
  });

  it("sends brotli and gzip made once from the rendered page", async () => {
    const plain = await onLeader("/blog");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const { socket, next } = await openRawConnection(app.port);
      socket.write(`GET /blog HTTP/1.1\r\nHost: leader.localhost\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      const answer = await next();
      socket.destroy();
      expect(answer.headers["x-page-cache"]).toBe("HIT");
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(decode(answer.bytes).toString()).toBe(plain.body);
    }
  });

  it("is not kept for signed-in people, pending flash messages, posts, dashboards or client navigations", async () => {
    await onLeader("/");
    expect((await onLeader("/", { cookie: "better-auth.session_token=abc" })).headers["x-page-cache"]).toBeUndefined();
    expect((await onLeader("/", { cookie: "theme=x; flash=abc" })).headers["x-page-cache"]).toBeUndefined();
    expect((await onLeader("/", {}, "POST")).headers["x-page-cache"]).toBeUndefined();
    expect((await onLeader("/dashboard")).headers["x-page-cache"]).toBeUndefined();
    expect((await onLeader("/condos.data")).headers["x-page-cache"]).toBeUndefined();
  });

  it("is never a 404 or an answer that sets a cookie", async () => {
    for (let i = 0; i < 2; i++) expect((await onLeader("/condos/no-such-project")).headers["x-page-cache"]).toBe("MISS");
    expect(keptPages()).toBe(0);
  });
});

describe("the key: the resolved site, the path and the parameters the page reads", () => {
  it("a parameter the page does not read neither makes a page of its own nor passes the cache", async () => {
    const first = await onLeader("/condos?district=9");
    expect(first.headers["x-page-cache"]).toBe("MISS");
    expect((await onLeader("/condos?utm_source=mail&district=9")).headers["x-page-cache"]).toBe("HIT");
    expect((await onLeader("/condos/?district=9&fbclid=x")).headers["x-page-cache"]).toBe("HIT");
    expect((await onLeader("/condos?district=10")).headers["x-page-cache"]).toBe("MISS");
    const kept = keptPages();
    for (let i = 0; i < 30; i++) expect((await onLeader(`/?x=${Math.random()}`)).headers["x-page-cache"]).toBe(i === 0 ? "MISS" : "HIT");
    expect(keptPages()).toBe(kept + 1);
  });

  it("a site's own host and its www. name share its pages; another realtor's site has its own", async () => {
    await onLeader("/about");
    expect((await on("www.leader.localhost", "/about")).headers["x-page-cache"]).toBe("HIT");
    const agent = await on("agent.localhost", "/about");
    expect(agent.headers["x-page-cache"]).toBe("MISS");
    expect(agent.body).not.toBe((await onLeader("/about")).body);
  });

  it("an X-Forwarded-Host from a peer that is not a trusted proxy never reaches a key", async () => {
    const forged = await onLeader("/about", { "x-forwarded-host": "agent.localhost" });
    expect(forged.body).toContain("Rachel Tan");
    expect((await on("agent.localhost", "/about")).headers["x-page-cache"]).toBe("MISS");
    expect((await onLeader("/about")).headers["x-page-cache"]).toBe("HIT");
  });

  it("a host that is no site's is answered but not kept, and a Host that is not a host is refused", async () => {
    for (let i = 0; i < 2; i++) expect((await on("nobody.example", "/about")).headers["x-page-cache"]).toBeUndefined();
    expect((await on("evil.example@leader.localhost", "/about")).status).toBe(400);
    expect(keptPages()).toBe(0);
  });
});

describe("a write drops what it changed", () => {
  it("one realtor's site tag drops that site's pages, and leaves the others' and the master's", async () => {
    const pages = ["/", "/about", "/condos"];
    for (const host of ["leader.localhost", "agent.localhost", "localhost"]) for (const path of pages) await on(host, path);
    dropCached(cacheTags.site(await realtorIdOf("leader.localhost")));
    for (const path of pages) expect((await onLeader(path)).headers["x-page-cache"], path).toBe("MISS");
    for (const host of ["agent.localhost", "localhost"]) for (const path of pages) expect((await on(host, path)).headers["x-page-cache"], `${host}${path}`).toBe("HIT");
  });

  it("a page rendered across a drop is sent but not kept", async () => {
    renderDelays.set("/sitemap", 400);
    try {
      const rendering = onLeader("/sitemap");
      await new Promise((resolve) => setTimeout(resolve, 100));
      dropCached(cacheTags.site(await realtorIdOf("leader.localhost")));
      expect((await rendering).status).toBe(200);
    } finally {
      renderDelays.delete("/sitemap");
    }
    expect((await onLeader("/sitemap")).headers["x-page-cache"]).toBe("MISS");
  });
});

describe("visitors waiting for a page being rendered", () => {
  it("a burst renders it once and answers the others from that rendering", async () => {
    renderDelays.set("/blog", 300);
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => onLeader("/blog")));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.headers["x-page-cache"] === "MISS")).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    } finally {
      renderDelays.delete("/blog");
    }
  });

  it("a kept-alive connection waiting longer than the keep-alive timeout still gets its answer", async () => {
    renderDelays.set("/about", 1_500);
    const [rendering, waiting] = [await openRawConnection(app.port), await openRawConnection(app.port)];
    try {
      // The waiting connection has served a request already: it is a kept-alive one, idle until the next.
      waiting.socket.write("GET /condos HTTP/1.1\r\nHost: leader.localhost\r\nAccept-Encoding: identity\r\n\r\n");
      expect((await waiting.next()).status).toBe(200);
      rendering.socket.write("GET /about HTTP/1.1\r\nHost: leader.localhost\r\nAccept-Encoding: identity\r\n\r\n");
      await new Promise((resolve) => setTimeout(resolve, 100));
      waiting.socket.write("GET /about HTTP/1.1\r\nHost: leader.localhost\r\nAccept-Encoding: identity\r\n\r\n");
      const [rendered, waited] = await Promise.all([rendering.next(), waiting.next()]);
      expect(rendered.status).toBe(200);
      expect(waited.status).toBe(200);
      expect(waited.headers["x-page-cache"]).toBe("HIT");
      expect(waited.body).toBe(rendered.body);
    } finally {
      renderDelays.delete("/about");
      rendering.socket.destroy();
      waiting.socket.destroy();
    }
  });
});

describe("the render time limit", () => {
  it("a render past it answers 503 with Retry-After to everyone waiting, is logged once with the request id, and the next visitor gets the page", async () => {
    renderDelays.set("/condos", RENDER_TIME_LIMIT_MS + 5_000);
    const logsBefore = app.logs.length;
    const started = Date.now();
    let answers: RawAnswer[];
    try {
      answers = await Promise.all(Array.from({ length: 3 }, () => onLeader("/condos")));
    } finally {
      renderDelays.delete("/condos");
    }
    expect(Date.now() - started).toBeLessThan(RENDER_TIME_LIMIT_MS + 2_000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("30");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const timedOut = app.logs.slice(logsBefore).filter((line) => line.msg === "render passed its time limit: answered 503");
    expect(timedOut).toHaveLength(1);
    // The ones that waited were answered before the request log: only the rendering one has an id.
    const rendering = answers.filter((answer) => answer.headers["x-request-id"]);
    expect(rendering).toHaveLength(1);
    expect(timedOut[0].reqId).toBe(rendering[0].headers["x-request-id"]);
    expect((await onLeader("/condos")).status).toBe(200);
  }, 20_000);
});
