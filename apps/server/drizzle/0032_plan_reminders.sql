CREATE TABLE "plan_reminders" (
	"subscription_id" integer NOT NULL,
	"days_before" smallint NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_reminders_subscription_id_days_before_pk" PRIMARY KEY("subscription_id","days_before"),
	CONSTRAINT "plan_reminders_days_ck" CHECK ("plan_reminders"."days_before" in (30, 7, 1))
);
--> statement-breakpoint
ALTER TABLE "plan_reminders" ADD CONSTRAINT "plan_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;