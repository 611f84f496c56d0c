/**
 * A post body as the server rendered it from Markdown (server/markdown.ts): already sanitised
 * to an allow-list, so it is set as HTML. Used by the public post and the editor's preview.
 */
export function PostBody({ html }: { html: string }) {
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
