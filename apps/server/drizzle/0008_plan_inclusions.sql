CREATE TABLE "plan_inclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"detail" text,
	"display_order" integer NOT NULL,
	"monthly_allowance" integer,
	CONSTRAINT "plan_inclusions_tier_kind_uq" UNIQUE("tier","kind"),
	CONSTRAINT "plan_inclusions_tier_ck" CHECK ("plan_inclusions"."tier" in ('bronze', 'silver', 'gold')),
	CONSTRAINT "plan_inclusions_kind_ck" CHECK ("plan_inclusions"."kind" in ('companion_visit', 'wellness_call', 'emergency_support', 'doctor_visit', 'errand', 'family_report', 'care_manager')),
	CONSTRAINT "plan_inclusions_allowance_ck" CHECK ("plan_inclusions"."monthly_allowance" is null or "plan_inclusions"."monthly_allowance" >= 0)
);
