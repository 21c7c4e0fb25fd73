import {
  ALL_VISIT_TASKS,
  BOOKING_CONFIRMED_STATUSES,
  type IncidentSeverity,
  LATE_CHECKIN_MINUTES,
  type VisitTask,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { sqlList } from "../../db/sql-list.ts";

/*
 * The monthly family summary (issue 47, decision 0098): one family's (`user_id`, the payer) visits to one
 * loved one, read from the bookings module's `bookings` under its read grant (decision 0085: plain selects)
 * and this module's visit_checks, visit_reports and incidents; and monthly_summaries_sent, this module's
 * marks of the summaries queued.
 */

/** A visit made: completed, or confirmed and checked in to, with a companion (as decision 0090 counts). */
const MADE = sql`(b.companion_id is not null
  and (b.status = 'completed' or (b.status = 'confirmed' and vc.checked_in_at is not null)))`;

/** The family's visits to the loved one between two India days, both included. */
const ofFamily = (payerId: number, lovedOneId: number, from: string, to: string) =>
  sql`b.user_id = ${payerId} and b.loved_one_id = ${lovedOneId} and b.visit_date between ${from} and ${to}`;

export interface MonthFigures {
  booked: number;
  made: number;
  missed: number;
  cancelled: number;
  checkedIn: number;
  onTime: number;
}

/** The month's counts: booked (all but those turned down), made, missed, cancelled, arrivals on time. */
export async function monthFigures(
  db: Db,
  payerId: number,
  lovedOneId: number,
  from: string,
  to: string,
): Promise<MonthFigures> {
  const [row] = await rawRows<Record<keyof MonthFigures, number | string>>(
    db,
    sql`select
          count(*) filter (where b.status <> 'rejected')::int as "booked",
          count(*) filter (where ${MADE})::int as "made",
          count(*) filter (where b.status = 'missed')::int as "missed",
          count(*) filter (where b.status = 'cancelled')::int as "cancelled",
          count(*) filter (where vc.checked_in_at is not null
            and b.status in ${sqlList(BOOKING_CONFIRMED_STATUSES)})::int as "checkedIn",
          count(*) filter (where vc.checked_in_at is not null
            and b.status in ${sqlList(BOOKING_CONFIRMED_STATUSES)}
            and coalesce(vc.arrived_at, vc.checked_in_at)
              < b.starts_at + make_interval(mins => ${LATE_CHECKIN_MINUTES}))::int as "onTime"
        from bookings b left join visit_checks vc on vc.booking_id = b.id
        where ${ofFamily(payerId, lovedOneId, from, to)}`,
  );
  const n = (v: number | string | undefined) => Number(v ?? 0);
  return {
    booked: n(row?.booked),
    made: n(row?.made),
    missed: n(row?.missed),
    cancelled: n(row?.cancelled),
    checkedIn: n(row?.checkedIn),
    onTime: n(row?.onTime),
  };
}

/** The companions of the visits made, with how many each made. */
export async function companionsOf(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{ companion_id: number; visits: number }>(
    db,
    sql`select b.companion_id, count(*)::int as visits
        from bookings b left join visit_checks vc on vc.booking_id = b.id
        where ${ofFamily(payerId, lovedOneId, from, to)} and ${MADE}
        group by b.companion_id order by visits desc, b.companion_id`,
  );
  return rows.map((r) => ({ companionId: Number(r.companion_id), visits: Number(r.visits) }));
}

/** Each task done, counted over the month's reports. */
export async function tasksOf(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{ task: string; n: number }>(
    db,
    sql`select t.task, count(*)::int as n
        from visit_reports r join bookings b on b.id = r.booking_id
          cross join lateral jsonb_array_elements_text(r.tasks) as t(task)
        where ${ofFamily(payerId, lovedOneId, from, to)}
        group by t.task order by n desc, t.task`,
  );
  const known: readonly string[] = ALL_VISIT_TASKS;
  return rows
    .filter((r) => known.includes(r.task))
    .map((r) => ({ task: r.task as VisitTask, count: Number(r.n) }));
}

/** The month's reports that flagged a concern. */
export async function concernsOf(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{ id: number; visit_date: string }>(
    db,
    sql`select b.id, b.visit_date::text as visit_date
        from visit_reports r join bookings b on b.id = r.booking_id
        where ${ofFamily(payerId, lovedOneId, from, to)} and r.concern
        order by b.visit_date, b.starts_at, b.id`,
  );
  return rows.map((r) => ({ booking_id: Number(r.id), visit_date: r.visit_date }));
}

/** The incidents on the month's visits, open or closed. */
export async function incidentsOf(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{
    incident_id: number;
    id: number;
    visit_date: string;
    severity: IncidentSeverity;
    open: boolean;
  }>(
    db,
    sql`select i.id as incident_id, b.id, b.visit_date::text as visit_date, i.severity, (i.closed_at is null) as open
        from incidents i join bookings b on b.id = i.booking_id
        where ${ofFamily(payerId, lovedOneId, from, to)}
        order by b.visit_date, i.reported_at, i.id`,
  );
  return rows.map((r) => ({
    id: Number(r.incident_id),
    booking_id: Number(r.id),
    visit_date: r.visit_date,
    severity: r.severity,
    open: r.open === true || String(r.open) === "t",
  }));
}

/** Each report's mood between two days, oldest first. */
export async function moodsOf(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{ id: number; visit_date: string; mood: number }>(
    db,
    sql`select b.id, b.visit_date::text as visit_date, r.mood::int as mood
        from visit_reports r join bookings b on b.id = r.booking_id
        where ${ofFamily(payerId, lovedOneId, from, to)}
        order by b.visit_date, b.starts_at, b.id`,
  );
  return rows.map((r) => ({ booking_id: Number(r.id), date: r.visit_date, mood: Number(r.mood) }));
}

/** The days of the visits made between two days (one row per visit). */
export async function madeDays(db: Db, payerId: number, lovedOneId: number, from: string, to: string) {
  const rows = await rawRows<{ visit_date: string }>(
    db,
    sql`select b.visit_date::text as visit_date
        from bookings b left join visit_checks vc on vc.booking_id = b.id
        where ${ofFamily(payerId, lovedOneId, from, to)} and ${MADE}`,
  );
  return rows.map((r) => r.visit_date);
}

/**
 * Families (payer, loved one, the name on their latest visit) with a visit of the month (not turned down)
 * whose payer has no summary mark for the month yet: what the sweep has still to send. At most `limit`.
 */
export async function familiesDue(db: Db, month: string, from: string, to: string, limit: number) {
  const rows = await rawRows<{ user_id: number; loved_one_id: number; name: string }>(
    db,
    sql`select b.user_id, b.loved_one_id, max(b.loved_one_name) as name
        from bookings b
        where b.visit_date between ${from} and ${to} and b.loved_one_id is not null
          and b.status <> 'rejected'
          and not exists (select 1 from monthly_summaries_sent s
            where s.user_id = b.user_id and s.loved_one_id = b.loved_one_id and s.month = ${month})
        group by b.user_id, b.loved_one_id
        order by b.user_id, b.loved_one_id
        limit ${limit}`,
  );
  return rows.map((r) => ({ payerId: Number(r.user_id), lovedOneId: Number(r.loved_one_id), name: r.name }));
}

/**
 * Marks the month's summary sent to these people (the payer's family), in the caller's transaction; the
 * ids newly marked. A person marked already (by another process, a retry) is left out: the key keeps one
 * mark, and a second transaction inserting it waits for the first, then inserts nothing.
 */
export async function markSent(
  tx: Db,
  payerId: number,
  lovedOneId: number,
  month: string,
  userIds: readonly number[],
  at: Date,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await rawRows<{ user_id: number }>(
    tx,
    sql`insert into monthly_summaries_sent (user_id, loved_one_id, month, payer_id, sent_at)
        select u, ${lovedOneId}, ${month}, ${payerId}, ${at.toISOString()}::timestamptz
        from unnest(${`{${userIds.join(",")}}`}::int[]) as u
        order by u
        on conflict (user_id, loved_one_id, month) do nothing
        returning user_id`,
  );
  return rows.map((r) => Number(r.user_id));
}
