CREATE TABLE "site_visit_daily_sites" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "site_visit_daily_sites_day_site_pk" PRIMARY KEY("day","site")
);
--> statement-breakpoint
CREATE TABLE "site_visit_rollup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"final_through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_visit_daily" ADD COLUMN "project_slug" text;--> statement-breakpoint
CREATE INDEX "site_visit_daily_sites_site_day_idx" ON "site_visit_daily_sites" USING btree ("site","day");--> statement-breakpoint
CREATE INDEX "site_visit_daily_project_views_idx" ON "site_visit_daily" USING btree ("day","project_slug") WHERE "site_visit_daily"."site" = 'all' and "site_visit_daily"."kind" = 'view' and "site_visit_daily"."project_slug" is not null;