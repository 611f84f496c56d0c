import { rollUpSiteVisits } from "../../site-analytics/visit-rollup";
import type { JobHandler } from "../job-handler";
import { SITE_VISIT_ROLLUP_JOB } from "../job-names";

/** Hourly: the day's visit rollups, the raw events' retention and the old salts (decision record 153). */
export const siteVisitRollupJob: JobHandler = {
  name: SITE_VISIT_ROLLUP_JOB,
  cron: "7 * * * *",
  retryLimit: 3,
  retryDelaySeconds: 120,
  expireInSeconds: 600,
  run: (_data, deps) => rollUpSiteVisits(deps.db, { rawDays: deps.config.siteAnalyticsRawDays }),
};
