CREATE TABLE "emergency_cards" (
	"loved_one_id" integer PRIMARY KEY NOT NULL,
	"contacts" jsonb NOT NULL,
	"hospital_name" text DEFAULT '' NOT NULL,
	"hospital_address" text DEFAULT '' NOT NULL,
	"hospital_phone" text DEFAULT '' NOT NULL,
	"allergies" text DEFAULT '' NOT NULL,
	"medicines" text DEFAULT '' NOT NULL,
	"health_consent_version" text,
	"health_consent_at" timestamp with time zone,
	"emergency_notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emergency_cards_health_consent_ck" CHECK (("emergency_cards"."allergies" = '' and "emergency_cards"."medicines" = '') or "emergency_cards"."health_consent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "emergency_cards" ADD CONSTRAINT "emergency_cards_loved_one_id_loved_ones_id_fk" FOREIGN KEY ("loved_one_id") REFERENCES "public"."loved_ones"("id") ON DELETE cascade ON UPDATE no action;