CREATE TABLE "notification_prefs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"channels" jsonb NOT NULL,
	"whatsapp_phone" text,
	"whatsapp_opted_in_at" timestamp with time zone,
	"whatsapp_consent_version" text,
	"whatsapp_stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_prefs_optin_ck" CHECK (("notification_prefs"."whatsapp_opted_in_at" is null) = ("notification_prefs"."whatsapp_consent_version" is null) and ("notification_prefs"."whatsapp_opted_in_at" is null) = ("notification_prefs"."whatsapp_phone" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_channel_ck";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fallbacks" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fallback_of" integer;--> statement-breakpoint
ALTER TABLE "notification_prefs" ADD CONSTRAINT "notification_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_prefs_whatsapp_phone_idx" ON "notification_prefs" USING btree ("whatsapp_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_provider_id_uq" ON "notifications" USING btree ("provider_message_id") WHERE "notifications"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_fallback_of_uq" ON "notifications" USING btree ("fallback_of") WHERE "notifications"."fallback_of" is not null;--> statement-breakpoint
CREATE INDEX "notifications_whatsapp_to_idx" ON "notifications" USING btree ("to_address") WHERE "notifications"."channel" = 'whatsapp' and "notifications"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_delivery_ck" CHECK ("notifications"."delivery_status" is null or "notifications"."delivery_status" in ('sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_channel_ck" CHECK ("notifications"."channel" in ('email', 'sms', 'whatsapp'));