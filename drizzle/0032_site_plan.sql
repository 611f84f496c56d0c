ALTER TABLE "project_buildings" ADD COLUMN "site_plan_x" double precision;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD COLUMN "site_plan_y" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_plan_url" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_plan_width" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_plan_height" integer;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD CONSTRAINT "project_buildings_site_plan_place" CHECK (("project_buildings"."site_plan_x" is null and "project_buildings"."site_plan_y" is null) or ("project_buildings"."site_plan_x" between 0 and 1 and "project_buildings"."site_plan_y" between 0 and 1));