import type { Request, Response } from "express";
import { normaliseHost } from "~/domain/site-url";
import type { Database } from "./db/client";
import { ATTEMPT_RULES, recordAttempts, secondsUntilAllowed } from "./services/accounts/attempt-limits";
import { isLiveSiteHost } from "./services/accounts/live-site-hosts";

const BARE_DOMAIN = /^[a-z0-9.-]{1,253}$/i;

/**
 * `GET /tls/ask?domain=…`, what a TLS-issuing proxy asks before it gets a certificate for a
 * host (Caddy's on-demand TLS `ask`, decision record 097): 200 for the main domain and the
 * domains of active realtors' live sites, 404 for anything else, so nobody can make the proxy
 * request certificates for names we do not serve. Asked afresh each time: a suspended
 * realtor's domain is refused at once. Names refused are counted per client address; past the
 * limit every ask from that address answers 429 with Retry-After until the window slides
 * (decision 123): served names never use the budget, so a proxy's own asks do not fill it.
 */
export function tlsAsk({ db, appDomain }: { db: Database; appDomain: string }) {
  return async (req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").type("text/plain");
    const domain = typeof req.query.domain === "string" ? req.query.domain : "";
    if (!BARE_DOMAIN.test(domain)) {
      res.status(400).send("domain is required: a bare host name\n");
      return;
    }
    const refusals = { rule: ATTEMPT_RULES.tlsRefusedAsksPerAddress, subject: req.ip ?? "" };
    const wait = await secondsUntilAllowed(db, refusals.rule, refusals.subject);
    if (wait > 0) {
      res.status(429).set("Retry-After", String(wait)).send("too many asks for names not served here\n");
      return;
    }
    // The tenancy's reading: lower case, without a trailing dot or `www.` (www.example.sg is example.sg's site).
    const host = normaliseHost(domain);
    const allowed = host !== "" && (host === normaliseHost(appDomain) || (await isLiveSiteHost(db, host)));
    if (!allowed) await recordAttempts(db, [refusals]);
    res.status(allowed ? 200 : 404).send(allowed ? "ok\n" : "not a site served here\n");
  };
}
