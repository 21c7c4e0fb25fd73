import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { authed, type Member } from "./billing.ts";
import { YEAR } from "./booking-changes.ts";
import { subscribedFamily } from "./bookings.ts";
import type { TestApp } from "./harness.ts";

/*
 * Helpers for the care schedule tests (issue 44): a Gold family's weekly pattern, the calls, and a schedule
 * previewed and confirmed as the web does it.
 */

export type Body = Record<string, unknown>;

/** A member call to users/<path>/ with exactly this body (the series' routes take no user_id). */
export const seriesCall = (t: TestApp, m: Member, path: string, payload: Body) =>
  t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });

/** Every message of an answer's errors, in order. */
export const messagesOf = (res: { body: { Errors: Record<string, { Message: string }[]> } }) =>
  Object.values(res.body.Errors).flatMap((items) => items.map((e) => e.Message));

/** The dates a preview called bookable now. */
export const okDates = (dates: { date: string; state: string }[]) =>
  dates.filter((d) => d.state === "ok").map((d) => d.date);

/** A Gold family (8 companion visits a month) with Tuesdays and Fridays at 09:00 from 1 December to `until`. */
export async function goldFamily(t: TestApp, serviceId: number, until = "2027-03-31") {
  const f = await subscribedFamily(t, { ...YEAR, tier: "gold" });
  const pattern: Body = {
    subscription_id: f.subscriptionId,
    loved_one_id: f.lovedOnes[0],
    service_id: serviceId,
    weekdays: [2, 5],
    shift_type: 1,
    start_time: "09:00",
    from: "2026-12-01",
    until,
  };
  return { ...f, pattern };
}

/** A Gold family's schedule previewed and confirmed with the dates the preview called bookable. */
export async function scheduledFamily(t: TestApp, serviceId: number, until?: string) {
  const f = await goldFamily(t, serviceId, until);
  const preview = await seriesCall(t, f.member, "previewvisitseries", f.pattern);
  const created = await seriesCall(t, f.member, "createvisitseries", {
    ...f.pattern,
    idempotency_key: randomUUID(),
    confirmed_dates: okDates(preview.body.Data.dates),
  });
  if (created.status !== 200) throw new Error(`createvisitseries: ${JSON.stringify(created.body)}`);
  return {
    ...f,
    seriesId: created.body.Data.series.series_id as number,
    bookingIds: created.body.Data.booking_ids as number[],
  };
}

/**
 * Reopens every holiday of a test file's database (decision 0079). The care schedule's own tests count a
 * Gold family's Tuesdays and Fridays against the allowance, month by month; Christmas, Republic Day and
 * West Bengal's days fall on some of them. How a holiday closes a schedule's dates is tested in
 * modules/holidays/holidays.routes.test.ts, on the same pattern.
 */
export async function reopenHolidays(t: TestApp) {
  await t.database.db.execute(sql`update holidays set closed = false`);
}
