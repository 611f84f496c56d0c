import * as z from "zod";
import { MARKDOWN_LIMITS, markdownLimitExceeded, type MarkdownLimit } from "~/domain/markdown-limits";
import { booleanField, optionalText, recordId, requiredText, uploadFile } from "~/domain/schemas/fields";
import { SLUG_PATTERN, slugify } from "~/domain/slug";

export const POST_TITLE_MAX_LENGTH = 160;
export const POST_SLUG_MAX_LENGTH = 100;
export const POST_EXCERPT_MAX_LENGTH = 300;
export const POST_BODY_MAX_LENGTH = 50_000;
/** The description made from a post's prose when it has no excerpt (search results, link previews). */
export const POST_SUMMARY_MAX_LENGTH = 200;
/** Related projects shown under a post. */
export const POST_PROJECTS_MAX = 6;

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** Tabs of /dashboard/blogs: the user's own posts, and every post for those who moderate. */
export const POST_LIST_TABS = ["mine", "all"] as const;
export const POST_LIST_SORTS = ["updated", "published", "title"] as const;

export const POST_MESSAGES = {
  titleRequired: "Please enter a title",
  titleTooLong: `Title must be ${POST_TITLE_MAX_LENGTH} characters or fewer`,
  slugInvalid: "Use lowercase letters, numbers and single hyphens only (e.g. district-15-guide)",
  slugTooLong: `Slug must be ${POST_SLUG_MAX_LENGTH} characters or fewer`,
  slugTaken: "You already have a post with this slug",
  excerptTooLong: `Excerpt must be ${POST_EXCERPT_MAX_LENGTH} characters or fewer`,
  bodyTooLong: `The post must be ${POST_BODY_MAX_LENGTH.toLocaleString("en-SG")} characters or fewer`,
  bodyTooDeep: `Quotes and lists can be nested at most ${MARKDOWN_LIMITS.nesting} levels deep`,
  bodyParagraphTooBusy: `A paragraph can have at most ${MARKDOWN_LIMITS.paragraphMarks} emphasis, code and link marks: split it into shorter ones`,
  bodyTooComplex: "The post has too much formatting: use fewer lines, lists, links or emphasis marks",
  bodyRenderFailed: "The post could not be rendered: simplify its formatting and try again",
  bodyUnavailable: "This post can't be shown right now. Please check back later.",
  bodyRequiredToPublish: "Write the post before publishing it",
  tooManyProjects: `Choose at most ${POST_PROJECTS_MAX} related projects`,
  projectUnknown: "One of the chosen projects is no longer listed",
  notFound: "Post not found",
  editDenied: "You can only change your own posts",
  unpublishDenied: "You don't have permission to unpublish this post",
  emptyTitle: "No Blog Posts Yet",
  emptyText: "Start sharing your insights and expertise with your audience.",
  createFirst: "Create Your First Post",
} as const;

export const POST_TOASTS = {
  saved: "Draft saved",
  published: "Post published",
  updated: "Post updated",
  unpublished: "Post unpublished",
  deleted: "Post deleted",
  saveFailed: "Failed to save post",
  publishFailed: "Failed to publish post",
  unpublishFailed: "Failed to unpublish post",
  deleteFailed: "Failed to delete post",
} as const;

/** A post's slug: what the author typed, or else made from the title. */
export function postSlug(title: string, slug: string | undefined): string {
  return slug ?? slugify(title).slice(0, POST_SLUG_MAX_LENGTH).replace(/-+$/, "");
}

/** The message for each limit of decision record 116 that a body goes past. */
export const POST_BODY_LIMIT_MESSAGES: Record<MarkdownLimit, string> = {
  nesting: POST_MESSAGES.bodyTooDeep,
  paragraphMarks: POST_MESSAGES.bodyParagraphTooBusy,
  weight: POST_MESSAGES.bodyTooComplex,
};

/** A Markdown body: within the length, and within what the renderer can afford (a linear scan, no parse). */
const postBody = z
  .string()
  .max(POST_BODY_MAX_LENGTH, { error: POST_MESSAGES.bodyTooLong, abort: true })
  .superRefine((body, ctx) => {
    const limit = markdownLimitExceeded(body);
    if (limit) ctx.addIssue({ code: "custom", message: POST_BODY_LIMIT_MESSAGES[limit] });
  });

const projectIds = z
  .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(recordId(POST_MESSAGES.projectUnknown)))
  .pipe(z.array(z.string()).max(POST_PROJECTS_MAX, { error: POST_MESSAGES.tooManyProjects }));

/** The editor's form: saved as a draft or published by the intent that posts it. */
export const postSchema = z.object({
  id: recordId(POST_MESSAGES.notFound).optional(),
  title: requiredText(POST_MESSAGES.titleRequired).max(POST_TITLE_MAX_LENGTH, { error: POST_MESSAGES.titleTooLong }),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(POST_SLUG_MAX_LENGTH, { error: POST_MESSAGES.slugTooLong })
    .regex(SLUG_PATTERN, { error: POST_MESSAGES.slugInvalid })
    .optional(),
  excerpt: optionalText(POST_EXCERPT_MAX_LENGTH, POST_MESSAGES.excerptTooLong),
  body: postBody.optional(),
  projectIds,
  /** A new featured image; the stored one stays when none is chosen. */
  featuredImage: uploadFile("postCover").optional(),
  removeFeaturedImage: booleanField(),
});
export type PostData = z.output<typeof postSchema>;

export const postIdSchema = z.object({ id: recordId(POST_MESSAGES.notFound) });

/** An administrator's unpublishing of someone else's post, with the reason the author is mailed. */
export const unpublishAnyPostSchema = postIdSchema.extend({ reason: optionalText(500) });
export type UnpublishAnyPostData = z.output<typeof unpublishAnyPostSchema>;

/** The editor's live preview. */
export const postPreviewSchema = z.object({
  body: postBody.optional(),
});
