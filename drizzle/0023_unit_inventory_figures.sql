-- The figures a unit inventory decides (issue 33, decision record 138), kept by triggers as the
-- price from of migrations 0013 and 0020 is, so every writer (the services, the price list import, the seed,
-- tests' fixtures) keeps them. Not drizzle columns: no writer sets them.
-- - projects: how many units the inventory has and how many are available, the psf of the unit
--   the price from is taken from, and when the inventory last changed ("Availability as of").
-- - unit_types: size, price, psf and floor ranges and the count follow from the type's units.
ALTER TABLE "projects" ADD COLUMN "price_from_psf_cents" integer;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inventory_units" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inventory_available" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inventory_updated_at" timestamp with time zone;
--> statement-breakpoint
-- Replaces migration 0020's refresh_project_unit_summary, keeping its bedroom counts.
-- With an inventory: the cheapest available unit's price and its own psf (null when sold out).
-- Without: the cheapest unit type's indicative price and that same type's psf from.
CREATE OR REPLACE FUNCTION "refresh_project_unit_summary"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET
    price_from_cents = f.cents,
    price_from_psf_cents = f.psf,
    inventory_units = f.units,
    inventory_available = f.available,
    bedrooms_offered = f.bedrooms
  FROM (
    SELECT x.id, inv.units, inv.available,
      CASE WHEN inv.units > 0 THEN cheapest_unit.price_cents ELSE cheapest_type.indicative_price_from END AS cents,
      CASE WHEN inv.units > 0 THEN cheapest_unit.psf ELSE cheapest_type.price_psf_from END AS psf,
      (SELECT coalesce(array_agg(DISTINCT least(t.bedrooms, 5) ORDER BY least(t.bedrooms, 5)), '{}') FROM unit_types t WHERE t.project_id = x.id) AS bedrooms
    FROM unnest(ids) AS x(id)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS units, (count(*) FILTER (WHERE u.status = 'available'))::int AS available
      FROM project_units u WHERE u.project_id = x.id
    ) inv
    LEFT JOIN LATERAL (
      SELECT u.price_cents, (round(u.price_cents / u.area_sqft / 100) * 100)::int AS psf
      FROM project_units u WHERE u.project_id = x.id AND u.status = 'available'
      ORDER BY u.price_cents, u.area_sqft DESC, u.id LIMIT 1
    ) cheapest_unit ON true
    LEFT JOIN LATERAL (
      SELECT t.indicative_price_from, t.price_psf_from
      FROM unit_types t WHERE t.project_id = x.id AND t.indicative_price_from IS NOT NULL
      ORDER BY t.indicative_price_from, t.price_psf_from NULLS LAST, t.id LIMIT 1
    ) cheapest_type ON true
  ) f
  WHERE p.id = f.id
    AND (p.price_from_cents, p.price_from_psf_cents, p.inventory_units, p.inventory_available, p.bedrooms_offered)
      IS DISTINCT FROM (f.cents, f.psf, f.units, f.available, f.bedrooms);
END
$$;
--> statement-breakpoint
-- A unit type with units takes its figures from them: sizes and floors of all its units, the
-- price and psf ranges of its available ones (none when they are all taken).
CREATE FUNCTION "refresh_unit_types_from_inventory"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE unit_types t SET
    area_sqft_min = s.area_min,
    area_sqft_max = s.area_max,
    total_count_of_type = s.units,
    floor_range_min = s.floor_min,
    floor_range_max = s.floor_max,
    indicative_price_from = s.price_from,
    price_psf_from = s.psf_from,
    price_psf_to = s.psf_to
  FROM (
    SELECT u.unit_type_id AS id, min(u.area_sqft) AS area_min, max(u.area_sqft) AS area_max, count(*)::int AS units,
      min(u.floor) AS floor_min, max(u.floor) AS floor_max,
      min(u.price_cents) FILTER (WHERE u.status = 'available') AS price_from,
      (min(round(u.price_cents / u.area_sqft / 100) * 100) FILTER (WHERE u.status = 'available'))::int AS psf_from,
      (max(round(u.price_cents / u.area_sqft / 100) * 100) FILTER (WHERE u.status = 'available'))::int AS psf_to
    FROM project_units u WHERE u.unit_type_id = ANY(ids) GROUP BY u.unit_type_id
  ) s
  WHERE t.id = s.id
    AND (t.area_sqft_min, t.area_sqft_max, t.total_count_of_type, t.floor_range_min, t.floor_range_max, t.indicative_price_from, t.price_psf_from, t.price_psf_to)
      IS DISTINCT FROM (s.area_min, s.area_max, s.units, s.floor_min, s.floor_max, s.price_from, s.psf_from, s.psf_to);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "project_units_figures_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  type_ids uuid[];
  project_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT unit_type_id), array_agg(DISTINCT project_id) INTO type_ids, project_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT unit_type_id), array_agg(DISTINCT project_id) INTO type_ids, project_ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT c.unit_type_id), array_agg(DISTINCT c.project_id) INTO type_ids, project_ids
    FROM (SELECT unit_type_id, project_id FROM old_rows UNION ALL SELECT unit_type_id, project_id FROM new_rows) c;
  END IF;
  IF project_ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM refresh_unit_types_from_inventory(type_ids);
  PERFORM refresh_project_unit_summary(project_ids);
  UPDATE projects SET inventory_updated_at = now() WHERE id = ANY(project_ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_units_figures_insert" AFTER INSERT ON "project_units"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_units_figures_trigger"();
--> statement-breakpoint
CREATE TRIGGER "project_units_figures_update" AFTER UPDATE ON "project_units"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_units_figures_trigger"();
--> statement-breakpoint
CREATE TRIGGER "project_units_figures_delete" AFTER DELETE ON "project_units"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "project_units_figures_trigger"();
--> statement-breakpoint
SELECT refresh_project_unit_summary(ARRAY(SELECT id FROM projects));
