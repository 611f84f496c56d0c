import { EyeOff, ExternalLink, FilePen, FileText, Newspaper, PenLine, Plus, Send, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard.blogs";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { DataTable, type Column } from "~/components/dashboard/data-table";
import { UrlSearch, UrlTabs } from "~/components/dashboard/list-toolbar";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/domain/format";
import { LIST_PAGE_SIZE, parseListQuery } from "~/domain/list-query";
import { hasPermission, POST_AUTHOR_ROLES } from "~/domain/permissions";
import { POST_LIST_SORTS, POST_LIST_TABS, POST_MESSAGES, POST_TOASTS, postIdSchema, unpublishAnyPostSchema } from "~/domain/schemas/blog-post";
import { accountMeta } from "~/features/auth/account-meta";
import { blogPostPath } from "~/features/blog/blog-card";
import { DeletePostDialog, PublishPostDialog, UnpublishPostDialog } from "~/features/blog/post-confirm-dialogs";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { deletePost, listPosts, postStats, publishPost, unpublishPost, type PostRow } from "#server/services/blog-posts";

export const handle: BreadcrumbHandle = { breadcrumb: "Blog Posts" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Blog Posts", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  const moderator = hasPermission(user.role, "postsUnpublishAny");
  const parsed = parseListQuery(new URL(request.url).searchParams, {
    sorts: POST_LIST_SORTS,
    defaultSort: "updated",
    defaultDir: "desc",
    tabs: POST_LIST_TABS,
    defaultTab: "mine",
  });
  const query = moderator ? parsed : { ...parsed, tab: "mine" as const };
  const [stats, list] = await Promise.all([postStats(context, user), listPosts(context, user, query)]);
  return { role: user.role, userId: user.id, moderator, query, stats, list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { roles: POST_AUTHOR_ROLES });
  return handleIntents(request, context, {
    publish: intent({
      schema: postIdSchema,
      failureTitle: POST_TOASTS.publishFailed,
      run: async (input) => ({ title: POST_TOASTS.published, description: (await publishPost(context, user, input)).title }),
    }),
    unpublish: intent({
      schema: unpublishAnyPostSchema,
      failureTitle: POST_TOASTS.unpublishFailed,
      run: async (input) => ({ title: POST_TOASTS.unpublished, description: (await unpublishPost(context, user, input)).title }),
    }),
    delete: intent({
      schema: postIdSchema,
      failureTitle: POST_TOASTS.deleteFailed,
      run: async (input) => ({ title: POST_TOASTS.deleted, description: (await deletePost(context, user, input)).title }),
    }),
  });
}

function PostStatus({ post }: { post: PostRow }) {
  return post.isPublished ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Draft</Badge>;
}

export default function BlogPosts({ loaderData }: Route.ComponentProps) {
  const { role, userId, moderator, query, stats, list } = loaderData;
  const allTab = query.tab === "all";
  const columns: Column<PostRow>[] = [
    {
      key: "title",
      header: "Title",
      sortKey: "title",
      cell: (post) => (
        <span className="flex min-w-0 flex-col items-end md:items-start">
          {post.authorId === userId ? (
            <Link to={`/dashboard/blogs/${post.id}`} className="font-medium text-slate-900 hover:text-brand hover:underline">
              {post.title}
            </Link>
          ) : (
            <span className="font-medium text-slate-900">{post.title}</span>
          )}
          <span className="text-xs text-slate-500">/blog/{post.slug}</span>
        </span>
      ),
    },
    ...(allTab ? [{ key: "author", header: "Author", cell: (post: PostRow) => post.authorName }] : []),
    { key: "status", header: "Status", cell: (post) => <PostStatus post={post} /> },
    {
      key: "published",
      header: "Published",
      sortKey: "published",
      cell: (post) => (post.publishedAt ? formatDate(post.publishedAt) : <span className="text-slate-500">—</span>),
    },
    { key: "updated", header: "Updated", sortKey: "updated", className: "whitespace-nowrap", cell: (post) => formatDate(post.updatedAt) },
    {
      key: "actions",
      header: "Actions",
      className: "md:text-right",
      cell: (post) => <PostActions post={post} own={post.authorId === userId} />,
    },
  ];

  const newPost = (
    <Button asChild>
      <Link to="/dashboard/blogs/new">
        <Plus aria-hidden="true" />
        New Post
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Blog Posts"
        role={role}
        description="Write market updates and launch reviews. Published posts appear on your site's blog and on the main site."
        actions={newPost}
      />
      <StatGrid className="lg:grid-cols-3">
        <StatCard label="My posts" value={stats.total} icon={FileText} />
        <StatCard label="Published" value={stats.published} icon={Newspaper} tone="emerald" />
        <StatCard label="Drafts" value={stats.drafts} icon={FilePen} tone="amber" />
      </StatGrid>

      <section aria-labelledby="post-list" className="mt-8">
        <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="post-list" className="text-lg font-semibold text-slate-900">
            {allTab ? "Published posts of every author" : "My posts"}
          </h2>
          <UrlSearch label="Search posts" placeholder="Search by title" />
        </div>
        {moderator ? (
          <div className="mb-3">
            <UrlTabs
              label="Whose posts"
              current={query.tab}
              tabs={[
                { value: "mine", label: "My posts", count: stats.total },
                { value: "all", label: "All published posts" },
              ]}
            />
          </div>
        ) : null}
        {!allTab && stats.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="blog-empty">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand/10 text-brand">
              <Newspaper className="size-7" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-slate-900">{POST_MESSAGES.emptyTitle}</h3>
            <p className="mt-2 text-slate-600">{POST_MESSAGES.emptyText}</p>
            <Button asChild className="mt-6">
              <Link to="/dashboard/blogs/new">
                <PenLine aria-hidden="true" />
                {POST_MESSAGES.createFirst}
              </Link>
            </Button>
          </div>
        ) : (
          <DataTable
            caption={allTab ? "Published posts" : "My posts"}
            columns={columns}
            rows={list.rows}
            rowKey={(post) => post.id}
            paging={{ page: query.page, pageSize: LIST_PAGE_SIZE, total: list.total }}
            empty={{ title: "No matching posts", description: "Try another title." }}
          />
        )}
      </section>
    </>
  );
}

function PostActions({ post, own }: { post: PostRow; own: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {own ? (
        <Button asChild variant="ghost" size="sm">
          <Link to={`/dashboard/blogs/${post.id}`} aria-label={`Edit ${post.title}`}>
            <PenLine aria-hidden="true" />
            Edit
          </Link>
        </Button>
      ) : null}
      {post.isPublished ? (
        <Button asChild variant="ghost" size="sm">
          <a href={blogPostPath(post)} target="_blank" rel="noopener noreferrer" aria-label={`View ${post.title}`}>
            <ExternalLink aria-hidden="true" />
            View
          </a>
        </Button>
      ) : null}
      {own && !post.isPublished ? (
        <PublishPostDialog
          post={post}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Publish ${post.title}`}>
              <Send aria-hidden="true" />
              Publish
            </Button>
          }
        />
      ) : null}
      {post.isPublished ? (
        <UnpublishPostDialog
          post={post}
          authorName={own ? null : post.authorName}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Unpublish ${post.title}`}>
              <EyeOff aria-hidden="true" />
              Unpublish
            </Button>
          }
        />
      ) : null}
      {own ? (
        <DeletePostDialog
          post={post}
          trigger={
            <Button variant="ghost" size="sm" className="text-red-600 hover:bg-red-50 hover:text-red-700" aria-label={`Delete ${post.title}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
