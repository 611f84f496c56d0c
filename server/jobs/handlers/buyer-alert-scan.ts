import { scanDueAlerts } from "../../services/buyer-alerts";
import type { JobHandler } from "../job-handler";
import { BUYER_ALERT_SCAN_JOB } from "../job-names";

/** 09:00 Singapore time: claims each buyer alert's mail for the day when something changed (decision record 154). */
export const buyerAlertScanJob: JobHandler = {
  name: BUYER_ALERT_SCAN_JOB,
  cron: "0 9 * * *",
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 600,
  run: async (_data, deps) => {
    await scanDueAlerts(deps);
  },
};
