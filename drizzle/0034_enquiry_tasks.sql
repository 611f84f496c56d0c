CREATE TYPE "public"."enquiry_task_kind" AS ENUM('call-back', 'send-brochure', 'confirm-viewing', 'other');--> statement-breakpoint
CREATE TABLE "enquiry_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"kind" "enquiry_task_kind" NOT NULL,
	"note" text,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_digests" (
	"realtor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_realtor_id_day_pk" PRIMARY KEY("realtor_id","day")
);
--> statement-breakpoint
ALTER TABLE "enquiry_tasks" ADD CONSTRAINT "enquiry_tasks_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_tasks" ADD CONSTRAINT "enquiry_tasks_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_digests" ADD CONSTRAINT "task_digests_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_tasks_enquiry_due_idx" ON "enquiry_tasks" USING btree ("enquiry_id","due_at");--> statement-breakpoint
CREATE INDEX "enquiry_tasks_open_due_idx" ON "enquiry_tasks" USING btree ("due_at") WHERE "enquiry_tasks"."completed_at" is null;