CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "subscriptions_period_idx" ON "subscriptions" USING btree ("ends_on","starts_on");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");