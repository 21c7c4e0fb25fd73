import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { authed, type Member } from "./billing.ts";
import { book, bookingBody, subscribedFamily } from "./bookings.ts";
import type { TestApp } from "./harness.ts";

/*
 * Helpers for the tests of what happens to a booking after it is made: the list, cancelling, reschedule
 * requests, the family's emails and the reminders.
 */

type Rows<T> = { rows: T[] };
export async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** 10:00 India time on Tuesday 1 December 2026. */
export const NOW = "2026-12-01T04:30:00Z";
export const YEAR = { startsOn: "2026-12-01", endsOn: "2027-11-30" };

function userCall(t: TestApp, m: Member, path: string, payload: object) {
  return t.call({ method: "POST", url: `/api/users/${path}/`, headers: authed(m), payload });
}

export const listBookings = (t: TestApp, m: Member, payload: object = {}) =>
  userCall(t, m, "getallbookings", payload);
/** users/cancelbooking/; a `reason` of undefined leaves it out of the body. */
export const cancelBooking = (t: TestApp, m: Member, bookingId: number, ...reason: unknown[]) =>
  userCall(t, m, "cancelbooking", {
    booking_id: bookingId,
    ...(reason.length === 0
      ? { reason: "Plans changed" }
      : reason[0] === undefined
        ? {}
        : { reason: reason[0] }),
  });
export const requestReschedule = (t: TestApp, m: Member, payload: object) =>
  userCall(t, m, "requestreschedule", payload);
export const rescheduleList = (t: TestApp, m: Member, payload: object = {}) =>
  userCall(t, m, "getreschedulerequests", payload);
export const planUsage = (t: TestApp, m: Member) => userCall(t, m, "getplanusage", {});

export const errorsOf = (res: { body: { Errors: Record<string, { Code: string; Message: string }[]> } }) => [
  ...(res.body.Errors.Business_Errors ?? []),
  ...(res.body.Errors.System_Errors ?? []),
];

/** Expects a refusal with this status and message. */
export function expectError(
  res: Awaited<ReturnType<typeof listBookings>>,
  status: number,
  message: string,
  code?: string,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const errors = errorsOf(res);
  expect(errors.map((e) => e.Message)).toContain(message);
  if (code) expect(errors.map((e) => e.Code)).toContain(code);
}

/** Books (expecting success) and returns the booking as shown. */
export async function booked(t: TestApp, m: Member, body: object) {
  const res = await book(t, m, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Data.booking as { booking_id: number } & Record<string, unknown>;
}

/**
 * Everything a change of a booking could write for a member, as text: their bookings, their reschedule
 * requests and the outbox rows to them (to prove a refused call wrote nothing).
 */
export async function storedFor(t: TestApp, userId: number) {
  const bookings = await query<{ r: string }>(
    t,
    sql`select b::text as r from bookings b where user_id = ${userId} order by id`,
  );
  const requests = await query<{ r: string }>(
    t,
    sql`select q::text as r from reschedule_requests q where user_id = ${userId} order by id`,
  );
  const notifications = await query<{ kind: string; ref_id: number; subject: string }>(
    t,
    sql`select n.kind, n.ref_id, n.subject from notifications n join users u on u.email = n.to_address
        where u.id = ${userId} order by n.id`,
  );
  return {
    bookings: bookings.map((b) => b.r),
    requests: requests.map((q) => q.r),
    notifications,
  };
}

/** The outbox rows to a member (kind, record, subject), oldest first. */
export async function notificationsOf(t: TestApp, userId: number) {
  return (await storedFor(t, userId)).notifications;
}

/** The member's reschedule requests as rows. */
export async function rescheduleRows(t: TestApp, userId: number) {
  return query<{ id: number; booking_id: number; status: string; visit_date: string; shift_type: number }>(
    t,
    sql`select id, booking_id, status, visit_date::text, shift_type from reschedule_requests where user_id = ${userId} order by id`,
  );
}

/** Sets a booking's status as the team would (the admin console is a later issue). */
export async function setStatus(t: TestApp, bookingId: number, status: string, reason: string | null = null) {
  await t.database.db.execute(
    sql`update bookings set status = ${status}, status_reason = ${reason} where id = ${bookingId}`,
  );
}

/** The delivered email to `to` whose subject contains `subject` (delivering the outbox until it is there). */
export async function mailTo(t: TestApp, to: string, subject: string) {
  for (let i = 0; i < 50; i++) {
    await t.app.notifier.deliverDue();
    const mail = t.outbox.sent.filter((m) => m.to === to && m.subject.includes(subject)).at(-1);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no email to ${to} about "${subject}"`);
}

export async function emailOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await query<{ email: string }>(t, sql`select email from users where id = ${userId}`);
  if (!row) throw new Error(`no user ${userId}`);
  return row.email;
}

/**
 * A family with a plan for YEAR and a visit of `service` booked on `date` (the morning shift unless told),
 * and the companion the booking holds.
 */
export async function bookedVisit(
  t: TestApp,
  service: number,
  date: string,
  slot: { shift?: number; start?: string } = {},
) {
  const f = await subscribedFamily(t, YEAR);
  const res = await book(
    t,
    f.member,
    bookingBody(f.lovedOnes[0] as number, service, {
      visit_date: date,
      shift_type: slot.shift ?? 1,
      start_time: slot.start ?? "09:00",
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const bookingId = res.body.Data.booking.booking_id as number;
  const [row] = await query<{ companion_id: number }>(
    t,
    sql`select companion_id from bookings where id = ${bookingId}`,
  );
  return { ...f, bookingId, held: row?.companion_id as number };
}
