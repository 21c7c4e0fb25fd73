-- Continuity and on-time arrivals per city (issue 45, decision 0090): one row per city and India day, worked
-- out by the visits module's night sweep (the key makes it once however many processes sweep), so the
-- dashboard reads each city's latest row instead of counting 90 days of visits at every load.
--> statement-breakpoint
CREATE TABLE "city_care_figures" (
	"city_id" integer NOT NULL,
	"on_date" date NOT NULL,
	"families" integer NOT NULL,
	"families_two_or_fewer" integer NOT NULL,
	"visits_checked_in" integer NOT NULL,
	"on_time" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "city_care_figures_pk" PRIMARY KEY("city_id","on_date"),
	CONSTRAINT "city_care_figures_counts_ck" CHECK ("city_care_figures"."families_two_or_fewer" between 0 and "city_care_figures"."families" and "city_care_figures"."on_time" between 0 and "city_care_figures"."visits_checked_in")
);
--> statement-breakpoint
ALTER TABLE "city_care_figures" ADD CONSTRAINT "city_care_figures_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_care_figures_day_idx" ON "city_care_figures" USING btree ("on_date");