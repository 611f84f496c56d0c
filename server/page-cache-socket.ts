import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Duplex } from "node:stream";
import { readPlainGetRequests, type PlainGetRequest } from "./plain-get-requests";

/**
 * A whole answer to a plain request: the status line and headers (each line ending in CRLF, the
 * connection's own Date and Keep-Alive still to come), then the body. Null: Node's server answers.
 * A promise: the answer is being made elsewhere (a page another request is rendering); the lane
 * asks once more when it settles. `peer` is the connection's remote address (a trusted proxy's
 * forwarded host counts only from it).
 */
export type SocketAnswer = (request: PlainGetRequest, peer: string) => readonly [head: Buffer, body: Buffer] | null | Promise<unknown>;

/**
 * Lets `answer` reply to a connection's plain GET requests straight from the socket, before Node's
 * HTTP server builds a request and a response object for each (decision record 101): the page
 * cache's hits, which cost less than that set-up. A plain request it does not answer (a miss, a
 * page still not rendered after waiting once) is answered by Node's server through the socket's
 * view, a connection on Node's side for the socket's misses, and the socket stays in the lane. At
 * the first request it cannot read (a body, a request cut across two packets, anything unusual),
 * the connection becomes Node's for the rest of its life, that request included, with Node's
 * limits and timeouts. Returns what closes the connections still waiting here for their next
 * request, for shutdown.
 */
export function answerFromSocketsFirst(server: Server, answer: SocketAnswer): () => void {
  const listeners = server.listeners("connection");
  if (listeners.length !== 1) throw new Error("set up the socket lane before anything else listens for connections");
  const nodeConnection = listeners[0] as (socket: Socket) => void;
  server.removeListener("connection", nodeConnection);
  const waiting = new Set<Socket>();
  let closing = false;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.socket instanceof NodeView) req.socket.answering(res);
  });
  // A lookup that fails leaves the request to Node's server and the app's error handling.
  const answerOrNull = (request: PlainGetRequest, peer: string) => {
    try {
      return answer(request, peer);
    } catch {
      return null;
    }
  };

  server.on("connection", (socket: Socket) => {
    waiting.add(socket);
    // Until the first request Node would allow headersTimeout; between requests keepAliveTimeout.
    socket.setTimeout(server.headersTimeout);
    const onData = (data: Buffer) => answerFrom(data, readPlainGetRequests(data), 0, 0);
    /**
     * Answers `requests` (read from `data`) from `index` on. A page being rendered is waited for
     * here, once, with the socket paused: the connection stays in the lane, where handing it to
     * Node would keep it there for good (every expired page would take a proxy's pooled
     * connections away from the lane, decision record 101).
     */
    const answerFrom = (data: Buffer, requests: PlainGetRequest[], index: number, answered: number, waited = false) => {
      socket.cork();
      for (; index < requests.length; index++) {
        const response = answerOrNull(requests[index], socket.remoteAddress ?? "");
        if (response instanceof Promise && !waited) {
          socket.uncork();
          socket.pause();
          const askAgain = () => {
            if (socket.destroyed) return;
            socket.resume();
            answerFrom(data, requests, index, answered, true);
          };
          response.then(askAgain, askAgain);
          return;
        }
        if (!response || response instanceof Promise) {
          socket.uncork();
          return answerThroughNode(data, requests, index, answered);
        }
        socket.write(wholeAnswer(response, server.keepAliveTimeout));
        answered = requests[index].end;
        waited = false;
      }
      socket.uncork();
      if (answered < data.length) return handOver(data.subarray(answered));
      // Set once: the socket's own reads and writes restart its timer.
      if (socket.timeout !== server.keepAliveTimeout) socket.setTimeout(server.keepAliveTimeout);
      // A client that asks faster than it reads waits for the buffered answers to drain.
      if (socket.writableNeedDrain) {
        socket.pause();
        socket.once("drain", onDrain);
      }
    };
    /**
     * Node's server answers a request the lane read but does not answer, through the socket's
     * view (made at its first such request); the lane goes on with the socket's next requests
     * once that answer is sent. Handing the socket over instead would keep it with Node for good:
     * a proxy's pooled connection would leave the lane at its first miss (decision record 101).
     */
    let view: NodeView | null = null;
    const answerThroughNode = (data: Buffer, requests: PlainGetRequest[], index: number, answered: number) => {
      const request = requests[index];
      waiting.delete(socket);
      socket.pause();
      // Node's server keeps its own timeouts on the request; a long render must not close the socket.
      socket.setTimeout(0);
      if (!view) {
        view = new NodeView(socket);
        // Node's server takes any Duplex as a connection (its 'connection' event documents it).
        nodeConnection.call(server, view as unknown as Socket);
      }
      view.ask(data.subarray(answered, request.end)).then((open) => {
        if (!open || socket.destroyed) return;
        if (closing) return void socket.end();
        waiting.add(socket);
        socket.setTimeout(server.keepAliveTimeout);
        socket.resume();
        answerFrom(data, requests, index + 1, request.end);
      });
    };
    const onDrain = () => socket.resume();
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onTimeout = () => socket.destroy();
    const onClose = () => waiting.delete(socket);
    socket.on("data", onData);
    socket.on("end", onEnd);
    socket.on("error", onError);
    socket.on("timeout", onTimeout);
    socket.on("close", onClose);

    function handOver(unanswered: Buffer) {
      waiting.delete(socket);
      socket.removeListener("data", onData);
      socket.removeListener("end", onEnd);
      socket.removeListener("error", onError);
      socket.removeListener("timeout", onTimeout);
      socket.removeListener("close", onClose);
      socket.removeListener("drain", onDrain);
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(unanswered);
      nodeConnection.call(server, socket);
      socket.resume();
    }
  });

  return () => {
    closing = true;
    for (const socket of waiting) socket.destroy();
  };
}

