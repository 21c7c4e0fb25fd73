CREATE INDEX "bookings_city_created_idx" ON "bookings" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_city_requested_idx" ON "bookings" USING btree ("city_id") WHERE "bookings"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "loved_ones_city_user_idx" ON "loved_ones" USING btree ("city_id","user_id");