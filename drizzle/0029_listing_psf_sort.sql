-- The listing's two psf orders (issue 34: sort by psf), as migration 0013's price orders: the psf
-- of the unit the price from is taken from (migration 0023), NULLS LAST either way, then newest
-- first, id as tie-break, over the listed projects only.
CREATE INDEX "projects_listed_psf_asc_idx" ON "projects" USING btree ("price_from_psf_cents" ASC NULLS LAST, "created_at" DESC NULLS FIRST, "id")
  WHERE "projects"."status" in ('Launch', 'Selling');
--> statement-breakpoint
CREATE INDEX "projects_listed_psf_desc_idx" ON "projects" USING btree ("price_from_psf_cents" DESC NULLS LAST, "created_at" DESC NULLS FIRST, "id")
  WHERE "projects"."status" in ('Launch', 'Selling');
