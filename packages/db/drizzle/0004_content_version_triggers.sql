-- Public pages show pages, posts and SEO settings: any change to them moves the content version,
-- which tells every instance that its cached HTML is stale.
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pages_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "pages" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER blog_posts_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
--> statement-breakpoint
CREATE TRIGGER seo_settings_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "seo_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
