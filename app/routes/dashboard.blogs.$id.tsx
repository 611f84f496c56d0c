import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, ExternalLink, EyeOff, Loader2, Save, Send, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard.blogs.$id";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { isIntentReply } from "~/domain/intent-reply";
import { FlashToast } from "~/components/flash-toast";
import { FileField, FormMessage, TextareaField, TextField } from "~/components/form-fields";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { cn } from "~/components/ui/cn";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/input";
import { formatDate } from "~/domain/format";
import { POST_AUTHOR_ROLES } from "~/domain/permissions";
import { POST_BODY_MAX_LENGTH, POST_MESSAGES, POST_PROJECTS_MAX, POST_TOASTS, postIdSchema, postSchema, unpublishAnyPostSchema } from "~/domain/schemas/blog-post";
import { slugify } from "~/domain/slug";
import { uploadAccept } from "~/domain/upload-kinds";
import { accountMeta } from "~/features/auth/account-meta";
import { blogPostPath } from "~/features/blog/blog-card";
import { PostBody } from "~/features/blog/post-body";
import { DeletePostDialog, UnpublishPostDialog } from "~/features/blog/post-confirm-dialogs";
import { responsiveSource } from "~/components/project-image";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { deletePost, getOwnPost, postProjectChoices, savePost, unpublishPost } from "#server/services/blog-posts";
import { NotFoundError } from "#server/services/errors";

export const handle: BreadcrumbHandle = { breadcrumb: "Editor" };
export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => accountMeta(loaderData?.post ? `Edit: ${loaderData.post.title}` : "New Post", matches);

const NEW = "new";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  const projects = await postProjectChoices(context, user);
  if (params.id === NEW) return { post: null, previewHtml: "", projects };
  const id = postIdSchema.safeParse({ id: params.id });
  if (!id.success) throw new NotFoundError(POST_MESSAGES.notFound);
  const post = await getOwnPost(context, user, id.data);
  // The preview opens on the HTML stored at the last save: opening the editor renders nothing.
  return { post, previewHtml: post.bodyHtml ?? "", projects };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  const created = params.id === NEW;
  const existing = postIdSchema.safeParse({ id: params.id });
  if (!created && !existing.success) throw new NotFoundError(POST_MESSAGES.notFound);
  const save = (mode: "keep" | "publish") =>
    intent({
      schema: postSchema,
      failureTitle: mode === "publish" ? POST_TOASTS.publishFailed : POST_TOASTS.saveFailed,
      run: async (input) => {
        const saved = await savePost(context, user, { ...input, id: existing.data?.id }, mode);
        const title = mode === "publish" ? POST_TOASTS.published : saved.isPublished ? POST_TOASTS.updated : POST_TOASTS.saved;
        return { title, description: input.title, redirectTo: created ? `/dashboard/blogs/${saved.id}` : undefined };
      },
    });
  return handleIntents(request, context, {
    save: save("keep"),
    publish: save("publish"),
    unpublish: intent({
      schema: unpublishAnyPostSchema,
      failureTitle: POST_TOASTS.unpublishFailed,
      run: async (input) => ({ title: POST_TOASTS.unpublished, description: (await unpublishPost(context, user, input)).title }),
    }),
    delete: intent({
      schema: postIdSchema,
      failureTitle: POST_TOASTS.deleteFailed,
      run: async (input) => ({ title: POST_TOASTS.deleted, description: (await deletePost(context, user, input)).title, redirectTo: "/dashboard/blogs" }),
    }),
  });
}

/** Re-renders the preview on the server a moment after the author stops typing. */
function useLivePreview(initialHtml: string) {
  const fetcher = useFetcher<{ html: string | null; error: string | null }>();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);
  const update = (body: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.submit({ body }, { method: "post", action: "/dashboard/blogs/preview" }), 350);
  };
  return { html: fetcher.data?.html ?? initialHtml, error: fetcher.data?.error ?? null, updating: fetcher.state !== "idle", update };
}

