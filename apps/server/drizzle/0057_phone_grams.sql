-- A console search by a phone fragment (issue 43, decision 0086): every 5-character piece of each phone, kept
-- beside it and GIN-indexed, so "00000" finds the phones holding that piece instead of rechecking every phone
-- with the trigram "000". The pieces' function is immutable, as a generated column needs.
CREATE FUNCTION text_grams5(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, 5)), '{}'::text[]) FROM generate_series(1, length(t) - 4) AS i
$$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_grams" text[] GENERATED ALWAYS AS (text_grams5(phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_phone_grams_idx" ON "users" USING gin ("phone_grams");