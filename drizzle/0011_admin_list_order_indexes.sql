DROP INDEX "realtors_reports_to_idx";--> statement-breakpoint
DROP INDEX "realtors_leader_status_idx";--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "realtors_reports_to_status_idx" ON "realtors" USING btree ("reports_to_id","status");--> statement-breakpoint
CREATE INDEX "realtors_leader_status_created_idx" ON "realtors" USING btree ("is_leader","status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "realtors_leader_created_idx" ON "realtors" USING btree ("is_leader","created_at" DESC NULLS FIRST,"id");