export default function PostEditor({ loaderData }: Route.ComponentProps) {
  const { post, previewHtml, projects } = loaderData;
  const actionData = useActionData<typeof action>();
  const reply = isIntentReply(actionData) && (actionData.intent === "save" || actionData.intent === "publish") ? actionData : undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [title, setTitle] = useState(post?.title ?? "");
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useLivePreview(previewHtml);
  const [form, fields] = useForm({
    id: `post-${post?.id ?? NEW}`,
    lastResult: reply?.ok ? undefined : reply?.result,
    defaultValue: post ? { title: post.title, slug: post.slug, excerpt: post.excerpt ?? "", body: post.body } : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postSchema }),
  });
  const { key: bodyKey, ...bodyProps } = getTextareaProps(fields.body);
  const chosen = new Set(post?.projectIds ?? []);

  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <Link to="/dashboard/blogs" className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All posts
      </Link>
      <header className="mb-6 mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{post ? "Edit Post" : "New Post"}</h1>
        {post ? post.isPublished ? <Badge variant="success">Published {post.publishedAt ? formatDate(post.publishedAt) : ""}</Badge> : <Badge variant="warning">Draft</Badge> : null}
      </header>

      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <FormMessage errors={form.errors} />
          <TextField meta={fields.title} label="Title" placeholder="e.g. District 15 New Launches: What to Know" onChange={(event) => setTitle(event.currentTarget.value)} />
          <TextField
            meta={fields.slug}
            label="Slug"
            placeholder={slugify(title) || "made-from-the-title"}
            hint={post?.isPublished ? `The post's address: /blog/${post.slug}. Changing it breaks links already shared.` : "The post's address, /blog/{slug}. Leave empty to make it from the title."}
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextareaField meta={fields.excerpt} label="Excerpt" rows={2} hint="One or two sentences shown on blog cards and in link previews." />

          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm font-medium text-slate-900" id="body-label">
                Post
              </span>
              <div role="tablist" aria-label="Editor view" className="flex rounded-lg bg-slate-100 p-1 2xl:hidden">
                {(["write", "preview"] as const).map((value) => (
                  <button
                    key={value}
                    type="button"
                    role="tab"
                    aria-selected={tab === value}
                    onClick={() => setTab(value)}
                    className={cn("rounded-md px-3 py-1 text-sm font-medium", tab === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600")}
                  >
                    {value === "write" ? "Write" : "Preview"}
                  </button>
                ))}
              </div>
            </div>
            <div className="grid gap-4 2xl:grid-cols-2">
              <div className={cn(tab === "preview" && "hidden 2xl:block")}>
                <Field
                  label={<span className="sr-only">Post body in Markdown</span>}
                  htmlFor={fields.body.id}
                  errors={fields.body.errors}
                  errorId={fields.body.errorId}
                  hint="Markdown: ## for a heading, - for a list, **bold**, [link](https://…). Scripts and raw HTML are removed."
                >
                  <Textarea
                    key={bodyKey}
                    {...bodyProps}
                    rows={22}
                    maxLength={POST_BODY_MAX_LENGTH}
                    className="min-h-[28rem] font-mono text-sm leading-6"
                    onChange={(event) => preview.update(event.currentTarget.value)}
                  />
                </Field>
              </div>
              <section
                aria-label="Preview"
                aria-busy={preview.updating || undefined}
                className={cn("min-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-slate-50/60 p-4 sm:p-5", tab === "write" && "hidden 2xl:block")}
              >
                <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-slate-400">Preview</p>
                {preview.error ? (
                  <p role="alert" className="text-sm text-red-600">
                    {preview.error}
                  </p>
                ) : preview.html ? (
                  <PostBody html={preview.html} />
                ) : (
                  <p className="text-sm text-slate-500">The post appears here as visitors will see it.</p>
                )}
              </section>
            </div>
          </div>
        </div>

        <aside className="grid content-start gap-6">
          <section aria-labelledby="post-publish" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="post-publish" className="text-base font-semibold text-slate-900">
              {post?.isPublished ? "Published" : "Draft"}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {post?.isPublished ? "Saving updates the live post." : "Only you see a draft. Publishing puts it on your site's blog and the main site."}
            </p>
            <div className="mt-4 grid gap-2">
              {post?.isPublished ? (
                <Button type="submit" name="intent" value="save" disabled={submitting !== null}>
                  {submitting === "save" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                  {submitting === "save" ? "Saving..." : "Update Post"}
                </Button>
              ) : (
                <>
                  <Button type="submit" name="intent" value="publish" disabled={submitting !== null}>
                    {submitting === "publish" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
                    {submitting === "publish" ? "Publishing..." : "Publish"}
                  </Button>
                  <Button type="submit" name="intent" value="save" variant="outline" disabled={submitting !== null}>
                    {submitting === "save" ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                    {submitting === "save" ? "Saving..." : "Save Draft"}
                  </Button>
                </>
              )}
              {post?.isPublished ? (
                <Button asChild variant="ghost">
                  <a href={blogPostPath(post)} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    View post
                  </a>
                </Button>
              ) : null}
            </div>
          </section>

          <section aria-labelledby="post-cover" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="post-cover" className="text-base font-semibold text-slate-900">
              Featured image
            </h2>
            {post?.featuredImageUrl ? (
              <>
                <img src={responsiveSource(post.featuredImageUrl, 480).src} alt="Current featured image" className="aspect-[16/10] w-full rounded-lg object-cover" />
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <Checkbox name={fields.removeFeaturedImage.name} value="on" />
                  Remove this image
                </label>
              </>
            ) : null}
            <FileField
              meta={fields.featuredImage}
              label={post?.featuredImageUrl ? "Replace with" : "Upload an image"}
              accept={uploadAccept("postCover")}
              hint="JPEG, PNG or WebP up to 10 MB; shown on blog cards and at the top of the post."
            />
          </section>

          <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-describedby={fields.projectIds.errorId}>
            <legend className="sr-only">Related projects</legend>
            <p aria-hidden="true" className="text-base font-semibold text-slate-900">
              Related projects
            </p>
            <p className="mt-1 text-sm text-slate-600">Shown under the post. At most {POST_PROJECTS_MAX}.</p>
            {fields.projectIds.errors?.length ? (
              <p id={fields.projectIds.errorId} role="alert" className="mt-2 text-sm text-red-600">
                {fields.projectIds.errors[0]}
              </p>
            ) : null}
            <ul className="mt-3 grid max-h-72 gap-1 overflow-y-auto pr-1">
              {projects.map((project) => (
                <li key={project.id}>
                  <label className="flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
                    <Checkbox {...getInputProps(fields.projectIds, { type: "checkbox", value: project.id })} key={project.id} defaultChecked={chosen.has(project.id)} />
                    {project.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        </aside>
      </Form>

      {post ? (
        <section aria-labelledby="post-danger" className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <h2 id="post-danger" className="sr-only">
            Unpublish or delete
          </h2>
          <p className="text-sm text-slate-600">Take the post off the sites, or delete it for good.</p>
          <div className="flex flex-wrap gap-2">
            {post.isPublished ? (
              <UnpublishPostDialog
                post={post}
                authorName={null}
                trigger={
                  <Button variant="outline">
                    <EyeOff aria-hidden="true" />
                    Unpublish
                  </Button>
                }
              />
            ) : null}
            <DeletePostDialog
              post={post}
              trigger={
                <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800">
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
            />
          </div>
        </section>
      ) : null}
    </>
  );
}
