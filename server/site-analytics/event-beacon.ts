import type { RequestHandler } from "express";
import { isSiteAction } from "~/domain/site-actions";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { siteHostOf } from "../request-host";
import { carriesSessionCookie } from "../session-cookie";
import { resolveSite } from "../tenancy";
import { recordVisit } from "./visit-recorder";

/**
 * POST /api/event?kind=whatsapp&path=/condos/x: a public page's beacon for a contact click or
 * tool use (app/components/action-beacon.ts). Same origin, no cookie of its own, no body; signed-in
 * people and bots are not counted. Always 204, so a page learns nothing from it.
 */
export function eventBeacon(db: Database, config: Config): RequestHandler {
  return async (req, res) => {
    res.status(204).end();
    const kind = req.query.kind;
    const path = typeof req.query.path === "string" && req.query.path.startsWith("/") ? req.query.path.slice(0, 300) : "/";
    if (!isSiteAction(kind) || carriesSessionCookie(req.headers.cookie ?? "")) return;
    try {
      const site = await resolveSite(db, siteHostOf(req), config);
      if (!site.realtorId && site.kind !== "master") return;
      recordVisit({
        realtorId: site.realtorId,
        siteKey: site.realtorId ?? "master",
        kind,
        url: path,
        ip: req.ip ?? "",
        userAgent: req.get("user-agent") ?? "",
        referrer: "",
        host: site.host,
        at: new Date(),
      });
    } catch {
      // A site that cannot be looked up now is a click not counted.
    }
  };
}
