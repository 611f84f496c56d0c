/** What a person refused a page or an action is told (spec part 1 §6, part 2). */
export const ACCESS_MESSAGES = {
  authenticationRequired: "Authentication Required",
  accessDenied: "Access Denied",
  noPagePermission: "You don't have permission to access this page",
  unknownDashboard: "Access Denied - Unable to determine your dashboard access level.",
  projectManagementDenied: "Access Denied - Admin Only",
  auditTrailDenied: "Access Denied: You don't have permission to view audit trails",
  overrideDenied: "Access Denied: Admin override panel is only available to master users",
  brandingDenied: "Access Denied: You must be a registered realtor to access branding settings.",
  profileDenied: "You need to be logged in to view your profile.",
} as const;
