-- Issue 46: each account keeps the language it reads the app in (en, hi, bn, ta; the contracts' APP_LANGUAGES); a companion's app starts in it.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'hi', 'bn', 'ta'));