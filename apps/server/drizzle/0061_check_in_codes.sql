-- Issue 46 (decision 0093): each loved one's check-in code (the QR code on the family's card, made when the card is first read), whether a check-in carried it, and the team's rotation audited on the loved one.
CREATE TABLE "check_in_codes" (
	"loved_one_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_in_codes_code_ck" CHECK ("check_in_codes"."code" ~ '^[2-9A-HJ-NP-Z]{8}$')
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_ck";--> statement-breakpoint
ALTER TABLE "visit_checks" ADD COLUMN "check_in_qr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_codes" ADD CONSTRAINT "check_in_codes_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_ck" CHECK ("admin_audit"."target_type" in ('booking', 'reschedule_request', 'faq', 'enquiry', 'question', 'export', 'companion', 'plan_cancellation', 'payment', 'incident', 'staff', 'holiday', 'loved_one'));