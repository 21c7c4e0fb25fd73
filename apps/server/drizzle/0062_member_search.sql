-- The console's dense searches (issue 43, decision 0094): accounts matched in narrow rows a trigger keeps, a count in cities from one index.
-- Every 5-character piece of a phone as a number: "+" and digits in base 11 (exact), any other piece -1 (a phone
-- holding it is always a candidate, which LIKE then settles). Immutable, as a generated column needs.
CREATE FUNCTION phone_gram_keys(t text) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT CASE WHEN translate(g, '+0123456789', '') = '' THEN
      (strpos('+0123456789', substr(g, 1, 1)) - 1) * 14641 + (strpos('+0123456789', substr(g, 2, 1)) - 1) * 1331
      + (strpos('+0123456789', substr(g, 3, 1)) - 1) * 121 + (strpos('+0123456789', substr(g, 4, 1)) - 1) * 11
      + (strpos('+0123456789', substr(g, 5, 1)) - 1)
    ELSE -1 END), '{}'::int[])
  FROM unnest(text_grams5(t)) AS g
$$;--> statement-breakpoint
CREATE TABLE "member_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"phone_keys" integer[] GENERATED ALWAYS AS (phone_gram_keys(phone)) STORED NOT NULL
);
--> statement-breakpoint
-- Every account's row afresh (after a load with triggers off, as the benchmark's generator does; an operator may
-- run it after any such load): rows of accounts gone are dropped, changed ones rewritten, missing ones added.
CREATE FUNCTION rebuild_member_search() RETURNS void LANGUAGE sql AS $$
  DELETE FROM member_search m WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id);
  INSERT INTO member_search (user_id, user_name, phone, email)
    SELECT id, user_name, phone, email FROM users ORDER BY id
  ON CONFLICT (user_id) DO UPDATE SET user_name = excluded.user_name, phone = excluded.phone, email = excluded.email
    WHERE (member_search.user_name, member_search.phone, member_search.email)
      IS DISTINCT FROM (excluded.user_name, excluded.phone, excluded.email);
$$;--> statement-breakpoint
SELECT rebuild_member_search();--> statement-breakpoint
ALTER TABLE "member_search" ADD CONSTRAINT "member_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_search_name_trgm_idx" ON "member_search" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_phone_trgm_idx" ON "member_search" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_email_trgm_idx" ON "member_search" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_phone_keys_idx" ON "member_search" USING gin ("phone_keys");--> statement-breakpoint
-- The account's name and contacts copied in the statement that writes them (an erasure's anonymised values too);
-- a deleted account's row goes with it (the foreign key's cascade).
CREATE FUNCTION member_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_search (user_id, user_name, phone, email)
    VALUES (NEW.id, NEW.user_name, NEW.phone, NEW.email)
  ON CONFLICT (user_id) DO UPDATE SET user_name = excluded.user_name, phone = excluded.phone, email = excluded.email;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_member_search AFTER INSERT OR UPDATE OF user_name, phone, email ON users
  FOR EACH ROW EXECUTE FUNCTION member_search_keep();--> statement-breakpoint
CREATE INDEX "bookings_city_user_idx" ON "bookings" USING btree ("city_id","user_id");--> statement-breakpoint
-- The phones' pieces on users (migration 0057) are read no more: member_search.phone_keys finds a phone fragment.
DROP INDEX "users_phone_grams_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone_grams";
