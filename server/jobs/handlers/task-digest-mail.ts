import { sendTaskDigest } from "../../services/enquiry-tasks";
import type { JobHandler } from "../job-handler";
import { TASK_DIGEST_MAIL_JOB } from "../job-names";

/** One realtor's morning digest, once the scan claimed it for the day (decision record 147). */
export const taskDigestMailJob: JobHandler<{ realtorId: string; day: string }> = {
  name: TASK_DIGEST_MAIL_JOB,
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
  run: (data, deps) => sendTaskDigest(deps, data),
};
