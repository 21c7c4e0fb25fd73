-- Automatic renewal's mandates approved at the bank (issue 47, decision 0101): the payer's approval link, when the gateway was last asked about a waiting mandate, and a mandate found by its gateway id (the token.confirmed webhook).
ALTER TABLE "renewal_mandates" ADD COLUMN "approval_url" text;--> statement-breakpoint
ALTER TABLE "renewal_mandates" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "renewal_mandates_waiting_idx" ON "renewal_mandates" USING btree ("gateway_checked_at") WHERE "renewal_mandates"."state" = 'created';--> statement-breakpoint
CREATE INDEX "renewal_mandates_gateway_idx" ON "renewal_mandates" USING btree ("gateway_mandate_id");