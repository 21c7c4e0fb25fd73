-- Queued companion actions (issue 46, decision 0091): each check keeps its key (a replay answers the first
-- answer and writes nothing) and the phone's time of the tap beside the server's; arrived_at is the arrival
-- judged for lateness (the phone's time when a queue explains the gap), filled from checked_in_at for the
-- check-ins made before; the distance from the loved one's PIN code's point when a location was shared; the
-- keys of a queued report submit and photo upload.
--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_in_key" uuid;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_out_key" uuid;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_in_phone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_out_phone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_in_distance_m" integer;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD COLUMN "upload_key" uuid;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD COLUMN "submit_key" uuid;--> statement-breakpoint
UPDATE "visit_checks" SET "arrived_at" = "checked_in_at" WHERE "checked_in_at" IS NOT NULL;
