-- Inquiries whose staff notification is not queued yet (the outbox of the inquiry's mail job).
CREATE TABLE "inquiry_notifications" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_notifications" ADD CONSTRAINT "inquiry_notifications_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;