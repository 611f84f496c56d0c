CREATE TYPE "public"."unit_status" AS ENUM('available', 'reserved', 'sold');--> statement-breakpoint
CREATE TABLE "project_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"unit_type_id" uuid NOT NULL,
	"stack" text NOT NULL,
	"floor" integer NOT NULL,
	"area_sqft" numeric(10, 2) NOT NULL,
	"price_cents" bigint NOT NULL,
	"status" "unit_status" DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_units_building_stack_floor_key" UNIQUE("building_id","stack","floor"),
	CONSTRAINT "project_units_stack_format" CHECK ("project_units"."stack" ~ '^[A-Z0-9]{1,4}$'),
	CONSTRAINT "project_units_floor_range" CHECK ("project_units"."floor" BETWEEN 1 AND 99),
	CONSTRAINT "project_units_area_min" CHECK ("project_units"."area_sqft" > 0),
	CONSTRAINT "project_units_price_min" CHECK ("project_units"."price_cents" >= 100)
);
--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_unit_type_id_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."unit_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_units" ADD CONSTRAINT "project_units_building_project_fk" FOREIGN KEY ("building_id","project_id") REFERENCES "public"."project_buildings"("id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_units_project_idx" ON "project_units" USING btree ("project_id","status","price_cents");--> statement-breakpoint
CREATE INDEX "project_units_unit_type_idx" ON "project_units" USING btree ("unit_type_id");