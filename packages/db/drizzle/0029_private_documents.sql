CREATE TABLE "document_chunks" (
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_chunks_name_position_pk" PRIMARY KEY("name","position")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"display_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"scan_status" text NOT NULL,
	"scan_finding" text,
	"scanned_at" timestamp with time zone,
	"stored" boolean DEFAULT true NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "whitepaper_id" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_purpose_idx" ON "documents" USING btree ("purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_whitepaper_id_documents_id_fk" FOREIGN KEY ("whitepaper_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;