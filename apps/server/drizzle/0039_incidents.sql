CREATE TABLE "incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"severity" text NOT NULL,
	"what_happened" text NOT NULL,
	"reported_by" text NOT NULL,
	"reporter_user_id" integer,
	"reporter_companion_id" integer,
	"reported_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"resolution" text,
	CONSTRAINT "incidents_severity_ck" CHECK ("incidents"."severity" in ('minor', 'serious', 'critical')),
	CONSTRAINT "incidents_reporter_ck" CHECK (("incidents"."reported_by" = 'family' and "incidents"."reporter_user_id" is not null) or ("incidents"."reported_by" = 'companion' and "incidents"."reporter_companion_id" is not null)),
	CONSTRAINT "incidents_closed_ck" CHECK (("incidents"."closed_at" is null) = ("incidents"."resolution" is null) and ("incidents"."closed_at" is null) = ("incidents"."closed_by" is null))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_ck";--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_reporter_companion_id_companions_id_fk" FOREIGN KEY ("reporter_companion_id") REFERENCES "public"."companions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incidents_booking_idx" ON "incidents" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "incidents_open_idx" ON "incidents" USING btree ("reported_at") WHERE "incidents"."closed_at" is null;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_ck" CHECK ("admin_audit"."target_type" in ('booking', 'reschedule_request', 'faq', 'enquiry', 'question', 'export', 'companion', 'plan_cancellation', 'payment', 'incident'));