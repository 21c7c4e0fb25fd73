-- The console's tallies counted afresh from their tables (decision 0050): for an operator after a bulk
-- load made with triggers off (session_replication_role = replica, as bench/generate-bookings.ts does), and
-- for the test that compares the kept tallies with a recount. The same sums as migration 0028's backfill.
-- Each table is locked first (in one order: bookings, users, subscriptions, payments), so no write lands
-- between the recount and its tally.
CREATE OR REPLACE FUNCTION "rebuild_console_tallies"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE bookings, users, subscriptions, payments IN SHARE MODE;
  DELETE FROM booking_tallies;
  INSERT INTO booking_tallies (kind, status, day, bucket, n)
  SELECT 'visit', status, visit_date, (id % 4)::smallint, count(*)::int FROM bookings GROUP BY 2, 3, 4
  UNION ALL
  SELECT 'made', '', ((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, (id % 4)::smallint, count(*)::int
  FROM bookings GROUP BY 3, 4;
  DELETE FROM member_tallies;
  INSERT INTO member_tallies (joined_on, n)
  SELECT ((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, count(*)::int FROM users
  WHERE user_type = 1 AND erased_at IS NULL GROUP BY 1;
  DELETE FROM plan_tallies;
  INSERT INTO plan_tallies (day, tier, frequency, n)
  SELECT day, tier, frequency, sum(v)::int FROM (
    SELECT starts_on AS day, tier, frequency, 1 AS v FROM subscriptions
    UNION ALL
    SELECT ends_on + 1, tier, frequency, -1 FROM subscriptions
  ) d GROUP BY 1, 2, 3 HAVING sum(v) <> 0;
  DELETE FROM revenue_tallies;
  INSERT INTO revenue_tallies (month, paise)
  SELECT date_trunc('month', (paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, sum(amount_paise)::bigint
  FROM payments WHERE status = 'paid' AND paid_at IS NOT NULL GROUP BY 1;
END
$$;
