-- A visit's own state (checked in and out, the late alert) leaves bookings for visit_checks, the visits module's table (decision 0084).
CREATE TABLE "visit_checks" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"late_alerted_at" timestamp with time zone,
	"check_in_location" jsonb,
	"check_out_location" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The visits checked in, out or alerted so far keep their state in the new table.
INSERT INTO "visit_checks" ("booking_id", "checked_in_at", "checked_out_at", "late_alerted_at", "check_in_location", "check_out_location", "created_at", "updated_at")
  SELECT "id", "checked_in_at", "checked_out_at", "late_alerted_at", "check_in_location", "check_out_location", "updated_at", "updated_at" FROM "bookings"
  WHERE "checked_in_at" IS NOT NULL OR "checked_out_at" IS NOT NULL OR "late_alerted_at" IS NOT NULL;--> statement-breakpoint
-- The background-work trigger of 0043 named late_alerted_at (a late alert cleared: only by a move, whose new start it signals anyway): the same without it.
DROP TRIGGER "bookings_background_work_update" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_background_work_update" AFTER UPDATE ON "bookings" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.visit_date IS DISTINCT FROM NEW.visit_date OR OLD.starts_at IS DISTINCT FROM NEW.starts_at
        OR (OLD.reminder_queued_at IS NOT NULL AND NEW.reminder_queued_at IS NULL))
  EXECUTE FUNCTION "background_work_changed"();--> statement-breakpoint
DROP INDEX "bookings_awaiting_checkin_idx";--> statement-breakpoint
DROP INDEX "bookings_report_due_idx";--> statement-breakpoint
ALTER TABLE "visit_checks" ADD CONSTRAINT "visit_checks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_start_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "checked_in_at";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "checked_out_at";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "late_alerted_at";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "check_in_location";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "check_out_location";