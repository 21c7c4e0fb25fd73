-- Contacts' numbers in E.164 (issue 42, decision 0068): every number kept so far was a 10-digit Indian one.
UPDATE "loved_ones" SET "contact_phone" = '+91' || "contact_phone" WHERE "contact_phone" !~ '^\+';--> statement-breakpoint
UPDATE "emergency_cards" SET "contacts" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN c->>'phone' ~ '^\+' THEN c ELSE jsonb_set(c, '{phone}', to_jsonb('+91' || (c->>'phone'))) END
    ORDER BY n), '[]'::jsonb)
  FROM jsonb_array_elements("contacts") WITH ORDINALITY AS e(c, n)
);--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_contact_phone_e164" CHECK ("loved_ones"."contact_phone" ~ '^\+[1-9][0-9]{6,14}$');
