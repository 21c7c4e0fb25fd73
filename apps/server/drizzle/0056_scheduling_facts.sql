-- Issue 45's facts for scheduling: each companion check's valid-until date (existing checks given their
-- usual term, but never less than 60 days from today, so the team hears the first reminder before anyone
-- lapses: decision 0087), the reminders' exactly-once rows, where each PIN code is, and a city's travel speed.
CREATE TABLE "companion_check_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"companion_id" integer NOT NULL,
	"check_kind" text NOT NULL,
	"valid_until" date NOT NULL,
	"days_before" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companion_check_alerts_kind_ck" CHECK ("companion_check_alerts"."check_kind" in ('identity', 'police', 'training')),
	CONSTRAINT "companion_check_alerts_days_ck" CHECK ("companion_check_alerts"."days_before" in (60, 30, 7))
);
--> statement-breakpoint
CREATE TABLE "pin_locations" (
	"pincode" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "pin_locations_pincode_ck" CHECK ("pin_locations"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "pin_locations_point_ck" CHECK ("pin_locations"."latitude" between 6 and 38 and "pin_locations"."longitude" between 68 and 98)
);
--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "identity_valid_until" date;--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "police_valid_until" date;--> statement-breakpoint
ALTER TABLE "companions" ADD COLUMN "training_valid_until" date;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "travel_kmph" integer DEFAULT 18 NOT NULL;--> statement-breakpoint
UPDATE "companions" SET
  "identity_valid_until" = greatest("identity_verified_on" + interval '60 months', current_date + 60)::date,
  "police_valid_until" = greatest("police_verified_on" + interval '12 months', current_date + 60)::date,
  "training_valid_until" = greatest("training_completed_on" + interval '12 months', current_date + 60)::date;--> statement-breakpoint
ALTER TABLE "companion_check_alerts" ADD CONSTRAINT "companion_check_alerts_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companion_check_alerts_uq" ON "companion_check_alerts" USING btree ("companion_id","check_kind","valid_until","days_before");--> statement-breakpoint
ALTER TABLE "companions" ADD CONSTRAINT "companions_checks_valid_ck" CHECK (("companions"."identity_valid_until" is null or "companions"."identity_valid_until" >= "companions"."identity_verified_on")
        and ("companions"."police_valid_until" is null or "companions"."police_valid_until" >= "companions"."police_verified_on")
        and ("companions"."training_valid_until" is null or "companions"."training_valid_until" >= "companions"."training_completed_on"));--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_travel_kmph_ck" CHECK ("cities"."travel_kmph" between 5 and 80);