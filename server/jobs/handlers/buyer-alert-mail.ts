import { sendAlertMail } from "../../services/buyer-alerts";
import type { JobHandler } from "../job-handler";
import { BUYER_ALERT_MAIL_JOB } from "../job-names";

/** One buyer alert's mail for one day, once the scan claimed it (decision record 154). */
export const buyerAlertMailJob: JobHandler<{ alertId: string; day: string }> = {
  name: BUYER_ALERT_MAIL_JOB,
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
  run: (data, deps) => sendAlertMail(deps, data),
};
