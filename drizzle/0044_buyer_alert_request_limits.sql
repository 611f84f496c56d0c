ALTER TABLE "buyer_alerts" ADD COLUMN "requester_hash" text;--> statement-breakpoint
CREATE INDEX "buyer_alerts_requester_idx" ON "buyer_alerts" USING btree ("requester_hash","created_at");--> statement-breakpoint
CREATE INDEX "buyer_alerts_email_idx" ON "buyer_alerts" USING btree ("email","created_at");