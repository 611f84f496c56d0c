DROP INDEX "enquiries_status_created_idx";--> statement-breakpoint
DROP INDEX "enquiries_unread_idx";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "enquiry_events" DROP COLUMN "from_status";--> statement-breakpoint
ALTER TABLE "enquiry_events" DROP COLUMN "to_status";--> statement-breakpoint
DROP TYPE "public"."enquiry_status";