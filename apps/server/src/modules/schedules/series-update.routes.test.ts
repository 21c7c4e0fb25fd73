import { randomUUID } from "node:crypto";
import { BOOKING_MESSAGES, SERIES_MESSAGES } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query } from "../../test/booking-changes.ts";
import { fixedClock, serviceId } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { type Body, seriesCall as call, messagesOf, okDates, scheduledFamily } from "../../test/schedules.ts";

describe.each(TEST_DATABASES)(
  "changing a care schedule from a date: users/updatevisitseries/ (%s)",
  (kind) => {
    const clock = fixedClock(NOW);
    const t = useTestApp(kind, {}, { now: clock.now });
    let companion: number;

    beforeAll(async () => {
      companion = await serviceId(t, "GEN-COMPANION");
    });

    /** A Gold family with Tuesdays and Fridays at 09:00 booked from 1 December to 31 January. */
    const scheduled = () => scheduledFamily(t, companion, "2027-01-31");

    const visitsOf = (seriesId: number) =>
      query<{
        id: number;
        visit_date: string;
        start_time: string;
        status: string;
        status_reason: string | null;
      }>(
        t,
        sql`select id, visit_date::text, start_time, status, status_reason from bookings where series_id = ${seriesId} order by visit_date, id`,
      );
    const live = (rows: { visit_date: string; status: string }[]) =>
      rows.filter((v) => v.status === "requested" || v.status === "confirmed").map((v) => v.visit_date);

    /** The change previewed (the schedule's own visits from `from` count as free), then confirmed. */
    async function change(f: Awaited<ReturnType<typeof scheduled>>, pattern: Body) {
      const preview = await call(t, f.member, "previewvisitseries", {
        ...f.pattern,
        ...pattern,
        until: pattern.until ?? f.pattern.until,
        series_id: f.seriesId,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const body = {
        series_id: f.seriesId,
        idempotency_key: randomUUID(),
        confirmed_dates: okDates(preview.body.Data.dates),
        ...pattern,
      };
      return { preview, body, res: await call(t, f.member, "updatevisitseries", body) };
    }

    it("changes a schedule once when the same change is sent 20 times at once: one set of new visits, never two", async () => {
      const f = await scheduled();
      const preview = await call(t, f.member, "previewvisitseries", {
        ...f.pattern,
        from: "2026-12-14",
        weekdays: [1, 4],
        series_id: f.seriesId,
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const body = {
        series_id: f.seriesId,
        idempotency_key: randomUUID(),
        confirmed_dates: okDates(preview.body.Data.dates),
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "09:00",
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(t, f.member, "updatevisitseries", body)),
      );
      // Each answer is the change or "nothing changed" (already applied): never a 500.
      for (const a of answers) expect([200, 409, 422], JSON.stringify(a.body)).toContain(a.status);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
      const after = live(await visitsOf(f.seriesId));
      // Every live visit from the date is a Monday or Thursday, and none is booked twice.
      const later = after.filter((d) => d >= "2026-12-14");
      expect(later.length).toBeGreaterThan(0);
      for (const d of later) expect([1, 4]).toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
      expect(new Set(after).size).toBe(after.length);
    });

    it("changes Tuesdays and Fridays to Mondays and Thursdays from 14 December: the earlier visits stay, the later ones are replaced, once", async () => {
      const f = await scheduled();
      const before = await visitsOf(f.seriesId);
      const { preview, body, res } = await change(f, {
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "10:00",
      });
      // Without its own visits counting, December's allowance has room for the new dates.
      expect(okDates(preview.body.Data.dates).slice(0, 4)).toEqual([
        "2026-12-14",
        "2026-12-17",
        "2026-12-21",
        "2026-12-24",
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Data.series).toMatchObject({
        series_id: f.seriesId,
        weekdays: [1, 4],
        start_time: "10:00",
        until: "2027-01-31",
      });
      const after = await visitsOf(f.seriesId);
      // The visits before 14 December are as they were.
      expect(after.filter((v) => v.visit_date < "2026-12-14")).toEqual(
        before.filter((v) => v.visit_date < "2026-12-14"),
      );
      const cancelled = after.filter((v) => v.status === "cancelled");
      expect(
        cancelled.every(
          (v) => v.visit_date >= "2026-12-14" && v.status_reason === SERIES_MESSAGES.changeReason,
        ),
      ).toBe(true);
      expect(res.body.Data.cancelled_booking_ids).toHaveLength(cancelled.length);
      const mondaysThursdays = live(after).filter((d) => d >= "2026-12-14");
      expect(mondaysThursdays).toEqual(okDates(res.body.Data.dates));
      expect(mondaysThursdays.every((d) => [1, 4].includes(new Date(`${d}T00:00:00Z`).getUTCDay()))).toBe(
        true,
      );
      expect(
        after
          .filter((v) => v.visit_date >= "2026-12-14" && v.status === "requested")
          .every((v) => v.start_time === "10:00"),
      ).toBe(true);
      expect(res.body.Data.Message).toBe(
        SERIES_MESSAGES.changedPattern(cancelled.length, mondaysThursdays.length),
      );

      // The family is told once.
      const told = await query<{ subject: string }>(
        t,
        sql`select subject from notifications where kind = 'series_changed' and ref_id = ${f.seriesId} and channel = 'email'`,
      );
      expect(told.map((m) => m.subject)).toEqual(["Care schedule changed for Kamala Devi from 14 Dec 2026"]);
      // The same request again changes nothing.
      const again = await call(t, f.member, "updatevisitseries", body);
      expect(again.status).toBe(200);
      expect(again.body.Data.Message).toBe(SERIES_MESSAGES.unchanged);
      expect(await visitsOf(f.seriesId)).toEqual(after);
    });

    it("skips the dates of a pause when the change books them", async () => {
      const f = await scheduled();
      const paused = await call(t, f.member, "pausevisits", {
        loved_one_id: f.lovedOnes[0],
        from: "2026-12-14",
        to: "2026-12-20",
        reason: "travel",
        idempotency_key: randomUUID(),
      });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      const { preview, res } = await change(f, {
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "10:00",
      });
      const states = new Map(
        (preview.body.Data.dates as { date: string; state: string; reason: string | null }[]).map((d) => [
          d.date,
          d,
        ]),
      );
      expect(states.get("2026-12-14")).toEqual({
        date: "2026-12-14",
        state: "paused",
        reason: "Paused: travel",
      });
      expect(states.get("2026-12-17")?.state).toBe("paused");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const booked = live(await visitsOf(f.seriesId)).filter((d) => d >= "2026-12-14");
      expect(booked[0]).toBe("2026-12-21");
    });

    it("books later months with the new pattern when they open", async () => {
      const f = await scheduledFamily(t, companion);
      const { res } = await change(f, {
        from: "2027-01-04",
        weekdays: [3],
        shift_type: 1,
        start_time: "09:00",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      clock.set("2026-12-31T04:30:00Z");
      try {
        await t.app.seriesSweep.runOnce(clock.now());
      } finally {
        clock.set(NOW);
      }
      const march = live(await visitsOf(f.seriesId)).filter((d) => d.startsWith("2027-03"));
      expect(march).toEqual(["2027-03-03", "2027-03-10", "2027-03-17", "2027-03-24", "2027-03-31"]);
    });

    it("books nothing and names the dates when something changed since the preview", async () => {
      const f = await scheduled();
      const before = await visitsOf(f.seriesId);
      const res = await call(t, f.member, "updatevisitseries", {
        series_id: f.seriesId,
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "10:00",
        idempotency_key: randomUUID(),
        confirmed_dates: ["2026-12-14"],
      });
      expect(res.status).toBe(409);
      expect(messagesOf(res)).toContain(SERIES_MESSAGES.changed);
      expect(messagesOf(res)).toContain("17 Dec 2026: can now be booked");
      expect(await visitsOf(f.seriesId)).toEqual(before);
    });

    it("refuses another family's schedule, an ended one, a date not ahead or outside it, bad weekdays and a start outside the shift, writing nothing", async () => {
      const f = await scheduled();
      const other = await scheduled();
      const ended = await scheduled();
      expect(
        (await call(t, ended.member, "endvisitseries", { series_id: ended.seriesId, from: "2026-12-20" }))
          .status,
      ).toBe(200);
      const before = await visitsOf(f.seriesId);
      const body = (change: Body): Body => ({
        series_id: f.seriesId,
        from: "2026-12-14",
        weekdays: [1, 4],
        shift_type: 1,
        start_time: "10:00",
        idempotency_key: randomUUID(),
        confirmed_dates: [],
        ...change,
      });
      const cases: [Body, number, string][] = [
        [body({ series_id: other.seriesId }), 404, SERIES_MESSAGES.seriesNotFound],
        [body({ from: "2026-12-01" }), 400, SERIES_MESSAGES.changeNotAhead],
        [body({ from: "2027-02-02" }), 400, SERIES_MESSAGES.changeOutside("1 Dec 2026", "31 Jan 2027")],
        [body({ weekdays: [8] }), 400, SERIES_MESSAGES.weekdayInvalid],
        [body({ weekdays: [2, 2] }), 400, SERIES_MESSAGES.weekdayRepeated],
        [body({ start_time: "15:00" }), 400, BOOKING_MESSAGES.startTimeOutsideShift],
        [body({ from: "" }), 400, SERIES_MESSAGES.changeDateRequired],
        [body({ until: "2027-12-01" }), 400, SERIES_MESSAGES.untilPastPlan("30 Nov 2027")],
      ];
      for (const [payload, status, message] of cases) {
        const res = await call(t, f.member, "updatevisitseries", payload);
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        expect(messagesOf(res)).toContain(message);
      }
      const endedRes = await call(t, ended.member, "updatevisitseries", body({ series_id: ended.seriesId }));
      expect(endedRes.status).toBe(422);
      expect(messagesOf(endedRes)).toContain(SERIES_MESSAGES.alreadyEnded);
      expect(await visitsOf(f.seriesId)).toEqual(before);
    });
  },
);
