import { scanResponseTimes } from "../../services/enquiry-response-time";
import type { JobHandler } from "../job-handler";
import { RESPONSE_TIME_SCAN_JOB } from "../job-names";

/** Every minute: claims the reminders and escalations of leads unanswered past their team's target (decision record 146). */
export const responseTimeScanJob: JobHandler = {
  name: RESPONSE_TIME_SCAN_JOB,
  cron: "* * * * *",
  retryLimit: 0,
  retryDelaySeconds: 0,
  expireInSeconds: 120,
  run: async (_data, deps) => {
    await scanResponseTimes(deps);
  },
};
