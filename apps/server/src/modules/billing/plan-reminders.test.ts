import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { erasedEmail } from "../../lib/erasure.ts";
import { booked, emailOf, mailTo, NOW, query } from "../../test/booking-changes.ts";
import {
  bookingBody,
  fixedClock,
  grantPlan,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { createBookingRecords } from "../bookings/booking-records.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";
import { createPlanReminders, PLAN_REMINDER_KIND } from "./plan-reminders.service.ts";

const silentLog = { error: () => undefined };
/** 10:00 India time on a day. */
const tenAm = (day: string) => new Date(`${day}T04:30:00Z`);

describe.each(TEST_DATABASES)("renewal reminders (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let uncounted: number;
  const reminders = () =>
    createPlanReminders({
      db: t.database.db,
      notifier: t.app.notifier,
      members: createMemberDirectory(),
      visits: createBookingRecords({
        notifier: t.app.notifier,
        lovedOnes: {} as never,
        planCover: {} as never,
        reschedules: {} as never,
      }),
      config: { publicUrl: "https://care.example" },
      log: silentLog,
    });
  const remindersOf = (subscriptionId: number) =>
    query<{ days_before: number }>(
      t,
      sql`select days_before from plan_reminders where subscription_id = ${subscriptionId} order by days_before desc`,
    ).then((rows) => rows.map((r) => r.days_before));
  const emailsAbout = (subscriptionId: number) =>
    query<{ subject: string; body: string }>(
      t,
      sql`select subject, body from notifications where kind = ${PLAN_REMINDER_KIND} and ref_id = ${subscriptionId} order by id`,
    );

  beforeAll(async () => {
    uncounted = await uncountedService(t);
  });

  it("reminds 30, 7 and 1 days before the last day, each once, never in the night", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-01-01", endsOn: "2026-12-31" });
    const sweep = reminders();
    // 08:59 in India on 1 December: nothing yet.
    expect(await sweep.queueReminders(new Date("2026-12-01T03:29:00Z"))).toBe(0);
    expect(await sweep.queueReminders(tenAm("2026-12-01"))).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(f.subscriptionId)).toEqual([30]);
    expect(await sweep.queueReminders(tenAm("2026-12-01"))).toBe(0);
    // Days 29 to 8 before: the 30-day one was sent; nothing more.
    expect(await sweep.queueReminders(tenAm("2026-12-15"))).toBe(0);
    await sweep.queueReminders(tenAm("2026-12-24"));
    await sweep.queueReminders(tenAm("2026-12-27"));
    expect(await remindersOf(f.subscriptionId)).toEqual([30, 7]);
    await sweep.queueReminders(tenAm("2026-12-30"));
    await sweep.queueReminders(tenAm("2026-12-31"));
    expect(await remindersOf(f.subscriptionId)).toEqual([30, 7, 1]);
    // After the last day: nothing.
    expect(await sweep.queueReminders(tenAm("2027-01-01"))).toBe(0);

    const emails = await emailsAbout(f.subscriptionId);
    expect(emails.map((e) => e.subject)).toEqual([
      "Your Silver plan ends on 31 Dec 2026, in 30 days",
      "Your Silver plan ends on 31 Dec 2026, in 7 days",
      "Your Silver plan ends tomorrow, 31 Dec 2026",
    ]);
    const mail = await mailTo(
      t,
      await emailOf(t, f.member.userId),
      "Your Silver plan ends on 31 Dec 2026, in 30 days",
    );
    expect(mail.text).toContain("Your Silver plan (Couple, Annual) ends on 31 Dec 2026, in 30 days.");
    expect(mail.text).toContain("https://care.example/user/profile?tab=plan");
    expect(mail.text).toContain("The next period starts on 1 Jan 2027");
    expect(mail.text).toContain("The registration fee is not charged again.");
  });

  it("sends a missed reminder late, once, and only the one whose days have come", async () => {
    // No sweep ran while the plan had 30 to 8 days left: on day 5 only the 7-day reminder goes.
    const f = await subscribedFamily(t, { startsOn: "2026-01-10", endsOn: "2027-01-09" });
    await reminders().queueReminders(tenAm("2027-01-04"));
    expect(await remindersOf(f.subscriptionId)).toEqual([7]);
    const [email] = await emailsAbout(f.subscriptionId);
    expect(email?.body).toContain("ends on 9 Jan 2027, in 5 days.");
  });

  it("reminds nobody whose next period is already paid, and stops once it is", async () => {
    const renewed = await subscribedFamily(t, { startsOn: "2026-02-01", endsOn: "2027-01-31" });
    await grantPlan(t, renewed.member.userId, { startsOn: "2027-02-01", endsOn: "2028-01-31" });
    const later = await subscribedFamily(t, { startsOn: "2026-02-01", endsOn: "2027-01-31" });
    await reminders().queueReminders(tenAm("2027-01-01"));
    expect(await remindersOf(renewed.subscriptionId)).toEqual([]);
    expect(await remindersOf(later.subscriptionId)).toEqual([30]);
    // The second family renews after the first reminder: no 7-day one.
    await grantPlan(t, later.member.userId, { startsOn: "2027-02-01", endsOn: "2028-01-31" });
    await reminders().queueReminders(tenAm("2027-01-25"));
    expect(await remindersOf(later.subscriptionId)).toEqual([30]);
  });

  it("lists in the 7-day reminder the visits booked after the plan ends", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-03-01", endsOn: "2027-02-28" });
    const visit = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, uncounted, { visit_date: "2026-12-15" }),
    );
    // Booked while a later period covered it, which then did not go ahead (issue 28's cancellations).
    await t.database.db.execute(
      sql`update bookings set visit_date = '2027-03-05', starts_at = '2027-03-05T03:30:00Z' where id = ${visit.booking_id}`,
    );
    await reminders().queueReminders(tenAm("2027-02-21"));
    const [email] = await emailsAbout(f.subscriptionId);
    expect(email?.body).toContain(
      "These visits are booked after 28 Feb 2027, when no plan covers them. They go ahead only if you renew before then:",
    );
    expect(email?.body).toMatch(/5 Mar 2027, starting 09:00: .+ for Kamala Devi/);
  });

  it("writes to nobody whose account is erased", async () => {
    const f = await subscribedFamily(t, { startsOn: "2026-04-01", endsOn: "2027-03-31" });
    // What erasure leaves in the account row (privacy.service.ts).
    await t.database.db.execute(
      sql`update users set email = ${erasedEmail(f.member.userId)}, erased_at = now() where id = ${f.member.userId}`,
    );
    await reminders().queueReminders(tenAm("2027-03-10"));
    expect(await emailsAbout(f.subscriptionId)).toEqual([]);
  });

  it("queues each reminder exactly once when sweeps run at once", async () => {
    const plans = await plansEndingOn(t, 12, "2027-05-31");
    const counts = await Promise.all(
      Array.from({ length: 5 }, () => reminders().queueReminders(tenAm("2027-05-24"))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(plans.length);
    const perPlan = await query<{ ref_id: number; n: number }>(
      t,
      sql`select ref_id, count(*)::int as n from notifications
          where kind = ${PLAN_REMINDER_KIND} and ref_id = any(${`{${plans.join(",")}}`}::int[]) group by ref_id`,
    );
    expect(perPlan).toHaveLength(plans.length);
    expect(perPlan.every((r) => r.n === 1)).toBe(true);
  });
});

/** `n` members (made straight in the table) each with a plan ending on `endsOn`; their plans' ids. */
async function plansEndingOn(t: TestApp, n: number, endsOn: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const tag = randomUUID().slice(0, 8);
    const [user] = await query<{ id: number }>(
      t,
      sql`insert into users (user_type, user_name, phone, email, user_relation)
          values (1, 'Reminder Member', ${`+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`},
                  ${`remind-${tag}@example.com`}, '["Self"]'::jsonb) returning id`,
    );
    if (!user) throw new Error("no user");
    ids.push(await grantPlan(t, user.id, { startsOn: "2026-06-01", endsOn }));
  }
  return ids;
}
