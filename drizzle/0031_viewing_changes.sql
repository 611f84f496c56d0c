ALTER TYPE "public"."enquiry_event_type" ADD VALUE 'viewing-rescheduled';--> statement-breakpoint
ALTER TYPE "public"."enquiry_event_type" ADD VALUE 'viewing-cancelled';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "viewing_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "viewing_cancelled_at" timestamp with time zone;