CREATE TABLE "stamp_duty_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"bsd_tiers" jsonb NOT NULL,
	"absd_percent" jsonb NOT NULL,
	"loan_limits" jsonb NOT NULL,
	"debt_limits" jsonb NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "licence_number" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "preferred_time" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nearby_schools" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "nearby_schools" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "nearby_transport" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "nearby_transport" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "project_images" ADD COLUMN "is_artist_impression" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stamp_duty_rates" ADD CONSTRAINT "stamp_duty_rates_recorded_by_user_profiles_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stamp_duty_rates_effective_idx" ON "stamp_duty_rates" USING btree ("effective_date" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "nearby_schools" ADD CONSTRAINT "nearby_schools_latitude_range" CHECK ("nearby_schools"."latitude" IS NULL OR "nearby_schools"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "nearby_schools" ADD CONSTRAINT "nearby_schools_longitude_range" CHECK ("nearby_schools"."longitude" IS NULL OR "nearby_schools"."longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "nearby_transport" ADD CONSTRAINT "nearby_transport_latitude_range" CHECK ("nearby_transport"."latitude" IS NULL OR "nearby_transport"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "nearby_transport" ADD CONSTRAINT "nearby_transport_longitude_range" CHECK ("nearby_transport"."longitude" IS NULL OR "nearby_transport"."longitude" BETWEEN -180 AND 180);