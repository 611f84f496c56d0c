import { request as httpRequest, type Agent as HttpAgent, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { request as httpsRequest, type Agent as HttpsAgent } from "node:https";
import type { PeerCertificate, TLSSocket } from "node:tls";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  /** Over HTTPS: the certificate the server showed (already checked against the CA given). */
  certificate?: PeerCertificate;
}

export interface Destination {
  /** Always 127.0.0.1: the stack runs on this machine, whatever name the Host header says. */
  port: number;
  /** The name sent as Host (and, over HTTPS, as the TLS server name). */
  host: string;
  /** Over HTTPS, through Caddy, trusting only this CA (Caddy's local authority). */
  tls?: { ca: string; agent?: HttpsAgent };
  agent?: HttpAgent;
}

export interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** One request to 127.0.0.1 for `host` (over HTTPS with SNI when `tls` is given), read whole. */
export function answerOf({ port, host, tls, agent }: Destination, path: string, { method = "GET", headers = {}, body }: Ask = {}): Promise<Answer> {
  const options = {
    host: "127.0.0.1",
    port,
    path,
    method,
    headers: { host: tls ? `${host}:${port}` : host, ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) },
  };
  return new Promise((resolve, reject) => {
    const req = tls
      ? httpsRequest({ ...options, servername: host, ca: tls.ca, agent: tls.agent }, read)
      : httpRequest({ ...options, agent }, read);
    function read(res: IncomingMessage) {
      const certificate = tls ? (res.socket as TLSSocket).getPeerCertificate() : undefined;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const whole = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: whole, text: whole.toString("utf8"), certificate });
      });
    }
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer within 30 s: ${method} ${host}${path}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** A form as a browser posts it (urlencoded, or multipart with files), ready for answerOf. */
export async function formBody(form: FormData | URLSearchParams): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), headers: { "content-type": encoded.headers.get("content-type")! } };
}
