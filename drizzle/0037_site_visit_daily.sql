CREATE TABLE "site_visit_daily" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"source" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "site_visit_daily_day_site_kind_path_source_pk" PRIMARY KEY("day","site","kind","path","source")
);
--> statement-breakpoint
CREATE INDEX "site_visit_daily_site_day_idx" ON "site_visit_daily" USING btree ("site","day");