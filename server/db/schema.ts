// The one list of every table, for drizzle's relational queries and for better-auth.
export * from "./schema/auth";
export * from "./schema/user-relations";
export * from "./schema/agencies";
export * from "./schema/realtors";
export * from "./schema/realtor-audit-summary";
export * from "./schema/sites";
export * from "./schema/blogs";
export * from "./schema/projects";
export * from "./schema/enquiries";
export * from "./schema/mail";
export * from "./schema/admin-audit";
export * from "./schema/admin-overrides";
export * from "./schema/rates";
export * from "./schema/personal-data";
export * from "./schema/site-visits";
export * from "./schema/buyer-alerts";
