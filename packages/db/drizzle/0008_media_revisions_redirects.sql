CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"alt" text,
	"url" text NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to_url" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_status_code" CHECK ("redirects"."status_code" in (301, 302))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"author_id" uuid,
	"author_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_version" ADD COLUMN "announced_through" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_revisions_entity_idx" ON "content_revisions" USING btree ("entity_type","entity_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- Pages published before they had a publishedAt went public no later than they were created. The
-- backfill must not move updated_at, which the admin's cards and the sitemap show.
ALTER TABLE "pages" DISABLE TRIGGER pages_set_updated_at;
--> statement-breakpoint
UPDATE "pages" SET "published_at" = "created_at" WHERE "is_published" AND "published_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "pages" ENABLE TRIGGER pages_set_updated_at;
--> statement-breakpoint
CREATE TRIGGER media_set_updated_at BEFORE UPDATE ON "media" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- A redirect's updated_at follows what it says, not its hit count.
CREATE TRIGGER redirects_set_updated_at BEFORE UPDATE OF "from_path", "to_url", "status_code" ON "redirects" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- Every instance keeps the redirects in memory and reloads them when this announces a change (the
-- hit counts, added in batches, announce nothing).
CREATE OR REPLACE FUNCTION announce_redirects_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('redirects', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER redirects_announce_change AFTER INSERT OR DELETE OR UPDATE OF "from_path", "to_url", "status_code" ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION announce_redirects_change();
