-- A project's "price from" (decision records 041 and 102): the lowest indicative price of its unit
-- types in cents, null when none is priced. Stored so the listing's price sorts read their page
-- from an index instead of pricing every listed project. Kept by statement triggers on unit_types
-- (insert, update, delete), so every writer (the services, the CSV import, the seed, tests'
-- fixtures) keeps it; not a drizzle column, so no writer sets it and whole-row reads never carry it.
ALTER TABLE "projects" ADD COLUMN "price_from_cents" bigint;
--> statement-breakpoint
CREATE FUNCTION "refresh_project_price_from"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Lock the projects first, then read their unit types: a writer that waited here for another
  -- one's commit reads with a fresh snapshot (READ COMMITTED) and so sees that writer's rows too.
  PERFORM 1 FROM projects WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE projects p SET price_from_cents = lowest.cents
  FROM (
    SELECT x.id, (SELECT min(u.indicative_price_from) FROM unit_types u WHERE u.project_id = x.id) AS cents
    FROM unnest(ids) AS x(id)
  ) lowest
  WHERE p.id = lowest.id AND p.price_from_cents IS DISTINCT FROM lowest.cents;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "unit_types_price_from_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_project_price_from(ARRAY(SELECT DISTINCT project_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_project_price_from(ARRAY(SELECT DISTINCT project_id FROM old_rows));
  ELSE
    -- A unit type moved to another project changes both projects' prices.
    PERFORM refresh_project_price_from(ARRAY(SELECT project_id FROM old_rows UNION SELECT project_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "unit_types_price_from_insert" AFTER INSERT ON "unit_types"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "unit_types_price_from_trigger"();
--> statement-breakpoint
CREATE TRIGGER "unit_types_price_from_update" AFTER UPDATE ON "unit_types"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "unit_types_price_from_trigger"();
--> statement-breakpoint
CREATE TRIGGER "unit_types_price_from_delete" AFTER DELETE ON "unit_types"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "unit_types_price_from_trigger"();
--> statement-breakpoint
UPDATE "projects" p SET "price_from_cents" = lowest.cents
FROM (SELECT project_id, min(indicative_price_from) AS cents FROM "unit_types" GROUP BY project_id) lowest
WHERE p.id = lowest.project_id AND lowest.cents IS NOT NULL;
--> statement-breakpoint
-- The listing's two price orders (project-search.ts orderFor: the price NULLS LAST either way,
-- then newest first, id as tie-break) over the listed projects only, as projects_listed_created_idx
-- (migration 0010) is for the default order. DESC NULLS LAST is no backward walk of the ASC one.
CREATE INDEX "projects_listed_price_asc_idx" ON "projects" USING btree ("price_from_cents" ASC NULLS LAST, "created_at" DESC NULLS FIRST, "id")
  WHERE "projects"."status" in ('Launch', 'Selling');
--> statement-breakpoint
CREATE INDEX "projects_listed_price_desc_idx" ON "projects" USING btree ("price_from_cents" DESC NULLS LAST, "created_at" DESC NULLS FIRST, "id")
  WHERE "projects"."status" in ('Launch', 'Selling');
