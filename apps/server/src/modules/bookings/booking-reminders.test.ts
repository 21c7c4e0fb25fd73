import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  booked,
  emailOf,
  mailTo,
  NOW,
  notificationsOf,
  query,
  setStatus,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  bookingBody,
  type Family,
  fixedClock,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { bookingLetters } from "../../test/letters.ts";
import { createBookingReminders } from "./booking-reminders.ts";
import { moveBookingTime } from "./bookings.repo.ts";

const MORNING = "Morning (7 AM – 1 PM)";
const silentLog = { error: () => undefined };

describe.each(TEST_DATABASES)("booking reminders (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let uncounted: number;
  // The letters the sweep queues its reminders with (the booking-letters module's).
  const messages = () => bookingLetters(t.app.notifier);
  const inTx = (run: (tx: typeof t.database.db) => Promise<void>) => t.database.db.transaction(run);
  const reminders = () => createBookingReminders({ db: t.database.db, messages: messages(), log: silentLog });

  beforeAll(async () => {
    uncounted = await uncountedService(t);
  });

  /** The mail to the family whose subject starts so (delivered through the outbox). */
  const mailOf = async (f: Family, subject: string) => mailTo(t, await emailOf(t, f.member.userId), subject);

  it("reminds the family the day before, once per visit, and again after a move to another day", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const at = (lovedOne: number, change: object) => bookingBody(lovedOne, uncounted, change);
    const waiting = await booked(t, f.member, at(kamala, { visit_date: "2026-12-02" }));
    const confirmed = await booked(t, f.member, at(haripada, { visit_date: "2026-12-02" }));
    const cancelled = await booked(
      t,
      f.member,
      at(kamala, { visit_date: "2026-12-02", shift_type: 3, start_time: "18:00" }),
    );
    const later = await booked(t, f.member, at(kamala, { visit_date: "2026-12-03" }));
    await setStatus(t, confirmed.booking_id, "confirmed");
    await setStatus(t, cancelled.booking_id, "cancelled", "Not needed");
    const reminded = async () =>
      (await notificationsOf(t, f.member.userId))
        .filter((n) => n.kind === "booking_reminder")
        .map((n) => n.ref_id);

    const sweep = reminders();
    // Never in the night: at 08:59 India time on 1 December nothing is queued yet.
    expect(await sweep.queueReminders(new Date("2026-12-01T03:29:00Z"))).toBe(0);
    expect(await reminded()).toEqual([]);
    // 10:00 on 1 December in India: tomorrow is the 2nd.
    expect(await sweep.queueReminders(clock.now())).toBe(2);
    expect(await reminded()).toEqual([waiting.booking_id, confirmed.booking_id]);
    expect(await sweep.queueReminders(clock.now())).toBe(0);
    expect(await reminders().queueReminders(new Date(clock.now().getTime() + 3_600_000))).toBe(0);
    expect(await reminded()).toEqual([waiting.booking_id, confirmed.booking_id]);

    const mail = await mailOf(f, "Reminder: Home Visit Coordination for Haripada Das");
    expect(mail.subject).toBe("Reminder: Home Visit Coordination for Haripada Das tomorrow, 2 Dec 2026");
    expect(mail.text).toContain(`A reminder of tomorrow's visit (booking #${confirmed.booking_id}):`);
    expect(mail.text).toContain(`2 Dec 2026, ${MORNING}, starting 09:00 (India time)`);
    expect(mail.text).toContain("Our caregiver will arrive at the start time.");
    const waitingMail = await mailOf(f, "Reminder: Home Visit Coordination for Kamala Devi");
    expect(waitingMail.text).toContain("still arranging the caregiver");

    // A visit moved to another day (the admin console's approval) gets a reminder for its new day.
    const [plan] = await query<{ subscription_id: number }>(
      t,
      sql`select subscription_id from bookings where id = ${waiting.booking_id}`,
    );
    await inTx(async (tx) => {
      const moved = await moveBookingTime(
        tx,
        waiting.booking_id,
        "requested",
        {
          visitDate: "2026-12-03",
          shiftType: 2,
          startTime: "14:00",
          startsAt: new Date("2026-12-03T08:30:00Z"),
          companionId: null,
          subscriptionId: plan?.subscription_id ?? 0,
        },
        clock.now(),
      );
      expect(moved).toBe(true);
    });
    clock.set("2026-12-02T04:30:00Z");
    try {
      expect(await sweep.queueReminders(clock.now())).toBe(2);
      expect((await reminded()).slice(2).sort((a, b) => a - b)).toEqual(
        [waiting.booking_id, later.booking_id].sort((a, b) => a - b),
      );
    } finally {
      clock.set(NOW);
    }
  });

  it("queues each reminder exactly once when sweeps run at once", async () => {
    const f = await subscribedFamily(t, YEAR);
    const first = await booked(
      t,
      f.member,
      bookingBody(f.lovedOnes[0] as number, uncounted, { visit_date: "2026-12-05" }),
    );
    // Many visits on the 5th (copies without a loved one, so they pass the one-per-shift index): more
    // than one batch, so the sweeps interleave.
    const copies = 449;
    await t.database.db.execute(sql`
      insert into bookings (user_id, subscription_id, loved_one_name, service_id, service_kind, visit_date, shift_type,
        start_time, starts_at, address_line, city_id, state_id, pincode, notes, status, idempotency_key, request_hash)
      select user_id, subscription_id, loved_one_name, service_id, service_kind, visit_date, shift_type, start_time,
        starts_at, address_line, city_id, state_id, pincode, notes, status, gen_random_uuid(), request_hash
      from bookings, generate_series(1, ${copies}) where id = ${first.booking_id}`);
    const onTheFifth = await query<{ id: number }>(
      t,
      sql`select id from bookings where visit_date = '2026-12-05' and status in ('requested', 'confirmed')`,
    );
    expect(onTheFifth).toHaveLength(copies + 1);

    clock.set("2026-12-04T04:30:00Z");
    try {
      const counts = await Promise.all(
        [reminders(), reminders(), reminders()].map((r) => r.queueReminders(clock.now())),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(copies + 1);
    } finally {
      clock.set(NOW);
    }
    const perBooking = await query<{ ref_id: number; n: number }>(
      t,
      sql`select n.ref_id, count(*)::int as n from notifications n join bookings b on b.id = n.ref_id
          where n.kind = 'booking_reminder' and b.visit_date = '2026-12-05' group by n.ref_id`,
    );
    expect(perBooking).toHaveLength(copies + 1);
    expect(perBooking.every((r) => r.n === 1)).toBe(true);
    const unmarked = await query(
      t,
      sql`select id from bookings where visit_date = '2026-12-05' and reminder_queued_at is null`,
    );
    expect(unmarked).toEqual([]);
  });
});
