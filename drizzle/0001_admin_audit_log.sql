CREATE TYPE "public"."admin_audit_entity" AS ENUM('agency', 'admin_user', 'site', 'override', 'project');--> statement-breakpoint
ALTER TYPE "public"."audit_action_type" ADD VALUE 'rejected';--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" "admin_audit_entity" NOT NULL,
	"entity_id" uuid,
	"entity_label" text NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"performed_by_name" text NOT NULL,
	"performed_by_email" text NOT NULL,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_performed_at_idx" ON "admin_audit_log" USING btree ("performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_entity_idx" ON "admin_audit_log" USING btree ("entity_type","entity_id");