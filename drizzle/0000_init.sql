CREATE TYPE "public"."agency_status" AS ENUM('pending', 'active', 'suspended', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('master', 'admin1ic', 'admin2ic', 'leader', 'agent');--> statement-breakpoint
CREATE TYPE "public"."enquiry_kind" AS ENUM('contact', 'register-interest', 'book-viewing');--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'contacted', 'closed');--> statement-breakpoint
CREATE TYPE "public"."amenity_type" AS ENUM('Shopping Mall', 'Hospital', 'Clinic', 'Park', 'Recreation', 'Religious', 'Government', 'Food Court', 'Market', 'Bank', 'Post Office');--> statement-breakpoint
CREATE TYPE "public"."core_region" AS ENUM('CCR', 'RCR', 'OCR');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('Planning', 'Construction', 'Launch', 'Selling', 'Sold Out', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('Condominium', 'Executive Condominium', 'Landed', 'Commercial');--> statement-breakpoint
CREATE TYPE "public"."school_type" AS ENUM('Primary', 'Secondary', 'JC', 'Polytechnic', 'University', 'International');--> statement-breakpoint
CREATE TYPE "public"."transport_type" AS ENUM('MRT', 'LRT', 'Bus', 'Highway');--> statement-breakpoint
CREATE TYPE "public"."urban_planning_region" AS ENUM('Central', 'East', 'North', 'North-East', 'West');--> statement-breakpoint
CREATE TYPE "public"."audit_action_type" AS ENUM('suspended', 'reactivated', 'deleted', 'approved', 'created', 'updated');--> statement-breakpoint
CREATE TYPE "public"."realtor_status" AS ENUM('active', 'pending', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."site_type" AS ENUM('leader', 'agent');--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"status" "agency_status" DEFAULT 'pending' NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"password" text,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"image" text,
	"phone_number" text,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"body" text DEFAULT '' NOT NULL,
	"featured_image_url" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_key" UNIQUE("slug"),
	CONSTRAINT "blogs_slug_format" CHECK ("blogs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "enquiry_kind" DEFAULT 'contact' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"project_id" uuid,
	"realtor_id" uuid,
	"site_host" text NOT NULL,
	"preferred_date" date,
	"consent_at" timestamp with time zone NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "architects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "architects_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon_class" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facilities_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "facility_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_facility_id" uuid NOT NULL,
	"description" text,
	"operating_hours" text,
	"capacity" integer,
	"specifications" text,
	"maintenance_schedule" text,
	"booking_required" boolean DEFAULT false NOT NULL,
	"age_restrictions" text,
	"additional_charges" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_details_project_facility_key" UNIQUE("project_facility_id"),
	CONSTRAINT "facility_details_capacity_min" CHECK ("facility_details"."capacity" IS NULL OR "facility_details"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "key_distances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"destination_name" text NOT NULL,
	"distance_km" numeric(5, 2) NOT NULL,
	"driving_time_minutes" integer,
	"public_transport_time_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "key_distances_distance_min" CHECK ("key_distances"."distance_km" >= 0),
	CONSTRAINT "key_distances_driving_min" CHECK ("key_distances"."driving_time_minutes" IS NULL OR "key_distances"."driving_time_minutes" >= 0),
	CONSTRAINT "key_distances_public_transport_min" CHECK ("key_distances"."public_transport_time_minutes" IS NULL OR "key_distances"."public_transport_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nearby_amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amenity_type" "amenity_type" NOT NULL,
	"distance_km" numeric(5, 2) NOT NULL,
	"walking_time_minutes" integer,
	"driving_time_minutes" integer,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nearby_amenities_distance_min" CHECK ("nearby_amenities"."distance_km" >= 0),
	CONSTRAINT "nearby_amenities_walking_min" CHECK ("nearby_amenities"."walking_time_minutes" IS NULL OR "nearby_amenities"."walking_time_minutes" >= 0),
	CONSTRAINT "nearby_amenities_driving_min" CHECK ("nearby_amenities"."driving_time_minutes" IS NULL OR "nearby_amenities"."driving_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nearby_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"school_name" text NOT NULL,
	"school_type" "school_type",
	"distance_km" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nearby_schools_distance_min" CHECK ("nearby_schools"."distance_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nearby_transport" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"transport_type" "transport_type" NOT NULL,
	"name" text NOT NULL,
	"distance_km" numeric(5, 2) NOT NULL,
	"walking_time_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nearby_transport_distance_min" CHECK ("nearby_transport"."distance_km" >= 0),
	CONSTRAINT "nearby_transport_walking_min" CHECK ("nearby_transport"."walking_time_minutes" IS NULL OR "nearby_transport"."walking_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "project_buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"building_number" integer NOT NULL,
	"building_address" text,
	"postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_buildings_project_number_key" UNIQUE("project_id","building_number"),
	CONSTRAINT "project_buildings_id_project_key" UNIQUE("id","project_id"),
	CONSTRAINT "project_buildings_building_number_min" CHECK ("project_buildings"."building_number" >= 1),
	CONSTRAINT "project_buildings_postal_code_format" CHECK ("project_buildings"."postal_code" ~ '^[0-9]{6}$')
);
--> statement-breakpoint
CREATE TABLE "project_facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_facilities_project_facility_key" UNIQUE("project_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"alt_text" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_images_size_positive" CHECK (("project_images"."width" IS NULL OR "project_images"."width" > 0) AND ("project_images"."height" IS NULL OR "project_images"."height" > 0))
);
--> statement-breakpoint
CREATE TABLE "project_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_sets_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"status" "project_status" DEFAULT 'Planning' NOT NULL,
	"property_type" "property_type" DEFAULT 'Condominium' NOT NULL,
	"short_description" text,
	"full_address" text NOT NULL,
	"postal_code" text,
	"district" text NOT NULL,
	"neighbourhood" text NOT NULL,
	"core_region" "core_region" NOT NULL,
	"urban_planning_region" "urban_planning_region" NOT NULL,
	"tenure" text DEFAULT '99-year Leasehold' NOT NULL,
	"total_units" integer DEFAULT 100 NOT NULL,
	"percentage_sold" numeric(5, 2) DEFAULT 0 NOT NULL,
	"developer_id" uuid NOT NULL,
	"architect_id" uuid,
	"project_set_id" uuid,
	"launch_year" integer,
	"completed_year" integer,
	"banner_image_url" text,
	"brochure_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"launch_date" date,
	"top_date_estimate" date,
	"top_date_actual" date,
	"top_year_actual" integer,
	"construction_start_date" date,
	"estimated_completion_date" date,
	"site_area_sqft" numeric(10, 2),
	"number_of_blocks" integer,
	"max_storeys" integer,
	"total_car_parks" integer,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_key" UNIQUE("slug"),
	CONSTRAINT "projects_slug_format" CHECK ("projects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "projects_postal_code_format" CHECK ("projects"."postal_code" IS NULL OR "projects"."postal_code" ~ '^[0-9]{6}$'),
	CONSTRAINT "projects_total_units_min" CHECK ("projects"."total_units" >= 1),
	CONSTRAINT "projects_percentage_sold_range" CHECK ("projects"."percentage_sold" BETWEEN 0 AND 100),
	CONSTRAINT "projects_latitude_range" CHECK ("projects"."latitude" IS NULL OR "projects"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "projects_longitude_range" CHECK ("projects"."longitude" IS NULL OR "projects"."longitude" BETWEEN -180 AND 180),
	CONSTRAINT "projects_top_year_actual_range" CHECK ("projects"."top_year_actual" IS NULL OR "projects"."top_year_actual" BETWEEN 2020 AND 2050),
	CONSTRAINT "projects_site_area_sqft_min" CHECK ("projects"."site_area_sqft" IS NULL OR "projects"."site_area_sqft" >= 0),
	CONSTRAINT "projects_number_of_blocks_min" CHECK ("projects"."number_of_blocks" IS NULL OR "projects"."number_of_blocks" >= 0),
	CONSTRAINT "projects_max_storeys_min" CHECK ("projects"."max_storeys" IS NULL OR "projects"."max_storeys" >= 1),
	CONSTRAINT "projects_total_car_parks_min" CHECK ("projects"."total_car_parks" IS NULL OR "projects"."total_car_parks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bedrooms" integer DEFAULT 1 NOT NULL,
	"bathrooms" integer DEFAULT 1 NOT NULL,
	"has_study" boolean DEFAULT false NOT NULL,
	"area_sqft_min" numeric(10, 2) NOT NULL,
	"area_sqft_max" numeric(10, 2) NOT NULL,
	"total_count_of_type" integer DEFAULT 1 NOT NULL,
	"indicative_price_from" bigint,
	"price_psf_from" integer,
	"price_psf_to" integer,
	"maintenance_fee_psf" integer,
	"balcony_sqft" numeric(10, 2),
	"air_con_ledge_sqft" numeric(10, 2),
	"household_shelter_sqft" numeric(10, 2),
	"floor_range_min" integer,
	"floor_range_max" integer,
	"facing_direction" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_types_bedrooms_min" CHECK ("unit_types"."bedrooms" >= 0),
	CONSTRAINT "unit_types_bathrooms_min" CHECK ("unit_types"."bathrooms" >= 1),
	CONSTRAINT "unit_types_area_sqft_min_min" CHECK ("unit_types"."area_sqft_min" >= 1),
	CONSTRAINT "unit_types_area_sqft_max_min" CHECK ("unit_types"."area_sqft_max" >= 1),
	CONSTRAINT "unit_types_area_sqft_order" CHECK ("unit_types"."area_sqft_max" >= "unit_types"."area_sqft_min"),
	CONSTRAINT "unit_types_total_count_min" CHECK ("unit_types"."total_count_of_type" >= 1),
	CONSTRAINT "unit_types_indicative_price_min" CHECK ("unit_types"."indicative_price_from" IS NULL OR "unit_types"."indicative_price_from" >= 0),
	CONSTRAINT "unit_types_price_psf_from_min" CHECK ("unit_types"."price_psf_from" IS NULL OR "unit_types"."price_psf_from" >= 0),
	CONSTRAINT "unit_types_price_psf_to_min" CHECK ("unit_types"."price_psf_to" IS NULL OR "unit_types"."price_psf_to" >= 0),
	CONSTRAINT "unit_types_maintenance_fee_psf_min" CHECK ("unit_types"."maintenance_fee_psf" IS NULL OR "unit_types"."maintenance_fee_psf" >= 0),
	CONSTRAINT "unit_types_balcony_sqft_min" CHECK ("unit_types"."balcony_sqft" IS NULL OR "unit_types"."balcony_sqft" >= 0),
	CONSTRAINT "unit_types_air_con_ledge_sqft_min" CHECK ("unit_types"."air_con_ledge_sqft" IS NULL OR "unit_types"."air_con_ledge_sqft" >= 0),
	CONSTRAINT "unit_types_household_shelter_sqft_min" CHECK ("unit_types"."household_shelter_sqft" IS NULL OR "unit_types"."household_shelter_sqft" >= 0),
	CONSTRAINT "unit_types_floor_range_min_min" CHECK ("unit_types"."floor_range_min" IS NULL OR "unit_types"."floor_range_min" >= 1),
	CONSTRAINT "unit_types_floor_range_max_min" CHECK ("unit_types"."floor_range_max" IS NULL OR "unit_types"."floor_range_max" >= 1),
	CONSTRAINT "unit_types_floor_range_order" CHECK ("unit_types"."floor_range_min" IS NULL OR "unit_types"."floor_range_max" IS NULL OR "unit_types"."floor_range_max" >= "unit_types"."floor_range_min"),
	CONSTRAINT "unit_types_facing_direction_known" CHECK ("unit_types"."facing_direction" <@ ARRAY['North', 'South', 'East', 'West', 'Northeast', 'Northwest', 'Southeast', 'Southwest']::text[])
);
--> statement-breakpoint
CREATE TABLE "project_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realtor_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_assignments_realtor_project_key" UNIQUE("realtor_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "realtor_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action_type" "audit_action_type" NOT NULL,
	"realtor_id" uuid,
	"user_id" uuid,
	"previous_status" text,
	"new_status" text,
	"performed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"performed_by_name" text,
	"performed_by_email" text,
	"reason" text,
	"reason_category" text,
	"additional_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agency_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"whatsapp_number" text,
	"cea_number" text,
	"agent_site_url" text NOT NULL,
	"realtor_slug" text NOT NULL,
	"is_leader" boolean DEFAULT false NOT NULL,
	"reports_to_id" uuid,
	"status" realtor_status DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"years_experience" integer,
	"profile_image_url" text,
	"biography" text,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages_spoken" text[] DEFAULT '{}'::text[] NOT NULL,
	"wechat_id" text,
	"telegram_handle" text,
	"linkedin_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"last_validated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtors_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "realtors_cea_number_key" UNIQUE("cea_number"),
	CONSTRAINT "realtors_agent_site_url_key" UNIQUE("agent_site_url"),
	CONSTRAINT "realtors_realtor_slug_key" UNIQUE("realtor_slug"),
	CONSTRAINT "realtors_years_experience_range" CHECK ("realtors"."years_experience" IS NULL OR "realtors"."years_experience" BETWEEN 0 AND 50),
	CONSTRAINT "realtors_cea_number_format" CHECK ("realtors"."cea_number" IS NULL OR "realtors"."cea_number" ~ '^R[0-9]{6}$'),
	CONSTRAINT "realtors_agent_site_url_host" CHECK ("realtors"."agent_site_url" ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$'),
	CONSTRAINT "realtors_realtor_slug_format" CHECK ("realtors"."realtor_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "realtor_site_branding" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"realtor_id" uuid NOT NULL,
	"primary_color" text DEFAULT '#3B82F6' NOT NULL,
	"secondary_color" text DEFAULT '#1E40AF' NOT NULL,
	"accent_color" text DEFAULT '#06B6D4' NOT NULL,
	"background_color" text DEFAULT '#FFFFFF' NOT NULL,
	"text_color" text DEFAULT '#1F2937' NOT NULL,
	"font_family" text DEFAULT 'Inter' NOT NULL,
	"header_style" text DEFAULT 'modern' NOT NULL,
	"button_style" text DEFAULT 'rounded' NOT NULL,
	"layout_style" text DEFAULT 'standard' NOT NULL,
	"logo_url" text,
	"custom_css" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtor_site_branding_realtor_key" UNIQUE("realtor_id"),
	CONSTRAINT "realtor_site_branding_primary_color_hex" CHECK ("realtor_site_branding"."primary_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "realtor_site_branding_secondary_color_hex" CHECK ("realtor_site_branding"."secondary_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "realtor_site_branding_accent_color_hex" CHECK ("realtor_site_branding"."accent_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "realtor_site_branding_background_color_hex" CHECK ("realtor_site_branding"."background_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "realtor_site_branding_text_color_hex" CHECK ("realtor_site_branding"."text_color" ~ '^#[0-9A-Fa-f]{6}$'),
	CONSTRAINT "realtor_site_branding_font_family_known" CHECK ("realtor_site_branding"."font_family" IN ('Inter', 'Roboto', 'Poppins', 'Open Sans', 'Lato', 'Montserrat', 'Source Sans Pro', 'Nunito')),
	CONSTRAINT "realtor_site_branding_header_style_known" CHECK ("realtor_site_branding"."header_style" IN ('modern', 'classic', 'minimal')),
	CONSTRAINT "realtor_site_branding_button_style_known" CHECK ("realtor_site_branding"."button_style" IN ('rounded', 'square', 'pill')),
	CONSTRAINT "realtor_site_branding_layout_style_known" CHECK ("realtor_site_branding"."layout_style" IN ('standard', 'compact', 'expanded'))
);
--> statement-breakpoint
CREATE TABLE "site_permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_url" text NOT NULL,
	"site_type" "site_type" NOT NULL,
	"owner_id" uuid NOT NULL,
	"allow_indexing" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_validated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_permissions_site_url_key" UNIQUE("site_url"),
	CONSTRAINT "site_permissions_site_url_host" CHECK ("site_permissions"."site_url" ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$')
);
--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_approved_by_user_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_details" ADD CONSTRAINT "facility_details_project_facility_id_project_facilities_id_fk" FOREIGN KEY ("project_facility_id") REFERENCES "public"."project_facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_distances" ADD CONSTRAINT "key_distances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nearby_amenities" ADD CONSTRAINT "nearby_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nearby_schools" ADD CONSTRAINT "nearby_schools_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nearby_transport" ADD CONSTRAINT "nearby_transport_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_buildings" ADD CONSTRAINT "project_buildings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_facilities" ADD CONSTRAINT "project_facilities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_facilities" ADD CONSTRAINT "project_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_architect_id_architects_id_fk" FOREIGN KEY ("architect_id") REFERENCES "public"."architects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_set_id_project_sets_id_fk" FOREIGN KEY ("project_set_id") REFERENCES "public"."project_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_building_project_fk" FOREIGN KEY ("building_id","project_id") REFERENCES "public"."project_buildings"("id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_assignments" ADD CONSTRAINT "project_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_audit_log" ADD CONSTRAINT "realtor_audit_log_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_audit_log" ADD CONSTRAINT "realtor_audit_log_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtors" ADD CONSTRAINT "realtors_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtors" ADD CONSTRAINT "realtors_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtors" ADD CONSTRAINT "realtors_reports_to_id_realtors_id_fk" FOREIGN KEY ("reports_to_id") REFERENCES "public"."realtors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtors" ADD CONSTRAINT "realtors_approved_by_user_profiles_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtor_site_branding" ADD CONSTRAINT "realtor_site_branding_realtor_id_realtors_id_fk" FOREIGN KEY ("realtor_id") REFERENCES "public"."realtors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_permissions" ADD CONSTRAINT "site_permissions_owner_id_user_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_status_created_idx" ON "agencies" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_profiles_role_idx" ON "user_profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "blogs_published_idx" ON "blogs" USING btree ("is_published","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_user_created_idx" ON "blogs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_realtor_created_idx" ON "enquiries" USING btree ("realtor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_project_idx" ON "enquiries" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "enquiries_ip_created_idx" ON "enquiries" USING btree ("ip_hash","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "key_distances_project_idx" ON "key_distances" USING btree ("project_id","distance_km");--> statement-breakpoint
CREATE INDEX "nearby_amenities_project_idx" ON "nearby_amenities" USING btree ("project_id","distance_km");--> statement-breakpoint
CREATE INDEX "nearby_schools_project_idx" ON "nearby_schools" USING btree ("project_id","distance_km");--> statement-breakpoint
CREATE INDEX "nearby_transport_project_idx" ON "nearby_transport" USING btree ("project_id","distance_km");--> statement-breakpoint
CREATE INDEX "project_facilities_facility_idx" ON "project_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "project_images_project_sort_idx" ON "project_images" USING btree ("project_id","sort_order");--> statement-breakpoint
CREATE INDEX "project_sets_sort_order_idx" ON "project_sets" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "projects_status_created_idx" ON "projects" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_district_idx" ON "projects" USING btree ("district");--> statement-breakpoint
CREATE INDEX "projects_urban_planning_region_idx" ON "projects" USING btree ("urban_planning_region");--> statement-breakpoint
CREATE INDEX "projects_featured_idx" ON "projects" USING btree ("is_featured","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_developer_idx" ON "projects" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "projects_architect_idx" ON "projects" USING btree ("architect_id");--> statement-breakpoint
CREATE INDEX "projects_project_set_idx" ON "projects" USING btree ("project_set_id");--> statement-breakpoint
CREATE INDEX "unit_types_project_idx" ON "unit_types" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "unit_types_building_idx" ON "unit_types" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "project_assignments_project_idx" ON "project_assignments" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "realtor_audit_log_performed_at_idx" ON "realtor_audit_log" USING btree ("performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_action_performed_idx" ON "realtor_audit_log" USING btree ("action_type","performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_realtor_idx" ON "realtor_audit_log" USING btree ("realtor_id","performed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "realtor_audit_log_user_idx" ON "realtor_audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "realtors_agency_idx" ON "realtors" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "realtors_reports_to_idx" ON "realtors" USING btree ("reports_to_id");--> statement-breakpoint
CREATE INDEX "realtors_leader_status_idx" ON "realtors" USING btree ("is_leader","status");--> statement-breakpoint
CREATE INDEX "realtors_status_created_idx" ON "realtors" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "realtors_email_idx" ON "realtors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "site_permissions_owner_active_idx" ON "site_permissions" USING btree ("owner_id","is_active");--> statement-breakpoint
CREATE INDEX "site_permissions_active_created_idx" ON "site_permissions" USING btree ("is_active","created_at" DESC NULLS LAST);