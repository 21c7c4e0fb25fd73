-- A coordinator's reschedule requests and enquiries from their own indexes (issue 43 item 4, decision 0076).
-- Each request keeps its booking's city, copied at insert by a trigger (whoever inserts it), filled here for
-- the requests made so far.
ALTER TABLE "reschedule_requests" ADD COLUMN "city_id" integer;--> statement-breakpoint
UPDATE "reschedule_requests" AS r SET "city_id" = b."city_id" FROM "bookings" AS b WHERE b."id" = r."booking_id";--> statement-breakpoint
ALTER TABLE "reschedule_requests" ALTER COLUMN "city_id" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION reschedule_request_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.city_id := (SELECT b.city_id FROM bookings b WHERE b.id = NEW.booking_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reschedule_requests_city BEFORE INSERT ON "reschedule_requests"
  FOR EACH ROW EXECUTE FUNCTION reschedule_request_city();--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reschedule_requests_city_idx" ON "reschedule_requests" USING btree ("city_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_city_status_created_idx" ON "enquiries" USING btree ("city_id","status","created_at","id");
