CREATE TABLE "page_view_counts" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"device_class" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_counts_pk" PRIMARY KEY("day","path","referrer_host","utm_source","device_class"),
	CONSTRAINT "page_view_counts_device_class" CHECK ("page_view_counts"."device_class" in ('phone', 'tablet', 'desktop'))
);
