import type { JobHandler } from "./job-handler";
import { buyerAlertMailJob } from "./handlers/buyer-alert-mail";
import { buyerAlertScanJob } from "./handlers/buyer-alert-scan";
import { personalDataExportExpiryJob } from "./handlers/personal-data-export-expiry";
import { personalDataExportJob } from "./handlers/personal-data-export";
import { responseTimeMailJob } from "./handlers/response-time-mail";
import { responseTimeScanJob } from "./handlers/response-time-scan";
import { taskDigestMailJob } from "./handlers/task-digest-mail";
import { siteVisitRollupJob } from "./handlers/site-visit-rollup";
import { taskDigestScanJob } from "./handlers/task-digest-scan";

/** Every kind of background job: a new one is a handler file in handlers/ and a line here. */
export const JOB_HANDLERS: readonly JobHandler[] = [personalDataExportJob, personalDataExportExpiryJob, responseTimeScanJob, responseTimeMailJob, taskDigestScanJob, taskDigestMailJob, siteVisitRollupJob, buyerAlertScanJob, buyerAlertMailJob] as JobHandler[];
