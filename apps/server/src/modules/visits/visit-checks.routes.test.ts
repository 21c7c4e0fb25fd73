import { tooEarlyToCheckIn, VISIT_CHECK_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { TEST_DATABASES, type TestApp } from "../../test/harness.ts";
import { useVisitTestApp } from "../../test/visit-reports.ts";

/*
 * companion/checkin/ and companion/checkout/ (issue 26): the companion holding a confirmed visit checks in
 * from an hour before it starts and out after; the time is the server's, a place only when shared; the
 * family is told of the arrival; however many taps arrive at once, one time is recorded.
 */

const check = (t: TestApp, what: "checkin" | "checkout", token: string | null, payload: object) =>
  t.call({
    method: "POST",
    url: `/api/companion/${what}/`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

describe.each(TEST_DATABASES)("companion/checkin/ and companion/checkout/ (%s)", (kind) => {
  const { t, clock, visit } = useVisitTestApp(kind);

  it("checks in from an hour before the start, tells the family, then checks out; each once", async () => {
    const v = await visit("2026-12-15");
    const early = await check(t, "checkin", v.token, { booking_id: v.bookingId });
    expect(early.status).toBe(422);
    expect(early.body.Errors.Business_Errors[0]?.Message).toBe(tooEarlyToCheckIn("8:00 AM"));

    const out = await check(t, "checkout", v.token, { booking_id: v.bookingId });
    expect(out.status).toBe(422);
    expect(out.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.notIn);

    // 8:05 AM India time on the day: within the hour before the 9:00 start.
    clock.set("2026-12-15T02:35:00Z");
    const location = { latitude: 22.5186, longitude: 88.3639, accuracy_m: 25 };
    const arrived = await check(t, "checkin", v.token, { booking_id: v.bookingId, location });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.Data).toEqual({
      booking_id: v.bookingId,
      checked_in_at: "2026-12-15T02:35:00.000Z",
      checked_out_at: null,
      Message: VISIT_CHECK_MESSAGES.checkedIn,
    });
    const again = await check(t, "checkin", v.token, { booking_id: v.bookingId });
    expect(again.status).toBe(409);
    expect(again.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.alreadyIn);

    const [mail] = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'booking_arrived' and ref_id = ${v.bookingId}`,
    );
    expect(mail?.subject).toBe(`${v.firstName} has arrived for Kamala Devi`);
    expect(mail?.body).toContain(
      `${v.firstName} checked in for booking #${v.bookingId} at 8:05 AM (India time)`,
    );

    clock.set("2026-12-15T05:40:00Z");
    const done = await check(t, "checkout", v.token, { booking_id: v.bookingId });
    expect(done.status).toBe(200);
    expect(done.body.Data).toMatchObject({
      checked_in_at: "2026-12-15T02:35:00.000Z",
      checked_out_at: "2026-12-15T05:40:00.000Z",
      Message: VISIT_CHECK_MESSAGES.checkedOut,
    });
    const twice = await check(t, "checkout", v.token, { booking_id: v.bookingId });
    expect(twice.status).toBe(409);
    expect(twice.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.alreadyOut);

    // The place was kept at check-in, where it was shared, and not at check-out, where it was not.
    const [row] = await query<{ check_in_location: unknown; check_out_location: unknown }>(
      t,
      sql`select check_in_location, check_out_location from visit_checks where booking_id = ${v.bookingId}`,
    );
    expect(row).toEqual({ check_in_location: location, check_out_location: null });

    // The app shows the times.
    clock.set("2026-12-15T06:00:00Z");
    const list = await t.call({
      method: "POST",
      url: "/api/companion/getvisits/",
      headers: { authorization: `Bearer ${v.token}` },
    });
    const shown = list.body.Data.visits.find((x: { booking_id: number }) => x.booking_id === v.bookingId);
    expect(shown).toMatchObject({
      checked_in_at: "2026-12-15T02:35:00.000Z",
      checked_out_at: "2026-12-15T05:40:00.000Z",
      check_in_from: "2026-12-15T02:30:00.000Z",
      // The Companionship Visit's two hours: checking out sooner asks first (issue 42).
      planned_minutes: 120,
    });
  });

  it("refuses another companion's visit (404), a visit not confirmed, a member, a visitor and bad input", async () => {
    const mine = await visit("2026-12-16");
    const theirs = await visit("2026-12-16");
    clock.set("2026-12-16T03:00:00Z");
    const other = await check(t, "checkin", mine.token, { booking_id: theirs.bookingId });
    expect(other.status).toBe(404);
    expect(other.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.notYours);
    const none = await check(t, "checkin", mine.token, { booking_id: 999_999 });
    expect(none.status).toBe(404);

    await t.database.db.execute(sql`update bookings set status = 'requested' where id = ${mine.bookingId}`);
    const requested = await check(t, "checkin", mine.token, { booking_id: mine.bookingId });
    expect(requested.status).toBe(422);
    expect(requested.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.notConfirmed);

    const member = await t.call({
      method: "POST",
      url: "/api/companion/checkin/",
      headers: authed(mine.member),
      payload: { booking_id: mine.bookingId },
    });
    expect(member.status).toBe(403);
    expect((await check(t, "checkin", null, { booking_id: mine.bookingId })).status).toBe(401);
    for (const payload of [
      {},
      { booking_id: "1" },
      { booking_id: theirs.bookingId, location: { latitude: 91, longitude: 0, accuracy_m: 5 } },
      { booking_id: theirs.bookingId, location: { latitude: 1, longitude: 2 } },
      { booking_id: theirs.bookingId, when: "2026-12-16T00:00:00Z" },
    ]) {
      expect((await check(t, "checkin", theirs.token, payload)).status).toBe(400);
    }
    const [row = { checked_in_at: null }] = await query<{ checked_in_at: Date | null }>(
      t,
      sql`select checked_in_at from visit_checks where booking_id = ${theirs.bookingId}`,
    );
    expect(row?.checked_in_at).toBeNull();
  });

  it("records one check-in and tells the family once when twenty taps arrive at once", async () => {
    const v = await visit("2026-12-17");
    clock.set("2026-12-17T03:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => check(t, "checkin", v.token, { booking_id: v.bookingId })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [sent] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'booking_arrived' and ref_id = ${v.bookingId}`,
    );
    expect(sent?.n).toBe(1);
    const outs = await Promise.all(
      Array.from({ length: 20 }, () => check(t, "checkout", v.token, { booking_id: v.bookingId })),
    );
    expect(outs.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
