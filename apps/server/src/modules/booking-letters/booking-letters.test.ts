import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  booked,
  emailOf,
  mailTo,
  NOW,
  notificationsOf,
  requestReschedule,
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

const MORNING = "Morning (7 AM – 1 PM)";
const AFTERNOON = "Afternoon (1 PM – 7 PM)";

describe.each(TEST_DATABASES)("booking emails (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let uncounted: number;
  // What the admin console (a later issue) will call inside its own transactions.
  const messages = () => bookingLetters(t.app.notifier);
  const inTx = (run: (tx: typeof t.database.db) => Promise<void>) => t.database.db.transaction(run);

  beforeAll(async () => {
    uncounted = await uncountedService(t);
  });

  /** The mail to the family whose subject starts so (delivered through the outbox). */
  const mailOf = async (f: Family, subject: string) => mailTo(t, await emailOf(t, f.member.userId), subject);

  it("tells the family when the team confirms, rejects or cancels: statusChanged picks the email by status", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const confirmed = await booked(t, f.member, bookingBody(kamala, uncounted));
    const rejected = await booked(t, f.member, bookingBody(haripada, uncounted));
    const cancelled = await booked(t, f.member, bookingBody(kamala, uncounted, { visit_date: "2026-12-16" }));
    const untouched = await booked(
      t,
      f.member,
      bookingBody(haripada, uncounted, { visit_date: "2026-12-16" }),
    );

    await setStatus(t, confirmed.booking_id, "confirmed");
    await inTx((tx) => messages().statusChanged(tx, confirmed.booking_id));
    const c = await mailOf(f, "Confirmed:");
    expect(c.subject).toBe(
      `Confirmed: Home Visit Coordination for Kamala Devi on 15 Dec 2026 (booking #${confirmed.booking_id})`,
    );
    expect(c.text).toContain(`Good news: booking #${confirmed.booking_id} is confirmed.`);
    expect(c.text).toContain("Home Visit Coordination for Kamala Devi");
    expect(c.text).toContain(`15 Dec 2026, ${MORNING}, starting 09:00 (India time)`);
    expect(c.text).toContain("4 Hindusthan Park, Kolkata 700029");
    expect(c.text).toContain("up to 24 hours before it starts");

    await setStatus(t, rejected.booking_id, "rejected", "No caregiver is free that morning");
    await inTx((tx) => messages().statusChanged(tx, rejected.booking_id));
    const r = await mailOf(f, "We could not arrange");
    expect(r.subject).toBe(
      `We could not arrange the visit for Haripada Das on 15 Dec 2026 (booking #${rejected.booking_id})`,
    );
    expect(r.text).toContain("Reason: No caregiver is free that morning");
    expect(r.text).toContain("does not count towards your plan's visits");

    await setStatus(t, cancelled.booking_id, "cancelled", "Our caregiver is unwell");
    await inTx((tx) => messages().statusChanged(tx, cancelled.booking_id));
    const x = await mailOf(f, `Booking #${cancelled.booking_id} cancelled`);
    expect(x.subject).toBe(`Booking #${cancelled.booking_id} cancelled: Kamala Devi on 16 Dec 2026`);
    expect(x.text).toContain(`our care team has had to cancel booking #${cancelled.booking_id}`);
    expect(x.text).toContain("Reason: Our caregiver is unwell");

    // Nothing to say about a request still waiting, or a completed visit.
    const before = await notificationsOf(t, f.member.userId);
    await inTx((tx) => messages().statusChanged(tx, untouched.booking_id));
    await setStatus(t, untouched.booking_id, "completed");
    await inTx((tx) => messages().statusChanged(tx, untouched.booking_id));
    expect(await notificationsOf(t, f.member.userId)).toEqual(before);
    expect(before.map((n) => n.kind)).toEqual([
      "booking_received",
      "booking_received",
      "booking_received",
      "booking_received",
      "booking_confirmed",
      "booking_rejected",
      "booking_cancelled",
    ]);
  });

  it("tells the family the team's answer to a reschedule request: approved with the new time, or declined", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const ask = async (lovedOne: number) => {
      const b = await booked(t, f.member, bookingBody(lovedOne, uncounted));
      const res = await requestReschedule(t, f.member, {
        booking_id: b.booking_id,
        visit_date: "2026-12-18",
        shift_type: 2,
        start_time: "14:00",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { bookingId: b.booking_id, requestId: res.body.Data.request.request_id as number };
    };

    const approved = await ask(kamala);
    // As the approval will: the request decided, the booking moved, in one transaction with the email.
    await inTx(async (tx) => {
      await tx.execute(
        sql`update reschedule_requests set status = 'approved', decision_note = 'See you then', decided_at = now() where id = ${approved.requestId}`,
      );
      await tx.execute(
        sql`update bookings set visit_date = '2026-12-18', shift_type = 2, start_time = '14:00' where id = ${approved.bookingId}`,
      );
      await messages().rescheduleDecided(tx, approved.requestId);
    });
    const a = await mailOf(f, "Visit moved:");
    expect(a.subject).toBe(`Visit moved: Kamala Devi on 18 Dec 2026 (booking #${approved.bookingId})`);
    expect(a.text).toContain(`Your request is approved. Booking #${approved.bookingId}`);
    expect(a.text).toContain(`18 Dec 2026, ${AFTERNOON}, starting 14:00 (India time)`);
    expect(a.text).toContain("Note from our team: See you then");

    const declined = await ask(haripada);
    await inTx(async (tx) => {
      await tx.execute(
        sql`update reschedule_requests set status = 'declined', decision_note = 'No caregiver is free that afternoon', decided_at = now() where id = ${declined.requestId}`,
      );
      await messages().rescheduleDecided(tx, declined.requestId);
    });
    const d = await mailOf(f, "We could not move the visit");
    expect(d.subject).toBe(`We could not move the visit for Haripada Das (booking #${declined.bookingId})`);
    expect(d.text).toContain(
      `The visit stays as booked: 15 Dec 2026, ${MORNING}, starting 09:00 (India time).`,
    );
    expect(d.text).toContain("Note from our team: No caregiver is free that afternoon");
    const kinds = (await notificationsOf(t, f.member.userId)).map((n) => [n.kind, n.ref_id]);
    expect(kinds).toContainEqual(["reschedule_decided", approved.requestId]);
    expect(kinds).toContainEqual(["reschedule_decided", declined.requestId]);
  });
});
