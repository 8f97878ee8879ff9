ALTER TABLE "page_view_counts" ADD COLUMN "utm_medium" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_counts" ADD COLUMN "utm_campaign" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_counts" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_counts" DROP CONSTRAINT "page_view_counts_pk";
--> statement-breakpoint
ALTER TABLE "page_view_counts" ADD CONSTRAINT "page_view_counts_pk" PRIMARY KEY("day","path","referrer_host","utm_source","utm_medium","utm_campaign","device_class");