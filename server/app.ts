import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import helmet from "helmet";
import { existsSync, readdirSync } from "node:fs";
import type { ServerBuild } from "react-router";
import type { SiteContext } from "~/domain/site-context";
import { resolvedSiteOrigin } from "~/domain/site-url";
import { cacheControlPolicy } from "./cache-control";
import { contentSecurityPolicy, newNonce } from "./content-security-policy";
import { databaseOutage } from "./database-outage";
import { healthEndpoints } from "./health-endpoints";
import type { AppServices } from "./load-context";
import { isVisitorPageRequest, publicPageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import { createRequestHandler } from "./react-router-handler";
import { readRequestBody } from "./request-body";
import { siteHostOf, strictHost } from "./request-host";
import { errorResponder, requestLogger } from "./request-log";
import { uploadsStatic } from "./storage/local-driver";
import { SITE_HOST_HEADER } from "./services/accounts/session-rules";
import { resolveSite } from "./tenancy";
import { eventBeacon } from "./site-analytics/event-beacon";
import { attachVisitStore, pageViewOf, recordVisit } from "./site-analytics/visit-recorder";
import { tlsAsk } from "./tls-ask";

export interface AppOptions {
  services: AppServices;
  /**
   * The React Router server build: the built bundle, or a function asked on every request for
   * Vite's current one in development (React Router then derives its route tables each time).
   */
  loadBuild: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middleware in development; static files from build/client otherwise. */
  devMiddleware?: express.RequestHandler;
  clientDir: string;
  publicDir: string;
}

export function createApp({ services, loadBuild, devMiddleware, clientDir, publicDir }: AppOptions) {
  const { config, auth, logger } = services;
  const app = express();
  const outage = databaseOutage(services.db, logger);
  // Without a store every sighting is dropped at once: counting off.
  if (config.siteAnalytics) attachVisitStore(services.db, logger);
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // Before everything that routes, picks a site or caches: a request naming no valid host is a 400.
  app.use(strictHost());
  app.use(healthEndpoints({ db: services.db, release: services.release }));
  app.get("/tls/ask", tlsAsk({ db: services.db, appDomain: config.appDomain }));
  // The site is looked up once, here: the page cache keys by it and the pages show it. A failed
  // lookup is left to the page's own, which answers with the outage page (decision record 089).
  app.use(async (req, res, next) => {
    if (!isVisitorPageRequest(req)) return next();
    try {
      const site = await resolveSite(services.db, siteHostOf(req), config);
      res.locals.site = site;
      if (req.method === "GET" && (site.realtorId || site.kind === "master")) recordVisit(pageViewOf(req, site, req.ip ?? ""));
    } catch {
      // Answered below.
    }
    next();
  });
  if (config.production) app.use(publicPageCache());
  // After the page cache: a hit replays the Cache-Control its page was first sent with.
  app.use(cacheControlPolicy());

  const csp = config.production ? contentSecurityPolicy({ mapTileUrl: config.map.tileUrl }) : null;
  app.use((req, res, next) => {
    // A page the cache keeps is rendered without a nonce: its scripts are allowed by their hashes (decision record 127).
    const nonce = res.locals.pageSlot ? "" : newNonce();
    res.locals.cspNonce = nonce;
    if (csp && nonce) res.setHeader("Content-Security-Policy", csp.withNonce(nonce));
    // better-auth reads the client address from this header only; never trust a client-sent copy.
    req.headers["x-client-ip"] = req.ip ?? "";
    // The host a session is created on, as the tenancy reads it (decision 080); never a client's copy.
    req.headers[SITE_HOST_HEADER] = siteHostOf(req);
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      // "no-referrer" would make browsers send `Origin: null` on form posts, which the auth origin check refuses.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.production && config.appUrl.startsWith("https:"),
    }),
  );
  // @react-router/node calls res.flush() after every chunk of a streamed response, and this
  // middleware's flush ends a gzip block and drops its window: app/entry.server.tsx hands over
  // one chunk per React flush, so a document is compressed as one stream (decision record 017).
  app.use(compression());
  app.use(requestLogger(logger));
  // The page beacon carries no body (its query says what was clicked): it needs no form type.
  app.post("/api/event", eventBeacon(services.db, config));
  // Every body is read here with a byte count, for the auth API and every page (decision record 085).
  app.use(readRequestBody(logger));

  app.all("/api/auth/{*any}", toNodeHandler(auth));

  if (services.storage.localDirectory) app.use("/uploads", uploadsStatic(services.storage.localDirectory));
  app.use("/demo", express.static(`${publicDir}/demo`, { maxAge: "7d", immutable: true, index: false }));
  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    app.use("/assets", precompressedAssets(`${clientDir}/assets`));
    app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(topLevelFiles(clientDir));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build: loadBuild,
      answerFailure: (req, res, failed) => outage.answerIfUnreachable(req, res, failed),
      mode: config.production ? "production" : "development",
      renderTimeLimitMs: config.renderTimeLimitMs,
      csp,
      logger,
      getLoadContext: async (req: Request, res: Response) => {
        const site = (res.locals.site as SiteContext | undefined) ?? (await resolveSite(services.db, siteHostOf(req), config));
        return {
          ...services,
          site,
          siteOrigin: resolvedSiteOrigin(site, config.appUrl),
          clientIp: req.ip ?? "",
          cspNonce: res.locals.cspNonce as string,
        };
      },
    }),
  );

  app.use(errorResponder(logger));

  return app;
}

/**
 * The build's other public files (favicon, fonts), looked up only for paths under a name the
 * folder holds: a page request would otherwise cost a failed file-system lookup each time.
 */
function topLevelFiles(dir: string): express.RequestHandler {
  // Tests serve no build: then there is nothing to look up.
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serve = express.static(dir, { maxAge: "1h", index: false });
  return (req, res, next) => (names.has(req.path.split("/")[1] ?? "") ? serve(req, res, next) : next());
}
