CREATE TABLE "site_visit_daily_counts" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"project_slug" text,
	"events" integer NOT NULL,
	CONSTRAINT "site_visit_daily_counts_day_site_kind_dimension_key_pk" PRIMARY KEY("day","site","kind","dimension","key")
);
--> statement-breakpoint
CREATE INDEX "site_visit_daily_counts_read_idx" ON "site_visit_daily_counts" USING btree ("site","dimension","kind","day","key","project_slug","events");--> statement-breakpoint
INSERT INTO "site_visit_daily_counts" ("day", "site", "kind", "dimension", "key", "project_slug", "events")
SELECT "day", "site", "kind", 'page', "path", min("project_slug"), sum("events")::int FROM "site_visit_daily" GROUP BY "day", "site", "kind", "path";--> statement-breakpoint
INSERT INTO "site_visit_daily_counts" ("day", "site", "kind", "dimension", "key", "project_slug", "events")
SELECT "day", "site", "kind", 'source', "source", NULL, sum("events")::int FROM "site_visit_daily" GROUP BY "day", "site", "kind", "source";
