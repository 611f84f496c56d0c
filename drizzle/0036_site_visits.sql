CREATE TABLE "site_visit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"realtor_id" uuid,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"project_slug" text,
	"visitor_hash" text NOT NULL,
	"source" text NOT NULL,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "visit_source" text;--> statement-breakpoint
ALTER TABLE "site_visit_events" ADD CONSTRAINT "site_visit_events_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visit_events_site_time_idx" ON "site_visit_events" USING btree ("realtor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "site_visit_events_time_idx" ON "site_visit_events" USING btree ("occurred_at");