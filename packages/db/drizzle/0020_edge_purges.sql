-- The edge's purge log and queue: every committed change to what public answers show names the
-- surrogate keys it touches (apps/server/src/caches/surrogate-keys.ts), in its own transaction, and
-- announces it on the edge_purge channel (delivered at commit) so the `edge-purge` job sends it.
CREATE TABLE "edge_purges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "edge_purges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"keys" text[] NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "edge_purges_waiting_idx" ON "edge_purges" USING btree ("id") WHERE "edge_purges"."purged_at" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION request_edge_purge(purge_keys text[]) RETURNS void AS $$
BEGIN
  INSERT INTO "edge_purges" ("keys") SELECT array_agg(DISTINCT k ORDER BY k) FROM unnest(purge_keys) AS k WHERE k IS NOT NULL;
  PERFORM pg_notify('edge_purge', '');
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A page: its own address, under its old and its new slug, and the list of pages (the sitemap).
CREATE OR REPLACE FUNCTION pages_edge_purge() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
  PERFORM request_edge_purge(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'page:' || OLD."slug" END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'page:' || NEW."slug" END,
    'pages']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pages_edge_purge AFTER INSERT OR UPDATE OR DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION pages_edge_purge();
--> statement-breakpoint
-- A post: its own address, under its old and its new slug, and every list of posts.
CREATE OR REPLACE FUNCTION blog_posts_edge_purge() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
  PERFORM request_edge_purge(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN 'post:' || OLD."slug" END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'post:' || NEW."slug" END,
    'posts']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blog_posts_edge_purge AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION blog_posts_edge_purge();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seo_settings_edge_purge() RETURNS trigger AS $$
BEGIN
  PERFORM request_edge_purge(ARRAY['seo']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER seo_settings_edge_purge AFTER INSERT OR UPDATE OR DELETE ON "seo_settings" FOR EACH STATEMENT EXECUTE FUNCTION seo_settings_edge_purge();
--> statement-breakpoint
-- The company profile is drawn in every header and footer (the navigation's links with it).
CREATE OR REPLACE FUNCTION company_profile_edge_purge() RETURNS trigger AS $$
BEGIN
  PERFORM request_edge_purge(ARRAY['profile', 'navigation']);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER company_profile_edge_purge AFTER INSERT OR UPDATE OR DELETE ON "company_profile" FOR EACH STATEMENT EXECUTE FUNCTION company_profile_edge_purge();
--> statement-breakpoint
-- A redirect answers at its source address before any page or post there.
CREATE OR REPLACE FUNCTION redirects_edge_purge() RETURNS trigger AS $$
DECLARE
  source text;
  purge_keys text[] := ARRAY[]::text[];
BEGIN
  FOREACH source IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."from_path" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."from_path" END] LOOP
    IF source IS NULL THEN CONTINUE; END IF;
    purge_keys := purge_keys || CASE
      WHEN source ~ '^/blog/[^/]+$' THEN 'post:' || substr(source, 7)
      WHEN source IN ('/', '/home') THEN 'page:home'
      ELSE 'page:' || substr(source, 2) END;
  END LOOP;
  PERFORM request_edge_purge(purge_keys);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER redirects_edge_purge AFTER INSERT OR DELETE OR UPDATE OF "from_path", "to_url", "status_code" ON "redirects" FOR EACH ROW EXECUTE FUNCTION redirects_edge_purge();
