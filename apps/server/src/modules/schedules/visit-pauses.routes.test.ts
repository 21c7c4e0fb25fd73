import { randomUUID } from "node:crypto";
import { PAUSE_DAYS_MAX, PAUSE_MESSAGES, SERIES_MESSAGES, seriesReason } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ERASED_TEXT } from "../../lib/erasure.ts";
import { authed, memberCall } from "../../test/billing.ts";
import { booked, NOW, query } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, uncountedService } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { sendLoginCode } from "../../test/members.ts";
import {
  type Body,
  seriesCall as call,
  goldFamily,
  messagesOf,
  okDates,
  reopenHolidays,
  scheduledFamily,
} from "../../test/schedules.ts";

describe.each(TEST_DATABASES)("pausing a loved one's visits: users/pausevisits/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;
  let errand: number;

  beforeAll(async () => {
    companion = await serviceId(t, "GEN-COMPANION");
    errand = await uncountedService(t);
    // The counts below are of a Tuesday-and-Friday pattern; holidays are tested in holidays.routes.test.ts.
    await reopenHolidays(t);
  });

  /** A Gold family with Tuesdays and Fridays at 09:00 booked from 1 December to 31 January. */
  const scheduled = () => scheduledFamily(t, companion, "2027-01-31");

  const pauseBody = (lovedOneId: number, change: Body = {}): Body => ({
    loved_one_id: lovedOneId,
    from: "2026-12-08",
    to: "2026-12-14",
    reason: "hospital stay",
    idempotency_key: randomUUID(),
    ...change,
  });

  const visitsOf = (userId: number) =>
    query<{ id: number; visit_date: string; status: string; status_reason: string | null }>(
      t,
      sql`select id, visit_date::text, status, status_reason from bookings where user_id = ${userId} order by visit_date, id`,
    );

  it("cancels every visit of the loved one in the dates, from the schedule and a single booking, and tells the family and each companion once", async () => {
    const f = await scheduled();
    // A single visit of another service on Wednesday 9 December, in the pause.
    const single = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, errand, {
        visit_date: "2026-12-09",
        shift_type: 2,
        start_time: "13:00",
      }),
    );
    const res = await call(t, f.member, "pausevisits", pauseBody(f.lovedOnes[0] as number));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(PAUSE_MESSAGES.paused(3));
    expect(res.body.Data.pause).toMatchObject({
      from: "2026-12-08",
      to: "2026-12-14",
      reason: "hospital stay",
      cancelled: 3,
    });

    const visits = await visitsOf(f.member.userId);
    const cancelled = visits.filter((v) => v.status === "cancelled");
    expect(cancelled.map((v) => v.visit_date)).toEqual(["2026-12-08", "2026-12-09", "2026-12-11"]);
    expect(cancelled.map((v) => v.id)).toContain(single.booking_id);
    expect(new Set(cancelled.map((v) => v.status_reason))).toEqual(new Set(["Paused: hospital stay"]));
    expect(res.body.Data.cancelled_booking_ids).toEqual(cancelled.map((v) => v.id));
    // The visits either side stay.
    expect(
      visits
        .filter((v) => v.visit_date === "2026-12-04" || v.visit_date === "2026-12-15")
        .map((v) => v.status),
    ).toEqual(["requested", "requested"]);

    // The family: one message, naming the dates, the reason and what was cancelled.
    const family = await query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = 'visits_paused' and ref_id = ${res.body.Data.pause.pause_id}`,
    );
    expect(family.map((m) => m.subject)).toEqual([
      "Visits paused for Kamala Devi: 8 Dec 2026 to 14 Dec 2026",
    ]);
    expect(family[0]?.body).toContain("3 visits cancelled, back in your plan's allowance:");
    expect(family[0]?.body).toContain("11 Dec 2026, starting 09:00");
    // Each companion held for a cancelled visit is told once, with their visits.
    const held = await query<{ companion_id: number }>(
      t,
      sql`select distinct companion_id from bookings where id in ${sql.raw(`(${cancelled.map((v) => v.id).join(",")})`)} and companion_id is not null`,
    );
    expect(held.length).toBeGreaterThan(0);
    const toCompanions = await query<{ channel: string; to: string; body: string }>(
      t,
      sql`select channel, to_address as "to", body from notifications where kind = 'pause_companion' and ref_id = ${res.body.Data.pause.pause_id}`,
    );
    // The roster's companions have a phone and no email: one SMS each, whatever the number of their visits.
    expect(toCompanions.map((m) => m.channel)).toEqual(Array(held.length).fill("sms"));
    expect(new Set(toCompanions.map((m) => m.to)).size).toBe(held.length);
    expect(toCompanions[0]?.body).toMatch(/^\d visits? cancelled: hospital stay\n/);
    // The schedule lists the pause; a preview of the same pattern says the dates are paused.
    const list = await call(t, f.member, "getvisitseries", {});
    expect(list.body.Data.series[0].skipped.filter((d: { state: string }) => d.state === "paused")).toEqual([
      { date: "2026-12-08", state: "paused", reason: "Paused: hospital stay" },
      { date: "2026-12-11", state: "paused", reason: "Paused: hospital stay" },
    ]);
    expect(list.body.Data.pauses).toEqual([
      expect.objectContaining({ from: "2026-12-08", to: "2026-12-14", cancelled: 3 }),
    ]);
    const preview = await call(t, f.member, "previewvisitseries", {
      ...f.pattern,
      from: "2026-12-07",
      until: "2026-12-31",
      weekdays: [1, 2, 3, 4, 5],
    });
    const paused = (preview.body.Data.dates as { date: string; state: string; reason: string }[]).filter(
      (d) => d.state === "paused",
    );
    expect(paused.map((d) => d.date)).toEqual([
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-14",
    ]);
    expect(paused[0]?.reason).toBe("Paused: hospital stay");
  });

  it("books no paused date when a schedule is confirmed, and the sweep skips them as paused", async () => {
    const f = await goldFamily(t, companion);
    const paused = await call(
      t,
      f.member,
      "pausevisits",
      pauseBody(f.lovedOnes[0] as number, { from: "2027-03-01", to: "2027-03-07", reason: "travel" }),
    );
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.Data.pause.cancelled).toBe(0);
    const preview = await call(t, f.member, "previewvisitseries", f.pattern);
    const created = await call(t, f.member, "createvisitseries", {
      ...f.pattern,
      idempotency_key: randomUUID(),
      confirmed_dates: okDates(preview.body.Data.dates),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const seriesId = created.body.Data.series.series_id;
    clock.set("2026-12-31T04:30:00Z");
    try {
      await t.app.seriesSweep.runOnce(clock.now());
    } finally {
      clock.set(NOW);
    }
    const march = await query<{ visit_date: string }>(
      t,
      sql`select visit_date::text from bookings where series_id = ${seriesId} and visit_date >= '2027-03-01' and visit_date < '2027-04-01' order by visit_date`,
    );
    expect(march.map((v) => v.visit_date)).not.toContain("2027-03-02");
    expect(march.map((v) => v.visit_date)).not.toContain("2027-03-05");
    expect(march[0]?.visit_date).toBe("2027-03-09");
    const [row] = await query<{ skipped: { date: string; state: string; reason: string }[] }>(
      t,
      sql`select skipped from visit_series where id = ${seriesId}`,
    );
    expect(row?.skipped.filter((d) => d.state === "paused")).toEqual([
      { date: "2027-03-02", state: "paused", reason: seriesReason.paused("travel") },
      { date: "2027-03-05", state: "paused", reason: seriesReason.paused("travel") },
    ]);
  });

  it("refuses a start before today, an end before the start, too long a pause, no reason, another family's loved one, and writes nothing", async () => {
    const f = await scheduled();
    const other = await scheduled();
    const lovedOne = f.lovedOnes[0] as number;
    const before = await visitsOf(f.member.userId);
    const cases: [Body, number, string][] = [
      [pauseBody(lovedOne, { from: "2026-11-30" }), 400, PAUSE_MESSAGES.fromPast],
      [pauseBody(lovedOne, { to: "2026-12-07" }), 400, PAUSE_MESSAGES.toBeforeFrom],
      [pauseBody(lovedOne, { to: "2027-03-08" }), 400, PAUSE_MESSAGES.tooLong],
      [pauseBody(lovedOne, { reason: "  " }), 400, PAUSE_MESSAGES.reasonRequired],
      [pauseBody(lovedOne, { reason: "x".repeat(201) }), 400, PAUSE_MESSAGES.reasonMax],
      [pauseBody(lovedOne, { from: "" }), 400, PAUSE_MESSAGES.fromRequired],
      [pauseBody(other.lovedOnes[0] as number), 404, "We could not find this loved one on your account."],
    ];
    for (const [body, status, message] of cases) {
      const res = await call(t, f.member, "pausevisits", body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (status === 404) expect(messagesOf(res).length).toBeGreaterThan(0);
      else expect(messagesOf(res)).toContain(message);
    }
    // The longest pause allowed is PAUSE_DAYS_MAX days, both included.
    expect(PAUSE_DAYS_MAX).toBe(90);
    expect(await visitsOf(f.member.userId)).toEqual(before);
    expect(await visitsOf(other.member.userId)).toHaveLength(16);
    const [count] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from visit_pauses where user_id in (${f.member.userId}, ${other.member.userId})`,
    );
    expect(count?.n).toBe(0);
  });

  it("makes one pause of 20 simultaneous requests with one key, and refuses the key with other dates", async () => {
    const f = await scheduled();
    const body = pauseBody(f.lovedOnes[0] as number);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(t, f.member, "pausevisits", body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.Data.pause.pause_id)).size).toBe(1);
    const [count] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from visit_pauses where user_id = ${f.member.userId}`,
    );
    expect(count?.n).toBe(1);
    const told = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from notifications where kind = 'visits_paused' and ref_id = ${answers[0]?.body.Data.pause.pause_id}`,
    );
    expect(told[0]?.n).toBe(1);
    const reused = await call(t, f.member, "pausevisits", { ...body, to: "2026-12-20" });
    expect(reused.status).toBe(409);
    expect(messagesOf(reused)).toContain(PAUSE_MESSAGES.idempotencyMismatch);
  });

  it("never leaves a booked visit inside a pause made while a schedule is confirmed", async () => {
    for (let round = 0; round < 3; round++) {
      const f = await goldFamily(t, companion, "2027-01-31");
      const preview = await call(t, f.member, "previewvisitseries", f.pattern);
      const [pause, created] = await Promise.all([
        call(t, f.member, "pausevisits", pauseBody(f.lovedOnes[0] as number)),
        call(t, f.member, "createvisitseries", {
          ...f.pattern,
          idempotency_key: randomUUID(),
          confirmed_dates: okDates(preview.body.Data.dates),
        }),
      ]);
      expect(pause.status, JSON.stringify(pause.body)).toBe(200);
      // Confirmed first: its visits in the pause are cancelled. After: it saw the pause and was told the
      // dates changed (409), booking nothing.
      expect([200, 409]).toContain(created.status);
      const inside = await query<{ n: number }>(
        t,
        sql`select count(*)::int as n from bookings where user_id = ${f.member.userId} and status in ('requested', 'confirmed') and visit_date between '2026-12-08' and '2026-12-14'`,
      );
      expect(inside[0]?.n).toBe(0);
      if (created.status === 409) expect(messagesOf(created)).toContain(SERIES_MESSAGES.changed);
    }
  });

  it("lists the pauses in the data export, and erasure replaces their reason and their messages", async () => {
    const f = await scheduled();
    const res = await call(t, f.member, "pausevisits", pauseBody(f.lovedOnes[0] as number));
    expect(res.status).toBe(200);
    const exported = await t.app.inject({
      method: "POST",
      url: "/api/users/exportdata/",
      headers: authed(f.member),
      payload: { user_id: f.member.userId },
    });
    const file = JSON.parse(exported.payload) as { care_pauses: { reason: string; cancelled: number }[] };
    expect(file.care_pauses).toEqual([expect.objectContaining({ reason: "hospital stay", cancelled: 2 })]);

    const [person] = await query<{ phone: string }>(
      t,
      sql`select phone from users where id = ${f.member.userId}`,
    );
    expect((await sendLoginCode(t, "P", person?.phone.slice(3) ?? "")).status).toBe(200);
    const erased = await memberCall(t, f.member, "eraseaccount", {
      otp: t.outbox.latestCode(person?.phone ?? ""),
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [row] = await query<{ reason: string }>(
      t,
      sql`select reason from visit_pauses where user_id = ${f.member.userId}`,
    );
    expect(row?.reason).toBe(ERASED_TEXT);
    const messages = await query<{ body: string }>(
      t,
      sql`select body from notifications where kind in ('visits_paused', 'pause_companion') and ref_id = ${res.body.Data.pause.pause_id}`,
    );
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((m) => m.body.includes("hospital stay"))).toEqual([]);
  });
});
