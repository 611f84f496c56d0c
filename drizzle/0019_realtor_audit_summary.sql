CREATE TABLE "realtor_audit_counts" (
	"action_type" "audit_action_type" PRIMARY KEY NOT NULL,
	"entries" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_audit_realtors" (
	"realtor_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtor_audit_users" (
	"user_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtor_audit_realtors" ADD CONSTRAINT "realtor_audit_realtors_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_audit_users" ADD CONSTRAINT "realtor_audit_users_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;