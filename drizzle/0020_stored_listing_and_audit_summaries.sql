-- The bedroom counts a project's unit types offer, five and more counted as five
-- (MAX_BEDROOM_OPTION in app/domain/listing-filters.ts; changing it needs a migration that
-- rebuilds this column), ascending. Stored so that the listing's bedroom filter and its counts
-- read a column instead of running a subquery over each project's unit types (decision record
-- 137). Kept with price_from_cents by the statement triggers on unit_types of migration 0013:
-- every writer keeps it; not a drizzle column, so no writer sets it.
ALTER TABLE "projects" ADD COLUMN "bedrooms_offered" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "refresh_project_unit_summary"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the projects first, then read their unit types (as migration 0013's function did).
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET price_from_cents = summary.cents, bedrooms_offered = summary.bedrooms
  FROM (
    SELECT x.id,
      (SELECT min(u.indicative_price_from) FROM unit_types u WHERE u.project_id = x.id) AS cents,
      (SELECT coalesce(array_agg(DISTINCT least(u.bedrooms, 5) ORDER BY least(u.bedrooms, 5)), '{}') FROM unit_types u WHERE u.project_id = x.id) AS bedrooms
    FROM unnest(ids) AS x(id)
  ) summary
  WHERE p.id = summary.id
    AND (p.price_from_cents IS DISTINCT FROM summary.cents OR p.bedrooms_offered IS DISTINCT FROM summary.bedrooms);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "unit_types_price_from_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_unit_summary(ARRAY(SELECT DISTINCT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_project_unit_summary(ARRAY(SELECT DISTINCT project_id FROM old_rows));
  ELSE
    -- A unit type moved to another project changes both projects.
    PERFORM refresh_project_unit_summary(ARRAY(SELECT project_id FROM old_rows UNION SELECT project_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION "refresh_project_price_from"(uuid[]);
--> statement-breakpoint
UPDATE "projects" p SET "bedrooms_offered" = offered.bedrooms
FROM (
  SELECT project_id, array_agg(DISTINCT least(bedrooms, 5) ORDER BY least(bedrooms, 5)) AS bedrooms
  FROM "unit_types" GROUP BY project_id
) offered
WHERE p.id = offered.project_id;
--> statement-breakpoint
-- The Audit Trail's filter choices and totals (decision record 137): the realtors and accounts
-- found in realtor_audit_log and its entries by action, kept by statement triggers so that every
-- writer (the services, the seed, tests' fixtures) keeps them. A deleted realtor or account
-- leaves the choices by the foreign keys' cascade; a deleted entry leaves its person a choice.
CREATE FUNCTION "realtor_audit_summary_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE realtor_audit_counts c SET entries = c.entries - gone.n
    FROM (SELECT action_type, count(*) AS n FROM old_rows GROUP BY action_type) gone
    WHERE c.action_type = gone.action_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO realtor_audit_realtors (realtor_id) SELECT DISTINCT realtor_id FROM new_rows WHERE realtor_id IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO realtor_audit_users (user_id) SELECT DISTINCT user_id FROM new_rows WHERE user_id IS NOT NULL ON CONFLICT DO NOTHING;
    INSERT INTO realtor_audit_counts (action_type, entries) SELECT action_type, count(*) FROM new_rows GROUP BY action_type
    ON CONFLICT (action_type) DO UPDATE SET entries = realtor_audit_counts.entries + excluded.entries;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "realtor_audit_summary_insert" AFTER INSERT ON "realtor_audit_log"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "realtor_audit_summary_trigger"();
--> statement-breakpoint
CREATE TRIGGER "realtor_audit_summary_update" AFTER UPDATE ON "realtor_audit_log"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "realtor_audit_summary_trigger"();
--> statement-breakpoint
CREATE TRIGGER "realtor_audit_summary_delete" AFTER DELETE ON "realtor_audit_log"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "realtor_audit_summary_trigger"();
--> statement-breakpoint
INSERT INTO "realtor_audit_realtors" ("realtor_id") SELECT DISTINCT "realtor_id" FROM "realtor_audit_log" WHERE "realtor_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "realtor_audit_users" ("user_id") SELECT DISTINCT "user_id" FROM "realtor_audit_log" WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "realtor_audit_counts" ("action_type", "entries") SELECT "action_type", count(*) FROM "realtor_audit_log" GROUP BY "action_type";
