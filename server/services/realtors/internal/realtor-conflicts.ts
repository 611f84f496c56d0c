import { REALTOR_ADMIN_MESSAGES } from "~/domain/schemas/realtor";
import { ConflictError, uniqueViolation } from "../../errors";

// A realtor's email, CEA number and host are unique across three tables; each constraint maps to its form field.
const CONFLICTS: Readonly<Record<string, { field: string; message: string }>> = {
  user_profiles_email_unique: { field: "email", message: REALTOR_ADMIN_MESSAGES.emailTaken },
  realtors_cea_number_key: { field: "ceaNumber", message: REALTOR_ADMIN_MESSAGES.ceaTaken },
  realtors_agent_site_url_key: { field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlTaken },
  site_permissions_site_url_key: { field: "agentSiteUrl", message: REALTOR_ADMIN_MESSAGES.siteUrlTaken },
};

/** Runs a realtor write; a unique violation becomes a conflict on the field the user can fix. */
export async function withRealtorConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const known = violation.constraint ? CONFLICTS[violation.constraint] : undefined;
    throw new ConflictError(known?.message ?? "This value is already in use", { field: known?.field ?? null, cause: error });
  }
}
