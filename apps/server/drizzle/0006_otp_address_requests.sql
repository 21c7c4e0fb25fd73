CREATE TABLE "otp_address_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_address_requests_ip_idx" ON "otp_address_requests" USING btree ("client_ip","created_at");