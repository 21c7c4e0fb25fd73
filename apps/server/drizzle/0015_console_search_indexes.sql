CREATE INDEX "bookings_visit_order_idx" ON "bookings" USING btree ("visit_date","starts_at","id");--> statement-breakpoint
CREATE INDEX "bookings_service_idx" ON "bookings" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "bookings_loved_one_name_trgm_idx" ON "bookings" USING gin ("loved_one_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_message_trgm_idx" ON "enquiries" USING gin ("user_message" gin_trgm_ops);