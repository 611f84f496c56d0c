import { scanTaskDigests } from "../../services/enquiry-tasks";
import type { JobHandler } from "../job-handler";
import { TASK_DIGEST_SCAN_JOB } from "../job-names";

/** 08:00 Singapore time: claims each realtor's morning digest for the day (decision record 147). */
export const taskDigestScanJob: JobHandler = {
  name: TASK_DIGEST_SCAN_JOB,
  cron: "0 8 * * *",
  retryLimit: 3,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  run: async (_data, deps) => {
    await scanTaskDigests(deps);
  },
};
