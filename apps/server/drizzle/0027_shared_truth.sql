CREATE TABLE "dev_inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "dev_inbox_messages_address_idx" ON "dev_inbox_messages" USING btree ("address","id");--> statement-breakpoint
CREATE INDEX "questions_client_ip_idx" ON "questions" USING btree ("client_ip","created_at");--> statement-breakpoint
-- Public data (issue 27): every change to what the public reads are cached from bumps one version and
-- notifies every server process at commit, so each drops its caches (decision 0047). A sequence, not a
-- row, so writers never wait on each other for it.
CREATE SEQUENCE "public_data_version";--> statement-breakpoint
CREATE FUNCTION "public_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_data_version');
  PERFORM pg_notify('public_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "faqs_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "domain_data_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "domain_data" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "plan_tiers_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_tiers" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "plan_inclusions_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_inclusions" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "countries_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "states_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "cities_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "services_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();--> statement-breakpoint
CREATE TRIGGER "specialities_public_data" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "specialities" FOR EACH STATEMENT EXECUTE FUNCTION "public_data_changed"();
