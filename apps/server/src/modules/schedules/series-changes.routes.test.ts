import { SERIES_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ERASED_NAME, ERASED_TEXT } from "../../lib/erasure.ts";
import { authed, memberCall } from "../../test/billing.ts";
import { NOW, query, YEAR } from "../../test/booking-changes.ts";
import { fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";
import {
  type Body,
  seriesCall as call,
  messagesOf,
  reopenHolidays,
  scheduledFamily,
} from "../../test/schedules.ts";

describe.each(TEST_DATABASES)(
  "a family's care schedules: users/getvisitseries/ and users/endvisitseries/ (%s)",
  (kind) => {
    const clock = fixedClock(NOW);
    const t = useTestApp(kind, {}, { now: clock.now });
    let companion: number;
    let admin: string;

    beforeAll(async () => {
      await reopenHolidays(t);
      companion = await serviceId(t, "GEN-COMPANION");
      admin = (await loginNewAdmin(t)).token;
    });

    /** A Gold family with Tuesdays and Fridays at 09:00 booked from 1 December to 31 January. */
    const scheduled = () => scheduledFamily(t, companion, "2027-01-31");

    const liveOf = (t: TestApp, seriesId: number) =>
      query<{ visit_date: string; status: string }>(
        t,
        sql`select visit_date::text, status from bookings where series_id = ${seriesId} order by visit_date`,
      );

    it("lists each schedule with its pattern, next visits, how many are booked, the dates it skipped, and its regular companion once the team assigns one", async () => {
      const f = await scheduled();
      const res = await call(t, f.member, "getvisitseries", {});
      expect(res.status).toBe(200);
      const [entry] = res.body.Data.series;
      expect(entry).toMatchObject({
        series_id: f.seriesId,
        loved_one_name: "Kamala Devi",
        service_name: "Companionship Visit",
        weekdays: [2, 5],
        status: "active",
        upcoming_count: 16,
        regular_companion: null,
      });
      expect(entry.next_visits.map((v: { visit_date: string }) => v.visit_date)).toEqual([
        "2026-12-04",
        "2026-12-08",
        "2026-12-11",
        "2026-12-15",
      ]);
      expect(entry.skipped.map((d: { date: string; state: string }) => [d.date, d.state])).toEqual([
        ["2026-12-01", "past"],
        ["2027-01-29", "allowance"],
      ]);
      // Confirming a visit alone does not give the schedule a regular companion (decision 0081)...
      const confirmed = await adminCall(t, admin, "takeaction", {
        booking_id: f.bookingIds[0],
        action: "confirm",
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const still = await call(t, f.member, "getvisitseries", { loved_one_id: f.lovedOnes[0] });
      expect(still.body.Data.series[0].regular_companion).toBeNull();
      // ...the team assigning one does: the family then sees who comes.
      const [held] = await query<{ companion_id: number }>(
        t,
        sql`select companion_id from bookings where id = ${f.bookingIds[1]}`,
      );
      const assigned = await adminCall(t, admin, "assigncompanion", {
        booking_id: f.bookingIds[1],
        companion_id: held?.companion_id,
        confirm: true,
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      const after = await call(t, f.member, "getvisitseries", { loved_one_id: f.lovedOnes[0] });
      expect(after.body.Data.series[0].regular_companion?.first_name).toEqual(expect.any(String));
      // Another family sees none of it.
      const other = await subscribedFamily(t, { ...YEAR, tier: "gold" });
      expect((await call(t, other.member, "getvisitseries", {})).body.Data.series).toEqual([]);
    });

    it("ends a schedule from a date: its visits from then on are cancelled and back in the allowance, the earlier ones stay", async () => {
      const f = await scheduled();
      const res = await call(t, f.member, "endvisitseries", { series_id: f.seriesId, from: "2027-01-01" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Data.Message).toBe(SERIES_MESSAGES.ended(8));
      expect(res.body.Data.series).toMatchObject({ status: "ended", until: "2026-12-31" });
      const visits = await liveOf(t, f.seriesId);
      expect(visits.filter((v) => v.status === "requested").map((v) => v.visit_date)).toHaveLength(8);
      expect(visits.filter((v) => v.status === "cancelled").every((v) => v.visit_date >= "2027-01-01")).toBe(
        true,
      );
      const [reason] = await query<{ status_reason: string }>(
        t,
        sql`select status_reason from bookings where id = ${res.body.Data.cancelled_booking_ids[0]}`,
      );
      expect(reason?.status_reason).toBe(SERIES_MESSAGES.endReason);
      // January's allowance is free again: a single visit on a January Tuesday can be booked.
      const usage = await call(t, f.member, "previewvisitseries", {
        subscription_id: f.subscriptionId,
        loved_one_id: f.lovedOnes[0],
        service_id: companion,
        weekdays: [2],
        shift_type: 1,
        start_time: "09:00",
        from: "2027-01-01",
        until: "2027-01-31",
      });
      expect((usage.body.Data.dates as { state: string }[]).map((d) => d.state)).toEqual(Array(4).fill("ok"));
      const [told] = await query<{ subject: string; body: string }>(
        t,
        sql`select subject, body from notifications where kind = 'series_ended' and ref_id = ${f.seriesId}`,
      );
      expect(told?.subject).toBe("Care schedule ended for Kamala Devi");
      expect(told?.body).toContain(
        "No visits from 1 Jan 2027. 8 visits cancelled, back in your plan's allowance.",
      );

      const again = await call(t, f.member, "endvisitseries", { series_id: f.seriesId, from: "2027-01-15" });
      expect(again.status).toBe(422);
      expect(messagesOf(again)).toContain(SERIES_MESSAGES.alreadyEnded);
    });

    it("refuses a date within the cancel cutoff, today, another family's schedule, and writes nothing", async () => {
      const f = await scheduled();
      const before = await liveOf(t, f.seriesId);
      const other = await scheduled();
      const cases: [Body, number, string][] = [
        // 4 December 09:00 is 47 hours away: still cancellable. 2 December has no visit; from it, 4 December
        // is the first, and it is more than 24 hours away, so only a date within the cutoff is refused.
        [{ series_id: f.seriesId, from: "2026-12-01" }, 400, SERIES_MESSAGES.endNotAhead],
        [{ series_id: other.seriesId, from: "2026-12-10" }, 404, SERIES_MESSAGES.seriesNotFound],
        [{ series_id: f.seriesId }, 400, SERIES_MESSAGES.endDateRequired],
      ];
      for (const [body, status, message] of cases) {
        const res = await call(t, f.member, "endvisitseries", body);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(messagesOf(res)).toContain(message);
      }
      // On 3 December at 10:00 India time, the visit of 4 December at 09:00 is 23 hours away.
      clock.set("2026-12-03T04:30:00Z");
      try {
        const res = await call(t, f.member, "endvisitseries", { series_id: f.seriesId, from: "2026-12-04" });
        expect(res.status).toBe(422);
        expect(messagesOf(res)).toContain(SERIES_MESSAGES.endTooSoon("4 Dec 2026", 24));
      } finally {
        clock.set(NOW);
      }
      expect(await liveOf(t, f.seriesId)).toEqual(before);
    });

    it("ends a schedule once when asked twice at once", async () => {
      const f = await scheduled();
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map(() =>
          call(t, f.member, "endvisitseries", { series_id: f.seriesId, from: "2026-12-20" }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
      const cancelled = (await liveOf(t, f.seriesId)).filter((v) => v.status === "cancelled");
      const ok = answers.find((a) => a.status === 200);
      expect(cancelled).toHaveLength(ok?.body.Data.cancelled_booking_ids.length);
    });

    it("lists the schedules in the member's data export, and ends them at erasure without the loved one's name", async () => {
      const f = await scheduled();
      const exported = await t.app.inject({
        method: "POST",
        url: "/api/users/exportdata/",
        headers: authed(f.member),
        payload: { user_id: f.member.userId },
      });
      expect(exported.statusCode).toBe(200);
      const file = JSON.parse(exported.payload) as {
        care_schedules: { series_id: number; loved_one_name: string }[];
      };
      expect(file.care_schedules.map((s) => [s.series_id, s.loved_one_name])).toEqual([
        [f.seriesId, "Kamala Devi"],
      ]);

      const [person] = await query<{ phone: string }>(
        t,
        sql`select phone from users where id = ${f.member.userId}`,
      );
      expect((await sendLoginCode(t, "P", person?.phone.slice(3) ?? "")).status).toBe(200);
      const erased = await memberCall(t, f.member, "eraseaccount", {
        otp: t.outbox.latestCode(person?.phone ?? ""),
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      const [row] = await query(
        t,
        sql`select status, loved_one_name, loved_one_id, notes, skipped from visit_series where id = ${f.seriesId}`,
      );
      // Its messages no longer name the loved one.
      const messages = await query<{ body: string }>(
        t,
        sql`select body from notifications where kind like 'series_%' and ref_id = ${f.seriesId}`,
      );
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((m) => m.body.includes("Kamala Devi"))).toEqual([]);
      expect(row).toEqual({
        status: "ended",
        loved_one_name: ERASED_NAME,
        loved_one_id: null,
        notes: ERASED_TEXT,
        skipped: [],
      });
    });
  },
);
