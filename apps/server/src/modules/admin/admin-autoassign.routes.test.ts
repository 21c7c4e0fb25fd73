import { AUTOASSIGN_MESSAGES, type AutoassignResponse } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NOW, query, bookedVisit as visitBooked } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId } from "../../test/bookings.ts";
import { limitShift, resetRoster } from "../../test/companions.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, loginNewStaff } from "../../test/identity.ts";

/*
 * admin/autoassign/ (issue 45, decision 0089): every open visit of a city in a span of days given to the
 * best-suited companion free for it, each with why; a dry run writes nothing; a visit nobody can make is
 * left with why; bad input is a 4xx with nothing written; and (on PostgreSQL, where they really run at
 * once) two runs and a manual assignment together never double-book a companion or undo the manual choice.
 */

describe.each(TEST_DATABASES)("admin/autoassign/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let companionService: number;
  let kolkata: number;

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    companionService = await serviceId(t, "GEN-COMPANION");
    const [city] = await query<{ id: number }>(t, sql`select id from cities where name = 'Kolkata'`);
    kolkata = city?.id as number;
  });
  afterEach(() => resetRoster(t));

  const call = (payload: object, token = admin) =>
    t.call({
      method: "POST",
      url: "/api/admin/autoassign/",
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  /** A visit booked on `date` whose companion is then taken off it: open, as one booked when nobody was free. */
  async function openVisit(date: string, shift = 1) {
    const v = await visitBooked(t, companionService, date, { shift, start: shift === 2 ? "13:00" : "09:00" });
    await t.database.db.execute(sql`update bookings set companion_id = null where id = ${v.bookingId}`);
    return v;
  }
  const companionOf = async (bookingId: number) =>
    (
      await query<{ companion_id: number | null }>(
        t,
        sql`select companion_id from bookings where id = ${bookingId}`,
      )
    )[0]?.companion_id ?? null;
  async function run(from: string, to = from, dryRun = false): Promise<AutoassignResponse> {
    const res = await call({ city_id: kolkata, from, to, dry_run: dryRun });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data;
  }

  it("plans on a dry run without writing, then assigns each open visit with why, audited", async () => {
    const v = await openVisit("2026-12-07");
    const plan = await run("2026-12-07", "2026-12-07", true);
    const planned = plan.assigned.find((a) => a.booking_id === v.bookingId);
    expect(planned).toMatchObject({ loved_one_name: expect.any(String), companion_name: expect.any(String) });
    expect(planned?.reasons).toContain("speaks_language");
    expect(plan.Message).toBe(AUTOASSIGN_MESSAGES.planned(plan.assigned.length));
    expect(await companionOf(v.bookingId)).toBeNull();
    const audited = sql`select count(*)::int as n from admin_audit where action = 'booking.autoassign' and target_id = ${v.bookingId}`;
    expect((await query<{ n: number }>(t, audited))[0]?.n).toBe(0);

    const done = await run("2026-12-07");
    const given = done.assigned.find((a) => a.booking_id === v.bookingId);
    expect(given?.companion_id).toBeGreaterThan(0);
    expect(await companionOf(v.bookingId)).toBe(given?.companion_id);
    expect((await query<{ n: number }>(t, audited))[0]?.n).toBe(1);
    expect(done.summary).toMatchObject({ visits: done.assigned.length + done.unassigned.length });
    expect(done.summary.per_companion.reduce((n, c) => n + c.visits, 0)).toBe(done.assigned.length);

    // Nothing is left open: a second run finds nothing to do.
    const again = await run("2026-12-07");
    expect(again.assigned.find((a) => a.booking_id === v.bookingId)).toBeUndefined();
  });

  it("keeps the loved one with whoever served them, but never one the family avoids", async () => {
    const v = await openVisit("2026-12-08");
    const lovedOne = v.lovedOnes[0] as number;
    const earlier = await book(
      t,
      v.member,
      bookingBody(lovedOne, companionService, { visit_date: "2026-12-04" }),
    );
    const [served] = await query<{ companion_id: number }>(
      t,
      sql`select companion_id from bookings where id = ${earlier.body.Data.booking.booking_id}`,
    );
    const who = served?.companion_id as number;
    // Served before (earlier in the plan's days, confirmed): the run's first choice.
    await t.database.db.execute(
      sql`update bookings set status = 'confirmed' where id = ${earlier.body.Data.booking.booking_id}`,
    );
    clock.set("2026-12-05T04:30:00Z");
    try {
      const plan = await run("2026-12-08", "2026-12-08", true);
      expect(plan.assigned.find((a) => a.booking_id === v.bookingId)).toMatchObject({
        companion_id: who,
        reasons: expect.arrayContaining(["served_before"]),
      });
      await t.database.db.execute(
        sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
            select user_id, ${who}, 'avoid', now() from bookings where id = ${v.bookingId}`,
      );
      const done = await run("2026-12-08");
      const given = done.assigned.find((a) => a.booking_id === v.bookingId);
      expect(given?.companion_id).not.toBe(who);
      expect(await companionOf(v.bookingId)).toBe(given?.companion_id);
    } finally {
      clock.set(NOW);
    }
  });

  it("leaves a visit nobody can make with why, and never gives one companion two visits at once", async () => {
    const a = await openVisit("2026-12-09", 2);
    const b = await openVisit("2026-12-09", 2);
    await limitShift(t, 2, 1);
    const done = await run("2026-12-09");
    const mine = done.assigned.filter((x) => x.booking_id === a.bookingId || x.booking_id === b.bookingId);
    expect(mine).toHaveLength(1);
    expect(
      done.unassigned.filter((x) => x.booking_id === a.bookingId || x.booking_id === b.bookingId),
    ).toEqual([expect.objectContaining({ reason: "nobody_available" })]);
  });

  it("offers again a requested visit whose companion's check lapses before it, never one announced to the family", async () => {
    const requested = await visitBooked(t, companionService, "2026-12-16");
    const confirmed = await visitBooked(t, companionService, "2026-12-16", { shift: 2, start: "13:00" });
    await t.database.db.execute(
      sql`update bookings set status = 'confirmed' where id = ${confirmed.bookingId}`,
    );
    await t.database.db.execute(
      sql`update companions set police_valid_until = '2026-12-15' where id in (${requested.held}, ${confirmed.held})`,
    );
    try {
      const done = await run("2026-12-16");
      const given = done.assigned.find((a) => a.booking_id === requested.bookingId);
      expect(given?.companion_id).toBeDefined();
      expect(given?.companion_id).not.toBe(requested.held);
      expect(await companionOf(requested.bookingId)).toBe(given?.companion_id);
      expect(done.assigned.find((a) => a.booking_id === confirmed.bookingId)).toBeUndefined();
      expect(await companionOf(confirmed.bookingId)).toBe(confirmed.held);
    } finally {
      await t.database.db.execute(
        sql`update companions set police_valid_until = null where id in (${requested.held}, ${confirmed.held})`,
      );
    }
  });

  it("answers bad input with a 4xx and writes nothing", async () => {
    const v = await openVisit("2026-12-10");
    const cases: [object, number, string][] = [
      [{ city_id: kolkata, from: "2026-12-10", to: "2026-12-09" }, 400, AUTOASSIGN_MESSAGES.datesOrder],
      [{ city_id: kolkata, from: "2026-12-10", to: "2027-01-20" }, 400, AUTOASSIGN_MESSAGES.tooLong],
      [
        { city_id: 2_147_483_000, from: "2026-12-10", to: "2026-12-10" },
        404,
        AUTOASSIGN_MESSAGES.cityNotFound,
      ],
      [{ from: "2026-12-10", to: "2026-12-10" }, 400, AUTOASSIGN_MESSAGES.cityRequired],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call(payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.Errors.Business_Errors[0]?.Message).toBe(message);
    }
    for (const payload of [
      { city_id: kolkata, from: "2026-12-10" },
      { city_id: kolkata, from: "2026-12-10", to: "2026-12-10", rebalance: "yes" },
    ]) {
      expect((await call(payload)).status, JSON.stringify(payload)).toBe(400);
    }
    // A coordinator of another city does not find Kolkata.
    const [chennai] = await query<{ id: number }>(t, sql`select id from cities where name = 'Chennai'`);
    const coordinator = await loginNewStaff(t, { role: "coordinator", cityIds: [chennai?.id as number] });
    const res = await call({ city_id: kolkata, from: "2026-12-10", to: "2026-12-10" }, coordinator.token);
    expect(res.status).toBe(404);
    expect(res.body.Errors.Business_Errors[0]?.Message).toBe(AUTOASSIGN_MESSAGES.cityNotFound);
    expect(await companionOf(v.bookingId)).toBeNull();
  });

  it("two runs and a manual assignment at once never double-book a companion or undo the manual choice", async () => {
    const visits = await Promise.all(Array.from({ length: 8 }, () => openVisit("2026-12-11")));
    const [manual] = visits;
    const suggestions = await t.call({
      method: "POST",
      url: "/api/admin/suggestcompanions/",
      headers: { authorization: `Bearer ${admin}` },
      payload: { booking_id: manual?.bookingId },
    });
    const pick = suggestions.body.Data.suggestions.at(-1).companion_id as number;
    const answers = await Promise.all([
      call({ city_id: kolkata, from: "2026-12-11", to: "2026-12-11" }),
      call({ city_id: kolkata, from: "2026-12-10", to: "2026-12-12" }),
      t.call({
        method: "POST",
        url: "/api/admin/assigncompanion/",
        headers: { authorization: `Bearer ${admin}` },
        payload: { booking_id: manual?.bookingId, companion_id: pick },
      }),
    ]);
    for (const res of answers) expect([200, 409], JSON.stringify(res.body)).toContain(res.status);
    const manualWon = answers[2]?.status === 200;
    if (manualWon) expect(await companionOf(manual?.bookingId as number)).toBe(pick);
    const twice = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from (select companion_id from bookings where visit_date = '2026-12-11'
              and shift_type = 1 and companion_id is not null and status in ('requested', 'confirmed')
              group by companion_id having count(*) > 1) d`,
    );
    expect(twice[0]?.n).toBe(0);
    for (const v of visits) expect(await companionOf(v.bookingId)).not.toBeNull();
  });
});
