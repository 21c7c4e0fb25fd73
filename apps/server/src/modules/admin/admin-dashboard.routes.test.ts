import { randomUUID } from "node:crypto";
import { ADMIN_MESSAGES, DASHBOARD_BOOKING_DAYS, DASHBOARD_REVENUE_MONTHS } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed } from "../../test/billing.ts";
import { booked, expectError, NOW, query } from "../../test/booking-changes.ts";
import { bookingBody, fixedClock, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, registerMember } from "../../test/identity.ts";

const exec = (t: TestApp, statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

const adminGet = (t: TestApp, token: string, path: string) =>
  t.call({ method: "GET", url: `/api/admin/${path}/`, headers: { authorization: `Bearer ${token}` } });

async function feeOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await query<{ fee: number }>(
    t,
    sql`select amount_paise as fee from payments where user_id = ${userId}`,
  );
  return row?.fee ?? 0;
}

/** An enquiry sent at `sentAt` asking for a call at `hour` (India time), in `status`. */
async function enquiry(t: TestApp, sentAt: string, hour: number | null, status = "new") {
  await exec(
    t,
    sql`insert into enquiries (user_name, phone, email, user_message, city_id, country_id, is_callback, preferred_time, status, client_ip, submission_key, created_at)
        select 'Mira Sen', '9830012311', 'mira@example.com', 'Please call about a plan', c.id, s.country_id, ${hour !== null}, ${hour === null ? null : `${String(hour).padStart(2, "0")}:00:00`}, ${status}, '127.0.0.1', ${randomUUID()}, ${sentAt}
        from cities c join states s on s.id = c.state_id order by c.id limit 1`,
  );
}

