import { ASSIGNMENT_MESSAGES, type RegularGapReason } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NOW, query } from "../../test/booking-changes.ts";
import { book, bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin, loginNewStaff } from "../../test/identity.ts";
import { placeOf } from "../../test/members.ts";
import { scheduledFamily, seriesCall } from "../../test/schedules.ts";

/*
 * A care schedule's regular companion (issue 44, decision 0081): the companion the team assigns to a visit of
 * a schedule without one becomes its regular companion and is given each later visit they are free for (their
 * weekly pattern, leave, no overlap, never one the family avoids), confirmed too when the team confirmed; the
 * dates they cannot make are left for the team, and the console lists them with why.
 */

type Visit = { id: number; visit_date: string; status: string; companion_id: number | null };

const visitsOf = (t: TestApp, seriesId: number) =>
  query<Visit>(
    t,
    sql`select id, visit_date::text, status, companion_id from bookings
        where series_id = ${seriesId} and status in ('requested', 'confirmed') order by visit_date, id`,
  );

/** A Kolkata companion holding no visit going ahead (the highest id first: bookings hold the lowest). */
async function freeCompanion(t: TestApp, skip: readonly number[] = []): Promise<number> {
  const rows = await query<{ id: number }>(
    t,
    sql`select c.id from companions c join cities ci on ci.id = c.city_id
        where ci.name = 'Kolkata' and not exists (
          select 1 from bookings b where b.companion_id = c.id and b.status in ('requested', 'confirmed'))
        order by c.id desc`,
  );
  const id = rows.map((r) => r.id).find((x) => !skip.includes(x));
  if (id === undefined) throw new Error("no free companion");
  return id;
}

