import { randomUUID } from "node:crypto";
import { MONTHLY_SUMMARY_MESSAGES, type MonthlySummary } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { authed, type Member } from "../../test/billing.ts";
import { query } from "../../test/booking-changes.ts";
import { type Family, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { circleMember } from "../../test/family.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, type TestApp } from "../../test/harness.ts";
import { checkInAndOut, companionCall, REPORT, useVisitTestApp } from "../../test/visit-reports.ts";
import type { Roster } from "../companions/roster.service.ts";
import { createLovedOneAccess } from "../members/loved-one-access.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";
import { createNotifier } from "../notifications/notifier.service.ts";
import { createMonthlySummaries } from "./monthly-summary.service.ts";

/*
 * The monthly family summary and the mood-drop alert (issue 47, decision 0098). The family reads one loved
 * one's month (users/getmonthlysummary/): visits booked, made, missed and cancelled, arrivals on time, the
 * companions, tasks, concerns and incidents, mood over 90 days and visits per week; another family's loved
 * one is 404, a malformed month 400, a month not begun 422. On the 1st the payer and each circle member
 * get one summary per loved one, exactly once with five sweepers at once. A drop in mood alerts the team
 * and the family's managers once, and again only after the mood has come back.
 */

const YEAR = { startsOn: "2026-08-01", endsOn: "2027-07-31" };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(TEST_DATABASES)("the monthly family summary (%s)", (kind) => {
  const { t, clock, visit } = useVisitTestApp(kind);
  let service: number;
  let companions: { id: number; first: string }[];

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
    companions = (
      await query<{ id: number; name: string }>(
        t,
        sql`select c.id, u.user_name as name from companions c join users u on u.id = c.user_id
            order by c.id limit 8`,
      )
    ).map((r) => ({ id: r.id, first: r.name.split(" ")[0] ?? "" }));
  });

  /** A visit of `f`'s at 09:00 India time on `date`, written as the team's and companion's steps leave it. */
  /** Which pair of companions the next family's visits are made by (a companion makes one visit a shift). */
  let pair = -1;
  async function visitRow(
    f: Family,
    date: string,
    opts: {
      status?: string;
      companion?: number | null;
      inMinutes?: number;
      mood?: number;
      tasks?: string[];
      concern?: boolean;
    } = {},
  ): Promise<number> {
    const startsAt = new Date(`${date}T09:00:00+05:30`);
    const companion =
      opts.companion === null ? null : (companions[2 * pair + (opts.companion ?? 0)]?.id ?? null);
    const [row] = await query<{ id: number }>(
      t,
      sql`insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
            visit_date, shift_type, start_time, starts_at, companion_id, address_line, city_id, state_id, pincode,
            status, idempotency_key, request_hash)
          select ${f.member.userId}, ${f.subscriptionId}, ${f.lovedOnes[0]}, 'Kamala Devi', s.id, s.kind,
            ${date}, 1, '09:00', ${startsAt.toISOString()}, ${companion}, '4 Hindusthan Park',
            l.city_id, l.state_id, '700029', ${opts.status ?? "completed"}, ${randomUUID()}, 'test'
          from services s, loved_ones l where s.id = ${service} and l.id = ${f.lovedOnes[0]}
          returning id`,
    );
    const id = row?.id as number;
    if (opts.inMinutes !== undefined) {
      const at = new Date(startsAt.getTime() + opts.inMinutes * 60_000);
      await t.database.db.execute(
        sql`insert into visit_checks (booking_id, checked_in_at, checked_out_at)
            values (${id}, ${at.toISOString()}, ${new Date(at.getTime() + 7_200_000).toISOString()})`,
      );
    }
    if (opts.mood !== undefined) {
      await t.database.db.execute(
        sql`insert into visit_reports (booking_id, companion_id, tasks, mood, concern, filed_at)
            values (${id}, ${companion}, ${JSON.stringify(opts.tasks ?? [])}::jsonb, ${opts.mood},
              ${opts.concern ?? false}, ${startsAt.toISOString()})`,
      );
    }
    return id;
  }

  const summary = (m: Member, body: object) =>
    t.call({ method: "POST", url: "/api/users/getmonthlysummary/", headers: authed(m), payload: body });

  /** A family with November 2026's visits of the kinds, and one in October (the charts' 90 days). */
  async function novemberFamily() {
    const f = await subscribedFamily(t, YEAR);
    pair++;
    await visitRow(f, "2026-10-15", { companion: 1, inMinutes: 0, mood: 5, tasks: ["walk"] });
    await visitRow(f, "2026-11-03", { inMinutes: 5, mood: 4, tasks: ["conversation", "walk"] });
    const late = await visitRow(f, "2026-11-10", {
      inMinutes: 20,
      mood: 3,
      tasks: ["conversation"],
      concern: true,
    });
    await visitRow(f, "2026-11-17", { companion: 1, inMinutes: 14, mood: 2, tasks: ["meal"] });
    await visitRow(f, "2026-11-20", { status: "missed", companion: null });
    await visitRow(f, "2026-11-24", { status: "cancelled" });
    await visitRow(f, "2026-11-26", { status: "rejected", companion: null });
    await t.database.db.execute(
      sql`insert into incidents (booking_id, severity, what_happened, reported_by, reporter_companion_id, reported_at)
          values (${late}, 'serious', 'Slipped on the bathroom step', 'companion', ${companions[2 * pair]?.id}, now())`,
    );
    return { f, late };
  }

  it("answers a loved one's month: visits, arrivals, companions, tasks, concerns, incidents, mood and weeks", async () => {
    const { f, late } = await novemberFamily();
    const res = await summary(f.member, { loved_one_id: f.lovedOnes[0], month: "2026-11" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body.Data as MonthlySummary;
    expect(s.loved_one).toEqual({ id: f.lovedOnes[0], name: "Kamala Devi" });
    expect([s.from, s.to, s.partial]).toEqual(["2026-11-01", "2026-11-30", false]);
    // The rejected visit was never booked; the missed and cancelled ones were.
    expect(s.visits).toEqual({ booked: 5, made: 3, missed: 1, cancelled: 1 });
    // Checked in 5 and 14 minutes after the start: on time; 20 minutes: late (decision 0090's rule).
    expect(s.arrivals).toEqual({ checked_in: 3, on_time: 2 });
    expect(s.companions).toEqual([
      { name: companions[2 * pair]?.first, visits: 2 },
      { name: companions[2 * pair + 1]?.first, visits: 1 },
    ]);
    expect(s.tasks).toEqual([
      { task: "conversation", label: "Conversation and company", count: 2 },
      { task: "meal", label: "Shared a meal or tea", count: 1 },
      { task: "walk", label: "A walk together", count: 1 },
    ]);
    expect(s.concerns).toEqual([{ booking_id: late, visit_date: "2026-11-10" }]);
    expect(s.incidents).toEqual([
      { id: expect.any(Number), booking_id: late, visit_date: "2026-11-10", severity: "serious", open: true },
    ]);
    // Mood over the 90 days up to 30 November: October's report too, oldest first.
    expect(s.mood.map(({ date, mood }) => ({ date, mood }))).toEqual([
      { date: "2026-10-15", mood: 5 },
      { date: "2026-11-03", mood: 4 },
      { date: "2026-11-10", mood: 3 },
      { date: "2026-11-17", mood: 2 },
    ]);
    // Every week (from Monday) of the 90 days is listed; the four visits made fall in four of them.
    expect(s.weeks[0]?.week_start).toBe("2026-08-31");
    expect(s.weeks.at(-1)?.week_start).toBe("2026-11-30");
    expect(s.weeks.reduce((a, w) => a + w.visits, 0)).toBe(4);
    expect(s.weeks.find((w) => w.week_start === "2026-11-02")?.visits).toBe(1);

    // A viewer of the circle reads it as the payer does.
    const viewer = await circleMember(t, f.member, "viewer");
    const asViewer = await summary(viewer.session, { loved_one_id: f.lovedOnes[0], month: "2026-11" });
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.Data).toEqual(s);
  });

  it("answers another family's loved one as a missing one, a malformed month 400 and a month not begun 422", async () => {
    const { f } = await novemberFamily();
    const other = await subscribedFamily(t, YEAR);
    for (const id of [f.lovedOnes[0], 2_000_000_000]) {
      const res = await summary(other.member, { loved_one_id: id, month: "2026-11" });
      expect(res.status).toBe(404);
      expect(res.body.Errors.Business_Errors[0]?.Message).toBe(MONTHLY_SUMMARY_MESSAGES.notFound);
    }
    for (const month of ["2026-13", "2026-1", "November", "2026-11-01", "", 202611]) {
      const res = await summary(f.member, { loved_one_id: f.lovedOnes[0], month });
      expect(res.status, String(month)).toBe(400);
    }
    expect((await summary(f.member, { loved_one_id: 0, month: "2026-11" })).status).toBe(400);
    const future = await summary(f.member, { loved_one_id: f.lovedOnes[0], month: "2027-01" });
    expect(future.status).toBe(422);
    expect(future.body.Errors.Business_Errors[0]?.Message).toBe(MONTHLY_SUMMARY_MESSAGES.futureMonth);
    // The month under way (the clock is on 1 December 2026) answers its figures so far.
    const current = await summary(f.member, { loved_one_id: f.lovedOnes[0], month: "2026-12" });
    expect(current.status).toBe(200);
    expect(current.body.Data.partial).toBe(true);
  });

  /** The outbox rows of the monthly summaries of `lovedOneId`, by address and channel. */
  async function summariesSent(lovedOneId: number) {
    return query<{ recipient: string; channel: string; n: number; body: string }>(
      t,
      sql`select to_address as recipient, channel, count(*)::int as n, min(body) as body from notifications
          where kind = 'monthly_summary' and ref_id = ${lovedOneId}
          group by to_address, channel order by to_address, channel`,
    );
  }

  /** A process's sweeper of its own on the same database (its own pool on PostgreSQL). */
  function sweeperOn(db: Database["db"]) {
    const notifier = createNotifier({ db, sender: { send: async () => undefined }, log: silent });
    const roster: Pick<Roster, "profiles"> = { profiles: async () => new Map() };
    return createMonthlySummaries({
      db,
      now: clock.now,
      notifier,
      members: createMemberDirectory(),
      lovedOnes: createLovedOneAccess(),
      roster,
      config: TEST_APP_CONFIG,
      log: silent,
    });
  }

  it("sends last month's summary on the 1st to the payer and each circle member once, with five sweepers at once", async () => {
    const { f } = await novemberFamily();
    await circleMember(t, f.member, "viewer");
    await circleMember(t, f.member, "manager");
    const others: Database[] = [];
    if (kind === "postgres") {
      for (let i = 0; i < 5; i++) others.push(await openDatabase(t.target));
    }
    try {
      const dbs = kind === "postgres" ? others.map((d) => d.db) : Array(5).fill(t.database.db);
      const sweepers = dbs.map(sweeperOn);
      // Before 09:00 India time on the 1st nothing of November is due.
      clock.set("2026-12-01T03:00:00Z");
      await Promise.all(sweepers.map((s) => s.runOnce(clock.now())));
      expect(await summariesSent(f.lovedOnes[0] as number)).toEqual([]);

      clock.set("2026-12-01T04:00:00Z");
      const told = await Promise.all(sweepers.map((s) => s.runOnce(clock.now())));
      // Every family due is told once in all: this family's three people among them.
      const marks = await query<{ user_id: number }>(
        t,
        sql`select user_id from monthly_summaries_sent where loved_one_id = ${f.lovedOnes[0]} and month = '2026-11'
            order by user_id`,
      );
      // The payer and the two circle members (each their own account), once each.
      expect(marks).toHaveLength(3);
      expect(marks.map((r) => r.user_id)).toContain(f.member.userId);
      const [all] = await query<{ n: number }>(t, sql`select count(*)::int as n from monthly_summaries_sent`);
      expect(told.reduce((a, b) => a + b, 0)).toBe(all?.n);

      const sent = await summariesSent(f.lovedOnes[0] as number);
      // One row per person and channel: the payer's email, and each circle member's (a light account: SMS).
      expect(sent.length).toBeGreaterThanOrEqual(3);
      for (const row of sent) expect(row.n).toBe(1);
      const payerMail = sent.find((r) => r.channel === "email" && !r.body.includes("family circle"));
      expect(payerMail?.body).toContain("Visits: 5 booked, 3 made, 1 missed, 1 cancelled.");
      expect(payerMail?.body).toContain("Arrivals on time: 2 of 3.");
      expect(payerMail?.body).toContain(`/user/summary/${f.lovedOnes[0]}/2026-11`);

      // Later runs that month, in any process, send nothing again.
      clock.set("2026-12-09T04:00:00Z");
      expect(await Promise.all(sweepers.map((s) => s.runOnce(clock.now())))).toEqual([0, 0, 0, 0, 0]);
      expect(await summariesSent(f.lovedOnes[0] as number)).toEqual(sent);
    } finally {
      for (const d of others) await d.close();
      clock.set("2026-12-01T04:30:00Z");
    }
  });

  /** The mood-drop messages (team and family) queued so far, oldest first. */
  async function moodMessages(t: TestApp) {
    return query<{ kind: string; recipient: string; channel: string; body: string }>(
      t,
      sql`select kind, to_address as recipient, channel, body from notifications where kind like 'mood_drop%'
          order by id`,
    );
  }

  it("tells the team and the family's managers once when the mood drops, again only after it came back", async () => {
    // One family's visits, each filed by the companion through the app.
    const first = await visit("2026-12-15");
    const f: Family = first;
    const manager = await circleMember(t, f.member, "manager");
    const viewer = await circleMember(t, f.member, "viewer");
    let day = 15;
    const file = async (mood: number) => {
      const offset = day - 15;
      const date = `2026-12-${String(day++).padStart(2, "0")}`;
      let bookingId = first.bookingId;
      if (offset > 0) {
        const [row] = await query<{ id: number }>(
          t,
          sql`insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
                speciality_id, visit_date, shift_type, start_time, starts_at, companion_id,
                address_line, city_id, state_id, pincode, status, idempotency_key, request_hash)
              select user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind, speciality_id,
                ${date}, shift_type, start_time, starts_at + make_interval(days => ${offset}),
                companion_id, address_line, city_id, state_id, pincode, 'confirmed', ${randomUUID()}, request_hash
              from bookings where id = ${first.bookingId}
              returning id`,
        );
        bookingId = row?.id as number;
      }
      await checkInAndOut(t, clock.set, { bookingId, token: first.token }, date);
      const res = await companionCall(t, "submitreport", first.token, {
        ...REPORT,
        booking_id: bookingId,
        mood,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    for (const mood of [5, 5, 4]) await file(mood);
    for (const mood of [4, 3]) await file(mood);
    expect(await moodMessages(t)).toEqual([]);
    // 5, 5, 4 then 4, 3, 3: the average falls from 4.7 to 3.3, more than a point.
    await file(3);
    const told = await moodMessages(t);
    const team = told.filter((m) => m.kind === "mood_drop_team");
    expect(team.map((m) => m.recipient)).toEqual([TEST_APP_CONFIG.SUPPORT_EMAIL]);
    expect(team[0]?.body).toContain("2026-12-15: 5, 2026-12-16: 5, 2026-12-17: 4");
    expect(team[0]?.body).toContain("2026-12-18: 4, 2026-12-19: 3, 2026-12-20: 3");
    // The payer and the manager, each once on their channels; the viewer is not told.
    const family = told.filter((m) => m.kind === "mood_drop").map((m) => m.recipient);
    const payerEmail = (
      await query<{ email: string }>(t, sql`select email from users where id = ${f.member.userId}`)
    )[0]?.email;
    expect(family).toContain(payerEmail);
    expect(family).toContain(`+91${manager.person.phone}`);
    expect(family).not.toContain(`+91${viewer.person.phone}`);
    expect(new Set(family).size).toBe(family.length);

    // Further low reports keep it low: nobody is told again.
    await file(2);
    await file(3);
    expect(await moodMessages(t)).toHaveLength(told.length);
    // The mood comes back (5, 5, 5 against the 5, 5, 4 before the drop): the alert closes...
    for (const mood of [5, 5, 5]) await file(mood);
    expect(await moodMessages(t)).toHaveLength(told.length);
    // ...and a new drop alerts again, once.
    for (const mood of [3, 3, 3]) await file(mood);
    expect(await moodMessages(t)).toHaveLength(2 * told.length);
    const [alerts] = await query<{ n: number; open: number }>(
      t,
      sql`select count(*)::int as n, count(*) filter (where recovered_at is null)::int as open from mood_alerts`,
    );
    expect(alerts).toEqual({ n: 2, open: 1 });
  });
});
