-- Every instance keeps the content version in memory and hears each move at once: the trigger
-- announces the new version on the content_version channel (delivered when the change commits).
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO bumped;
  PERFORM pg_notify('content_version', bumped::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
