CREATE TABLE "buyer_alert_mails" (
	"alert_id" uuid NOT NULL,
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_alert_mails_alert_id_day_pk" PRIMARY KEY("alert_id","day")
);
--> statement-breakpoint
CREATE TABLE "buyer_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"search_query" text,
	"project_id" uuid,
	"realtor_id" uuid,
	"site_host" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_version" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"snapshot" jsonb NOT NULL,
	"enquiry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_alert_mails" ADD CONSTRAINT "buyer_alert_mails_alert_id_buyer_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."buyer_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_alerts" ADD CONSTRAINT "buyer_alerts_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_alerts_confirm_token_key" ON "buyer_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_alerts_unsubscribe_token_key" ON "buyer_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "buyer_alerts_project_idx" ON "buyer_alerts" USING btree ("project_id");