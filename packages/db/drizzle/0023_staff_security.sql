CREATE TABLE "staff_security" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_security_single_row" CHECK ("staff_security"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "staff_security" ADD CONSTRAINT "staff_security_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;