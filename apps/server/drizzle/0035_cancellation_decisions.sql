ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_ck";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_period_ck";--> statement-breakpoint
ALTER TABLE "plan_cancellations" ADD COLUMN "charge_paise" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_from" date;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_ck" CHECK ("admin_audit"."target_type" in ('booking', 'reschedule_request', 'faq', 'enquiry', 'question', 'export', 'companion', 'plan_cancellation'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_ck" CHECK ("subscriptions"."ends_on" >= "subscriptions"."starts_on" - 1);