ALTER TABLE "enquiries" ALTER COLUMN "city_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "requested_town" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "requested_state_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_requested_state_id_states_id_fk" FOREIGN KEY ("requested_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_place_ck" CHECK ("enquiries"."city_id" is not null or ("enquiries"."requested_town" is not null and "enquiries"."requested_state_id" is not null));