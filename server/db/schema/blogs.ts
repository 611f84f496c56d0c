import { relations, sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { userProfiles } from "./auth";

/**
 * A blog post by a realtor or administrator. body is plain text: paragraphs separated by blank
 * lines, '## ' starting a heading line and '- ' a list item. Listed when is_published; a post
 * without published_at is labelled Draft.
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

export const blogsRelations = relations(blogs, ({ one }) => ({
  author: one(userProfiles, { fields: [blogs.userId], references: [userProfiles.id] }),
}));
