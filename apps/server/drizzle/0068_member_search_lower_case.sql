-- The console's member search (decision 0104): names and emails kept lower-cased in member_search, so a search
-- compares them with LIKE and a lower-cased pattern, which is what ILIKE does in a UTF-8 database, without
-- lowering each row's value again for every search. users keeps the names and emails as given.
CREATE OR REPLACE FUNCTION member_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_search (user_id, user_name, phone, email)
    VALUES (NEW.id, lower(NEW.user_name), NEW.phone, lower(NEW.email))
  ON CONFLICT (user_id) DO UPDATE SET user_name = excluded.user_name, phone = excluded.phone, email = excluded.email;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_member_search() RETURNS void LANGUAGE sql AS $$
  DELETE FROM member_search m WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = m.user_id);
  INSERT INTO member_search (user_id, user_name, phone, email)
    SELECT id, lower(user_name), phone, lower(email) FROM users ORDER BY id
  ON CONFLICT (user_id) DO UPDATE SET user_name = excluded.user_name, phone = excluded.phone, email = excluded.email
    WHERE (member_search.user_name, member_search.phone, member_search.email)
      IS DISTINCT FROM (excluded.user_name, excluded.phone, excluded.email);
$$;--> statement-breakpoint
-- Every row written afresh into an empty table whose indexes are built after it: rewriting each row in place
-- left as many dead rows as live ones and the trigram indexes' pending lists long, which every search then read
-- (12 ms for a search that takes 2 at a hundred thousand accounts).
DROP INDEX "member_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "member_search_phone_trgm_idx";--> statement-breakpoint
DROP INDEX "member_search_email_trgm_idx";--> statement-breakpoint
DROP INDEX "member_search_phone_keys_idx";--> statement-breakpoint
TRUNCATE "member_search";--> statement-breakpoint
INSERT INTO member_search (user_id, user_name, phone, email)
  SELECT id, lower(user_name), phone, lower(email) FROM users ORDER BY id;--> statement-breakpoint
CREATE INDEX "member_search_name_trgm_idx" ON "member_search" USING gin ("user_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_phone_trgm_idx" ON "member_search" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_email_trgm_idx" ON "member_search" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_search_phone_keys_idx" ON "member_search" USING gin ("phone_keys");--> statement-breakpoint
ANALYZE "member_search";
