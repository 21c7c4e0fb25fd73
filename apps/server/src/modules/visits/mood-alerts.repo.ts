import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";

/*
 * The mood-drop alert (issue 47, decision 0098) on mood_alerts, this module's table: a loved one's latest
 * reports (this module's visit_reports with the bookings module's `bookings`, read under its grant,
 * decision 0085) and the loved one's open alert, at most one (a partial unique index).
 */

/** The family and loved one of a visit; null when it has no loved one (removed). */
export async function familyOfVisit(db: Db, bookingId: number) {
  const [row] = await rawRows<{ user_id: number; loved_one_id: number | null; name: string }>(
    db,
    sql`select user_id, loved_one_id, loved_one_name as name from bookings where id = ${bookingId}`,
  );
  return row && row.loved_one_id !== null
    ? { payerId: Number(row.user_id), lovedOneId: Number(row.loved_one_id), name: row.name }
    : null;
}

/** The loved one's latest `n` reports' moods, oldest first. */
export async function latestMoods(db: Db, lovedOneId: number, n: number) {
  const rows = await rawRows<{ visit_date: string; mood: number }>(
    db,
    sql`select b.visit_date::text as visit_date, r.mood::int as mood
        from visit_reports r join bookings b on b.id = r.booking_id
        where b.loved_one_id = ${lovedOneId}
        order by b.visit_date desc, b.starts_at desc, b.id desc
        limit ${n}`,
  );
  return rows.reverse().map((r) => ({ visit_date: r.visit_date, mood: Number(r.mood) }));
}

/** The loved one's open alert (mood not yet back), or null. */
export async function openAlert(db: Db, lovedOneId: number) {
  const [row] = await rawRows<{ id: number; before_sum: number }>(
    db,
    sql`select id, before_sum::int as before_sum from mood_alerts
        where loved_one_id = ${lovedOneId} and recovered_at is null`,
  );
  return row ? { id: Number(row.id), beforeSum: Number(row.before_sum) } : null;
}

/**
 * Opens an alert for the loved one, raised by the report of `bookingId`; its id, or null when the loved
 * one has an open one already (or this report raised one): a second transaction waits for the first's
 * commit, then inserts nothing.
 */
export async function openNew(
  tx: Db,
  a: { lovedOneId: number; bookingId: number; beforeSum: number; afterSum: number; at: Date },
): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into mood_alerts (loved_one_id, booking_id, before_sum, after_sum, alerted_at)
        values (${a.lovedOneId}, ${a.bookingId}, ${a.beforeSum}, ${a.afterSum}, ${a.at.toISOString()}::timestamptz)
        on conflict do nothing
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** Closes the open alert: the mood is back (the report of `bookingId` shows it). */
export async function recover(tx: Db, id: number, bookingId: number, at: Date): Promise<void> {
  await tx.execute(
    sql`update mood_alerts set recovered_at = ${at.toISOString()}::timestamptz, recovered_by = ${bookingId}
        where id = ${id} and recovered_at is null`,
  );
}
