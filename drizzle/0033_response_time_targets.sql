CREATE TABLE "response_time_targets" (
	"leader_id" uuid PRIMARY KEY NOT NULL,
	"target_minutes" integer NOT NULL,
	"office_days" integer[] NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "response_time_targets_minutes" CHECK ("response_time_targets"."target_minutes" between 5 and 480),
	CONSTRAINT "response_time_targets_hours" CHECK ("response_time_targets"."opens_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "response_time_targets"."closes_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "response_time_targets"."opens_at" < "response_time_targets"."closes_at"),
	CONSTRAINT "response_time_targets_days" CHECK (cardinality("response_time_targets"."office_days") > 0 and "response_time_targets"."office_days" <@ array[1,2,3,4,5,6,7])
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "response_time_targets" ADD CONSTRAINT "response_time_targets_leader_id_realtors_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_time_targets" ADD CONSTRAINT "response_time_targets_updated_by_user_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_unanswered_idx" ON "enquiries" USING btree ("created_at") WHERE "enquiries"."first_response_at" is null and "enquiries"."escalated_at" is null and "enquiries"."owner_id" is not null;