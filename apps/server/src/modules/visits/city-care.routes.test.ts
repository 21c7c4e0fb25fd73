import { randomUUID } from "node:crypto";
import type { AdminDashboard, CityCare } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NOW, query, YEAR } from "../../test/booking-changes.ts";
import { type Family, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { createCityCare, figuresDay } from "./city-care.service.ts";

/*
 * Continuity and on-time arrivals per city on the dashboard (issue 45, decision 0090): the share of families
 * served by at most two companions in the last 90 days, and of visits checked in before they would have
 * been late in the last 30, worked out once per city and India day by the night's sweep and read back as
 * each city's latest row; a coordinator sees their cities only.
 *
 * Each test sweeps a later day than the one before (the dashboard shows each city's latest row), with its
 * visits in windows no earlier test's reach.
 */

const silentLog = { error: () => undefined };
/** 03:00 India time the day after `day`: the sweep then works out `day`'s figures. */
const nightAfter = (day: string) => new Date(new Date(`${day}T03:00:00+05:30`).getTime() + 86_400_000);
const addDays = (day: string, n: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DATABASES)("continuity and on-time arrivals per city (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: string;
  let service: number;
  let companions: number[];
  const city: Record<string, { city_id: number; state_id: number }> = {};

  beforeAll(async () => {
    admin = (await loginNewAdmin(t)).token;
    service = await serviceId(t, "GEN-COMPANION");
    for (const name of ["Kolkata", "Chennai", "Pune"]) city[name] = await placeOf(t, name);
    companions = (
      await query<{ id: number }>(
        t,
        sql`select id from companions where city_id = ${city.Kolkata?.city_id} order by id limit 4`,
      )
    ).map((r) => r.id);
    expect(companions).toHaveLength(4);
  });

  const sweep = () => createCityCare({ db: t.database.db, now: clock.now, log: silentLog });

  async function dashboard(token: string): Promise<AdminDashboard> {
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Data as AdminDashboard;
  }
  const cityOf = (d: AdminDashboard, name: string): CityCare | undefined =>
    d.care_by_city.find((c) => c.city_name === name);

  /**
   * A visit of `f`'s on `date` at 09:00 India time in `where` (Kolkata unless said), made by `companion`
   * (an index into the roster's four; null: nobody), `status`, checked in `inMinutes` after the start
   * (negative: before it; null: never). Written as rows, as the team's and the companion's steps leave them.
   */
  async function visit(
    f: Family,
    date: string,
    companion: number | null,
    opts: { status?: string; inMinutes?: number | null; where?: string } = {},
  ) {
    const place = city[opts.where ?? "Kolkata"] as { city_id: number; state_id: number };
    const startsAt = new Date(`${date}T09:00:00+05:30`);
    const companionId = companion === null ? null : companions[companion];
    const [row] = await query<{ id: number }>(
      t,
      sql`insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
            visit_date, shift_type, start_time, starts_at, companion_id, address_line, city_id, state_id, pincode,
            status, idempotency_key, request_hash)
          select ${f.member.userId}, ${f.subscriptionId}, ${f.lovedOnes[0]}, 'Kamala Devi', s.id, s.kind,
            ${date}, 1, '09:00', ${startsAt.toISOString()}, ${companionId}, '4 Hindusthan Park',
            ${place.city_id}, ${place.state_id}, '700029', ${opts.status ?? "completed"}, ${randomUUID()}, 'test'
          from services s where s.id = ${service}
          returning id`,
    );
    const id = row?.id as number;
    if (opts.inMinutes !== undefined && opts.inMinutes !== null) {
      const at = new Date(startsAt.getTime() + opts.inMinutes * 60_000);
      await t.database.db.execute(
        sql`insert into visit_checks (booking_id, checked_in_at) values (${id}, ${at.toISOString()})`,
      );
    }
    return id;
  }

  /** Days of the test's window taken (counted back from its day), so a companion has one visit a day. */
  let taken = 0;
  beforeEach(() => {
    taken = 0;
  });

  /** A family whose visits, each on a day of its own up to `day`, were made by these companions. */
  async function servedBy(day: string, who: number[], where?: string) {
    const f = await subscribedFamily(t, YEAR);
    for (const c of who) await visit(f, addDays(day, -taken++), c, { where });
    return f;
  }

  it("shows every city as without figures before the first night's sweep", async () => {
    const d = await dashboard(admin);
    expect(cityOf(d, "Kolkata")).toEqual({
      city_id: city.Kolkata?.city_id,
      city_name: "Kolkata",
      as_of: null,
      continuity: { families: 0, two_or_fewer: 0 },
      arrivals: { checked_in: 0, on_time: 0 },
    });
    // India's cities, by name; none abroad.
    const names = d.care_by_city.map((c) => c.city_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names).not.toContain("London");
  });

  it("counts a family served by one, two and three companions: two of three keep their continuity", async () => {
    const day = "2027-03-31";
    await servedBy(day, [0, 0]);
    await servedBy(day, [0, 1, 1]);
    await servedBy(day, [0, 1, 2]);
    // Visits that did not happen change nothing: cancelled, missed, requested, without a companion.
    const f = await servedBy(day, [3]);
    await visit(f, addDays(day, -40), 0, { status: "cancelled" });
    await visit(f, addDays(day, -41), 1, { status: "missed" });
    await visit(f, addDays(day, -42), 2, { status: "requested" });
    await visit(f, addDays(day, -43), null);
    // Confirmed and checked in counts as happened; confirmed and not checked in does not.
    await visit(f, addDays(day, -44), 1, { status: "confirmed", inMinutes: 0 });
    await visit(f, addDays(day, -45), 2, { status: "confirmed" });

    expect(await sweep().runOnce(nightAfter(day))).toBeGreaterThan(0);
    const kolkata = cityOf(await dashboard(admin), "Kolkata");
    expect(kolkata).toMatchObject({ as_of: day, continuity: { families: 4, two_or_fewer: 3 } });
  });

  it("leaves out visits older than 90 days and after the figures' day", async () => {
    const day = "2027-07-31";
    // Day -90 is outside the window (90 days end with `day`), day -89 inside.
    const outside = await servedBy(day, [0, 1]);
    await visit(outside, addDays(day, -90), 2);
    await visit(outside, addDays(day, 1), 3);
    const inside = await servedBy(day, [0, 1]);
    await visit(inside, addDays(day, -89), 2);

    await sweep().runOnce(nightAfter(day));
    const kolkata = cityOf(await dashboard(admin), "Kolkata");
    expect(kolkata).toMatchObject({ as_of: day, continuity: { families: 2, two_or_fewer: 1 } });
  });

  it("counts a Kolkata coordinator's city only, never another city's visits; the administrator sees both", async () => {
    const day = "2027-11-30";
    await servedBy(day, [0]);
    await servedBy(day, [0, 1, 2], "Chennai");
    await servedBy(day, [1, 2, 3], "Chennai");
    const coordinator = await loginNewStaff(t, {
      role: "coordinator",
      cityIds: [city.Kolkata?.city_id ?? 0],
    });
    const elsewhere = await loginNewStaff(t, { role: "coordinator", cityIds: [city.Pune?.city_id ?? 0] });
    await sweep().runOnce(nightAfter(day));

    const mine = await dashboard(coordinator.token);
    expect(mine.care_by_city).toEqual([
      {
        city_id: city.Kolkata?.city_id,
        city_name: "Kolkata",
        as_of: day,
        continuity: { families: 1, two_or_fewer: 1 },
        arrivals: { checked_in: 0, on_time: 0 },
      },
    ]);
    const all = await dashboard(admin);
    expect(cityOf(all, "Kolkata")?.continuity).toEqual({ families: 1, two_or_fewer: 1 });
    expect(cityOf(all, "Chennai")?.continuity).toEqual({ families: 2, two_or_fewer: 0 });
    // A city without visits is there, its figures worked out as none.
    expect(cityOf(all, "Pune")).toMatchObject({ as_of: day, continuity: { families: 0 } });
    // Pune's coordinator reads Pune's row alone: no Kolkata or Chennai figures.
    expect((await dashboard(elsewhere.token)).care_by_city.map((c) => c.city_name)).toEqual(["Pune"]);
  });

  it("counts a check-in as on time until the late-visit rule's 15 minutes, over the last 30 days", async () => {
    const day = "2028-02-29";
    const f = await subscribedFamily(t, YEAR);
    const confirmed = (date: string, inMinutes: number | null) =>
      visit(f, date, 0, { status: "confirmed", inMinutes });
    await confirmed(addDays(day, -1), -5);
    await confirmed(addDays(day, -2), 14.99);
    await confirmed(addDays(day, -3), 15);
    await confirmed(addDays(day, -4), 40);
    await visit(f, addDays(day, -5), 0, { inMinutes: 3 });
    // Not arrivals: completed by the team without a check-in, missed, checked in 30 days before the day.
    await visit(f, addDays(day, -6), 0);
    await visit(f, addDays(day, -7), 0, { status: "missed" });
    await confirmed(addDays(day, -30), 0);

    await sweep().runOnce(nightAfter(day));
    const kolkata = cityOf(await dashboard(admin), "Kolkata");
    expect(kolkata).toMatchObject({ as_of: day, arrivals: { checked_in: 5, on_time: 3 } });
  });

  it("writes one row per city and day however many sweeps run at once, and keeps it", async () => {
    const day = "2028-06-30";
    const f = await servedBy(day, [0]);
    const [india] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from cities c join states s on s.id = c.state_id
          join countries co on co.id = s.country_id where co.code = 'IN'`,
    );
    const written = await Promise.all([0, 1, 2, 3, 4].map(() => sweep().runOnce(nightAfter(day))));
    expect(written.reduce((a, b) => a + b, 0)).toBe(india?.n);
    const rows = await query<{ city_id: number; n: number }>(
      t,
      sql`select city_id, count(*)::int as n from city_care_figures where on_date = ${day}
          group by city_id having count(*) > 1`,
    );
    expect(rows).toEqual([]);
    const [kept] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from city_care_figures where on_date = ${day}`,
    );
    expect(kept?.n).toBe(india?.n);

    // A visit recorded later that day changes nothing already kept; the next night counts it.
    await visit(f, addDays(day, -1), 1);
    expect(await sweep().runOnce(new Date(nightAfter(day).getTime() + 3_600_000))).toBe(0);
    expect(cityOf(await dashboard(admin), "Kolkata")?.continuity).toEqual({ families: 1, two_or_fewer: 1 });
    await visit(f, addDays(day, -2), 2);
    await sweep().runOnce(nightAfter(addDays(day, 1)));
    expect(cityOf(await dashboard(admin), "Kolkata")).toMatchObject({
      as_of: addDays(day, 1),
      continuity: { families: 1, two_or_fewer: 0 },
    });
  });
});

describe("the figures' day", () => {
  it("is yesterday in India from 02:00, the day before until then", () => {
    expect(figuresDay(new Date("2027-03-31T20:29:00Z"))).toBe("2027-03-30"); // 01:59 on 1 April
    expect(figuresDay(new Date("2027-03-31T20:30:00Z"))).toBe("2027-03-31"); // 02:00 on 1 April
    expect(figuresDay(new Date("2027-04-01T18:29:00Z"))).toBe("2027-03-31"); // 23:59 on 1 April
  });
});
