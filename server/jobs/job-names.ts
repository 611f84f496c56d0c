/** The queues' names, which services send to and handlers work. */
export const PERSONAL_DATA_EXPORT_JOB = "personal-data-export";
export const PERSONAL_DATA_EXPORT_EXPIRY_JOB = "personal-data-export-expiry";
