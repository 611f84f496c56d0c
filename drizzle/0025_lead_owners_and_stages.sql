CREATE TYPE "public"."enquiry_stage" AS ENUM('new', 'contacted', 'viewing-booked', 'negotiating', 'unit-booked', 'lost');--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_type" ADD VALUE 'owner-changed';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_type" ADD VALUE 'reply';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_type" ADD VALUE 'contact-attempt';--> statement-breakpoint
CREATE TABLE "enquiry_routing" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"round_robin" boolean DEFAULT true NOT NULL,
	"fallback_realtor_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_routing_single_row" CHECK ("enquiry_routing"."id")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "stage" "enquiry_stage" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "from_stage" "enquiry_stage";--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "to_stage" "enquiry_stage";--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "from_owner_name" text;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "to_owner_name" text;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD COLUMN "last_routed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_routing" ADD CONSTRAINT "enquiry_routing_fallback_realtor_id_realtors_id_fk" FOREIGN KEY ("fallback_realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_routing" ADD CONSTRAINT "enquiry_routing_updated_by_user_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_realtors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_stage_created_idx" ON "enquiries" USING btree ("stage","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_owner_created_idx" ON "enquiries" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_owner_unread_idx" ON "enquiries" USING btree ("owner_id") WHERE "enquiries"."read_at" is null;