import { relations, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";
import { projects } from "./projects";

/**
 * A blog post by a realtor or administrator. body is Markdown, rendered and sanitised on the
 * server (server/markdown.ts) once when the post is saved: body_html and body_summary (the
 * description when there is no excerpt) are what visitors get. Both are null on a row never
 * rendered (older than them, or past the limits of decision record 116); start renders those
 * it can, and the page shows a notice for the rest, never rendering on a visit. Listed when is_published; a post without published_at is
 * labelled Draft. The slug is unique across authors, so /blog/{slug} is one post on the master
 * site too (decision record 075).
 */
export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt"),
    body: text("body").notNull().default(""),
    bodyHtml: text("body_html"),
    bodySummary: text("body_summary"),
    featuredImageUrl: text("featured_image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    unique("blogs_slug_key").on(t.slug),
    index("blogs_published_idx").on(t.isPublished, t.publishedAt.desc()),
    index("blogs_user_created_idx").on(t.userId, t.createdAt.desc()),
    check("blogs_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Projects a post names, shown under it in this order. */
export const blogProjects = pgTable(
  "blog_projects",
  {
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.projectId] }), index("blog_projects_project_idx").on(t.projectId)],
);

export const blogsRelations = relations(blogs, ({ one, many }) => ({
  author: one(userProfiles, { fields: [blogs.userId], references: [userProfiles.id] }),
  projects: many(blogProjects),
}));

export const blogProjectsRelations = relations(blogProjects, ({ one }) => ({
  blog: one(blogs, { fields: [blogProjects.blogId], references: [blogs.id] }),
  project: one(projects, { fields: [blogProjects.projectId], references: [projects.id] }),
}));
