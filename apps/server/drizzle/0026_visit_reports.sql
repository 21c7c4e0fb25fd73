CREATE TABLE "companion_photos" (
	"companion_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion_preferences" (
	"user_id" integer NOT NULL,
	"companion_id" integer NOT NULL,
	"preference" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "companion_preferences_user_id_companion_id_pk" PRIMARY KEY("user_id","companion_id"),
	CONSTRAINT "companion_preferences_preference_ck" CHECK ("companion_preferences"."preference" in ('prefer', 'avoid'))
);
--> statement-breakpoint
CREATE TABLE "visit_photos" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_ratings" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"preference" text,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_ratings_stars_ck" CHECK ("visit_ratings"."stars" between 1 and 5),
	CONSTRAINT "visit_ratings_preference_ck" CHECK ("visit_ratings"."preference" in ('prefer', 'avoid'))
);
--> statement-breakpoint
CREATE TABLE "visit_reports" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"companion_id" integer NOT NULL,
	"tasks" jsonb NOT NULL,
	"mood" smallint NOT NULL,
	"concern" boolean NOT NULL,
	"concern_note" text DEFAULT '' NOT NULL,
	"family_note" text DEFAULT '' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_reports_mood_ck" CHECK ("visit_reports"."mood" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_ck";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companion_photos" ADD CONSTRAINT "companion_photos_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_preferences" ADD CONSTRAINT "companion_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_preferences" ADD CONSTRAINT "companion_preferences_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_ratings" ADD CONSTRAINT "visit_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_reports" ADD CONSTRAINT "visit_reports_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_preferences_companion_idx" ON "companion_preferences" USING btree ("companion_id");--> statement-breakpoint
CREATE INDEX "visit_ratings_user_idx" ON "visit_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "visit_reports_filed_idx" ON "visit_reports" USING btree ("filed_at");--> statement-breakpoint
CREATE INDEX "visit_reports_companion_idx" ON "visit_reports" USING btree ("companion_id");--> statement-breakpoint
CREATE INDEX "bookings_awaiting_checkin_idx" ON "bookings" USING btree ("starts_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_report_due_idx" ON "bookings" USING btree ("checked_out_at") WHERE "bookings"."status" = 'confirmed' and "bookings"."checked_out_at" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('requested', 'confirmed', 'completed', 'cancelled', 'rejected', 'missed'));