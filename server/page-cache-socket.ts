import type { Server } from "node:http";
import type { Socket } from "node:net";
import { readPlainGetRequests, type PlainGetRequest } from "./plain-get-requests";

/**
 * A whole answer to a plain request: the status line and headers (each line ending in CRLF, the
 * connection's own Date and Keep-Alive still to come), then the body. Null: Node's server answers.
 * A promise: the answer is being made elsewhere (a page another request is rendering); the lane
 * asks once more when it settles.
 */
export type SocketAnswer = (request: PlainGetRequest) => readonly [head: Buffer, body: Buffer] | null | Promise<unknown>;

/**
 * Lets `answer` reply to a connection's plain GET requests straight from the socket, before Node's
 * HTTP server builds a request and a response object for each (decision record 101): the page
 * cache's hits, which cost less than that set-up. At the first request it does not answer (or
 * cannot read: a body, a request cut across two packets, anything unusual), the connection becomes
 * Node's for the rest of its life, that request included, with Node's limits and timeouts.
 * Returns what closes the connections still waiting here for their next request, for shutdown.
 */
export function answerFromSocketsFirst(server: Server, answer: SocketAnswer): () => void {
  const listeners = server.listeners("connection");
  if (listeners.length !== 1) throw new Error("set up the socket lane before anything else listens for connections");
  const nodeConnection = listeners[0] as (socket: Socket) => void;
  server.removeListener("connection", nodeConnection);
  const waiting = new Set<Socket>();
  // A lookup that fails leaves the request to Node's server and the app's error handling.
  const answerOrNull = (request: PlainGetRequest) => {
    try {
      return answer(request);
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
        const response = answerOrNull(requests[index]);
        if (response instanceof Promise) {
          if (waited) break;
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
        if (!response) break;
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
    for (const socket of waiting) socket.destroy();
  };
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
