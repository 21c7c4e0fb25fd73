import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

interface Rows<T> {
  rows: T[];
}

async function rows<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as Rows<T>).rows;
}

/** An instant on India's wall clock, in SQL (India has no daylight saving). */
const indiaTime = (column: ReturnType<typeof sql>) =>
  sql`((${column} at time zone 'UTC') + interval '330 minutes')`;

/** Instants and India dates the dashboard counts from (computed by the service). */
export interface DashboardBounds {
  today: string;
  /** The day DASHBOARD_UPCOMING_DAYS after today. */
  upcomingEnd: string;
  since7Days: Date;
  since30Days: Date;
  /** Midnight India time starting the chart's first day. */
  chartFrom: Date;
  /** Midnight India time starting the revenue chart's first month. */
  revenueFrom: Date;
  /** Midnight India time starting yesterday: enquiries since then may have a callback due today. */
  callbacksFrom: Date;
}

export async function memberCounts(db: Db, b: DashboardBounds) {
  const [row] = await rows<{ total: number; n7: number; n30: number }>(
    db,
    sql`select count(*)::int as total,
          count(*) filter (where created_at >= ${b.since7Days})::int as n7,
          count(*) filter (where created_at >= ${b.since30Days})::int as n30
        from users where user_type = 1 and erased_at is null`,
  );
  return row ?? { total: 0, n7: 0, n30: 0 };
}

export function activePlans(db: Db, today: string) {
  return rows<{ tier: string; frequency: string; n: number }>(
    db,
    sql`select tier, frequency, count(*)::int as n from subscriptions
        where ends_on >= ${today} and starts_on <= ${today}
        group by tier, frequency`,
  );
}

/** Paid amounts (paise) per India month since `from`. */
export function revenueByMonth(db: Db, from: Date) {
  return rows<{ month: string; paise: string | number }>(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, paise from (
          select date_trunc('month', ${indiaTime(sql`paid_at`)}) as m, sum(amount_paise) as paise from payments
          where status = 'paid' and paid_at >= ${from} group by 1) s`,
  );
}

export async function bookingCounts(db: Db, b: DashboardBounds) {
  const [row] = await rows<{ waiting: number; today: number; upcoming: number }>(
    db,
    sql`select
          (select count(*)::int from bookings where status = 'requested') as waiting,
          (select count(*)::int from bookings
             where status in ('requested', 'confirmed', 'completed') and visit_date = ${b.today}) as today,
          (select count(*)::int from bookings
             where status in ('requested', 'confirmed') and visit_date > ${b.today}
               and visit_date <= ${b.upcomingEnd}) as upcoming`,
  );
  return row ?? { waiting: 0, today: 0, upcoming: 0 };
}

/** Bookings made per India day since `from`. */
export function bookingsByDay(db: Db, from: Date) {
  return rows<{ day: string; n: number }>(
    db,
    // Grouped by the date itself and formatted once per day: formatting each row costs more than counting.
    sql`select d::text as day, n from (
          select ${indiaTime(sql`created_at`)}::date as d, count(*)::int as n from bookings
          where created_at >= ${from} group by 1) s`,
  );
}

/**
 * New enquiries, and new ones whose callback falls on `today` (the rule of callbackDueDay in the
 * contracts: the day it was sent if the chosen hour was still ahead then, else the next day).
 */
export async function enquiryCounts(db: Db, b: DashboardBounds) {
  const sentAt = indiaTime(sql`created_at`);
  const [row] = await rows<{ fresh: number; callbacks: number }>(
    db,
    sql`select
          (select count(*)::int from enquiries where status = 'new') as fresh,
          (select count(*)::int from enquiries
             where status = 'new' and is_callback and created_at >= ${b.callbacksFrom}
               and to_char(case when ${sentAt}::time < preferred_time then ${sentAt}::date
                                else ${sentAt}::date + 1 end, 'YYYY-MM-DD') = ${b.today}) as callbacks`,
  );
  return row ?? { fresh: 0, callbacks: 0 };
}

export async function openWork(db: Db) {
  const [row] = await rows<{ reschedules: number; questions: number }>(
    db,
    sql`select
          (select count(*)::int from reschedule_requests where status = 'open') as reschedules,
          (select count(*)::int from questions where status = 'new') as questions`,
  );
  return row ?? { reschedules: 0, questions: 0 };
}
