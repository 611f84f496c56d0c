/**
 * One app process for tests/services/cache-drop-across-processes.test.ts, run by Node as a
 * process of its own (so its caches are its own): the real tenancy cache and cache broadcast of
 * server/ over DATABASE_URL (and REDIS_URL when set), with a page that shows the site's name and
 * says whether its site context came from the cache (X-Site-Cache), and `POST /write?tag=…` doing
 * what every write does after its commit: dropCached() with the tags of what it changed.
 * Prints {"port": n} once listening; ends on SIGTERM.
 */
import express from "express";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { startCacheBroadcast } from "../../server/cache-broadcast";
import { openDatabase } from "../../server/db/client";
import { dropCached } from "../../server/memory-cache";
import { siteHostOf, strictHost } from "../../server/request-host";
import { cachedSiteOf, resolveSite } from "../../server/tenancy";

const databaseUrl = process.env.DATABASE_URL!;
const logger = pino({ level: "error" }, pino.destination(2));
const database = await openDatabase({ url: databaseUrl });
const broadcast = await startCacheBroadcast({ databaseUrl, redisUrl: process.env.REDIS_URL, db: database.db, logger });

const app = express();
app.post("/write", (req, res) => {
  dropCached(String(req.query.tag));
  res.type("text").send("dropped\n");
});
// As in server/app.ts: the site is the one of the host strictHost() read.
app.use(strictHost());
app.get("/{*path}", async (req, res) => {
  const host = siteHostOf(req);
  const cached = cachedSiteOf(host) !== undefined;
  const site = await resolveSite(database.db, host, { appDomain: "localhost", devHostMarkers: [] });
  res.set("X-Site-Cache", cached ? "HIT" : "MISS").type("html").send(`<p>${site.siteName}</p>`);
});
const server = app.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(async () => {
    await broadcast?.close();
    await database.close();
    process.exit(0);
  });
});
