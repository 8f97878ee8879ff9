ALTER TABLE "working_copies" ALTER COLUMN "fields" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "working_copies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;