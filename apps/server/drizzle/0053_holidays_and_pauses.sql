-- Closed days and pauses (issue 44): the holidays the team keeps (seeded from the date-holidays library),
-- which close the shifts of the states they apply to; and a loved one's pause in care, whose dates a care
-- schedule skips when it books the next month; and a schedule's regular companion.
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"on_date" date NOT NULL,
	"name" text NOT NULL,
	"state_id" integer,
	"closed" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holidays_day_state_uq" UNIQUE NULLS NOT DISTINCT("on_date","state_id"),
	CONSTRAINT "holidays_source_ck" CHECK ("holidays"."source" in ('library', 'team')),
	CONSTRAINT "holidays_name_ck" CHECK (length("holidays"."name") between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "visit_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"loved_one_id" integer,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_pauses_span_ck" CHECK ("visit_pauses"."to_date" >= "visit_pauses"."from_date")
);
--> statement-breakpoint
ALTER TABLE "visit_series" ADD COLUMN "regular_companion_id" integer;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_pauses" ADD CONSTRAINT "visit_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_pauses" ADD CONSTRAINT "visit_pauses_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holidays_state_day_idx" ON "holidays" USING btree ("state_id","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_pauses_idempotency_uq" ON "visit_pauses" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "visit_pauses_loved_one_idx" ON "visit_pauses" USING btree ("loved_one_id","from_date");--> statement-breakpoint
CREATE INDEX "visit_pauses_user_idx" ON "visit_pauses" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "visit_series" ADD CONSTRAINT "visit_series_regular_companion_id_companions_id_fk" FOREIGN KEY ("regular_companion_id") REFERENCES "public"."companions"("id") ON DELETE no action ON UPDATE no action;