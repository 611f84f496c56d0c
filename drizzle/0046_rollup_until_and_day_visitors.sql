CREATE TABLE "site_visit_day_visitors" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "site_visit_day_visitors_site_day_visitor_hash_pk" PRIMARY KEY("site","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "site_visit_rollup" ADD COLUMN "rolled_until" timestamp with time zone;