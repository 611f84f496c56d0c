import type { Logger } from "pino";
import type { SiteContext } from "~/domain/site-context";
import type { Auth } from "./auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Mailer } from "./mail";

/** What the Express entry hands to every loader and action. */
export interface AppServices {
  db: Database;
  auth: Auth;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}

declare module "react-router" {
  interface AppLoadContext extends AppServices {
    site: SiteContext;
    /** The client's address (the proxy's forwarded one only when TRUST_PROXY is set). */
    clientIp: string;
    /** The request came straight from this machine, not through a proxy. */
    fromLoopback: boolean;
    cspNonce: string;
  }
}
