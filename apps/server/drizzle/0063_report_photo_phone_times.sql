-- The phone's time of a queued report and photo, beside the server's (issue 46, decision 0096).
ALTER TABLE "visit_photos" ADD COLUMN "upload_phone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD COLUMN "submit_phone_at" timestamp with time zone;