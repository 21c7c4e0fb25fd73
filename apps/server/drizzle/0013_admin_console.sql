-- Trigram indexes for the console's searches; pg_trgm is a trusted extension (PostgreSQL 13+), bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "faq_id" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "admin_note" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_name_trgm_idx" ON "enquiries" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_phone_trgm_idx" ON "enquiries" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_email_trgm_idx" ON "enquiries" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_status_created_idx" ON "questions" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_status_ck" CHECK ("questions"."status" in ('new', 'answered', 'closed'));