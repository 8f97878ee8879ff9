-- A post's tags as one text for its search document (schema/search.ts). array_to_string is only
-- STABLE (it calls the element type's output function), which an index expression may not use; on
-- text[] the answer never changes, so this wrapper may say IMMUTABLE.
CREATE OR REPLACE FUNCTION search_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;
