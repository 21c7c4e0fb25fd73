import { randomUUID } from "node:crypto";
import { BOOKING_MESSAGES, SERIES_MESSAGES, seriesReason } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../test/billing.ts";
import { NOW, query } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId } from "../../test/bookings.ts";
import { limitShift } from "../../test/companions.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import {
  type Body,
  seriesCall as call,
  goldFamily as goldFamilyOf,
  messagesOf,
  okDates,
  reopenHolidays,
} from "../../test/schedules.ts";

/** The pattern changed as given, sent to preview as it is and to confirm with a new key and no dates. */
const sendEach = (t: TestApp, m: Member, pattern: Body, change: Body) =>
  Promise.all(
    (["previewvisitseries", "createvisitseries"] as const).map(async (path) => {
      const extra =
        path === "createvisitseries" ? { idempotency_key: randomUUID(), confirmed_dates: [] } : {};
      return [path, await call(t, m, path, { ...pattern, ...change, ...extra })] as const;
    }),
  );

/** Everything a series writes for a member: their series and their visits. */
async function storedFor(t: TestApp, userId: number) {
  return {
    series: await query(t, sql`select id from visit_series where user_id = ${userId} order by id`),
    bookings: await query(t, sql`select id from bookings where user_id = ${userId} order by id`),
  };
}

