import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";

// The confirmations of a post's actions, worded once for the posts list and the editor; each
// screen hands in its own trigger button.

interface PostRef {
  id: string;
  title: string;
}

export function PublishPostDialog({ post, trigger }: { post: PostRef; trigger: React.ReactElement }) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Publish "${post.title}"?`}
      description="It appears on your site's blog and on the main site straight away."
      intent="publish"
      values={{ id: post.id }}
      confirmLabel="Publish"
      pendingLabel="Publishing..."
    />
  );
}

/** The author takes it back themselves; an administrator unpublishing someone else's post gives a reason that is mailed. */
export function UnpublishPostDialog({ post, authorName, trigger }: { post: PostRef; authorName: string | null; trigger: React.ReactElement }) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Unpublish "${post.title}"?`}
      description={
        authorName === null
          ? "It leaves the blog and becomes a draft again. You can publish it later."
          : `It leaves every site and becomes a draft for ${authorName}, who is emailed the reason you give.`
      }
      intent="unpublish"
      values={{ id: post.id }}
      confirmLabel="Unpublish"
      pendingLabel="Unpublishing..."
      variant={authorName === null ? "default" : "destructive"}
      reason={authorName === null ? undefined : { label: "Reason for the author", placeholder: "e.g. Quotes prices that are not confirmed" }}
    />
  );
}

export function DeletePostDialog({ post, trigger }: { post: PostRef; trigger: React.ReactElement }) {
  return (
    <ConfirmDialog
      trigger={trigger}
      title={`Delete "${post.title}"?`}
      description="The post is removed for good. This cannot be undone."
      intent="delete"
      values={{ id: post.id }}
      confirmLabel="Delete Post"
      pendingLabel="Deleting..."
      variant="destructive"
      locked
    />
  );
}
