CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_ck" CHECK ("staff"."role" in ('admin', 'coordinator'))
);
--> statement-breakpoint
CREATE TABLE "staff_cities" (
	"staff_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "staff_cities_staff_id_city_id_pk" PRIMARY KEY("staff_id","city_id")
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_ck";--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_cities" ADD CONSTRAINT "staff_cities_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_cities" ADD CONSTRAINT "staff_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_uq" ON "staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_cities_city_idx" ON "staff_cities" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_ck" CHECK ("admin_audit"."target_type" in ('booking', 'reschedule_request', 'faq', 'enquiry', 'question', 'export', 'companion', 'plan_cancellation', 'payment', 'incident', 'staff'));--> statement-breakpoint
-- Every console account so far is an administrator (issue 43 item 4: a console session takes its role from here).
INSERT INTO "staff" ("user_id", "role", "created_at", "updated_at") SELECT "id", 'admin', "created_at", "updated_at" FROM "users" WHERE "user_type" = 2;
