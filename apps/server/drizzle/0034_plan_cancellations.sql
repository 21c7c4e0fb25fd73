CREATE TABLE "plan_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"quote" jsonb NOT NULL,
	"effective_date" date NOT NULL,
	"refund_paise" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decision_note" text,
	CONSTRAINT "plan_cancellations_status_ck" CHECK ("plan_cancellations"."status" in ('requested', 'approved', 'declined')),
	CONSTRAINT "plan_cancellations_refund_ck" CHECK ("plan_cancellations"."refund_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD CONSTRAINT "plan_cancellations_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD CONSTRAINT "plan_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD CONSTRAINT "plan_cancellations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_cancellations_one_open_uq" ON "plan_cancellations" USING btree ("subscription_id") WHERE "plan_cancellations"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "plan_cancellations_user_idx" ON "plan_cancellations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "plan_cancellations_waiting_idx" ON "plan_cancellations" USING btree ("requested_at") WHERE "plan_cancellations"."status" = 'requested';