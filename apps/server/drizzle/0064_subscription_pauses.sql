-- Issue 47: a plan paused instead of cancelled (decision 0095): once per member plan year (unique index), never two overlapping pauses of one plan (exclusion constraint).
CREATE TABLE "subscription_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"months" smallint NOT NULL,
	"days" integer NOT NULL,
	"year_start" date NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_pauses_span_ck" CHECK ("subscription_pauses"."to_date" >= "subscription_pauses"."from_date"),
	CONSTRAINT "subscription_pauses_months_ck" CHECK ("subscription_pauses"."months" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_pauses_year_uq" ON "subscription_pauses" USING btree ("user_id","year_start");--> statement-breakpoint
CREATE INDEX "subscription_pauses_plan_idx" ON "subscription_pauses" USING btree ("subscription_id","from_date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "subscription_pauses" ADD CONSTRAINT "subscription_pauses_no_overlap" EXCLUDE USING gist ("subscription_id" WITH =, daterange("from_date", "to_date", '[]') WITH &&);
