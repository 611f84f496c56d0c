import { describe, expect, it } from "vitest";
import { MAX_HEAD_BYTES, readPlainGetRequests } from "#server/plain-get-requests";

// Issue 17 item 1 (decision record 101): the socket lane answers only requests it reads beyond
// doubt; everything else, from the first request it is unsure of, is Node's parser's.

const read = (text: string) => readPlainGetRequests(Buffer.from(text, "latin1"));
const plain = "GET /condos?page=2 HTTP/1.1\r\nHost: leader.localhost\r\nAccept-Encoding: gzip, br\r\nCookie: theme=dark\r\n\r\n";

describe("reading plain GET requests", () => {
  it("reads a browser's GET with its headers under lower-case names, and where it ends", () => {
    const [request, ...rest] = read(plain);
    expect(rest).toEqual([]);
    expect(request.url).toBe("/condos?page=2");
    expect({ ...request.headers }).toEqual({ host: "leader.localhost", "accept-encoding": "gzip, br", cookie: "theme=dark" });
    expect(request.end).toBe(plain.length);
  });

  it("reads pipelined requests in order, each with its own end", () => {
    const second = "GET /about HTTP/1.1\r\nHost: agent.localhost\r\nConnection: keep-alive\r\n\r\n";
    const requests = read(plain + second);
    expect(requests.map((request) => request.url)).toEqual(["/condos?page=2", "/about"]);
    expect(requests[1].end).toBe(plain.length + second.length);
  });

  it("trims the whitespace around a value and keeps the spaces inside it", () => {
    const [request] = read("GET / HTTP/1.1\r\nHost:   leader.localhost \t\r\nUser-Agent: Mozilla/5.0 (X11; Linux)\r\n\r\n");
    expect(request.headers.host).toBe("leader.localhost");
    expect(request.headers["user-agent"]).toBe("Mozilla/5.0 (X11; Linux)");
  });

  it("stops at an incomplete request, leaving it and what follows to Node", () => {
    expect(read("GET / HTTP/1.1\r\nHost: leader.localhost\r\n")).toEqual([]);
    expect(read(`${plain}GET /about HTTP/1.1\r\nHo`).map((request) => request.url)).toEqual(["/condos?page=2"]);
  });

  it.each([
    ["a body by length", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\n\r\n"],
    ["a chunked body", "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"],
    ["an upgrade", "GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\n\r\n"],
    ["an Expect", "GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n"],
    ["a wish to close", "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"],
    ["no Host", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n"],
    ["Host twice", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"],
    ["any header twice", "GET / HTTP/1.1\r\nHost: a\r\nCookie: x=1\r\nCookie: y=2\r\n\r\n"],
    ["HTTP/1.0", "GET / HTTP/1.0\r\nHost: a\r\n\r\n"],
    ["a HEAD", "HEAD / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a POST", "POST / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["an absolute URL", "GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a space in the URL", "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a folded header", "GET / HTTP/1.1\r\nHost: a\r\nX-Long: one\r\n two\r\n\r\n"],
    ["a bare LF inside the head", "GET / HTTP/1.1\r\nHost: a\nX-Smuggled: 1\r\n\r\n"],
    ["a space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n"],
    ["a byte above ASCII", "GET / HTTP/1.1\r\nHost: a\r\nX-Name: caf\xe9\r\n\r\n"],
    ["a NUL", "GET / HTTP/1.1\r\nHost: a\r\nX-Name: a\x00b\r\n\r\n"],
  ])("leaves %s to Node", (_label, head) => {
    expect(read(head)).toEqual([]);
    // ... and every request after it on the connection.
    expect(read(plain + head + plain).map((request) => request.url)).toEqual(["/condos?page=2"]);
  });

  it("leaves a head larger than Node's own limit to Node", () => {
    const big = `GET / HTTP/1.1\r\nHost: a\r\nCookie: ${"x".repeat(MAX_HEAD_BYTES)}\r\n\r\n`;
    expect(read(big)).toEqual([]);
  });
});
