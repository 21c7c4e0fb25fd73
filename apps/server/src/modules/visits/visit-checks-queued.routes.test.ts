import { randomUUID } from "node:crypto";
import {
  type AdminDashboard,
  type CheckInProof,
  LATE_VISIT_MESSAGES,
  VISIT_CHECK_MESSAGES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectError, query } from "../../test/booking-changes.ts";
import { TEST_DATABASES, type TestApp } from "../../test/harness.ts";
import { useVisitTestApp } from "../../test/visit-reports.ts";
import { createCityCare } from "./city-care.service.ts";

/*
 * Queued companion actions (issue 46, decision 0091): a check-in or check-out kept on the phone without
 * signal is sent later, perhaps many times, with its key and the phone's time. The server records each
 * once and answers every replay as the first; it keeps its own time and the phone's beside it, judges
 * lateness by the phone's time when a queue explains the gap, and records how far from the loved one's
 * PIN code the check-in was made. The console shows both, flagged.
 */

const check = (t: TestApp, what: "checkin" | "checkout", token: string, payload: object) =>
  t.call({
    method: "POST",
    url: `/api/companion/${what}/`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });

const count = async (t: TestApp, statement: ReturnType<typeof sql>) =>
  (await query<{ n: number }>(t, statement))[0]?.n;

/** 03:00 India time the day after `day`: the night sweep then works out `day`'s figures. */
const nightAfter = (day: string) => new Date(new Date(`${day}T03:00:00+05:30`).getTime() + 86_400_000);

