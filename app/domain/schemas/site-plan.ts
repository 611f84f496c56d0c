import * as z from "zod";
import { linkUrl, recordId } from "~/domain/schemas/fields";

// A project's site plan (issue 33 item 5, decision record 148): one picture, and each block's
// marker on it as fractions of the picture's width and height, so the plan scales to any screen.

export const SITE_PLAN_MESSAGES = {
  imageInvalid: "Please upload the site plan again",
  placeInvalid: "A marker must sit on the site plan",
  blockNotFound: "This block is not one of the project's",
  duplicateBlock: "Each block has one marker",
  noImageForMarkers: "Upload a site plan before placing the blocks",
  saved: "Site plan saved",
} as const;

const fraction = z.coerce
  .number({ error: SITE_PLAN_MESSAGES.placeInvalid })
  .min(0, { error: SITE_PLAN_MESSAGES.placeInvalid })
  .max(1, { error: SITE_PLAN_MESSAGES.placeInvalid });
const pixels = z.coerce.number({ error: SITE_PLAN_MESSAGES.imageInvalid }).int({ error: SITE_PLAN_MESSAGES.imageInvalid }).positive({ error: SITE_PLAN_MESSAGES.imageInvalid });

/** A block's marker: where its centre sits on the picture. */
export const siteMarkerSchema = z.object({ buildingId: recordId(), x: fraction, y: fraction });
export type SiteMarker = z.output<typeof siteMarkerSchema>;

/**
 * One save of the site plan: the picture (absent: the project has none) and the markers of the
 * blocks placed on it; a block left out has no marker.
 */
export const sitePlanSchema = z
  .object({
    projectId: recordId(),
    imageUrl: linkUrl(SITE_PLAN_MESSAGES.imageInvalid).optional(),
    imageWidth: pixels.optional(),
    imageHeight: pixels.optional(),
    markers: z.array(siteMarkerSchema).max(200).default([]),
  })
  .refine((plan) => plan.imageUrl === undefined || (plan.imageWidth !== undefined && plan.imageHeight !== undefined), {
    error: SITE_PLAN_MESSAGES.imageInvalid,
    path: ["imageUrl"],
  })
  .refine((plan) => plan.imageUrl !== undefined || plan.markers.length === 0, { error: SITE_PLAN_MESSAGES.noImageForMarkers, path: ["markers"] })
  .refine((plan) => new Set(plan.markers.map((marker) => marker.buildingId)).size === plan.markers.length, {
    error: SITE_PLAN_MESSAGES.duplicateBlock,
    path: ["markers"],
  });
export type SitePlanData = z.output<typeof sitePlanSchema>;
