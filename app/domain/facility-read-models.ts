import type { FacilityDetailsData, FacilityOptionData } from "~/domain/schemas/facility";
import type { StoredValues } from "~/domain/stored-values";

/**
 * What the facility screens read: the shapes `server/services/projects/project-facilities.ts`
 * and the project page return and the components render, inferred from the facility schemas and
 * declared once here because components may not import from `server/`.
 */

/** Configure Details of a facility at one project, as stored: what the form leaves empty is null. */
export type FacilityDetails = StoredValues<FacilityDetailsData>;

/** One option of the shared list (decision record 107). Its icon is stored as text, shown as 'default' when unknown. */
export interface FacilityOption extends StoredValues<Omit<FacilityOptionData, "iconClass">> {
  id: string;
  iconClass: string | null;
}

/** An option on a project's Facilities page: whether the project offers it, and its details there. */
export interface FacilityChoice extends FacilityOption {
  selected: boolean;
  details: FacilityDetails | null;
}

/**
 * A facility on the public project page: the option with the project's details, the details'
 * description over the option's own; `id` is the project's selection.
 */
export type PublicFacility = FacilityOption & FacilityDetails;
