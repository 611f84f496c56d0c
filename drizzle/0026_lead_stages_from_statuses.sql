-- Today's four statuses onto the pipeline's stages (decision record 140). 'closed' said only that
-- the realtor was done, not whether a unit was booked: it becomes Lost with a reason that says so.
UPDATE "enquiries" SET
  "stage" = (CASE "status" WHEN 'closed' THEN 'lost' ELSE "status"::text END)::"enquiry_stage",
  "lost_reason" = CASE WHEN "status" = 'closed' THEN 'Closed before the pipeline' END,
  "owner_id" = "realtor_id";--> statement-breakpoint
UPDATE "enquiry_events" SET
  "from_stage" = (CASE "from_status" WHEN 'closed' THEN 'lost' ELSE "from_status"::text END)::"enquiry_stage",
  "to_stage" = (CASE "to_status" WHEN 'closed' THEN 'lost' ELSE "to_status"::text END)::"enquiry_stage"
WHERE "type" = 'status-changed';--> statement-breakpoint
-- A lead already answered was first answered at its first status change or note.
UPDATE "enquiries" e SET "first_response_at" = first."at"
FROM (SELECT "enquiry_id", min("created_at") AS "at" FROM "enquiry_events" WHERE "type" IN ('status-changed', 'note') GROUP BY "enquiry_id") first
WHERE first."enquiry_id" = e."id";
