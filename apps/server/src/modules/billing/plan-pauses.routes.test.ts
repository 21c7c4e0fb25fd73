import { randomUUID } from "node:crypto";
import { PLAN_PAUSE_MESSAGES, pauseWindow } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { askToCancel, authed, type Member } from "../../test/billing.ts";
import { booked, expectError, NOW, query, YEAR } from "../../test/booking-changes.ts";
import {
  book,
  bookingBody,
  fixedClock,
  grantPlan,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import {
  seriesCall as call,
  goldFamily,
  okDates,
  reopenHolidays,
  scheduledFamily,
} from "../../test/schedules.ts";
import { planYearStart } from "./plan-pauses.service.ts";

const pause = (t: TestApp, m: Member, payload: object) =>
  t.call({ method: "POST", url: "/api/users/pausesubscription/", headers: authed(m), payload });

/** What a refused pause must not have changed: the plan's end and its pauses. */
async function planState(t: TestApp, subscriptionId: number) {
  const [plan] = await query<{ ends_on: string }>(
    t,
    sql`select ends_on::text from subscriptions where id = ${subscriptionId}`,
  );
  const pauses = await query<{ from_date: string; to_date: string }>(
    t,
    sql`select from_date::text, to_date::text from subscription_pauses where subscription_id = ${subscriptionId}`,
  );
  return { endsOn: plan?.ends_on, pauses };
}

const liveVisits = (t: TestApp, subscriptionId: number, from: string, to: string) =>
  query<{ visit_date: string }>(
    t,
    sql`select visit_date::text from bookings where subscription_id = ${subscriptionId}
          and visit_date between ${from}::date and ${to}::date and status in ('requested', 'confirmed')
          order by visit_date`,
  );

describe("a pause's days and plan year", () => {
  it.each([
    ["2027-01-01", 1, "2027-01-31", 31],
    ["2027-01-15", 2, "2027-03-14", 59],
    ["2027-01-31", 1, "2027-02-28", 29],
    ["2026-12-10", 3, "2027-03-09", 90],
  ])("from %s for %i months: to %s, %i days", (from, months, to, days) => {
    expect(pauseWindow(from, months)).toEqual({ to, resumesOn: expect.any(String), days });
  });
  it("counts plan years from the member's first plan's first day", () => {
    expect(planYearStart("2026-12-01", "2027-11-30")).toBe("2026-12-01");
    expect(planYearStart("2026-12-01", "2027-12-01")).toBe("2027-12-01");
    expect(planYearStart("2026-12-01", "2029-01-15")).toBe("2028-12-01");
  });
});

describe.each(TEST_DATABASES)("pausing a plan (%s)", (kind) => {
  // 1 December 2026, 10:00 in India; plans run 1 December 2026 to 30 November 2027.
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;

  beforeAll(async () => {
    await reopenHolidays(t);
    companion = await serviceId(t, "GEN-COMPANION");
  });

  it("cancels the plan's visits in the pause, series and single, gives the allowance back and moves the end", async () => {
    const f = await goldFamily(t, companion);
    const [lovedOne] = f.lovedOnes as [number];
    // A single visit on a Wednesday in January, then the schedule's Tuesdays and Fridays (8 a month in all).
    const single = await booked(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2027-01-13" }));
    const preview = await call(t, f.member, "previewvisitseries", f.pattern);
    const created = await call(t, f.member, "createvisitseries", {
      ...f.pattern,
      idempotency_key: randomUUID(),
      confirmed_dates: okDates(preview.body.Data.dates),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await liveVisits(t, f.subscriptionId, "2027-01-01", "2027-01-31")).length).toBe(8);

    const res = await pause(t, f.member, {
      subscription_id: f.subscriptionId,
      from: "2027-01-01",
      months: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data).toMatchObject({
      end_date: "2027-12-31",
      pause: { from: "2027-01-01", to: "2027-01-31", resumes_on: "2027-02-01", months: 1, cancelled: 8 },
    });
    expect(res.body.Data.Message).toBe(PLAN_PAUSE_MESSAGES.paused(8, "31 Dec 2027"));
    expect(res.body.Data.cancelled_booking_ids).toContain(single.booking_id);
    expect(await liveVisits(t, f.subscriptionId, "2027-01-01", "2027-01-31")).toEqual([]);
    // The visits either side go ahead.
    expect((await liveVisits(t, f.subscriptionId, "2026-12-01", "2026-12-31")).length).toBe(8);
    expect((await liveVisits(t, f.subscriptionId, "2027-02-01", "2027-02-28")).length).toBe(8);
    const [why] = await query<{ status_reason: string }>(
      t,
      sql`select status_reason from bookings where id = ${single.booking_id}`,
    );
    expect(why?.status_reason).toBe(PLAN_PAUSE_MESSAGES.cancelReason);
    // The family is told once, with the visits.
    const told = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'plan_paused' and ref_id = ${res.body.Data.pause.pause_id} and channel = 'email'`,
    );
    expect(told.map((m) => m.subject)).toEqual(["Your plan is paused from 1 Jan 2027 to 31 Jan 2027"]);
    expect(told[0]?.body).toContain("plan now ends on 31 Dec 2027");

    // The plan does not cover its pause: a visit in it is refused, saying when the pause ends.
    const inPause = await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2027-01-20" }));
    expectError(inPause, 422, PLAN_PAUSE_MESSAGES.dayPaused("1 Jan 2027", "31 Jan 2027", "1 Feb 2027"));
    // The profile's plan card shows the pause and the new end.
    const profile = await t.call({
      method: "POST",
      url: "/api/users/getprofiledata/",
      headers: authed(f.member),
      payload: { user_id: f.member.userId },
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    const plan = profile.body.Data?.subscriptions?.find(
      (s: { subscription_id: number }) => s.subscription_id === f.subscriptionId,
    );
    expect(plan).toMatchObject({
      end_date: "2027-12-31",
      pause: { from: "2027-01-01", to: "2027-01-31", resumes_on: "2027-02-01" },
    });
  });

  it("gives the month's allowance back: a visit refused before the pause is booked after it", async () => {
    const f = await scheduledFamily(t, companion);
    const [lovedOne] = f.lovedOnes as [number];
    const thursday = bookingBody(lovedOne, companion, { visit_date: "2027-01-14" });
    // January's 8 companion visits are all the schedule's; the pause cancels 22 and 26 Jan and 6 in February.
    expect((await book(t, f.member, thursday)).status).toBe(422);
    const res = await pause(t, f.member, {
      subscription_id: f.subscriptionId,
      from: "2027-01-20",
      months: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.pause).toMatchObject({ to: "2027-02-19", cancelled: 8 });
    expect(await liveVisits(t, f.subscriptionId, "2027-01-20", "2027-02-19")).toEqual([]);
    await booked(t, f.member, thursday);
  });

  it("makes the care schedule skip the paused month when the sweep books it, and a new schedule's preview say so", async () => {
    const f = await scheduledFamily(t, companion);
    const res = await pause(t, f.member, {
      subscription_id: f.subscriptionId,
      from: "2027-03-01",
      months: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    clock.set("2026-12-31T04:30:00Z");
    try {
      await t.app.seriesSweep.runOnce(clock.now());
    } finally {
      clock.set(NOW);
    }
    expect(await liveVisits(t, f.subscriptionId, "2027-03-01", "2027-03-31")).toEqual([]);
    const [row] = await query<{ skipped: { date: string; state: string }[] }>(
      t,
      sql`select skipped from visit_series where id = ${f.seriesId}`,
    );
    const march = row?.skipped.filter((d) => d.date.startsWith("2027-03")) ?? [];
    expect(march.length).toBe(9);
    expect(new Set(march.map((d) => d.state))).toEqual(new Set(["paused"]));

    const preview = await call(t, f.member, "previewvisitseries", {
      ...f.pattern,
      weekdays: [3],
      from: "2027-03-01",
      until: "2027-03-31",
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(okDates(preview.body.Data.dates)).toEqual([]);
    expect(preview.body.Data.dates.map((d: { state: string }) => d.state)).toEqual(Array(5).fill("paused"));
  });

  it("refuses 0 or 4 months, a start in the past or outside the plan, writing nothing", async () => {
    const f = await subscribedFamily(t, YEAR);
    const before = await planState(t, f.subscriptionId);
    for (const months of [0, 4, 1.5]) {
      const res = await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-01-01", months });
      expectError(res, 400, PLAN_PAUSE_MESSAGES.monthsRange);
    }
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2026-11-30", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.fromPast,
    );
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-12-01", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.outsidePlan("1 Dec 2026", "30 Nov 2027"),
    );
    const bad = await pause(t, f.member, {
      subscription_id: f.subscriptionId,
      from: "2027-02-30",
      months: 1,
    });
    expect(bad.status).toBe(400);
    expect(await planState(t, f.subscriptionId)).toEqual(before);
  });

  it("allows one pause a plan year and never two overlapping", async () => {
    const f = await subscribedFamily(t, YEAR);
    const first = await pause(t, f.member, {
      subscription_id: f.subscriptionId,
      from: "2027-11-01",
      months: 3,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Data.end_date).toBe("2028-03-01");
    const after = await planState(t, f.subscriptionId);
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-02-01", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.oncePerYear,
    );
    // 15 December 2027 is the next plan year, but inside the first pause.
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-12-15", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.overlaps,
    );
    expect(await planState(t, f.subscriptionId)).toEqual(after);
  });

  it("answers another member's plan as missing, and refuses an ended or cancelled plan", async () => {
    const f = await subscribedFamily(t, YEAR);
    const other = await subscribedFamily(t, YEAR);
    expectError(
      await pause(t, other.member, { subscription_id: f.subscriptionId, from: "2027-01-01", months: 1 }),
      404,
      PLAN_PAUSE_MESSAGES.planNotFound,
    );
    const ended = await subscribedFamily(t, { startsOn: "2025-11-01", endsOn: "2026-10-31" });
    expectError(
      await pause(t, ended.member, { subscription_id: ended.subscriptionId, from: "2026-12-05", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.planEnded,
    );
    await askToCancel(t, f.member, f.subscriptionId);
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-01-01", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.planCancelled,
    );
    expect((await planState(t, f.subscriptionId)).pauses).toEqual([]);
  });

  it("refuses a plan whose next plan is already paid, and never stores two overlapping pauses of one plan", async () => {
    const f = await subscribedFamily(t, YEAR);
    await grantPlan(t, f.member.userId, { startsOn: "2027-12-01", endsOn: "2028-11-30" });
    expectError(
      await pause(t, f.member, { subscription_id: f.subscriptionId, from: "2027-01-01", months: 1 }),
      422,
      PLAN_PAUSE_MESSAGES.nextPlanPaid("1 Dec 2027"),
    );
    // The exclusion constraint, whatever the plan years say.
    const row = (from: string, to: string, year: string) =>
      sql`insert into subscription_pauses (subscription_id, user_id, from_date, to_date, months, days, year_start)
          values (${f.subscriptionId}, ${f.member.userId}, ${from}::date, ${to}::date, 1, 31, ${year}::date)`;
    await t.database.db.execute(row("2027-11-01", "2027-12-15", "2026-12-01"));
    await expect(t.database.db.execute(row("2027-12-15", "2028-01-14", "2027-12-01"))).rejects.toThrow();
    await t.database.db.execute(row("2027-12-16", "2028-01-15", "2027-12-01"));
  });

  it("makes one pause of ten asked at once", async () => {
    const f = await subscribedFamily(t, YEAR);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        pause(t, f.member, {
          subscription_id: f.subscriptionId,
          from: `2027-01-${String(i + 10)}`,
          months: 1,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses, JSON.stringify(answers.map((a) => a.body.Errors))).toEqual([200, ...Array(9).fill(422)]);
    const state = await planState(t, f.subscriptionId);
    expect(state.pauses).toHaveLength(1);
    const made = state.pauses[0] as { from_date: string };
    expect(state.endsOn).toBe(
      new Date(Date.parse("2027-11-30") + pauseWindow(made.from_date, 1).days * 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
  });
});
