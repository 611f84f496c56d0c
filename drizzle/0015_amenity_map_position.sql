ALTER TABLE "nearby_amenities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "nearby_amenities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "nearby_amenities" ADD CONSTRAINT "nearby_amenities_latitude_range" CHECK ("nearby_amenities"."latitude" IS NULL OR "nearby_amenities"."latitude" BETWEEN -90 AND 90);--> statement-breakpoint
ALTER TABLE "nearby_amenities" ADD CONSTRAINT "nearby_amenities_longitude_range" CHECK ("nearby_amenities"."longitude" IS NULL OR "nearby_amenities"."longitude" BETWEEN -180 AND 180);