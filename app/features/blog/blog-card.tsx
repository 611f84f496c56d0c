import { ArrowUpRight, CalendarDays, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/domain/format";
import type { PublicPostSummary } from "~/domain/public-read-models";
import { ProjectImage } from "~/components/project-image";

type BlogCardData = Pick<PublicPostSummary, "id" | "slug" | "title" | "excerpt" | "featuredImageUrl" | "publishedAt">;

/** A post's address: its slug when it has one, else its id (both resolve). */
export function blogPostPath(post: { id: string; slug: string | null }): string {
  return `/blog/${post.slug || post.id}`;
}

/** The publication date, or the spec's 'Draft' label when a post has none (part 1 §4). */
export function PublishedDate({ publishedAt }: { publishedAt: Date | string | null }) {
  if (!publishedAt) return <Badge variant="warning">Draft</Badge>;
  const date = new Date(publishedAt);
  return (
    <time dateTime={date.toISOString()} className="inline-flex items-center gap-1.5">
      <CalendarDays className="size-3.5" aria-hidden="true" />
      {formatDate(date)}
    </time>
  );
}

export function BlogCard({ post, headingLevel = 3 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article data-testid="blog-card" className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition hover:shadow-lg hover:shadow-slate-900/10">
      <ProjectImage
        src={post.featuredImageUrl}
        alt=""
        sizes="(min-width: 1280px) 300px, (min-width: 640px) 45vw, 100vw"
        width={960}
        height={600}
        className="aspect-[16/10]"
        imageClassName="transition duration-500 group-hover:scale-105"
        icon={<Newspaper className="size-10" aria-hidden="true" />}
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-medium text-slate-500">
          <PublishedDate publishedAt={post.publishedAt} />
        </p>
        <Heading className="mt-2 text-base font-semibold leading-snug tracking-tight text-slate-900">
          <Link to={blogPostPath(post)} className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-brand">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt ? <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p> : null}
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand">
          Read article
          <ArrowUpRight className="size-4 transition group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
