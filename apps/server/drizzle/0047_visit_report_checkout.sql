ALTER TABLE "visit_reports" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
-- Reports filed before this migration take their visit's check-out from the booking (issue 43: the
-- dashboard's promise is counted from visit_reports alone).
UPDATE "visit_reports" AS r SET "checked_out_at" = b."checked_out_at" FROM "bookings" AS b WHERE b."id" = r."booking_id";
