CREATE TABLE "plan_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"beneficiaries" text NOT NULL,
	"frequency" text NOT NULL,
	"plan_fee_paise" integer NOT NULL,
	"tier_saving_percent" integer DEFAULT 0 NOT NULL,
	"registration_fee_paise" integer DEFAULT 0 NOT NULL,
	"registration_fee_waived" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plan_tiers_combination_uq" UNIQUE("tier","beneficiaries","frequency"),
	CONSTRAINT "plan_tiers_tier_ck" CHECK ("plan_tiers"."tier" in ('bronze', 'silver', 'gold')),
	CONSTRAINT "plan_tiers_beneficiaries_ck" CHECK ("plan_tiers"."beneficiaries" in ('single', 'couple')),
	CONSTRAINT "plan_tiers_frequency_ck" CHECK ("plan_tiers"."frequency" in ('annual', 'quarterly')),
	CONSTRAINT "plan_tiers_amounts_ck" CHECK ("plan_tiers"."plan_fee_paise" > 0 and "plan_tiers"."registration_fee_paise" >= 0),
	CONSTRAINT "plan_tiers_saving_ck" CHECK ("plan_tiers"."tier_saving_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faqs_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_state_name_uq" UNIQUE("state_id","name")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domain_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain_type" text NOT NULL,
	"code" integer NOT NULL,
	"value" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "domain_data_type_code_uq" UNIQUE("domain_type","code")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"assistance_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "services_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "specialities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "specialities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_country_code_uq" UNIQUE("country_id","code")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;