// 10:00 India time on Tuesday 1 December 2026: "today" is 2026-12-01, this month December, last November.
describe.each(TEST_DATABASES)("admin dashboard, profile and bookings CSV (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let admin: { phone: string; token: string };

  beforeAll(async () => {
    admin = await loginNewAdmin(t);
  });

  it("answers 401 without a session and 403 to a member", async () => {
    const member = await registerMember(t);
    for (const path of ["dashboard", "getprofile"]) {
      expect((await t.call({ method: "GET", url: `/api/admin/${path}/` })).status, path).toBe(401);
      const res = await t.call({ method: "GET", url: `/api/admin/${path}/`, headers: authed(member) });
      expect(res.status, path).toBe(403);
    }
    const csv = await t.call({
      method: "POST",
      url: "/api/admin/exportservicebookings/",
      headers: authed(member),
      payload: {},
    });
    expect(csv.status).toBe(403);
    await exec(t, sql`update users set erased_at = now() where id = ${member.userId}`);
  });

  it("counts members, plans, revenue, bookings, enquiries and open work on India's calendar", async () => {
    const service = await serviceId(t, "GEN-COMPANION");
    // Joined 3 days ago, 21 days ago and in September; the first two hold plans in force.
    const recent = await subscribedFamily(t, { tier: "gold", startsOn: "2026-11-28", endsOn: "2027-11-27" });
    const month = await subscribedFamily(t, { tier: "silver", startsOn: "2026-11-10", endsOn: "2027-11-09" });
    const old = await subscribedFamily(t, { tier: "bronze", startsOn: "2025-09-01", endsOn: "2026-08-31" });
    await exec(
      t,
      sql`update users set created_at = '2026-11-28T06:00:00Z' where id = ${recent.member.userId}`,
    );
    await exec(
      t,
      sql`update users set created_at = '2026-11-10T06:00:00Z' where id = ${month.member.userId}`,
    );
    await exec(t, sql`update users set created_at = '2025-09-01T06:00:00Z' where id = ${old.member.userId}`);
    await exec(
      t,
      sql`update subscriptions set frequency = 'quarterly' where user_id = ${month.member.userId}`,
    );
    // 00:30 on 1 December India time is still 30 November in UTC: it is December's revenue.
    await exec(
      t,
      sql`update payments set paid_at = '2026-11-30T19:00:00Z' where user_id = ${recent.member.userId}`,
    );
    await exec(
      t,
      sql`update payments set paid_at = '2026-11-10T06:00:00Z' where user_id = ${month.member.userId}`,
    );
    await exec(
      t,
      sql`update payments set paid_at = '2025-09-01T06:00:00Z' where user_id = ${old.member.userId}`,
    );

    const lovedOne = recent.lovedOnes[0] ?? 0;
    const soon = await booked(t, recent.member, bookingBody(lovedOne, service, { visit_date: "2026-12-03" }));
    const confirmed = await booked(
      t,
      recent.member,
      bookingBody(lovedOne, service, { visit_date: "2026-12-08" }),
    );
    const later = await booked(
      t,
      recent.member,
      bookingBody(lovedOne, service, { visit_date: "2026-12-20" }),
    );
    const today = await booked(
      t,
      recent.member,
      bookingBody(lovedOne, service, { visit_date: "2026-12-05" }),
    );
    await exec(t, sql`update bookings set status = 'confirmed' where id = ${confirmed.booking_id}`);
    await exec(
      t,
      sql`update bookings set visit_date = '2026-12-01', status = 'completed' where id = ${today.booking_id}`,
    );
    await exec(
      t,
      sql`update bookings set created_at = '2026-11-30T20:00:00Z' where id in (${soon.booking_id}, ${confirmed.booking_id})`,
    );
    await exec(
      t,
      sql`update bookings set created_at = '2026-11-15T06:00:00Z' where id = ${later.booking_id}`,
    );
    await exec(
      t,
      sql`update bookings set created_at = '2026-10-01T06:00:00Z' where id = ${today.booking_id}`,
    );

    await enquiry(t, "2026-12-01T02:30:00Z", 16); // 08:00 today, call at 16:00: due today
    await enquiry(t, "2026-11-30T15:30:00Z", 11); // 21:00 yesterday, call at 11:00: due today
    await enquiry(t, "2026-11-30T04:30:00Z", 16); // 10:00 yesterday, call at 16:00: was due yesterday
    await enquiry(t, "2026-12-01T02:30:00Z", 16, "contacted"); // already called
    await enquiry(t, "2026-12-01T03:30:00Z", null); // no callback asked

    await exec(
      t,
      sql`insert into reschedule_requests (booking_id, user_id, from_visit_date, from_shift_type, from_start_time, visit_date, shift_type, start_time, starts_at, status)
          values (${later.booking_id}, ${recent.member.userId}, '2026-12-20', 1, '09:00', '2026-12-21', 1, '09:00', '2026-12-21T03:30:00Z', 'open'),
                 (${soon.booking_id}, ${recent.member.userId}, '2026-12-03', 1, '09:00', '2026-12-04', 1, '09:00', '2026-12-04T03:30:00Z', 'declined')`,
    );
    await exec(
      t,
      sql`insert into questions (user_name, email, question, status) values
          ('Anil Roy', 'anil@example.com', 'Do companions speak Bengali?', 'new'),
          ('Anil Roy', 'anil@example.com', 'Can a companion stay overnight?', 'new'),
          ('Anil Roy', 'anil@example.com', 'Is there a trial visit?', 'answered')`,
    );

    const res = await adminGet(t, admin.token, "dashboard");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.Data;
    expect(d.today).toBe("2026-12-01");
    expect(d.members).toEqual({ total: 3, new_7_days: 1, new_30_days: 2 });
    expect(d.active_plans.total).toBe(2);
    expect(d.active_plans.by_tier).toEqual([
      { tier: "bronze", count: 0 },
      { tier: "silver", count: 1 },
      { tier: "gold", count: 1 },
    ]);
    expect(d.active_plans.by_frequency).toEqual([
      { frequency: "Annual", count: 1 },
      { frequency: "Quarterly", count: 1 },
    ]);
    const december = (await feeOf(t, recent.member.userId)) / 100;
    const november = (await feeOf(t, month.member.userId)) / 100;
    expect(d.revenue).toEqual({ this_month: december, last_month: november });
    expect(d.bookings).toEqual({ waiting_confirmation: 2, visits_today: 1, visits_next_7_days: 2 });
    expect(d.enquiries).toEqual({ new: 4, callbacks_today: 2 });
    expect(d.open_reschedule_requests).toBe(1);
    expect(d.unanswered_questions).toBe(2);

    expect(d.bookings_per_day).toHaveLength(DASHBOARD_BOOKING_DAYS);
    expect(d.bookings_per_day.at(-1)).toEqual({ day: "2026-12-01", count: 2 });
    expect(d.bookings_per_day[0].day).toBe("2026-11-02");
    const perDay = d.bookings_per_day as { day: string; count: number }[];
    expect(perDay.find((p) => p.day === "2026-11-15")?.count).toBe(1);
    expect(perDay.reduce((n, p) => n + p.count, 0)).toBe(3);

    expect(d.revenue_per_month).toHaveLength(DASHBOARD_REVENUE_MONTHS);
    expect(d.revenue_per_month[0]).toEqual({ month: "2026-01", rupees: 0 });
    expect(d.revenue_per_month.at(-1)).toEqual({ month: "2026-12", rupees: december });
    expect(d.revenue_per_month.at(-2)).toEqual({ month: "2026-11", rupees: november });
  });

  it("shows an administrator their own details and latest actions, not another's", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    const service = await serviceId(t, "GEN-COMPANION");
    const b = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] ?? 0, service, { visit_date: "2026-12-12" }),
    );
    const other = await loginNewAdmin(t);
    const confirm = await t.call({
      method: "POST",
      url: "/api/admin/takeaction/",
      headers: { authorization: `Bearer ${other.token}` },
      payload: { booking_id: b.booking_id, action: "confirm" },
    });
    expect(confirm.status).toBe(200);

    const mine = await adminGet(t, other.token, "getprofile");
    expect(mine.status).toBe(200);
    expect(mine.body.Data).toMatchObject({
      phone: `+91${other.phone}`,
      email: `ops.${other.phone}@example.com`,
    });
    expect(mine.body.Data.actions_total).toBe(1);
    expect(mine.body.Data.recent_actions[0]).toMatchObject({
      action: "booking.confirm",
      target_type: "booking",
      target_id: b.booking_id,
    });
    const theirs = await adminGet(t, admin.token, "getprofile");
    expect(theirs.body.Data.phone).toBe(`+91${admin.phone}`);
    expect(theirs.body.Data.recent_actions).toEqual([]);
  });

  it("exports every booking the filters match as CSV, not only a page", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2027-11-30" });
    await exec(t, sql`update users set user_name = 'Farida "Fay", Khan' where id = ${f.member.userId}`);
    const service = await serviceId(t, "GEN-COMPANION");
    const days = ["2026-12-10", "2026-12-11", "2026-12-12"];
    for (const day of days) {
      await booked(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] ?? 0, service, { visit_date: day, notes: "=1+1" }),
      );
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/exportservicebookings/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { search_string: "farida", page_size: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="service-bookings-2026-12-01.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Booking ID,Requested on (IST),Member,Phone,Email,Loved one,Service,Visit date,Start time (IST),City,Pincode,Status,Reason,Notes",
    );
    expect(lines).toHaveLength(4);
    // In the list's default order: the next visits first, soonest first.
    expect(lines.slice(1).map((l) => l.match(/2026-12-1\d(?=,09:00)/)?.[0])).toEqual(days);
    expect(lines[1]).toContain('"Farida ""Fay"", Khan"');
    expect(lines[1]).toContain(",Waiting for confirmation,,'=1+1");

    const bad = await t.call({
      method: "POST",
      url: "/api/admin/exportservicebookings/",
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { search_string: "fa" },
    });
    expectError(bad, 400, ADMIN_MESSAGES.searchTooShort);
  });
});
