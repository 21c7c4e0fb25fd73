-- Automatic renewal (issue 47, decision 0097): renewal_mandates (one live per plan) and renewal_cycles (one per plan and debit date, notice recorded before any debit).
CREATE TABLE "renewal_cycles" (
	"id" serial PRIMARY KEY NOT NULL,
	"mandate_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"debit_on" date NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"notice_sent_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'noticed' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"payment_id" integer,
	"renewed_subscription_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_cycles_state_ck" CHECK ("renewal_cycles"."state" in ('noticed', 'debiting', 'renewed', 'failed', 'moved', 'cancelled')),
	CONSTRAINT "renewal_cycles_kind_ck" CHECK ("renewal_cycles"."kind" in ('debit', 'link')),
	CONSTRAINT "renewal_cycles_attempts_ck" CHECK ("renewal_cycles"."attempts" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "renewal_mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"method" text NOT NULL,
	"link_reason" text,
	"amount_paise" integer NOT NULL,
	"next_debit_on" date NOT NULL,
	"gateway_customer_id" text,
	"gateway_mandate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"gateway_cancelled_at" timestamp with time zone,
	CONSTRAINT "renewal_mandates_state_ck" CHECK ("renewal_mandates"."state" in ('created', 'active', 'cancelled', 'failed')),
	CONSTRAINT "renewal_mandates_method_ck" CHECK ("renewal_mandates"."method" in ('upi', 'card', 'link')),
	CONSTRAINT "renewal_mandates_amount_ck" CHECK ("renewal_mandates"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_mandate_id_renewal_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."renewal_mandates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_cycles" ADD CONSTRAINT "renewal_cycles_renewed_subscription_id_subscriptions_id_fk" FOREIGN KEY ("renewed_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD CONSTRAINT "renewal_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_cycles_plan_date_uq" ON "renewal_cycles" USING btree ("subscription_id","debit_on");--> statement-breakpoint
CREATE INDEX "renewal_cycles_due_idx" ON "renewal_cycles" USING btree ("next_attempt_at") WHERE "renewal_cycles"."state" in ('noticed', 'debiting');--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_mandates_live_uq" ON "renewal_mandates" USING btree ("subscription_id") WHERE "renewal_mandates"."state" in ('created', 'active');--> statement-breakpoint
CREATE INDEX "renewal_mandates_due_idx" ON "renewal_mandates" USING btree ("next_debit_on") WHERE "renewal_mandates"."state" = 'active';