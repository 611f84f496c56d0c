CREATE TYPE "public"."enquiry_event_type" AS ENUM('status-changed', 'note', 'consent-withdrawn');--> statement-breakpoint
ALTER TYPE "public"."admin_audit_entity" ADD VALUE 'enquiry';--> statement-breakpoint
ALTER TYPE "public"."admin_audit_entity" ADD VALUE 'blog_post';--> statement-breakpoint
ALTER TYPE "public"."enquiry_status" ADD VALUE 'viewing-booked' BEFORE 'closed';--> statement-breakpoint
CREATE TABLE "blog_projects" (
	"blog_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "blog_projects_blog_id_project_id_pk" PRIMARY KEY("blog_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "enquiry_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"type" "enquiry_event_type" NOT NULL,
	"from_status" "enquiry_status",
	"to_status" "enquiry_status",
	"note" text,
	"user_id" uuid,
	"performed_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "consent_version" text DEFAULT '2026-11' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "consent_token_hash" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_projects" ADD CONSTRAINT "blog_projects_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_projects" ADD CONSTRAINT "blog_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_projects_project_idx" ON "blog_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "enquiry_events_enquiry_created_idx" ON "enquiry_events" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_unread_idx" ON "enquiries" USING btree ("realtor_id") WHERE "enquiries"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_consent_token_hash_key" ON "enquiries" USING btree ("consent_token_hash");