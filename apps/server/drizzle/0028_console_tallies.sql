CREATE TABLE "plan_tallies" (
	"day" date NOT NULL,
	"tier" text NOT NULL,
	"frequency" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "plan_tallies_pk" PRIMARY KEY("day","tier","frequency")
);
--> statement-breakpoint
CREATE TABLE "revenue_tallies" (
	"month" date PRIMARY KEY NOT NULL,
	"paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_tallies" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"bucket" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "booking_tallies_pk" PRIMARY KEY("kind","status","day","bucket"),
	CONSTRAINT "booking_tallies_kind_ck" CHECK ("booking_tallies"."kind" in ('visit', 'made'))
);
--> statement-breakpoint
CREATE TABLE "member_tallies" (
	"joined_on" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- The console's figures at a million bookings (issue 27, decision 0050): tallies kept in the statement
-- that changes what they count, by statement-level triggers over its transition tables. Each trigger adds
-- the statement's changes up (old rows out, new rows in) and writes them with one INSERT … ON CONFLICT in
-- key order, so statements touching the same tally rows lock them in the same order, as the last thing
-- they lock. Bookings' keys are spread over 4 buckets (id % 4), so bookings made at once seldom share a row.
-- Bookings per visit date and status, and per India day made.
CREATE FUNCTION "booking_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_tallies AS t (kind, status, day, bucket, n)
    SELECT kind, status, day, bucket, sum(v)::int FROM (
      SELECT 'visit' AS kind, r.status, r.visit_date AS day, (r.id % 4)::smallint AS bucket, 1 AS v FROM new_rows r
      UNION ALL
      SELECT 'made', '', ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (r.id % 4)::smallint, 1 FROM new_rows r
    ) d GROUP BY kind, status, day, bucket HAVING sum(v) <> 0 ORDER BY kind, status, day, bucket
    ON CONFLICT (kind, status, day, bucket) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_tallies AS t (kind, status, day, bucket, n)
    SELECT kind, status, day, bucket, sum(v)::int FROM (
      SELECT 'visit' AS kind, r.status, r.visit_date AS day, (r.id % 4)::smallint AS bucket, -1 AS v FROM old_rows r
      UNION ALL
      SELECT 'made', '', ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (r.id % 4)::smallint, -1 FROM old_rows r
    ) d GROUP BY kind, status, day, bucket HAVING sum(v) <> 0 ORDER BY kind, status, day, bucket
    ON CONFLICT (kind, status, day, bucket) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO booking_tallies AS t (kind, status, day, bucket, n)
    SELECT kind, status, day, bucket, sum(v)::int FROM (
      SELECT 'visit' AS kind, r.status, r.visit_date AS day, (r.id % 4)::smallint AS bucket, -1 AS v FROM old_rows r
      UNION ALL
      SELECT 'made', '', ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (r.id % 4)::smallint, -1 FROM old_rows r
      UNION ALL
      SELECT 'visit' AS kind, r.status, r.visit_date AS day, (r.id % 4)::smallint AS bucket, 1 AS v FROM new_rows r
      UNION ALL
      SELECT 'made', '', ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (r.id % 4)::smallint, 1 FROM new_rows r
    ) d GROUP BY kind, status, day, bucket HAVING sum(v) <> 0 ORDER BY kind, status, day, bucket
    ON CONFLICT (kind, status, day, bucket) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_insert" AFTER INSERT ON "bookings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_update" AFTER UPDATE ON "bookings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "bookings_tallies_delete" AFTER DELETE ON "bookings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_tallies_apply"();--> statement-breakpoint
INSERT INTO booking_tallies (kind, status, day, bucket, n)
SELECT 'visit', status, visit_date, (id % 4)::smallint, count(*)::int FROM bookings GROUP BY 2, 3, 4
UNION ALL
SELECT 'made', '', ((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (id % 4)::smallint, count(*)::int
FROM bookings GROUP BY 3, 4;--> statement-breakpoint
-- Members (user_type 1) not erased, per India day they joined.
CREATE FUNCTION "member_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_tallies AS t (joined_on, n)
    SELECT joined_on, sum(v)::int FROM (
      SELECT ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS joined_on, 1 AS v FROM new_rows r WHERE r.user_type = 1 AND r.erased_at IS NULL
    ) d GROUP BY joined_on HAVING sum(v) <> 0 ORDER BY joined_on
    ON CONFLICT (joined_on) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_tallies AS t (joined_on, n)
    SELECT joined_on, sum(v)::int FROM (
      SELECT ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS joined_on, -1 AS v FROM old_rows r WHERE r.user_type = 1 AND r.erased_at IS NULL
    ) d GROUP BY joined_on HAVING sum(v) <> 0 ORDER BY joined_on
    ON CONFLICT (joined_on) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO member_tallies AS t (joined_on, n)
    SELECT joined_on, sum(v)::int FROM (
      SELECT ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS joined_on, -1 AS v FROM old_rows r WHERE r.user_type = 1 AND r.erased_at IS NULL
      UNION ALL
      SELECT ((r.created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS joined_on, 1 AS v FROM new_rows r WHERE r.user_type = 1 AND r.erased_at IS NULL
    ) d GROUP BY joined_on HAVING sum(v) <> 0 ORDER BY joined_on
    ON CONFLICT (joined_on) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_tallies_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "users_tallies_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "users_tallies_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "member_tallies_apply"();--> statement-breakpoint
INSERT INTO member_tallies (joined_on, n)
SELECT ((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, count(*)::int FROM users
WHERE user_type = 1 AND erased_at IS NULL GROUP BY 1;--> statement-breakpoint
-- Plans in force: +1 on a plan's first day, -1 the day after its last, per tier and frequency.
CREATE FUNCTION "plan_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO plan_tallies AS t (day, tier, frequency, n)
    SELECT day, tier, frequency, sum(v)::int FROM (
      SELECT r.starts_on AS day, r.tier, r.frequency, 1 AS v FROM new_rows r
      UNION ALL
      SELECT r.ends_on + 1, r.tier, r.frequency, -(1) FROM new_rows r
    ) d GROUP BY day, tier, frequency HAVING sum(v) <> 0 ORDER BY day, tier, frequency
    ON CONFLICT (day, tier, frequency) DO UPDATE SET n = t.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO plan_tallies AS t (day, tier, frequency, n)
    SELECT day, tier, frequency, sum(v)::int FROM (
      SELECT r.starts_on AS day, r.tier, r.frequency, -1 AS v FROM old_rows r
      UNION ALL
      SELECT r.ends_on + 1, r.tier, r.frequency, -(-1) FROM old_rows r
    ) d GROUP BY day, tier, frequency HAVING sum(v) <> 0 ORDER BY day, tier, frequency
    ON CONFLICT (day, tier, frequency) DO UPDATE SET n = t.n + excluded.n;
  ELSE
    INSERT INTO plan_tallies AS t (day, tier, frequency, n)
    SELECT day, tier, frequency, sum(v)::int FROM (
      SELECT r.starts_on AS day, r.tier, r.frequency, -1 AS v FROM old_rows r
      UNION ALL
      SELECT r.ends_on + 1, r.tier, r.frequency, -(-1) FROM old_rows r
      UNION ALL
      SELECT r.starts_on AS day, r.tier, r.frequency, 1 AS v FROM new_rows r
      UNION ALL
      SELECT r.ends_on + 1, r.tier, r.frequency, -(1) FROM new_rows r
    ) d GROUP BY day, tier, frequency HAVING sum(v) <> 0 ORDER BY day, tier, frequency
    ON CONFLICT (day, tier, frequency) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_tallies_insert" AFTER INSERT ON "subscriptions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_tallies_update" AFTER UPDATE ON "subscriptions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "subscriptions_tallies_delete" AFTER DELETE ON "subscriptions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "plan_tallies_apply"();--> statement-breakpoint
INSERT INTO plan_tallies (day, tier, frequency, n)
SELECT day, tier, frequency, sum(v)::int FROM (
  SELECT starts_on AS day, tier, frequency, 1 AS v FROM subscriptions
  UNION ALL
  SELECT ends_on + 1, tier, frequency, -1 FROM subscriptions
) d GROUP BY 1, 2, 3 HAVING sum(v) <> 0;--> statement-breakpoint
-- Paid amounts per India month.
CREATE FUNCTION "revenue_tallies_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO revenue_tallies AS t (month, paise)
    SELECT month, sum(v)::bigint FROM (
      SELECT date_trunc('month', (r.paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS month, r.amount_paise::bigint AS v FROM new_rows r WHERE r.status = 'paid' AND r.paid_at IS NOT NULL
    ) d GROUP BY month HAVING sum(v) <> 0 ORDER BY month
    ON CONFLICT (month) DO UPDATE SET paise = t.paise + excluded.paise;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO revenue_tallies AS t (month, paise)
    SELECT month, sum(v)::bigint FROM (
      SELECT date_trunc('month', (r.paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS month, -r.amount_paise::bigint AS v FROM old_rows r WHERE r.status = 'paid' AND r.paid_at IS NOT NULL
    ) d GROUP BY month HAVING sum(v) <> 0 ORDER BY month
    ON CONFLICT (month) DO UPDATE SET paise = t.paise + excluded.paise;
  ELSE
    INSERT INTO revenue_tallies AS t (month, paise)
    SELECT month, sum(v)::bigint FROM (
      SELECT date_trunc('month', (r.paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS month, -r.amount_paise::bigint AS v FROM old_rows r WHERE r.status = 'paid' AND r.paid_at IS NOT NULL
      UNION ALL
      SELECT date_trunc('month', (r.paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS month, r.amount_paise::bigint AS v FROM new_rows r WHERE r.status = 'paid' AND r.paid_at IS NOT NULL
    ) d GROUP BY month HAVING sum(v) <> 0 ORDER BY month
    ON CONFLICT (month) DO UPDATE SET paise = t.paise + excluded.paise;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_tallies_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_tallies_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_apply"();--> statement-breakpoint
CREATE TRIGGER "payments_tallies_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "revenue_tallies_apply"();--> statement-breakpoint
INSERT INTO revenue_tallies (month, paise)
SELECT date_trunc('month', (paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, sum(amount_paise)::bigint
FROM payments WHERE status = 'paid' AND paid_at IS NOT NULL GROUP BY 1;