CREATE TABLE "family_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"payer_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"member_user_id" integer,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "family_members_role_ck" CHECK ("family_members"."role" in ('manager', 'viewer')),
	CONSTRAINT "family_members_status_ck" CHECK ("family_members"."status" in ('invited', 'active', 'removed')),
	CONSTRAINT "family_members_active_ck" CHECK ("family_members"."status" <> 'active' or ("family_members"."member_user_id" is not null and "family_members"."accepted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_for" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_member_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_role" text;--> statement-breakpoint
ALTER TABLE "family_activity" ADD CONSTRAINT "family_activity_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_activity" ADD CONSTRAINT "family_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_activity_payer_idx" ON "family_activity" USING btree ("payer_id","at");--> statement-breakpoint
CREATE INDEX "family_members_payer_idx" ON "family_members" USING btree ("payer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_live_phone_uq" ON "family_members" USING btree ("payer_id","phone") WHERE "family_members"."status" <> 'removed';--> statement-breakpoint
CREATE UNIQUE INDEX "family_members_token_uq" ON "family_members" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_members_member_idx" ON "family_members" USING btree ("member_user_id") WHERE "family_members"."status" = 'active';--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_for_users_id_fk" FOREIGN KEY ("acting_for") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_family_member_idx" ON "sessions" USING btree ("family_member_id") WHERE "sessions"."family_member_id" is not null;