/**
 * What Node's server sees as a lane socket's connection: the requests the lane gives it to read,
 * one at a time, its answers written through to the socket, the socket's addresses (trusted
 * proxies and rate limits read them). An answer cut short destroys the socket; Node's server
 * ending the connection (`Connection: close`, a request it refuses, shutdown) ends the socket
 * once what it wrote is sent.
 */
class NodeView extends Duplex {
  private waitingRequest: Buffer | null = null;
  private reading = false;
  private settle: ((open: boolean) => void) | null = null;

  constructor(private readonly socket: Socket) {
    super();
    const lost = () => this.destroy();
    socket.once("close", lost);
    this.once("close", () => {
      socket.removeListener("close", lost);
      this.finish(false);
    });
  }

  /** Has Node's server answer `request`: true once the answer is sent and the socket is the lane's again. */
  ask(request: Buffer): Promise<boolean> {
    return new Promise((settle) => {
      this.settle = settle;
      if (this.reading) {
        this.reading = false;
        this.push(request);
      } else this.waitingRequest = request;
    });
  }

  /** Node's server made `res` for the request asked. */
  answering(res: ServerResponse) {
    res.once("close", () => {
      if (!res.writableFinished) this.socket.destroy();
      this.finish(res.writableFinished && !this.writableEnded && !this.socket.destroyed);
    });
  }

  private finish(open: boolean) {
    if (!open && !this.socket.destroyed) this.socket.destroySoon();
    const settle = this.settle;
    this.settle = null;
    settle?.(open);
  }

  override _read() {
    if (!this.waitingRequest) {
      this.reading = true;
      return;
    }
    const request = this.waitingRequest;
    this.waitingRequest = null;
    this.push(request);
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.socket.write(chunk, encoding, callback);
  }

  override _final(callback: () => void) {
    this.socket.end();
    callback();
  }

  get remoteAddress() {
    return this.socket.remoteAddress;
  }

  get remotePort() {
    return this.socket.remotePort;
  }

  get remoteFamily() {
    return this.socket.remoteFamily;
  }

  get localAddress() {
    return this.socket.localAddress;
  }

  get localPort() {
    return this.socket.localPort;
  }

  // The lane keeps the socket's own timers; Node's server keeps its request timeouts.
  setTimeout() {
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }
}

// Each body's whole answer, made again when the second (and so the Date) changes: one write each.
const wholeAnswers = new WeakMap<Buffer, { head: Buffer; tail: Buffer; bytes: Buffer }>();

function wholeAnswer([head, body]: readonly [Buffer, Buffer], keepAliveTimeoutMs: number): Buffer {
  const tail = connectionTail(keepAliveTimeoutMs);
  const made = wholeAnswers.get(body);
  if (made && made.head === head && made.tail === tail) return made.bytes;
  const bytes = Buffer.concat([head, tail, body]);
  wholeAnswers.set(body, { head, tail, bytes });
  return bytes;
}

let tailSecond = -1;
let tailTimeout = -1;
let tail = Buffer.alloc(0);

/** The headers Node's server adds to every keep-alive answer, made once a second. */
function connectionTail(keepAliveTimeoutMs: number): Buffer {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== tailSecond || keepAliveTimeoutMs !== tailTimeout) {
    tailSecond = second;
    tailTimeout = keepAliveTimeoutMs;
    tail = Buffer.from(
      `Date: ${new Date(second * 1000).toUTCString()}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${Math.floor(keepAliveTimeoutMs / 1000)}\r\n\r\n`,
      "latin1",
    );
  }
  return tail;
}
