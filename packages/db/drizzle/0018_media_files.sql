CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Uploads are compressed images: kept uncompressed, a slice of one (substring) reads only its own
-- part of the stored value, so a file is streamed in pieces rather than read whole.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
