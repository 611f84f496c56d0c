import { spawn, type ChildProcess } from "node:child_process";

/**
 * Node's own floor for the hot path: a bare `net` server in a process of its own, writing one
 * prebuilt answer (the page's gzip bytes behind a minimal head) for every request it reads, with
 * no HTTP parsing, no lookup and nothing else in its heap. What no app on Node can beat on this
 * machine, next to nginx: it tells how much of the app's p99 is the runtime's.
 */
export function startBareNodeServer(port: number, gzipped: Buffer): ChildProcess {
  const script = `
const net = require("node:net");
const body = Buffer.from(process.env.BODY, "base64");
const answer = Buffer.concat([Buffer.from("HTTP/1.1 200 OK\\r\\nContent-Type: text/html; charset=utf-8\\r\\nContent-Encoding: gzip\\r\\nContent-Length: " + body.length + "\\r\\nConnection: keep-alive\\r\\n\\r\\n", "latin1"), body]);
net.createServer((socket) => {
  socket.on("error", () => socket.destroy());
  socket.on("data", (data) => {
    socket.cork();
    for (let end = data.indexOf("\\r\\n\\r\\n"); end !== -1; end = data.indexOf("\\r\\n\\r\\n", end + 4)) socket.write(answer);
    socket.uncork();
  });
}).listen(${port}, "127.0.0.1");`;
  return spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BODY: gzipped.toString("base64") } });
}
