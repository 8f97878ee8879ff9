CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (((setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("category", '') || ' ' || coalesce("city", '') || ' ' || coalesce("region", '') || ' ' || coalesce("summary", '')), 'B')) || setweight(to_tsvector('simple'::regconfig, regexp_replace("description", '<[^>]*>|&#?[a-zA-Z0-9]+\x3B', ' ', 'g')), 'D')));--> statement-breakpoint
-- A job: its own address, under its old and its new slug, and every list of jobs (/jobs, the
-- jobs feed, the sitemap, the site search, similar jobs), as a post's change purges (0020).
CREATE OR REPLACE FUNCTION jobs_edge_purge() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
  PERFORM request_edge_purge(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'job:' || OLD."slug" END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'job:' || NEW."slug" END,
    'jobs']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_edge_purge AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION jobs_edge_purge();
--> statement-breakpoint
-- "Find a job" in a navigation staff saved before the careers pages existed (a site that never
-- saved one shows the seeded navigation, which has it): in the header after Services, and in the
-- footer's column that links the services, after that link. A navigation that already links /jobs,
-- or has no room left (8 header items, 10 links a column), is left as staff made it.
DO $$
DECLARE
  nav jsonb;
  at_index int;
  column_index int;
BEGIN
  SELECT "navigation" INTO nav FROM "company_profile" WHERE "navigation" IS NOT NULL LIMIT 1;
  IF nav IS NULL THEN RETURN; END IF;
  IF jsonb_typeof(nav->'header') = 'array'
    AND jsonb_array_length(nav->'header') < 8
    AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(nav->'header') AS item WHERE item->>'href' = '/jobs') THEN
    SELECT coalesce(min(ord)::int, jsonb_array_length(nav->'header')) INTO at_index
      FROM jsonb_array_elements(nav->'header') WITH ORDINALITY AS e(item, ord) WHERE item->>'href' = '/services';
    nav := jsonb_insert(nav, ARRAY['header', at_index::text], '{"label": "Find a job", "href": "/jobs"}'::jsonb);
  END IF;
  IF jsonb_typeof(nav->'footer') = 'array'
    AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements(nav->'footer') AS c(col), jsonb_array_elements(c.col->'links') AS l(link)
      WHERE l.link->>'href' = '/jobs') THEN
    SELECT (c.ord - 1)::int, min(l.ord)::int INTO column_index, at_index
      FROM jsonb_array_elements(nav->'footer') WITH ORDINALITY AS c(col, ord),
        jsonb_array_elements(c.col->'links') WITH ORDINALITY AS l(link, ord)
      WHERE l.link->>'href' = '/services' AND jsonb_array_length(c.col->'links') < 10
      GROUP BY c.ord ORDER BY c.ord LIMIT 1;
    IF column_index IS NOT NULL THEN
      nav := jsonb_insert(nav, ARRAY['footer', column_index::text, 'links', at_index::text],
        '{"label": "Find a job", "href": "/jobs"}'::jsonb);
    END IF;
  END IF;
  UPDATE "company_profile" SET "navigation" = nav WHERE "navigation" IS NOT NULL;
END;
$$;
