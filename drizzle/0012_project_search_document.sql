-- The listing's search document (decision records 040 and 098), stored and indexed: a search
-- reads the GIN index instead of building every listed project's document. Weighted as before:
-- the name (A); the developer and the neighbourhood (B); the address, the district with its code
-- and places (app/domain/singapore DISTRICTS), the planning region and the core region (C); the
-- tenure and the property type with 'ec' and 'condo' (D). Kept by triggers, so every writer (the
-- services, the CSV import, the seed, tests' fixtures) stores it, and a developer's new name
-- reaches its projects. Not a drizzle column: whole-row reads of projects never carry it.
ALTER TABLE "projects" ADD COLUMN "search_document" tsvector;
--> statement-breakpoint
CREATE FUNCTION "project_search_document"(p "projects") RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('english', p.name), 'A') ||
    setweight(to_tsvector('english', coalesce((SELECT d.name FROM developers d WHERE d.id = p.developer_id), '') || ' ' || p.neighbourhood), 'B') ||
    setweight(to_tsvector('english', p.full_address || ' ' || p.district || ' ' || (CASE nullif(ltrim(substring(p.district from '[0-9]+'), '0'), '')
    WHEN '1' THEN 'd1 Raffles Place   Marina'
    WHEN '2' THEN 'd2 Tanjong Pagar   Anson'
    WHEN '3' THEN 'd3 Queenstown   Tiong Bahru'
    WHEN '4' THEN 'd4 Telok Blangah   Harbourfront'
    WHEN '5' THEN 'd5 Pasir Panjang   Clementi'
    WHEN '6' THEN 'd6 City Hall   High Street'
    WHEN '7' THEN 'd7 Bugis   Beach Road'
    WHEN '8' THEN 'd8 Little India   Farrer Park'
    WHEN '9' THEN 'd9 Orchard   River Valley'
    WHEN '10' THEN 'd10 Bukit Timah   Holland   Tanglin'
    WHEN '11' THEN 'd11 Novena   Newton   Thomson'
    WHEN '12' THEN 'd12 Balestier   Toa Payoh'
    WHEN '13' THEN 'd13 Macpherson   Braddell'
    WHEN '14' THEN 'd14 Geylang   Eunos'
    WHEN '15' THEN 'd15 Katong   Marine Parade'
    WHEN '16' THEN 'd16 Bedok   Upper East Coast'
    WHEN '17' THEN 'd17 Changi   Loyang'
    WHEN '18' THEN 'd18 Tampines   Pasir Ris'
    WHEN '19' THEN 'd19 Serangoon Garden   Hougang   Punggol'
    WHEN '20' THEN 'd20 Bishan   Ang Mo Kio'
    WHEN '21' THEN 'd21 Upper Bukit Timah   Clementi Park'
    WHEN '22' THEN 'd22 Jurong   Boon Lay'
    WHEN '23' THEN 'd23 Bukit Panjang   Choa Chu Kang'
    WHEN '24' THEN 'd24 Lim Chu Kang   Tengah'
    WHEN '25' THEN 'd25 Kranji   Woodlands'
    WHEN '26' THEN 'd26 Upper Thomson   Springleaf'
    WHEN '27' THEN 'd27 Yishun   Sembawang'
    WHEN '28' THEN 'd28 Seletar   Yio Chu Kang'
    ELSE '' END) || ' ' || p.urban_planning_region::text || ' region ' || (CASE p.core_region
      WHEN 'CCR' THEN 'ccr core central' WHEN 'RCR' THEN 'rcr rest central' WHEN 'OCR' THEN 'ocr outside central' ELSE '' END)), 'C') ||
    setweight(to_tsvector('english', p.tenure || ' ' || p.property_type::text || ' ' || (CASE p.property_type
      WHEN 'Executive Condominium' THEN 'ec condo' WHEN 'Condominium' THEN 'condo' ELSE '' END)), 'D')
$$;
--> statement-breakpoint
CREATE FUNCTION "projects_search_document_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_document := project_search_document(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_search_document" BEFORE INSERT OR UPDATE OF name, developer_id, neighbourhood, full_address, district, urban_planning_region, core_region, tenure, property_type
  ON "projects" FOR EACH ROW EXECUTE FUNCTION "projects_search_document_trigger"();
--> statement-breakpoint
CREATE FUNCTION "developers_search_document_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET search_document = project_search_document(projects) WHERE developer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "developers_search_document" AFTER UPDATE OF name ON "developers"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "developers_search_document_trigger"();
--> statement-breakpoint
UPDATE "projects" SET "search_document" = project_search_document("projects");
--> statement-breakpoint
CREATE INDEX "projects_search_document_idx" ON "projects" USING gin ("search_document");
