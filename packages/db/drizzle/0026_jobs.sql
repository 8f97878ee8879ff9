CREATE TYPE "public"."job_status" AS ENUM('draft', 'open', 'closed', 'filled');--> statement-breakpoint
CREATE TYPE "public"."remote_mode" AS ENUM('onsite', 'hybrid', 'remote');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text,
	"description" text DEFAULT '' NOT NULL,
	"employment_type" text[] NOT NULL,
	"service" text NOT NULL,
	"category" text,
	"city" text,
	"region" text,
	"country" text,
	"postal_code" text,
	"remote" "remote_mode" DEFAULT 'onsite' NOT NULL,
	"remote_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary" jsonb,
	"valid_through" timestamp with time zone,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"reference" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_updated_idx" ON "jobs" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TRIGGER jobs_set_updated_at BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION set_updated_at();
--> statement-breakpoint
-- The public pages show open jobs: a change moves the content version, as a post's does.
CREATE TRIGGER jobs_bump_content_version AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
