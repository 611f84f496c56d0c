import { connect, type Socket } from "node:net";

export interface RawResponse {
  status: number;
  /** The header lines as sent, in order. */
  lines: string[];
  /** By lower-case name (the last of a repeated one). */
  headers: Record<string, string>;
  bytes: Buffer;
  body: string;
}

/** A raw connection that reads whole responses as they come. */
export function openRawConnection(port: number): Promise<{ socket: Socket; next: () => Promise<RawResponse>; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let wake: (() => void) | null = null;
    let ended = false;
    const closed = new Promise<void>((done) => socket.once("close", () => done()));
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      wake?.();
    });
    socket.on("end", () => {
      ended = true;
      wake?.();
    });
    socket.on("error", reject);
    const parse = (): RawResponse | null => {
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return null;
      const [statusLine, ...lines] = received.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      const length = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
      const bodyEnd = length === null ? (ended ? received.length : -1) : headEnd + 4 + length;
      if (bodyEnd === -1 || received.length < bodyEnd) return null;
      const bytes = received.subarray(headEnd + 4, bodyEnd);
      received = received.subarray(bodyEnd);
      return { status: Number(statusLine.split(" ")[1]), lines, headers, bytes, body: bytes.toString() };
    };
    const next = async (): Promise<RawResponse> => {
      for (;;) {
        const response = parse();
        if (response) return response;
        if (ended) throw new Error("the connection ended before a whole response came");
        await new Promise<void>((woken) => (wake = woken));
      }
    };
    socket.once("connect", () => resolve({ socket, next, closed }));
  });
}
