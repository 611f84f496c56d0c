import * as z from "zod";
import { linkUrl, optionalText, recordId } from "~/domain/schemas/fields";
import { uploadFileError, type UploadKindName } from "~/domain/upload-kinds";

/** What a wizard or unit-mix upload is for, and the upload kind that holds it to its types and limit. */
export const PROJECT_UPLOAD_TARGETS = {
  banner: "projectImage",
  gallery: "projectImage",
  floorPlan: "projectImage",
  sitePlan: "projectImage",
  brochure: "brochure",
} as const satisfies Record<string, UploadKindName>;
export type ProjectUploadTarget = keyof typeof PROJECT_UPLOAD_TARGETS;

export const MEDIA_MESSAGES = {
  imageUrlInvalid: "Please enter a valid URL",
  altTextTooLong: "Alt text must be 200 characters or fewer",
  galleryTooLong: "A project shows at most 30 gallery images",
  fileRequired: "Please choose a file",
} as const;

export const GALLERY_LIMIT = 30;

/**
 * One upload from the wizard: stored at once under the project's folder, so a refusal of the
 * wizard afterwards (a slug taken meanwhile) keeps it. A new project uploads under the id it
 * will be created with.
 */
export const projectUploadSchema = z
  .object({
    projectId: recordId(),
    target: z.enum(Object.keys(PROJECT_UPLOAD_TARGETS) as [ProjectUploadTarget, ...ProjectUploadTarget[]]),
    file: z.file({ error: MEDIA_MESSAGES.fileRequired }),
  })
  .superRefine((upload, ctx) => {
    const message = uploadFileError(PROJECT_UPLOAD_TARGETS[upload.target], upload.file);
    if (message) ctx.addIssue({ code: "custom", message, path: ["file"] });
  });
export type ProjectUploadData = z.output<typeof projectUploadSchema>;

const dimension = z.number().int().positive().optional();

/** A gallery picture of a project: its stored URL, alt text, size and whether it is an artist's impression; its order is its place in the list. */
export const galleryImageSchema = z.object({
  url: linkUrl(MEDIA_MESSAGES.imageUrlInvalid),
  altText: optionalText(200, MEDIA_MESSAGES.altTextTooLong),
  width: dimension,
  height: dimension,
  /** Shown as 'Artist's impression' on the public gallery; an unticked box posts nothing. */
  isArtistImpression: z.boolean().default(false),
});
export type GalleryImageData = z.output<typeof galleryImageSchema>;

export const galleryListSchema = z.array(galleryImageSchema).max(GALLERY_LIMIT, { error: MEDIA_MESSAGES.galleryTooLong });
