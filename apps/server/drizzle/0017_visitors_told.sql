ALTER TABLE "questions" ADD COLUMN "told_via" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_channel_ck" CHECK ("notifications"."channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_told_via_ck" CHECK ("questions"."told_via" is null or "questions"."told_via" in ('email', 'sms'));