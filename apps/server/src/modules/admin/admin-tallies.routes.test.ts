import { LIST_COUNT_CAP } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import { booked, cancelBooking, NOW, query, YEAR } from "../../test/booking-changes.ts";
import {
  book,
  bookingBody,
  type Family,
  fixedClock,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { adminCall, loginNewAdmin } from "../../test/identity.ts";
import { sendLoginCode } from "../../test/members.ts";
import { bookingTotals, NONE_OFF, talliesOffBy } from "../../test/tallies.ts";

/*
 * The console's figures at a million bookings (issue 27, decision 0050): the tallies the dashboard and
 * the bookings list read (kept by triggers, migration 0028) stay equal to a full count of what they count
 * after bookings, cancellations, the team's actions, plans, payments, raw edits, deletions, an erasure and,
 * on PostgreSQL, bookings and cancellations made at once.
 */

const exec = (t: TestApp, statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

/** Visits on different days and shifts (the test roster has a few companions a shift in Kolkata). */
const slot = (i: number) => ({
  visit_date: `2026-12-${String(10 + (i % 15)).padStart(2, "0")}`,
  shift_type: 1,
  start_time: "09:00",
});

describe.each(TEST_DATABASES)("the console's tallies stay exact (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, { OTP_RESEND_SECONDS: 0 }, { now: clock.now });
  let admin: { token: string };
  let service: number;

  beforeAll(async () => {
    admin = await loginNewAdmin(t);
    service = await serviceId(t, "GEN-COMPANION");
  });

  it("after bookings, cancellations, the team's actions, plans, payments, raw edits and deletions", async () => {
    const families: Family[] = [];
    for (let i = 0; i < 3; i++) families.push(await subscribedFamily(t, YEAR));
    const made: number[] = [];
    for (const [i, f] of families.entries()) {
      for (let j = 0; j < 3; j++) {
        const lovedOne = f.lovedOnes[0] as number;
        const b = await booked(t, f.member, bookingBody(lovedOne, service, slot(i * 3 + j)));
        made.push(b.booking_id);
      }
    }
    const [first, second, third, fourth, fifth] = made as [number, number, number, number, number];
    const owner = families[0]?.member as Member;
    expect((await cancelBooking(t, owner, first)).status).toBe(200);
    const rejected = await adminCall(t, admin.token, "takeaction", {
      booking_id: second,
      action: "reject",
      remarks: "No companion that day",
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    // Edits no call makes, so every kind of change passes the triggers: a move, a new made day, a status.
    await exec(t, sql`update bookings set visit_date = '2027-01-05' where id = ${third}`);
    await exec(t, sql`update bookings set created_at = created_at - interval '3 days' where id = ${fourth}`);
    await exec(
      t,
      sql`update bookings set status = 'completed', visit_date = '2026-11-20' where id = ${fifth}`,
    );
    await exec(t, sql`update bookings set notes = 'only the notes' where id in (${first}, ${second})`);
    await exec(t, sql`delete from bookings where id = ${fifth}`);
    // Plans and payments: a plan cut short, a payment refunded, one paid in another month.
    const planOwner = families[1]?.member.userId as number;
    await exec(t, sql`update subscriptions set ends_on = '2027-03-31' where user_id = ${planOwner}`);
    await exec(t, sql`update payments set status = 'refund_due' where user_id = ${planOwner}`);
    const other = families[2]?.member.userId as number;
    await exec(t, sql`update payments set paid_at = '2026-10-31T20:00:00Z' where user_id = ${other}`);
    // A member who joined earlier, and an administrator (not counted).
    await exec(t, sql`update users set created_at = '2026-06-01T06:00:00Z' where id = ${other}`);
    await exec(t, sql`update users set user_type = 2 where id = ${planOwner}`);
    await exec(t, sql`update users set user_type = 1 where id = ${planOwner}`);

    expect(await talliesOffBy(t)).toEqual(NONE_OFF);
    const totals = await bookingTotals(t);
    expect(totals?.tallied).toBe(totals?.counted);
    expect(totals?.counted).toBeGreaterThan(0);
    // The comparison sees a tally one off.
    await exec(t, sql`update member_tallies set n = n + 1 where joined_on = '2026-06-01'`);
    expect((await talliesOffBy(t)).members).toHaveLength(1);
    await exec(t, sql`update member_tallies set n = n - 1 where joined_on = '2026-06-01'`);
  });

  it("after a member erases their account (their upcoming visits cancelled)", async () => {
    const f = await subscribedFamily(t, YEAR);
    for (let i = 0; i < 3; i++) {
      await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service, slot(20 + i)));
    }
    const [{ phone } = { phone: "" }] = await query<{ phone: string }>(
      t,
      sql`select phone from users where id = ${f.member.userId}`,
    );
    expect((await sendLoginCode(t, "P", phone.slice(3))).status).toBe(200);
    const erased = await t.call({
      method: "POST",
      url: "/api/users/eraseaccount/",
      headers: authed(f.member),
      payload: { user_id: f.member.userId, otp: t.outbox.latestCode(phone) },
    });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const [cancelled] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings where user_id = ${f.member.userId} and status = 'cancelled'`,
    );
    expect(cancelled?.n).toBe(3);
    expect(await talliesOffBy(t)).toEqual(NONE_OFF);
  });

  it("are counted afresh by rebuild_console_tallies() after changes made with the triggers off", async () => {
    const f = await subscribedFamily(t, YEAR);
    const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service, slot(24)));
    // A bulk load's way (bench/generate-bookings.ts): replica mode fires no trigger.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update bookings set status = 'completed' where id = ${b.booking_id}`);
      await tx.execute(
        sql`update users set created_at = '2026-05-01T06:00:00Z' where id = ${f.member.userId}`,
      );
      await tx.execute(
        sql`update subscriptions set ends_on = '2027-02-28' where user_id = ${f.member.userId}`,
      );
      await tx.execute(
        sql`update payments set paid_at = '2026-09-30T20:00:00Z' where user_id = ${f.member.userId}`,
      );
    });
    const off = await talliesOffBy(t);
    for (const figure of ["visit", "members", "plans", "revenue"] as const) {
      expect(off[figure].length, figure).toBeGreaterThan(0);
    }
    await exec(t, sql`select rebuild_console_tallies()`);
    expect(await talliesOffBy(t)).toEqual(NONE_OFF);
  });

  it("the dashboard and the bookings list read the tallies: the same figures as a full count", async () => {
    const res = await t.call({
      method: "GET",
      url: "/api/admin/dashboard/",
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const [counted] = await query<{ waiting: number; members: number }>(
      t,
      sql`select (select count(*) from bookings where status = 'requested')::int as waiting,
            (select count(*) from users where user_type = 1 and erased_at is null)::int as members`,
    );
    expect(res.body.Data.bookings.waiting_confirmation).toBe(counted?.waiting);
    expect(res.body.Data.members.total).toBe(counted?.members);
    const list = await adminCall(t, admin.token, "getallservicebooking", { page_index: 0, page_size: 10 });
    const [all] = await query<{ n: number }>(t, sql`select count(*)::int as n from bookings`);
    expect(list.body.Data.total_count).toBe(all?.n);
    expect(list.body.Data.total_capped).toBe(false);
    const searched = await adminCall(t, admin.token, "getallservicebooking", { search_string: "Kamala" });
    expect(searched.body.Data.total_capped).toBe(false);
    expect(searched.body.Data.total_count).toBeLessThan(LIST_COUNT_CAP);
  });

  if (kind === "postgres")
    it("with 20 bookings and cancellations at once", async () => {
      const crowd: Family[] = [];
      while (crowd.length < 20) {
        crowd.push(...(await Promise.all(Array.from({ length: 5 }, () => subscribedFamily(t, YEAR)))));
      }
      // Half already booked (to cancel at once), half booking at once, on the same few days.
      const held = await Promise.all(
        crowd
          .slice(0, 10)
          .map((f, i) => booked(t, f.member, bookingBody(f.lovedOnes[0] as number, service, slot(i % 3)))),
      );
      const replies = await Promise.all([
        ...crowd
          .slice(0, 10)
          .map((f, i) => cancelBooking(t, f.member, (held[i] as { booking_id: number }).booking_id)),
        ...crowd
          .slice(10)
          .map((f, i) => book(t, f.member, bookingBody(f.lovedOnes[0] as number, service, slot(i % 3)))),
      ]);
      // A full shift refuses some bookings (409); nothing fails.
      expect(replies.filter((r) => r.status >= 500)).toEqual([]);
      expect(replies.slice(0, 10).every((r) => r.status === 200)).toBe(true);
      expect(await talliesOffBy(t)).toEqual(NONE_OFF);
    });
});
