import { createServer, get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerFromSocketsFirst } from "#server/page-cache-socket";
import { openRawConnection } from "../support/raw-http";

// Issue 17 item 1 (decision record 101): the page cache's hits are answered from the socket; every
// other request, and the rest of its connection, is Node's HTTP server's, with nothing lost.

let server: Server;
let port: number;
let closeWaiting: () => void;
const seenByNode: string[] = [];

const HIT_BODY = Buffer.from("<p>from the socket</p>");

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      seenByNode.push(`${req.method} ${req.url}${body ? ` ${body}` : ""}`);
      res.end(`node answered ${req.method} ${req.url}${body ? ` with ${body}` : ""}`);
    });
  });
  const asked = new Map<string, number>();
  closeWaiting = answerFromSocketsFirst(server, (request) => {
    if (request.url === "/broken") throw new Error("the cache failed");
    asked.set(request.url, (asked.get(request.url) ?? 0) + 1);
    // Being rendered: a hit once that is done, or (a failed rendering) still being rendered.
    if (request.url === "/rendering-then-hit" && asked.get(request.url) === 1) return new Promise((resolve) => setTimeout(resolve, 30));
    if (request.url === "/rendering-then-hit") return [Buffer.from(`HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: ${HIT_BODY.length}\r\n`), HIT_BODY];
    if (request.url === "/rendering-again") return new Promise((resolve) => setTimeout(resolve, 30));
    return request.url === "/hit" && request.headers.host === "site.test"
      ? [Buffer.from(`HTTP/1.1 200 OK\r\ncontent-type: text/html\r\ncontent-length: ${HIT_BODY.length}\r\n`), HIT_BODY]
      : null;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  seenByNode.length = 0;
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 60_000;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const getRequest = (path: string, host = "site.test") => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: */*\r\n\r\n`;

describe("the page cache's socket lane", () => {
  it("answers a hit from the socket, with the Date and keep-alive headers Node's server would add", async () => {
    const response = await new Promise<{ status?: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      get({ port, path: "/hit", headers: { host: "site.test" } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      }).on("error", reject);
    });
    expect(response.status).toBe(200);
    expect(response.body).toBe(HIT_BODY.toString());
    expect(response.headers.connection).toBe("keep-alive");
    expect(response.headers["keep-alive"]).toBe("timeout=5");
    expect(Math.abs(Date.parse(String(response.headers.date)) - Date.now())).toBeLessThan(2_000);
    expect(seenByNode).toEqual([]);
  });

  it("keeps answering hits on one connection, then hands the connection to Node at its first miss, that request included", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/condos"));
    expect((await next()).body).toBe("node answered GET /condos");
    // The connection is Node's now: even a hit goes through its server.
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe("node answered GET /hit");
    expect(seenByNode).toEqual(["GET /condos", "GET /hit"]);
    socket.destroy();
  });

  it("waits once for an answer being made, keeping the connection and the order of pipelined requests", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/rendering-then-hit") + getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect(seenByNode).toEqual([]);

    // Still no answer after waiting once: Node's server answers, and has the connection from then on.
    socket.write(getRequest("/rendering-again"));
    expect((await next()).body).toBe("node answered GET /rendering-again");
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe("node answered GET /hit");
    socket.destroy();
  });

  it("answers pipelined requests in order when one in the middle has a body", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(`${getRequest("/hit")}POST /enquiries HTTP/1.1\r\nHost: site.test\r\nContent-Length: 11\r\n\r\nname=Tan+Ah${getRequest("/hit")}`);
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect((await next()).body).toBe("node answered POST /enquiries with name=Tan+Ah");
    expect((await next()).body).toBe("node answered GET /hit");
    expect(seenByNode).toEqual(["POST /enquiries name=Tan+Ah", "GET /hit"]);
    socket.destroy();
  });

  it("gives Node a request cut across two packets whole", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write("GET /hit HTTP/1.1\r\nHo");
    await new Promise((resolve) => setTimeout(resolve, 30));
    socket.write("st: site.test\r\n\r\n");
    expect((await next()).body).toBe("node answered GET /hit");
    socket.destroy();
  });

  it("leaves a request to Node when the lookup fails", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/broken"));
    expect((await next()).body).toBe("node answered GET /broken");
    socket.destroy();
  });

  it("leaves a smuggling attempt to Node's parser, which refuses it", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write("GET /hit HTTP/1.1\r\nHost: site.test\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n");
    expect((await next()).status).toBe(400);
    expect(seenByNode).toEqual([]);
    socket.destroy();
  });

  it("closes a connection left idle after its answer for the keep-alive timeout", async () => {
    server.keepAliveTimeout = 150;
    const { socket, next, closed } = await openRawConnection(port);
    socket.write(getRequest("/hit"));
    expect((await next()).headers["keep-alive"]).toBe("timeout=0");
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("closes a connection that sends nothing for the headers timeout", async () => {
    server.headersTimeout = 150;
    const { closed } = await openRawConnection(port);
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("lets shutdown close the connections waiting for their next request", async () => {
    const { socket, next, closed } = await openRawConnection(port);
    socket.write(getRequest("/hit"));
    await next();
    closeWaiting();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
