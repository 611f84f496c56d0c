import type { Logger } from "pino";
import type { SiteContext } from "~/domain/site-context";
import type { Auth } from "./auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { JobSender } from "./jobs/job-sender";
import type { Mailer } from "./mail";
import type { Release } from "./release";
import type { Storage } from "./storage";

/** What the Express entry hands to every loader and action. */
export interface AppServices {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  release: Release;
  /** Uploaded files: checked by content, images resized, on local disk or in an S3 bucket. */
  storage: Storage;
  /** The background job queue (decision record 134): services add jobs, inside their transaction. */
  jobs: JobSender;
}

declare module "react-router" {
  interface AppLoadContext extends AppServices {
    site: SiteContext;
    /** Where the site's links point: resolvedSiteOrigin (app/domain/site-url.ts), never the raw Host. */
    siteOrigin: string;
    /** The client's address (the proxy's forwarded one only when TRUST_PROXY is set). */
    clientIp: string;
    cspNonce: string;
  }
}
