CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"dial_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"user_message" text NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"is_callback" boolean DEFAULT false NOT NULL,
	"preferred_time" time,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"client_ip" text NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_ck" CHECK ("enquiries"."status" in ('new', 'contacted', 'closed')),
	CONSTRAINT "enquiries_callback_ck" CHECK ("enquiries"."is_callback" or "enquiries"."preferred_time" is null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notifications_status_ck" CHECK ("notifications"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_submission_uq" ON "enquiries" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_client_ip_idx" ON "enquiries" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "notifications_due_idx" ON "notifications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_ref_idx" ON "notifications" USING btree ("kind","ref_id");