describe.each(TEST_DATABASES)("a care schedule's regular companion (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let service: number;
  let admin: string;
  const used: number[] = [];

  beforeAll(async () => {
    service = await serviceId(t, "GEN-COMPANION");
    admin = (await loginNewAdmin(t)).token;
  });

  /** A companion no other test of the file uses. */
  async function companion(): Promise<number> {
    const id = await freeCompanion(t, used);
    used.push(id);
    return id;
  }

  const assign = (token: string, body: object) => adminCall(t, token, "assigncompanion", body);
  const consoleView = (token: string, seriesId: number) =>
    adminCall(t, token, "getvisitseries", { series_id: seriesId });

  it("gives the first assignment's companion every later visit they are free for, confirmed too; leave, their days and another visit leave dates for the team, with why", async () => {
    const f = await scheduledFamily(t, service, "2027-01-31");
    const meera = await companion();
    // Meera works every shift but Friday mornings, is on leave on 15 December and makes another family's
    // visit on the morning of 22 December.
    await t.database.db.execute(
      sql`update companions set weekly = (select jsonb_agg(w) from jsonb_array_elements(weekly) w
            where not ((w->>'weekday')::int = 5 and (w->>'shift_type')::int = 1)) where id = ${meera}`,
    );
    await t.database.db.execute(
      sql`insert into companion_leave (companion_id, starts_on, ends_on) values (${meera}, '2026-12-15', '2026-12-15')`,
    );
    const other = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const single = await book(
      t,
      other.member,
      bookingBody(other.lovedOnes[0] as number, service, { visit_date: "2026-12-22", shift_type: 1 }),
    );
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    const busy = await assign(admin, {
      booking_id: single.body.Data.booking.booking_id,
      companion_id: meera,
      confirm: true,
    });
    expect(busy.status, JSON.stringify(busy.body)).toBe(200);

    // The first Tuesday (Fridays are not Meera's): the Friday before it stays as it is.
    const [, first] = await visitsOf(t, f.seriesId);
    expect(first?.visit_date).toBe("2026-12-08");
    const res = await assign(admin, { booking_id: first?.id, companion_id: meera, confirm: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toContain("regular companion");

    const after = await visitsOf(t, f.seriesId);
    const tuesdays = after.filter((v) => new Date(`${v.visit_date}T00:00:00Z`).getUTCDay() === 2);
    const given = tuesdays.filter((v) => !["2026-12-15", "2026-12-22"].includes(v.visit_date));
    expect(given.length).toBeGreaterThan(3);
    for (const v of given)
      expect([v.visit_date, v.companion_id, v.status]).toEqual([v.visit_date, meera, "confirmed"]);
    // The dates Meera cannot make keep the companion held for them, still for the team to confirm.
    for (const v of after.filter((x) => !given.includes(x))) {
      expect([v.visit_date, v.companion_id === meera, v.status]).toEqual([v.visit_date, false, "requested"]);
    }

    // The console shows the schedule with Meera and each date without her, with why.
    const view = await consoleView(admin, f.seriesId);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const [item] = view.body.Data.items;
    expect(item.regular_companion.companion_id).toBe(meera);
    expect(item.loved_one_name).toBe("Kamala Devi");
    const why = new Map<string, RegularGapReason>(
      item.gaps.map((g: { visit_date: string; reason: RegularGapReason }) => [g.visit_date, g.reason]),
    );
    expect(why.get("2026-12-15")).toBe("on_leave");
    expect(why.get("2026-12-22")).toBe("busy");
    expect(why.get("2026-12-04")).toBe("not_their_day");
    expect(why.get("2026-12-11")).toBe("not_their_day");
    expect(item.gaps.length).toBe(after.length - given.length);

    // The family sees Meera as the schedule's companion, and is told once, not once per visit.
    const family = await seriesCall(t, f.member, "getvisitseries", {});
    expect(family.body.Data.series[0].regular_companion?.first_name).toEqual(expect.any(String));
    const told = await query<{ kind: string; ref_id: number; body: string }>(
      t,
      sql`select kind, ref_id, body from notifications
          where (kind = 'series_regular' and ref_id = ${f.seriesId})
             or (kind like 'booking_%' and ref_id in (select id from bookings where series_id = ${f.seriesId}))`,
    );
    const regularTold = told.filter((n) => n.kind === "series_regular");
    expect(regularTold.length).toBeGreaterThan(0);
    expect(new Set(regularTold.map((n) => n.body)).size).toBe(1);
    expect(regularTold[0]?.body).toContain("15 Dec 2026");
    // Only the first visit's own confirmation besides it.
    expect(told.filter((n) => n.kind !== "series_regular").every((n) => n.ref_id === first?.id)).toBe(true);
  });

  it("never makes a companion the family avoids the regular one; a later single change keeps the regular; make_regular replaces them", async () => {
    const f = await scheduledFamily(t, service, "2027-01-31");
    const [avoided, ravi, sunil] = [await companion(), await companion(), await companion()];
    await t.database.db.execute(
      sql`insert into companion_preferences (user_id, companion_id, preference, updated_at)
          values (${f.member.userId}, ${avoided}, 'avoid', now())`,
    );
    const visits = await visitsOf(t, f.seriesId);
    const [v1, v2, v3] = visits as [Visit, Visit, Visit];
    const refused = await assign(admin, { booking_id: v1.id, companion_id: avoided });
    expect(refused.status).toBe(422);
    expect(refused.body.Errors).toBeDefined();
    expect(JSON.stringify(refused.body)).toContain(ASSIGNMENT_MESSAGES.familyAvoids);
    expect((await consoleView(admin, f.seriesId)).body.Data.items[0].regular_companion).toBeNull();

    // Ravi without confirming: the later visits are his, still requested.
    expect((await assign(admin, { booking_id: v1.id, companion_id: ravi })).status).toBe(200);
    const withRavi = await visitsOf(t, f.seriesId);
    expect(withRavi.every((v) => v.companion_id === ravi && v.status === "requested")).toBe(true);

    // One visit given to Sunil alone: Ravi stays the regular companion, and that date is listed.
    expect((await assign(admin, { booking_id: v2.id, companion_id: sunil })).status).toBe(200);
    const view = (await consoleView(admin, f.seriesId)).body.Data.items[0];
    expect(view.regular_companion.companion_id).toBe(ravi);
    expect(view.gaps.map((g: { booking_id: number; reason: string }) => [g.booking_id, g.reason])).toEqual([
      [v2.id, "team_chose"],
    ]);

    // Sunil made the regular one from the third visit on: the visits from it are his.
    const made = await assign(admin, { booking_id: v3.id, companion_id: sunil, make_regular: true });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const now = await visitsOf(t, f.seriesId);
    expect(now.map((v) => v.companion_id)).toEqual([ravi, sunil, ...now.slice(2).map(() => sunil)]);
    expect((await consoleView(admin, f.seriesId)).body.Data.items[0].regular_companion.companion_id).toBe(
      sunil,
    );
  });

  it("a coordinator of another city neither sees a schedule nor assigns its visits; one of its city does", async () => {
    const f = await scheduledFamily(t, service, "2027-01-31");
    const chennai = (await placeOf(t, "Chennai")).city_id;
    const kolkata = (await placeOf(t, "Kolkata")).city_id;
    const elsewhere = (await loginNewStaff(t, { role: "coordinator", cityIds: [chennai] })).token;
    const here = (await loginNewStaff(t, { role: "coordinator", cityIds: [kolkata] })).token;
    const [v1] = await visitsOf(t, f.seriesId);
    const meera = await companion();

    const unseen = await consoleView(elsewhere, f.seriesId);
    expect(unseen.status).toBe(200);
    expect(unseen.body.Data).toMatchObject({ items: [], total_count: 0 });
    const refused = await assign(elsewhere, { booking_id: v1?.id, companion_id: meera });
    expect(refused.status).toBe(404);
    expect((await visitsOf(t, f.seriesId)).some((v) => v.companion_id === meera)).toBe(false);

    expect((await consoleView(here, f.seriesId)).body.Data.total_count).toBe(1);
    expect((await assign(here, { booking_id: v1?.id, companion_id: meera })).status).toBe(200);
    expect((await consoleView(here, f.seriesId)).body.Data.items[0].regular_companion.companion_id).toBe(
      meera,
    );
  });

  it("the monthly booking gives the regular companion the new month's dates they are free for, and says so", async () => {
    // Booked to the end of February now; March opens later.
    const f = await scheduledFamily(t, service, "2027-03-31");
    const [v1] = await visitsOf(t, f.seriesId);
    const meera = await companion();
    expect((await assign(admin, { booking_id: v1?.id, companion_id: meera, confirm: true })).status).toBe(
      200,
    );
    const later = fixedClock("2027-01-05T04:30:00Z");
    await t.app.seriesSweep.runOnce(later.now());
    const march = (await visitsOf(t, f.seriesId)).filter((v) => v.visit_date >= "2027-03-01");
    expect(march.length).toBeGreaterThan(0);
    expect(march.every((v) => v.companion_id === meera)).toBe(true);
    const [message] = await query<{ body: string }>(
      t,
      sql`select body from notifications where kind = 'series_month_booked' and ref_id = ${f.seriesId} limit 1`,
    );
    expect(message?.body).toContain("will make each of them");
  });

  // On PostgreSQL the two run at once on two connections; PGlite's one connection takes them in turn.
  it("two administrators assigning two visits of one schedule at once make one regular companion, without a deadlock", async () => {
    const f = await scheduledFamily(t, service, "2027-01-31");
    const other = (await loginNewAdmin(t)).token;
    const [v1, , v3] = await visitsOf(t, f.seriesId);
    const [x, y] = [await companion(), await companion()];
    const [a, b] = await Promise.all([
      assign(admin, { booking_id: v1?.id, companion_id: x }),
      assign(other, { booking_id: v3?.id, companion_id: y }),
    ]);
    expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
    const [row] = await query<{ regular_companion_id: number }>(
      t,
      sql`select regular_companion_id from visit_series where id = ${f.seriesId}`,
    );
    const regular = row?.regular_companion_id;
    expect([x, y]).toContain(regular);
    const visits = await visitsOf(t, f.seriesId);
    // Every visit after the regular one's own assignment is theirs, except the other administrator's choice.
    const fromRegular = regular === x ? visits.slice(1) : visits.slice(3);
    expect(fromRegular.filter((v) => v.companion_id !== regular).map((v) => v.id)).toEqual(
      regular === x ? [v3?.id] : [],
    );
    expect(visits[0]?.companion_id).toBe(x);
    expect(visits[2]?.companion_id).toBe(y);
  });
});
