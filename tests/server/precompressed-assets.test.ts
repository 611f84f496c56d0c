import express from "express";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import compression from "compression";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "#server/precompressed-assets";

const SCRIPT = `export const answer = ${JSON.stringify("x".repeat(4000))};\n`;
let dir: string;
let server: Server;
let port: number;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

function get(pathname: string, encoding: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathname, headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "condo-assets-"));
  writeFileSync(path.join(dir, "entry-abc.js"), SCRIPT);
  // Marked copies: the test can tell a prebuilt copy from one compressed on the fly.
  writeFileSync(path.join(dir, "entry-abc.js.br"), brotliCompressSync(`${SCRIPT}// br copy\n`));
  writeFileSync(path.join(dir, "entry-abc.js.gz"), gzipSync(`${SCRIPT}// gzip copy\n`));
  writeFileSync(path.join(dir, "plain-def.js"), SCRIPT);
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir));
  app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", index: false }));
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("prebuilt compressed assets", () => {
  it("a browser gets the brotli copy as JavaScript, cached for a year", async () => {
    const answer = await get("/assets/entry-abc.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(answer.raw).toString()).toContain("// br copy");
  });

  it("a client without brotli gets the gzip copy", async () => {
    const answer = await get("/assets/entry-abc.js", "gzip");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.raw).toString()).toContain("// gzip copy");
  });

  it("a client refusing both gets the plain file", async () => {
    const answer = await get("/assets/entry-abc.js", "identity");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.raw.toString()).toBe(SCRIPT);
  });

  it("a file without copies is served as before, compressed on the fly", async () => {
    const answer = await get("/assets/plain-def.js", "br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.raw).toString()).toBe(SCRIPT);
  });

  it("a path outside the folder is not served", async () => {
    const answer = await get("/assets/..%2Fentry-abc.js", "br");
    expect(answer.status).toBe(404);
  });
});
