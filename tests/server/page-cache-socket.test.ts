import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerFromSocketsFirst } from "#server/page-cache-socket";
import { openRawConnection } from "../support/raw-http";

// Issue 17 item 1 (decision record 101): the page cache's hits are answered from the socket; every
// other request is Node's HTTP server's, with nothing lost. A plain request the lane read goes to
// Node on a connection of its own and the socket stays in the lane; at one it cannot read, the
// rest of the connection is Node's.

let server: Server;
let port: number;
let closeWaiting: () => void;
const seenByNode: string[] = [];

const HIT_BODY = Buffer.from("<p>from the socket</p>");

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/whoami") return void res.end(`node saw ${req.socket.remoteAddress} ${req.headers.host}`);
    if (req.url === "/close") {
      res.setHeader("Connection", "close");
      return void res.end("node answered and closes");
    }
    if (req.url === "/cut") {
      res.writeHead(200, { "content-length": "100" });
      res.write("half an answer");
      return void setTimeout(() => res.destroy(), 20);
    }
    if (req.url === "/slow") return void setTimeout(() => res.end("node answered slowly"), 300);
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

  it("has Node's server answer a miss, then answers the next hits from the socket again", async () => {
    const nodeConnections = new Set<unknown>();
    const seeConnection = (req: IncomingMessage) => nodeConnections.add(req.socket);
    server.on("request", seeConnection);
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/condos"));
    const miss = await next();
    expect(miss.body).toBe("node answered GET /condos");
    expect(miss.headers.connection).toBe("keep-alive");
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/elsewhere"));
    expect((await next()).body).toBe("node answered GET /elsewhere");
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect(seenByNode).toEqual(["GET /condos", "GET /elsewhere"]);
    // One connection on Node's side for the socket's misses, as when the socket was handed over.
    expect(nodeConnections.size).toBe(1);
    server.off("request", seeConnection);
    socket.destroy();
  });

  it("gives Node's server the socket's peer address for the request it answers", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/whoami"));
    expect((await next()).body).toBe("node saw 127.0.0.1 site.test");
    socket.destroy();
  });

  it("answers pipelined hits and misses in the order they were asked", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/first-miss") + getRequest("/hit") + getRequest("/second-miss") + getRequest("/hit"));
    expect((await next()).body).toBe("node answered GET /first-miss");
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect((await next()).body).toBe("node answered GET /second-miss");
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect(seenByNode).toEqual(["GET /first-miss", "GET /second-miss"]);
    socket.destroy();
  });

  it("waits for an answer Node's server takes longer to make than the keep-alive timeout", async () => {
    server.keepAliveTimeout = 150;
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/hit") + getRequest("/slow"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect((await next()).body).toBe("node answered slowly");
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.destroy();
  });

  it("ends the connection when Node's server closes it after its answer", async () => {
    const { socket, next, closed } = await openRawConnection(port);
    socket.write(getRequest("/close") + getRequest("/hit"));
    const answer = await next();
    expect(answer.body).toBe("node answered and closes");
    expect(answer.headers.connection).toBe("close");
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it("closes the connection when Node's answer is cut short, rather than answering after half of one", async () => {
    const { socket, closed } = await openRawConnection(port);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    socket.write(getRequest("/cut") + getRequest("/hit"));
    await closed;
    expect(received).toContain("half an answer");
    expect(received).not.toContain(HIT_BODY.toString());
  });

  it("waits once for an answer being made, keeping the connection and the order of pipelined requests", async () => {
    const { socket, next } = await openRawConnection(port);
    socket.write(getRequest("/rendering-then-hit") + getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect((await next()).body).toBe(HIT_BODY.toString());
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect(seenByNode).toEqual([]);

    // Still no answer after waiting once: Node's server answers that request, and the lane the next.
    socket.write(getRequest("/rendering-again"));
    expect((await next()).body).toBe("node answered GET /rendering-again");
    socket.write(getRequest("/hit"));
    expect((await next()).body).toBe(HIT_BODY.toString());
    expect(seenByNode).toEqual(["GET /rendering-again"]);
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

  it("at shutdown, sends the answer Node's server is making, then closes the connection", async () => {
    const { socket, next, closed } = await openRawConnection(port);
    socket.write(getRequest("/slow") + getRequest("/hit"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    closeWaiting();
    expect((await next()).body).toBe("node answered slowly");
    await closed;
    // The hit asked after it is not answered: the connection closed instead.
    await expect(next()).rejects.toThrow("the connection ended");
  });
});
