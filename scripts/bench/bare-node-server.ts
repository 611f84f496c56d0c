import { spawn, type ChildProcess } from "node:child_process";

/**
 * The hot path's ceiling on this machine (issue 31): a bare `node:http` server in a process of its
 * own answering every request with one prebuilt answer, the same status, headers and body bytes
 * the app sends for a kept page. No lookup, no routing: what no Node app can beat here.
 */
export function startBareNodeServer(port: number, answer: { status: number; headers: [string, string][]; body: Buffer }): ChildProcess {
  const script = `
const http = require("node:http");
const body = Buffer.from(process.env.BODY, "base64");
const headers = JSON.parse(process.env.HEADERS).flat();
http.createServer((req, res) => {
  res.writeHead(${answer.status}, headers);
  res.end(body);
}).listen(${port}, "127.0.0.1");`;
  return spawn(process.execPath, ["-e", script], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BODY: answer.body.toString("base64"), HEADERS: JSON.stringify(answer.headers) },
  });
}
