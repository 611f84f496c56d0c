import { sendResponseTimeMail, type ResponseTimeStep } from "../../services/enquiry-response-time";
import type { JobHandler } from "../job-handler";
import { RESPONSE_TIME_MAIL_JOB } from "../job-names";

/** The owner's reminder or the leader's escalation, sent once the scan claimed it (decision record 146). */
export const responseTimeMailJob: JobHandler<{ enquiryId: string; step: ResponseTimeStep }> = {
  name: RESPONSE_TIME_MAIL_JOB,
  retryLimit: 5,
  retryDelaySeconds: 60,
  expireInSeconds: 60,
  run: (data, deps) => sendResponseTimeMail(deps, data),
};
