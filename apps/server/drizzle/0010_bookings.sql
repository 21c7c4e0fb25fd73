CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"loved_one_id" integer,
	"loved_one_name" text NOT NULL,
	"service_id" integer NOT NULL,
	"service_kind" text NOT NULL,
	"speciality_id" integer,
	"visit_date" date NOT NULL,
	"shift_type" smallint NOT NULL,
	"start_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"address_line" text NOT NULL,
	"city_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"status_reason" text,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"reminder_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_ck" CHECK ("bookings"."status" in ('requested', 'confirmed', 'completed', 'cancelled', 'rejected')),
	CONSTRAINT "bookings_shift_ck" CHECK ("bookings"."shift_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reschedule_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"shift_type" smallint NOT NULL,
	"start_time" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reschedule_requests_status_ck" CHECK ("reschedule_requests"."status" in ('open', 'approved', 'declined', 'cancelled')),
	CONSTRAINT "reschedule_requests_shift_ck" CHECK ("reschedule_requests"."shift_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_capacity" (
	"service_id" integer NOT NULL,
	"shift_type" smallint NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "service_capacity_pk" PRIMARY KEY("service_id","shift_type"),
	CONSTRAINT "service_capacity_ck" CHECK ("service_capacity"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "needs_speciality" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_capacity" ADD CONSTRAINT "service_capacity_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_uq" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_loved_one_shift_uq" ON "bookings" USING btree ("loved_one_id","visit_date","shift_type") WHERE "bookings"."status" in ('requested', 'confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("service_id","visit_date","shift_type") WHERE "bookings"."status" in ('requested', 'confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "bookings_allowance_idx" ON "bookings" USING btree ("subscription_id","service_kind","visit_date") WHERE "bookings"."status" in ('requested', 'confirmed', 'completed');--> statement-breakpoint
CREATE INDEX "bookings_user_date_idx" ON "bookings" USING btree ("user_id","visit_date","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_status_date_idx" ON "bookings" USING btree ("status","visit_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_requests_one_open_uq" ON "reschedule_requests" USING btree ("booking_id") WHERE "reschedule_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reschedule_requests_user_idx" ON "reschedule_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reschedule_requests_status_idx" ON "reschedule_requests" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "services" SET "needs_speciality" = true WHERE "code" IN ('GEN-DAILY-ASSIST', 'MED-POST-HOSPITAL', 'GER-DEMENTIA-COMPANION', 'GER-MOBILITY-FALL', 'GER-ATTENDANT-ARRANGE');
