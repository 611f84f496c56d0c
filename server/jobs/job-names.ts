/** The queues' names, which services send to and handlers work. */
export const PERSONAL_DATA_EXPORT_JOB = "personal-data-export";
export const PERSONAL_DATA_EXPORT_EXPIRY_JOB = "personal-data-export-expiry";
export const RESPONSE_TIME_SCAN_JOB = "response-time-scan";
export const RESPONSE_TIME_MAIL_JOB = "response-time-mail";
export const TASK_DIGEST_SCAN_JOB = "task-digest-scan";
export const TASK_DIGEST_MAIL_JOB = "task-digest-mail";
export const SITE_VISIT_ROLLUP_JOB = "site-visit-rollup";
export const BUYER_ALERT_SCAN_JOB = "buyer-alert-scan";
export const BUYER_ALERT_MAIL_JOB = "buyer-alert-mail";
