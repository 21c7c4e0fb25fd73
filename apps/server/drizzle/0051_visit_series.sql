-- The care schedule (issue 44, decision 0078): a weekly pattern of visits, and each booking naming the
-- series it is a date of. The partial index stays empty for visits booked on their own.
CREATE TABLE "visit_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"loved_one_id" integer,
	"loved_one_name" text NOT NULL,
	"service_id" integer NOT NULL,
	"speciality_id" integer,
	"weekdays" smallint[] NOT NULL,
	"shift_type" smallint NOT NULL,
	"start_time" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"booked_through" date,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_series_status_ck" CHECK ("visit_series"."status" in ('active', 'ended')),
	CONSTRAINT "visit_series_shift_ck" CHECK ("visit_series"."shift_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "visit_series_span_ck" CHECK ("visit_series"."ends_on" >= "visit_series"."starts_on"),
	CONSTRAINT "visit_series_weekdays_ck" CHECK (cardinality("visit_series"."weekdays") between 1 and 7 and 1 <= all("visit_series"."weekdays") and 7 >= all("visit_series"."weekdays"))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_series_idempotency_uq" ON "visit_series" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "visit_series_user_idx" ON "visit_series" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_series_loved_one_idx" ON "visit_series" USING btree ("loved_one_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_visit_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."visit_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id","visit_date") WHERE "bookings"."series_id" is not null;