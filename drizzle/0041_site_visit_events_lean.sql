ALTER TABLE "site_visit_events" DROP CONSTRAINT "site_visit_events_realtor_id_realtors_id_fk";
--> statement-breakpoint
DROP INDEX "site_visit_events_time_idx";--> statement-breakpoint
CREATE INDEX "site_visit_events_time_idx" ON "site_visit_events" USING brin ("occurred_at") WITH (autosummarize=true);--> statement-breakpoint
ALTER TABLE "site_visit_events" DROP COLUMN "id";