describe.each(TEST_DATABASES)("queued check-ins and check-outs (%s)", (kind) => {
  const { t, clock, visit, admin } = useVisitTestApp(kind);

  /** The console's view of one booking. */
  async function shown(bookingId: number, date: string) {
    const res = await t.call({
      method: "POST",
      url: "/api/admin/getallservicebooking/",
      headers: { authorization: `Bearer ${admin()}` },
      payload: { date_from: date, date_to: date, page_size: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.Data.items.find((b: { booking_id: number }) => b.booking_id === bookingId);
    if (!row) throw new Error(`booking ${bookingId} not listed`);
    return row as { late: boolean; actions: string[]; check_in_proof: CheckInProof | null };
  }

  it("records one check-in and one check-out under twenty replays at once, each answered as the first", async () => {
    const v = await visit("2026-12-05");
    // Tapped at 8:50 AM India time by the phone's clock, received at 9:13.
    clock.set("2026-12-05T03:43:00Z");
    const inKey = randomUUID();
    const tap = { booking_id: v.bookingId, idempotency_key: inKey, phone_time: "2026-12-05T08:50:00+05:30" };
    const ins = await Promise.all(Array.from({ length: 20 }, () => check(t, "checkin", v.token, tap)));
    expect(ins.map((r) => r.status)).toEqual(Array(20).fill(200));
    const first = {
      booking_id: v.bookingId,
      checked_in_at: "2026-12-05T03:43:00.000Z",
      checked_out_at: null,
      Message: VISIT_CHECK_MESSAGES.checkedIn,
    };
    for (const r of ins) expect(r.body.Data).toEqual(first);
    const arrived = sql`select count(*)::int as n from notifications where kind = 'booking_arrived' and ref_id = ${v.bookingId}`;
    expect(await count(t, arrived)).toBe(1);

    // Another tap (another key) is refused as today; the same key later still answers the first answer.
    clock.set("2026-12-05T04:00:00Z");
    const other = await check(t, "checkin", v.token, {
      booking_id: v.bookingId,
      idempotency_key: randomUUID(),
    });
    expect(other.status).toBe(409);
    expect(other.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.alreadyIn);

    const outKey = randomUUID();
    clock.set("2026-12-05T05:40:00Z");
    const out = { booking_id: v.bookingId, idempotency_key: outKey, phone_time: "2026-12-05T11:09:00+05:30" };
    const outs = await Promise.all(Array.from({ length: 20 }, () => check(t, "checkout", v.token, out)));
    expect(outs.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of outs) {
      expect(r.body.Data).toEqual({
        booking_id: v.bookingId,
        checked_in_at: "2026-12-05T03:43:00.000Z",
        checked_out_at: "2026-12-05T05:40:00.000Z",
        Message: VISIT_CHECK_MESSAGES.checkedOut,
      });
    }
    clock.set("2026-12-05T07:00:00Z");
    const late = await check(t, "checkin", v.token, tap);
    expect(late.status).toBe(200);
    expect(late.body.Data).toEqual(first);
    expect(await count(t, arrived)).toBe(1);

    // The server's times are the record; the phone's are kept beside them, with the keys.
    const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'HH24:MI') as ${column}`);
    const [row] = await query<Record<string, unknown>>(
      t,
      sql`select ${utc("checked_in_at")}, ${utc("check_in_phone_at")}, check_in_key::text as in_key,
            ${utc("checked_out_at")}, ${utc("check_out_phone_at")}, check_out_key::text as out_key
          from visit_checks where booking_id = ${v.bookingId}`,
    );
    expect(row).toEqual({
      checked_in_at: "03:43",
      check_in_phone_at: "03:20",
      in_key: inKey,
      checked_out_at: "05:40",
      check_out_phone_at: "05:39",
      out_key: outKey,
    });

    // The console: sent 23 minutes after the tap, flagged; no location shared.
    expect((await shown(v.bookingId, "2026-12-05")).check_in_proof).toEqual({
      phone_at: "2026-12-05T03:20:00.000Z",
      gap_minutes: 23,
      gap_flagged: true,
      distance_m: null,
      location_shared: false,
      distance_flagged: false,
      qr_verified: false,
    });
  });

  it("answers a queued action no longer possible with the reason: cancelled, or given to someone else", async () => {
    const cancelled = await visit("2026-12-06");
    const moved = await visit("2026-12-06");
    await t.database.db.execute(
      sql`update bookings set status = 'cancelled' where id = ${cancelled.bookingId}`,
    );
    await t.database.db.execute(
      sql`update bookings set companion_id = (select id from companions where id <> ${moved.companionId} order by id limit 1)
          where id = ${moved.bookingId}`,
    );
    clock.set("2026-12-06T03:40:00Z");
    const queued = (bookingId: number) => ({
      booking_id: bookingId,
      idempotency_key: randomUUID(),
      phone_time: "2026-12-06T08:55:00+05:30",
    });
    const a = await check(t, "checkin", cancelled.token, queued(cancelled.bookingId));
    expect(a.status).toBe(422);
    expect(a.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.notConfirmed);
    const b = await check(t, "checkin", moved.token, queued(moved.bookingId));
    expect(b.status).toBe(404);
    expect(b.body.Errors.Business_Errors[0]?.Message).toBe(VISIT_CHECK_MESSAGES.notYours);
    const written = sql`select count(*)::int as n from visit_checks where booking_id in (${cancelled.bookingId}, ${moved.bookingId})`;
    expect(await count(t, written)).toBe(0);

    // A bad key or phone time is refused whole.
    const v = await visit("2026-12-06");
    clock.set("2026-12-06T03:40:00Z");
    for (const bad of [
      { idempotency_key: "not-a-uuid" },
      { phone_time: "2026-12-06T08:55:00" },
      { phone_time: "yesterday" },
    ]) {
      const res = await check(t, "checkin", v.token, { booking_id: v.bookingId, ...bad });
      expect(res.status).toBe(400);
    }
    expect(
      await count(t, sql`select count(*)::int as n from visit_checks where booking_id = ${v.bookingId}`),
    ).toBe(0);
  });

  it("records the distance from the loved one's PIN code, flags it when far, and never refuses", async () => {
    const [pin] = await query<{ latitude: number; longitude: number }>(
      t,
      sql`select p.latitude, p.longitude from pin_locations p join bookings b on b.pincode = p.pincode
          order by b.id desc limit 1`,
    );
    if (!pin) throw new Error("the visits' PIN code has no point");
    const near = await visit("2026-12-07");
    const far = await visit("2026-12-07");
    clock.set("2026-12-07T03:25:00Z");
    // About 1.1 km north of the PIN code's point; about 22 km north.
    const at = (dLat: number) => ({
      latitude: pin.latitude + dLat,
      longitude: pin.longitude,
      accuracy_m: 20,
    });
    expect(
      (await check(t, "checkin", near.token, { booking_id: near.bookingId, location: at(0.01) })).status,
    ).toBe(200);
    expect(
      (await check(t, "checkin", far.token, { booking_id: far.bookingId, location: at(0.2) })).status,
    ).toBe(200);

    const nearProof = (await shown(near.bookingId, "2026-12-07")).check_in_proof;
    expect(nearProof).toMatchObject({ location_shared: true, distance_flagged: false, gap_minutes: null });
    expect(nearProof?.distance_m).toBeGreaterThan(1050);
    expect(nearProof?.distance_m).toBeLessThan(1150);
    const farProof = (await shown(far.bookingId, "2026-12-07")).check_in_proof;
    expect(farProof).toMatchObject({ location_shared: true, distance_flagged: true, gap_flagged: false });
    expect(farProof?.distance_m).toBeGreaterThan(22_000);
    expect(farProof?.distance_m).toBeLessThan(22_500);
  });

  it("judges the arrival by the phone's time when a queue explains the gap, and the sweep never misses it", async () => {
    const day = "2027-01-21";
    // Tapped at 9:05 by the phone, at the door; sent at 11:00 when the signal came back: on time.
    const queued = await visit("2027-01-20");
    clock.set("2027-01-20T05:30:00Z");
    const a = await check(t, "checkin", queued.token, {
      booking_id: queued.bookingId,
      idempotency_key: randomUUID(),
      phone_time: "2027-01-20T09:05:00+05:30",
    });
    expect(a.status).toBe(200);
    // A phone whose clock runs ahead (9:05 shown at the server's 9:40) is not believed: late.
    const ahead = await visit(day);
    clock.set("2027-01-21T04:10:00Z");
    const b = await check(t, "checkin", ahead.token, {
      booking_id: ahead.bookingId,
      idempotency_key: randomUUID(),
      phone_time: "2027-01-21T10:05:00+05:30",
    });
    expect(b.status).toBe(200);

    // The queued visit is not late on the console, and the team cannot mark it missed.
    clock.set("2027-01-21T12:00:00Z");
    const row = await shown(queued.bookingId, "2027-01-20");
    expect(row.late).toBe(false);
    expect(row.actions).not.toContain("miss");
    const miss = await t.call({
      method: "POST",
      url: "/api/admin/takeaction/",
      headers: { authorization: `Bearer ${admin()}` },
      payload: { booking_id: queued.bookingId, action: "miss", remarks: "Nobody came" },
    });
    expectError(miss, 422, LATE_VISIT_MESSAGES.missCheckedIn);

    // The dashboard's on-time figure: the queued check-in on time, the one with the clock ahead late.
    await createCityCare({ db: t.database.db, now: clock.now, log: { error: () => undefined } }).runOnce(
      nightAfter(day),
    );
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${admin()}` },
    });
    const kolkata = (res.body.Data as AdminDashboard).care_by_city.find((c) => c.city_name === "Kolkata");
    expect(kolkata?.arrivals).toEqual({ checked_in: 2, on_time: 1 });
  });
});
