CREATE TABLE "companion_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"companion_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "companion_leave_order_ck" CHECK ("companion_leave"."starts_on" <= "companion_leave"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "companions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_kinds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"speciality_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"pincodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"identity_verified_on" date,
	"police_verified_on" date,
	"training_completed_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_ck";--> statement-breakpoint
DROP INDEX "users_email_uq";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "window_start" timestamp with time zone GENERATED ALWAYS AS (timezone('UTC', visit_date::timestamp + make_interval(mins => (case shift_type when 1 then 420 when 2 then 780 when 3 then 1020 when 4 then 1320 when 5 then 0 end) - 330))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "window_end" timestamp with time zone GENERATED ALWAYS AS (timezone('UTC', visit_date::timestamp + make_interval(mins => (case shift_type when 1 then 780 when 2 then 1140 when 3 then 1380 when 4 then 1860 when 5 then 1440 end) - 330))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "companion_id" integer;--> statement-breakpoint
ALTER TABLE "companion_leave" ADD CONSTRAINT "companion_leave_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companions" ADD CONSTRAINT "companions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companions" ADD CONSTRAINT "companions_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companions" ADD CONSTRAINT "companions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_leave_companion_idx" ON "companion_leave" USING btree ("companion_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "companions_user_uq" ON "companions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companions_city_idx" ON "companions" USING btree ("city_id","is_active");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_companion_id_companions_id_fk" FOREIGN KEY ("companion_id") REFERENCES "public"."companions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_companion_idx" ON "bookings" USING btree ("companion_id","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE "users"."email" <> '';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" in (1, 2, 3));--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- A companion never holds two visits whose shifts overlap, whatever arrives at once (decision 0044).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_companion_no_overlap" EXCLUDE USING gist ("companion_id" WITH =, tstzrange("window_start", "window_end") WITH &&) WHERE ("companion_id" IS NOT NULL AND "status" IN ('requested', 'confirmed', 'completed'));
