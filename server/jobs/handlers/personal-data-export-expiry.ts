import { expirePersonalDataExport } from "../../services/personal-data/build-export";
import type { JobHandler } from "../job-handler";
import { PERSONAL_DATA_EXPORT_EXPIRY_JOB } from "../job-names";

/** Drops a "Download my data" archive once its download time is over; sent for that time when the archive is built. */
export const personalDataExportExpiryJob: JobHandler<{ exportId: string }> = {
  name: PERSONAL_DATA_EXPORT_EXPIRY_JOB,
  retryLimit: 5,
  retryDelaySeconds: 300,
  expireInSeconds: 60,
  run: ({ exportId }, deps) => expirePersonalDataExport(deps, exportId),
};
