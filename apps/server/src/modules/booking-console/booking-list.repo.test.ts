import { LIST_COUNT_CAP } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { booked, NOW, query, YEAR } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, subscribedFamily, uncountedService } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { type AdminBookingFilter, pageBookingIds } from "./booking-list.repo.ts";

/** Ids no account has: a phone fragment shared by thousands of members, most of them without bookings. */
const strangers = (n: number) => Array.from({ length: n }, (_, i) => 50_000_000 + i);

/** `n` more bookings of the member's first one, spread over 60 days from its date (no loved one, no companion). */
async function copies(t: TestApp, bookingId: number, n: number) {
  await t.database.db.execute(sql`
    insert into bookings (user_id, subscription_id, loved_one_name, service_id, service_kind, visit_date, shift_type,
      start_time, starts_at, address_line, city_id, state_id, pincode, notes, status, idempotency_key, request_hash)
    select user_id, subscription_id, loved_one_name, service_id, service_kind, visit_date + (g % 60) - 30, shift_type,
      start_time, starts_at + ((g % 60) - 30) * interval '1 day', address_line, city_id, state_id, pincode, notes,
      status, gen_random_uuid(), request_hash
    from bookings, generate_series(1, ${n}) g where id = ${bookingId}`);
}

/** The member's bookings in the list's "next" order (today's and later soonest first, then earlier latest first). */
async function inNextOrder(t: TestApp, userId: number, today: string): Promise<number[]> {
  const rows = await query<{ id: number }>(
    t,
    sql`select id from bookings where user_id = ${userId}
        order by (visit_date >= ${today}::date) desc,
          case when visit_date >= ${today}::date then visit_date end asc,
          case when visit_date >= ${today}::date then starts_at end asc,
          case when visit_date >= ${today}::date then id end asc,
          visit_date desc, starts_at desc, id desc`,
  );
  return rows.map((r) => r.id);
}

describe.each(TEST_DATABASES)("the console's bookings searched by a dense member match (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;
  const today = "2026-12-01";
  const filter = (memberIds: number[], more: Partial<AdminBookingFilter> = {}): AdminBookingFilter => ({
    search: "98300",
    memberIds,
    sort: "next",
    today,
    ...more,
  });

  beforeAll(async () => {
    service = await uncountedService(t);
  });

  it("says 1,000+ once the members' own bookings pass the cap, and pages them in the list's order", async () => {
    const f = await subscribedFamily(t, YEAR);
    const first = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service));
    await copies(t, first.booking_id, LIST_COUNT_CAP + 100);
    const ids = [f.member.userId, ...strangers(1500)];
    const expected = await inNextOrder(t, f.member.userId, today);

    const page = await pageBookingIds(t.database.db, filter(ids), 0, 10);
    expect(page).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
    expect(page.ids).toEqual(expected.slice(0, 10));
    // Deep into the earlier visits, past the "next" run.
    const next =
      expected.length -
      (
        await query(
          t,
          sql`select id from bookings where user_id = ${f.member.userId} and visit_date < ${today}::date`,
        )
      ).length;
    const deep = await pageBookingIds(t.database.db, filter(ids), next - 5, 10);
    expect(deep.ids).toEqual(expected.slice(next - 5, next + 5));
  });

  it("counts exactly when the dense match has fewer bookings than the cap, other filters too", async () => {
    const f = await subscribedFamily(t, YEAR);
    const first = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service));
    await copies(t, first.booking_id, 39);
    const ids = [...strangers(1200), f.member.userId];
    const expected = await inNextOrder(t, f.member.userId, today);
    expect(expected).toHaveLength(40);

    const page = await pageBookingIds(t.database.db, filter(ids), 0, 40);
    expect(page).toMatchObject({ total: 40, capped: false });
    expect(page.ids).toEqual(expected);
    const later = await pageBookingIds(t.database.db, filter(ids, { dateFrom: today }), 0, 40);
    const fromToday = await query(
      t,
      sql`select id from bookings where user_id = ${f.member.userId} and visit_date >= ${today}::date`,
    );
    expect(later.total).toBe(fromToday.length);
    expect(later.ids).toEqual(expected.slice(0, fromToday.length));
  });

  it("counts a dense match in a coordinator's cities or a city: 1,000+ past the cap, exact under it, none elsewhere", async () => {
    const f = await subscribedFamily(t, YEAR);
    const first = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service));
    const [{ city = 0 } = {}] = await query<{ city: number }>(
      t,
      sql`select city_id as city from bookings where id = ${first.booking_id}`,
    );
    const [{ other = 0 } = {}] = await query<{ other: number }>(
      t,
      sql`select id as other from cities where id <> ${city} order by id limit 1`,
    );
    const ids = [...strangers(1300), f.member.userId];
    await copies(t, first.booking_id, 39);
    const expected = await inNextOrder(t, f.member.userId, today);
    expect(expected).toHaveLength(40);

    const mine = await pageBookingIds(t.database.db, filter(ids, { cities: [city, other] }), 0, 40);
    expect(mine).toMatchObject({ total: 40, capped: false });
    expect(mine.ids).toEqual(expected);
    expect(await pageBookingIds(t.database.db, filter(ids, { cities: [other] }), 0, 10)).toEqual({
      ids: [],
      total: 0,
      capped: false,
    });

    await copies(t, first.booking_id, LIST_COUNT_CAP);
    const all = await inNextOrder(t, f.member.userId, today);
    for (const more of [{ cities: [city, other] }, { cities: [city] }, { cityId: city }]) {
      const page = await pageBookingIds(t.database.db, filter(ids, more), 0, 10);
      expect(page, JSON.stringify(more)).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
      expect(page.ids, JSON.stringify(more)).toEqual(all.slice(0, 10));
    }
    const elsewhere = await pageBookingIds(t.database.db, filter(ids, { cities: [other] }), 0, 10);
    expect(elsewhere).toEqual({ ids: [], total: 0, capped: false });
  });
});
