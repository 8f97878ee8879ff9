-- The words of a page's sections for its search document (schema/search.ts): every text staff typed,
-- in whichever section, but nothing that only says how a section looks or where it leads (its type,
-- addresses, icons, styles, tab anchors). IMMUTABLE, as an index expression needs: the answer depends
-- on the argument alone.
CREATE OR REPLACE FUNCTION search_sections_text(sections jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  WITH RECURSIVE node(key, value) AS (
    SELECT NULL::text, sections
    UNION ALL
    SELECT child.key, child.value
    FROM node,
      LATERAL (
        SELECT entry.key, entry.value
        FROM jsonb_each(CASE WHEN jsonb_typeof(node.value) = 'object' THEN node.value END) AS entry
        UNION ALL
        SELECT node.key, element.value
        FROM jsonb_array_elements(CASE WHEN jsonb_typeof(node.value) = 'array' THEN node.value END) AS element
      ) AS child
  )
  SELECT coalesce(string_agg(value #>> '{}', ' '), '')
  FROM node
  WHERE jsonb_typeof(value) = 'string'
    AND key NOT IN ('type', 'src', 'href', 'icon', 'style', 'illustration', 'imageSide', 'id')
$$;
--> statement-breakpoint
-- The page index's expression takes the sections' words too (schema/search.ts's pageSearchDocument).
DROP INDEX "pages_search_idx";--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ((setweight(to_tsvector('simple'::regconfig, "title"), 'A') || setweight(to_tsvector('simple'::regconfig, regexp_replace("content" || ' ' || search_sections_text("sections"), '<[^>]*>|&#?[a-zA-Z0-9]+\x3B', ' ', 'g')), 'D')));