CREATE TYPE "public"."override_type" AS ENUM('site_access', 'user_permissions', 'data_access', 'system_config');--> statement-breakpoint
CREATE TABLE "admin_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_user_id" uuid NOT NULL,
	"override_type" "override_type" NOT NULL,
	"target_site_url" text,
	"target_user_id" uuid,
	"target_label" text,
	"reason" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "admin_overrides_duration_range" CHECK ("admin_overrides"."duration_minutes" BETWEEN 5 AND 1440),
	CONSTRAINT "admin_overrides_expiry_after_start" CHECK ("admin_overrides"."expires_at" > "admin_overrides"."created_at")
);
--> statement-breakpoint
DROP INDEX "admin_audit_log_performed_at_idx";--> statement-breakpoint
DROP INDEX "realtor_audit_log_performed_at_idx";--> statement-breakpoint
DROP INDEX "realtor_audit_log_action_performed_idx";--> statement-breakpoint
DROP INDEX "realtor_audit_log_realtor_idx";--> statement-breakpoint
ALTER TABLE "admin_overrides" ADD CONSTRAINT "admin_overrides_admin_user_id_user_profiles_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_overrides" ADD CONSTRAINT "admin_overrides_target_user_id_user_profiles_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_overrides" ADD CONSTRAINT "admin_overrides_ended_by_user_profiles_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_overrides_in_force_idx" ON "admin_overrides" USING btree ("expires_at") WHERE "admin_overrides"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_log_performed_id_idx" ON "admin_audit_log" USING btree ("performed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_performed_id_idx" ON "realtor_audit_log" USING btree ("performed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_action_performed_idx" ON "realtor_audit_log" USING btree ("action_type","performed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_realtor_idx" ON "realtor_audit_log" USING btree ("realtor_id","performed_at" DESC NULLS FIRST);