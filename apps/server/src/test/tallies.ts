import { sql } from "drizzle-orm";
import type { TestApp } from "./harness.ts";

/*
 * The console's tallies (migration 0028, decision 0050) next to a full count of what each counts: every
 * key where they differ. Empty everywhere means every figure read from them is exact.
 */

type Rows<T> = { rows: T[] };
async function rows<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

const INDIA_DAY = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '330 minutes')::date`);

export async function talliesOffBy(t: TestApp) {
  const [visit, made, members, plans, revenue] = await Promise.all([
    rows(
      t,
      sql`select coalesce(a.status, b.status) as status, coalesce(a.day, b.day)::text as day,
            coalesce(a.n, 0)::int as tallied, coalesce(b.n, 0)::int as counted
          from (select status, day, sum(n) as n from booking_tallies where kind = 'visit' group by 1, 2) a
          full join (select status, visit_date as day, count(*) as n from bookings group by 1, 2) b
            on b.status = a.status and b.day = a.day
          where coalesce(a.n, 0) <> coalesce(b.n, 0)`,
    ),
    rows(
      t,
      sql`select coalesce(a.day, b.day)::text as day, coalesce(a.n, 0)::int as tallied, coalesce(b.n, 0)::int as counted
          from (select day, sum(n) as n from booking_tallies where kind = 'made' group by 1) a
          full join (select ${INDIA_DAY("created_at")} as day, count(*) as n from bookings group by 1) b
            on b.day = a.day
          where coalesce(a.n, 0) <> coalesce(b.n, 0)`,
    ),
    rows(
      t,
      sql`select coalesce(a.day, b.day)::text as day, coalesce(a.n, 0)::int as tallied, coalesce(b.n, 0)::int as counted
          from (select joined_on as day, n from member_tallies) a
          full join (select ${INDIA_DAY("created_at")} as day, count(*) as n from users
                     where user_type = 1 and erased_at is null group by 1) b on b.day = a.day
          where coalesce(a.n, 0) <> coalesce(b.n, 0)`,
    ),
    // Plans in force on each day a plan starts or ends, summed from the tallies and counted.
    rows(
      t,
      sql`with days as (select starts_on as day from subscriptions union select ends_on from subscriptions
                        union select ends_on + 1 from subscriptions),
          tallied as (select d.day, p.tier, p.frequency, sum(p.n) as n from days d
                      join plan_tallies p on p.day <= d.day group by 1, 2, 3),
          counted as (select d.day, s.tier, s.frequency, count(*) as n from days d
                      join subscriptions s on s.starts_on <= d.day and s.ends_on >= d.day group by 1, 2, 3)
          select coalesce(a.day, b.day)::text as day, coalesce(a.tier, b.tier) as tier,
            coalesce(a.frequency, b.frequency) as frequency, coalesce(a.n, 0)::int as tallied,
            coalesce(b.n, 0)::int as counted
          from tallied a full join counted b on b.day = a.day and b.tier = a.tier and b.frequency = a.frequency
          where coalesce(a.n, 0) <> coalesce(b.n, 0)`,
    ),
    rows(
      t,
      sql`select coalesce(a.month, b.month)::text as month, coalesce(a.paise, 0)::bigint::text as tallied,
            coalesce(b.paise, 0)::bigint::text as counted
          from revenue_tallies a
          full join (select date_trunc('month', ${INDIA_DAY("paid_at")})::date as month, sum(amount_paise) as paise
                     from payments where status = 'paid' and paid_at is not null group by 1) b on b.month = a.month
          where coalesce(a.paise, 0) <> coalesce(b.paise, 0)`,
    ),
  ]);
  return { visit, made, members, plans, revenue };
}

/** What talliesOffBy answers when every tally is exact. */
export const NONE_OFF = { visit: [], made: [], members: [], plans: [], revenue: [] };

/** How many bookings the tallies hold in all, and how many there are (a check the tallies are not empty). */
export async function bookingTotals(t: TestApp) {
  const [row] = await rows<{ tallied: number; counted: number }>(
    t,
    sql`select (select coalesce(sum(n), 0) from booking_tallies where kind = 'visit')::int as tallied,
          (select count(*) from bookings)::int as counted`,
  );
  return row;
}
