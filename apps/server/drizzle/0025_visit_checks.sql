ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_in_location" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "check_out_location" jsonb;