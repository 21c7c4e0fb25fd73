DROP INDEX "bookings_user_date_idx";--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD COLUMN "from_visit_date" date;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD COLUMN "from_shift_type" smallint;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD COLUMN "from_start_time" text;--> statement-breakpoint
UPDATE "reschedule_requests" r SET "from_visit_date" = b."visit_date", "from_shift_type" = b."shift_type", "from_start_time" = b."start_time" FROM "bookings" b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "reschedule_requests" ALTER COLUMN "from_visit_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ALTER COLUMN "from_shift_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ALTER COLUMN "from_start_time" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_reminder_due_idx" ON "bookings" USING btree ("visit_date") WHERE "bookings"."reminder_queued_at" is null and "bookings"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "bookings_loved_one_idx" ON "bookings" USING btree ("loved_one_id");--> statement-breakpoint
CREATE INDEX "reschedule_requests_booking_idx" ON "reschedule_requests" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "bookings_user_date_idx" ON "bookings" USING btree ("user_id","visit_date","starts_at","id");