import { buildPersonalDataExport, failPersonalDataExport } from "../../services/personal-data/build-export";
import type { JobHandler } from "../job-handler";
import { PERSONAL_DATA_EXPORT_JOB } from "../job-names";

/** Builds a realtor's "Download my data" archive and mails them the link (decision record 135). */
export const personalDataExportJob: JobHandler<{ exportId: string }> = {
  name: PERSONAL_DATA_EXPORT_JOB,
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 10 * 60,
  async run({ exportId }, deps, { lastAttempt }) {
    try {
      await buildPersonalDataExport(deps, exportId);
    } catch (error) {
      if (lastAttempt) await failPersonalDataExport(deps, exportId);
      throw error;
    }
  },
};
