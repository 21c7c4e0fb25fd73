-- The monthly family summary (a mark per person, loved one and month sent) and the mood-drop alerts (one open per loved one), issue 47, decision 0098.
CREATE TABLE "monthly_summaries_sent" (
	"user_id" integer NOT NULL,
	"loved_one_id" integer NOT NULL,
	"month" text NOT NULL,
	"payer_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "monthly_summaries_sent_user_id_loved_one_id_month_pk" PRIMARY KEY("user_id","loved_one_id","month"),
	CONSTRAINT "monthly_summaries_sent_month_ck" CHECK ("monthly_summaries_sent"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "mood_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loved_one_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"before_sum" smallint NOT NULL,
	"after_sum" smallint NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL,
	"recovered_at" timestamp with time zone,
	"recovered_by" integer
);
--> statement-breakpoint
ALTER TABLE "mood_alerts" ADD CONSTRAINT "mood_alerts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_summaries_sent_month_idx" ON "monthly_summaries_sent" USING btree ("month","loved_one_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mood_alerts_booking_uq" ON "mood_alerts" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mood_alerts_open_uq" ON "mood_alerts" USING btree ("loved_one_id") WHERE "mood_alerts"."recovered_at" is null;