ALTER TABLE "blogs" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "body_summary" text;