describe.each(TEST_DATABASES)(
  "a care schedule: users/previewvisitseries/ and users/createvisitseries/ (%s)",
  (kind) => {
    const clock = fixedClock(NOW);
    const t = useTestApp(kind, {}, { now: clock.now });
    let companion: number;
    let emergency: number;

    beforeAll(async () => {
      await reopenHolidays(t);
      companion = await serviceId(t, "GEN-COMPANION");
      const [row] = await query<{ id: number }>(
        t,
        sql`select id from services where kind = 'emergency_support' limit 1`,
      );
      emergency = row?.id ?? 0;
    });

    /** A Gold family (8 companion visits a month) and Tuesdays and Fridays at 09:00 until the end of March. */
    const goldFamily = () => goldFamilyOf(t, companion);

    it("previews every date: booked now, later when its month opens, or why not (past, the month's allowance); nothing is written", async () => {
      const f = await goldFamily();
      const before = await storedFor(t, f.member.userId);
      const res = await call(t, f.member, "previewvisitseries", f.pattern);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const dates = res.body.Data.dates as { date: string; state: string; reason: string | null }[];
      // 1 December 09:00 began before 10:00.
      expect(dates[0]).toEqual({ date: "2026-12-01", state: "past", reason: seriesReason.past });
      // December's eight Tuesdays and Fridays after it fit Gold's 8 visits; January has nine.
      expect(okDates(dates).filter((d) => d.startsWith("2026-12"))).toHaveLength(8);
      expect(okDates(dates).filter((d) => d.startsWith("2027-01"))).toHaveLength(8);
      expect(dates.find((d) => d.date === "2027-01-29")).toEqual({
        date: "2027-01-29",
        state: "allowance",
        reason: "Beyond your plan's 8 companion visits (up to 2 hours each) in January 2027",
      });
      expect(okDates(dates).filter((d) => d.startsWith("2027-02"))).toHaveLength(8);
      // Beyond 1 March (90 days ahead) the dates wait for their month; March's ninth is over the allowance.
      const march = dates.filter((d) => d.date.startsWith("2027-03"));
      expect(march.map((d) => d.state)).toEqual([...Array(8).fill("later"), "allowance"]);
      expect(march[0]?.reason).toBe("Booked on 31 Dec 2026, when bookings for March 2027 open");
      expect(res.body.Data.bookable).toBe(24);
      expect(res.body.Data.later).toBe(8);
      expect(await storedFor(t, f.member.userId)).toEqual(before);
    });

    it("books every date previewed as bookable at once, with one companion held for all of them, and a retry answers the same series", async () => {
      const f = await goldFamily();
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      const confirmed = okDates(preview.body.Data.dates);
      const body = { ...f.pattern, idempotency_key: randomUUID(), confirmed_dates: confirmed };
      const res = await call(t, f.member, "createvisitseries", body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Data.Message).toBe(SERIES_MESSAGES.booked(24));
      expect(res.body.Data.series).toMatchObject({
        loved_one_id: f.lovedOnes[0],
        loved_one_name: "Kamala Devi",
        service_name: "Companionship Visit",
        weekdays: [2, 5],
        shift_type: 1,
        start_time: "09:00",
        from: "2026-12-01",
        until: "2027-03-31",
        status: "active",
        booked_through: "2027-03-01",
      });
      const rows = await query<{
        id: number;
        visit_date: string;
        status: string;
        companion_id: number | null;
      }>(
        t,
        sql`select id, visit_date::text, status, companion_id from bookings
          where series_id = ${res.body.Data.series.series_id} order by visit_date`,
      );
      expect(rows.map((r) => r.visit_date)).toEqual(confirmed);
      expect(rows.map((r) => r.id)).toEqual(res.body.Data.booking_ids);
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["requested"]));
      // The regular companion: the one held for the first visit is held for every later one they are free for.
      expect(new Set(rows.map((r) => r.companion_id)).size).toBe(1);
      expect(rows[0]?.companion_id).not.toBeNull();
      // One message to the family: what was booked, and what was not and why.
      const messages = await query<{ kind: string; subject: string; body: string }>(
        t,
        sql`select n.kind, n.subject, n.body from notifications n join users u on u.email = n.to_address
            where u.id = ${f.member.userId} and n.kind like 'series_%'`,
      );
      expect(messages.map((m) => [m.kind, m.subject])).toEqual([
        ["series_set_up", "Care schedule set up for Kamala Devi: 24 visits booked"],
      ]);
      expect(messages[0]?.body).toContain("1 Dec 2026: This date has passed");
      expect(messages[0]?.body).toContain("29 Jan 2027: Beyond your plan's 8 companion visits");
      expect(messages[0]?.body).toContain("The dates after 1 Mar 2027 are booked as their month opens");

      const again = await call(t, f.member, "createvisitseries", body);
      expect(again.status).toBe(200);
      expect(again.body.Data.series.series_id).toBe(res.body.Data.series.series_id);
      expect(again.body.Data.booking_ids).toEqual(res.body.Data.booking_ids);
      expect((await storedFor(t, f.member.userId)).bookings).toHaveLength(24);
      // A retry tells no one again.
      expect(
        await query(
          t,
          sql`select id from notifications where kind = 'series_set_up' and ref_id = ${res.body.Data.series.series_id}`,
        ),
      ).toHaveLength(1);
    });

    it("books nothing when a date changed since the preview, and names it", async () => {
      const f = await goldFamily();
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      // Meanwhile the family books 8 December's morning on its own.
      const single = await book(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] as number, companion, { visit_date: "2026-12-08", start_time: "10:00" }),
      );
      expect(single.status, JSON.stringify(single.body)).toBe(200);
      const before = await storedFor(t, f.member.userId);
      const res = await call(t, f.member, "createvisitseries", {
        ...f.pattern,
        idempotency_key: randomUUID(),
        confirmed_dates: okDates(preview.body.Data.dates),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(messagesOf(res)).toEqual([
        SERIES_MESSAGES.changed,
        "8 Dec 2026: Kamala Devi already has a visit in this shift",
      ]);
      expect(await storedFor(t, f.member.userId)).toEqual(before);
    });

    it("shows the shift full within the window when no companion is free, and still waits for later months", async () => {
      const f = await goldFamily();
      await limitShift(t, 1, 0);
      try {
        const res = await call(t, f.member, "previewvisitseries", { ...f.pattern, until: "2027-03-12" });
        expect(res.status).toBe(200);
        const dates = res.body.Data.dates as { date: string; state: string; reason: string | null }[];
        expect(dates.find((d) => d.date === "2026-12-04")).toEqual({
          date: "2026-12-04",
          state: "full",
          reason: seriesReason.full,
        });
        expect(dates.filter((d) => d.state === "ok")).toEqual([]);
        expect(dates.filter((d) => d.date >= "2027-03-02").map((d) => d.state)).toEqual(
          Array(4).fill("later"),
        );
      } finally {
        await limitShift(t, 1, 1000);
      }
    });

    it.each([
      ["no weekday", { weekdays: [] }, SERIES_MESSAGES.weekdaysRequired],
      ["weekday 0", { weekdays: [0] }, SERIES_MESSAGES.weekdayInvalid],
      ["weekday 8", { weekdays: [2, 8] }, SERIES_MESSAGES.weekdayInvalid],
      ["a weekday twice", { weekdays: [2, 2] }, SERIES_MESSAGES.weekdayRepeated],
      ["a start outside the shift", { start_time: "14:00" }, BOOKING_MESSAGES.startTimeOutsideShift],
      ["until before from", { until: "2026-11-30" }, SERIES_MESSAGES.untilBeforeFrom],
      ["until past the plan's end", { until: "2027-12-01" }, SERIES_MESSAGES.untilPastPlan("30 Nov 2027")],
      ["from before the plan's start", { from: "2026-11-24" }, SERIES_MESSAGES.fromBeforePlan("1 Dec 2026")],
    ])("refuses %s (400) and writes nothing", async (_name, change, message) => {
      const f = await goldFamily();
      const before = await storedFor(t, f.member.userId);
      for (const [path, res] of await sendEach(t, f.member, f.pattern, change)) {
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
        expect(messagesOf(res), JSON.stringify(res.body)).toContain(message);
      }
      expect(await storedFor(t, f.member.userId)).toEqual(before);
    });

    it("answers another member's loved one or plan as missing (404), and refuses emergency help (400)", async () => {
      const f = await goldFamily();
      const other = await goldFamily();
      const before = await storedFor(t, f.member.userId);
      const cases: [Body, number, string][] = [
        [{ loved_one_id: other.lovedOnes[0] }, 404, BOOKING_MESSAGES.lovedOneNotFound],
        [{ subscription_id: other.subscriptionId }, 404, BOOKING_MESSAGES.planNotFound],
        [{ service_id: emergency }, 400, "call"],
      ];
      for (const [change, status, message] of cases) {
        for (const [path, res] of await sendEach(t, f.member, f.pattern, change)) {
          expect(res.status, `${path} ${JSON.stringify(change)} ${JSON.stringify(res.body)}`).toBe(status);
          expect(messagesOf(res).join(" ")).toContain(message);
        }
      }
      expect(await storedFor(t, f.member.userId)).toEqual(before);
      expect(await storedFor(t, other.member.userId)).toEqual({ series: [], bookings: [] });
    });

    it("makes one series of 20 simultaneous confirms with one key", async () => {
      const f = await goldFamily();
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      const body = {
        ...f.pattern,
        idempotency_key: randomUUID(),
        confirmed_dates: okDates(preview.body.Data.dates),
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call(t, f.member, "createvisitseries", body)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body.Data.series.series_id)).size).toBe(1);
      const stored = await storedFor(t, f.member.userId);
      expect(stored.series).toHaveLength(1);
      expect(stored.bookings).toHaveLength(24);
    });

    it("never lets two series for one loved one and shift, confirmed at once, both take a date", async () => {
      const f = await goldFamily();
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      const confirmed = okDates(preview.body.Data.dates);
      const [a, b] = await Promise.all(
        [0, 1].map(() =>
          call(t, f.member, "createvisitseries", {
            ...f.pattern,
            idempotency_key: randomUUID(),
            confirmed_dates: confirmed,
          }),
        ),
      );
      expect([a?.status, b?.status].sort()).toEqual([200, 409]);
      // Every date the first took is gone for the second: its month's visits are used (the allowance is judged
      // before the loved one's shift, as for a single booking).
      const refused = messagesOf((a?.status === 409 ? a : b) as NonNullable<typeof a>);
      expect(refused).toHaveLength(1 + confirmed.length);
      expect(refused).toContain(
        seriesReason.changedDate(
          "4 Dec 2026",
          seriesReason.allowance(8, "Companion visits (up to 2 hours each)", "2026-12-04"),
        ),
      );
      const stored = await storedFor(t, f.member.userId);
      expect(stored.series).toHaveLength(1);
      expect(stored.bookings).toHaveLength(24);
    });
  },
);
