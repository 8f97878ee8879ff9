CREATE TABLE "job_alert_matches" (
	"subscription_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_matches_subscription_id_job_id_pk" PRIMARY KEY("subscription_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"service" text,
	"category" text,
	"status" "newsletter_status" DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'jobs' NOT NULL,
	"request_ip" text,
	"confirm_token_hash" text,
	"confirm_token_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_ip" text,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_subscription_id_job_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."job_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_matches" ADD CONSTRAINT "job_alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_matches_job_idx" ON "job_alert_matches" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_subscriptions_unique" ON "job_alert_subscriptions" USING btree (lower("email"),coalesce("service", ''),lower(coalesce("category", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_subscriptions_unsubscribe_token_unique" ON "job_alert_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_subscriptions_confirm_token_unique" ON "job_alert_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "job_alert_subscriptions_created_idx" ON "job_alert_subscriptions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE TRIGGER job_alert_subscriptions_set_updated_at BEFORE UPDATE ON "job_alert_subscriptions" FOR EACH ROW EXECUTE FUNCTION set_updated_at();