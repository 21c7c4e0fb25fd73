import { BOOKING_MESSAGES, bookingRuleMessage } from "@eldercare/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { Member } from "../../test/billing.ts";
import {
  booked,
  cancelBooking,
  emailOf,
  expectError,
  listBookings,
  mailTo,
  NOW,
  notificationsOf,
  requestReschedule,
  rescheduleList,
  rescheduleRows,
  setStatus,
  storedFor,
  YEAR,
} from "../../test/booking-changes.ts";
import {
  bookingBody,
  bookingRows,
  type Family,
  fixedClock,
  serviceId,
  setCapacity,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

const MORNING = "Morning (7 AM – 1 PM)";
const AFTERNOON = "Afternoon (1 PM – 7 PM)";

/** Asks to move a booking and expects it refused with this status and message, with nothing stored. */
async function expectRefused(t: TestApp, m: Member, payload: object, status: number, message: string) {
  const before = await storedFor(t, m.userId);
  expectError(await requestReschedule(t, m, payload), status, message);
  expect(await storedFor(t, m.userId)).toEqual(before);
}

describe.each(TEST_DATABASES)("users/requestreschedule/ and users/getreschedulerequests/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let uncounted: number;
  let doctor: number;
  let homeSafety: number;

  beforeAll(async () => {
    uncounted = await uncountedService(t);
    doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    homeSafety = await serviceId(t, "GEN-HOME-SAFETY");
  });

  const move = (bookingId: number, to: object = {}) => ({
    booking_id: bookingId,
    visit_date: "2026-12-18",
    shift_type: 2,
    start_time: "14:00",
    ...to,
  });

  it("asks to move a visit: the request as shown, the booking unchanged until the team decides, an email", async () => {
    const f = await subscribedFamily(t, YEAR);
    const b = await booked(t, f.member, bookingBody(f.lovedOnes[0] as number, uncounted));
    const res = await requestReschedule(
      t,
      f.member,
      move(b.booking_id, { reason: "A doctor's appointment" }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Data.Message).toBe(BOOKING_MESSAGES.rescheduleRequested);
    const request = res.body.Data.request;
    expect(request).toEqual({
      request_id: expect.any(Number),
      booking_id: b.booking_id,
      service_name: "Home Visit Coordination",
      loved_one_name: "Kamala Devi",
      from: { visit_date: "2026-12-15", shift_type: 1, shift_name: MORNING, start_time: "09:00" },
      to: { visit_date: "2026-12-18", shift_type: 2, shift_name: AFTERNOON, start_time: "14:00" },
      reason: "A doctor's appointment",
      status: "open",
      decision_note: null,
      created_at: new Date(NOW).toISOString(),
      decided_at: null,
    });
    expect(await bookingRows(t, f.member.userId)).toEqual([
      { id: b.booking_id, status: "requested", visit_date: "2026-12-15", shift_type: 1 },
    ]);
    const shown = (await listBookings(t, f.member)).body.Data.items[0];
    expect(shown).toMatchObject({
      can_reschedule: false,
      can_cancel: true,
      reschedule: {
        request_id: request.request_id,
        status: "open",
        visit_date: "2026-12-18",
        shift_type: 2,
        start_time: "14:00",
      },
    });
    expect((await rescheduleList(t, f.member)).body.Data).toEqual({
      items: [request],
      total_count: 1,
      page_index: 0,
      page_size: 10,
    });
    expect((await notificationsOf(t, f.member.userId)).at(-1)).toEqual({
      kind: "reschedule_requested",
      ref_id: request.request_id,
      subject: `We have your request to move the visit for Kamala Devi (booking #${b.booking_id})`,
    });
    const mail = await mailTo(t, await emailOf(t, f.member.userId), "We have your request to move the visit");
    expect(mail.text).toContain(`From: 15 Dec 2026, ${MORNING}, starting 09:00 (India time)`);
    expect(mail.text).toContain(`To:   18 Dec 2026, ${AFTERNOON}, starting 14:00 (India time)`);
    expect(mail.text).toContain("Your reason: A doctor's appointment");
  });

  it("lists the caller's requests newest first, paged", async () => {
    const f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
    const requests: number[] = [];
    for (const [i, date] of ["2026-12-10", "2026-12-11", "2026-12-12"].entries()) {
      const b = await booked(
        t,
        f.member,
        bookingBody(f.lovedOnes[i % 2] as number, uncounted, { visit_date: date }),
      );
      clock.advance(60_000);
      const res = await requestReschedule(
        t,
        f.member,
        move(b.booking_id, {
          visit_date: "2026-12-20",
          shift_type: i + 1,
          start_time: ["09:00", "14:00", "18:00"][i],
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      requests.push(res.body.Data.request.request_id);
    }
    clock.set(NOW);
    const page = async (payload: object) => {
      const res = await rescheduleList(t, f.member, payload);
      expect(res.status).toBe(200);
      return res.body.Data as { items: { request_id: number }[]; total_count: number };
    };
    const first = await page({ page_size: 2 });
    expect(first.items.map((r) => r.request_id)).toEqual([requests[2], requests[1]]);
    expect(first.total_count).toBe(3);
    expect((await page({ page_size: 2, page_index: 1 })).items.map((r) => r.request_id)).toEqual([
      requests[0],
    ]);
    expect((await rescheduleList(t, f.member, { page_size: 101 })).status).toBe(400);
  });

  describe("rules", () => {
    let f: Family;
    let lovedOne: number;
    let b: { booking_id: number };
    beforeAll(async () => {
      f = await subscribedFamily(t, { ...YEAR, lovedOnes: 2 });
      lovedOne = f.lovedOnes[0] as number;
      b = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-15" }));
    });

    it("refuses a new time that is past, too soon or beyond the window", async () => {
      await expectRefused(
        t,
        f.member,
        move(b.booking_id, { visit_date: "2026-11-30" }),
        422,
        BOOKING_MESSAGES.pastDate,
      );
      await expectRefused(
        t,
        f.member,
        move(b.booking_id, { visit_date: "2026-12-01", shift_type: 2, start_time: "15:00" }),
        422,
        bookingRuleMessage.tooSoon(12),
      );
      await expectRefused(
        t,
        f.member,
        move(b.booking_id, { visit_date: "2027-03-15" }),
        422,
        bookingRuleMessage.beyondWindow(90),
      );
      await expectRefused(
        t,
        f.member,
        move(b.booking_id, { shift_type: 1, start_time: "15:00" }),
        400,
        BOOKING_MESSAGES.startTimeOutsideShift,
      );
    });

    it("refuses the same day, shift and start", async () => {
      await expectRefused(
        t,
        f.member,
        move(b.booking_id, { visit_date: "2026-12-15", shift_type: 1, start_time: "09:00" }),
        422,
        BOOKING_MESSAGES.rescheduleSame,
      );
    });

    it("refuses a shift in which the loved one already has a visit, but not a new start in the booking's own", async () => {
      await booked(
        t,
        f.member,
        bookingBody(lovedOne, uncounted, { visit_date: "2026-12-18", shift_type: 2, start_time: "16:00" }),
      );
      await expectRefused(
        t,
        f.member,
        move(b.booking_id),
        409,
        bookingRuleMessage.lovedOneShiftTaken("Kamala Devi"),
      );
      const own = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-19" }));
      const res = await requestReschedule(
        t,
        f.member,
        move(own.booking_id, { visit_date: "2026-12-19", shift_type: 1, start_time: "10:30" }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

    it("refuses a date outside the member's plans", async () => {
      const short = await subscribedFamily(t, { startsOn: "2026-12-01", endsOn: "2026-12-31" });
      const booking = await booked(t, short.member, bookingBody(short.lovedOnes[0] as number, uncounted));
      await expectRefused(
        t,
        short.member,
        move(booking.booking_id, { visit_date: "2027-01-05" }),
        422,
        bookingRuleMessage.outsidePlan("1 Dec 2026", "31 Dec 2026"),
      );
    });

    it("refuses a booking that has started, or is cancelled, rejected or completed", async () => {
      const soon = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-02" }));
      clock.set("2026-12-02T04:30:00Z");
      try {
        await expectRefused(t, f.member, move(soon.booking_id), 422, BOOKING_MESSAGES.cannotReschedule);
      } finally {
        clock.set(NOW);
      }
      const other = f.lovedOnes[1] as number;
      for (const [status, date] of [
        ["cancelled", "2026-12-03"],
        ["rejected", "2026-12-04"],
        ["completed", "2026-12-05"],
      ] as const) {
        const gone = await booked(t, f.member, bookingBody(other, uncounted, { visit_date: date }));
        if (status === "cancelled")
          expect((await cancelBooking(t, f.member, gone.booking_id)).status).toBe(200);
        else await setStatus(t, gone.booking_id, status);
        await expectRefused(t, f.member, move(gone.booking_id), 422, BOOKING_MESSAGES.cannotReschedule);
      }
    });

    it("refuses another member's booking, or none (404)", async () => {
      const other = await subscribedFamily(t, YEAR);
      const before = await storedFor(t, f.member.userId);
      await expectRefused(t, other.member, move(b.booking_id), 404, BOOKING_MESSAGES.bookingNotFound);
      await expectRefused(t, f.member, move(2_000_000_000), 404, BOOKING_MESSAGES.bookingNotFound);
      expect(await storedFor(t, f.member.userId)).toEqual(before);
    });
  });

  it("refuses a full shift, but keeps the booking's own place for a new start in the same shift", async () => {
    await setCapacity(t, homeSafety, 2, 1);
    await setCapacity(t, homeSafety, 3, 1);
    const mine = await subscribedFamily(t, YEAR);
    const theirs = await subscribedFamily(t, YEAR);
    await booked(
      t,
      theirs.member,
      bookingBody(theirs.lovedOnes[0] as number, homeSafety, {
        visit_date: "2026-12-19",
        shift_type: 2,
        start_time: "14:00",
      }),
    );
    const b = await booked(
      t,
      mine.member,
      bookingBody(mine.lovedOnes[0] as number, homeSafety, {
        visit_date: "2026-12-21",
        shift_type: 3,
        start_time: "18:00",
      }),
    );
    await expectRefused(
      t,
      mine.member,
      move(b.booking_id, { visit_date: "2026-12-19", shift_type: 2, start_time: "15:00" }),
      409,
      BOOKING_MESSAGES.slotFull,
    );
    const res = await requestReschedule(
      t,
      mine.member,
      move(b.booking_id, { visit_date: "2026-12-21", shift_type: 3, start_time: "19:00" }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("needs room in the allowance of the new month, not of the same one", async () => {
    // Silver includes 1 doctor-visit accompaniment a month.
    const f = await subscribedFamily(t, YEAR);
    const lovedOne = f.lovedOnes[0] as number;
    const december = await booked(t, f.member, bookingBody(lovedOne, doctor, { visit_date: "2026-12-10" }));
    await booked(t, f.member, bookingBody(lovedOne, doctor, { visit_date: "2027-01-10" }));
    await expectRefused(
      t,
      f.member,
      move(december.booking_id, { visit_date: "2027-01-12" }),
      422,
      bookingRuleMessage.allowanceUsed("Doctor-visit accompaniment", "2027-01-12"),
    );
    const res = await requestReschedule(t, f.member, move(december.booking_id, { visit_date: "2026-12-12" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("keeps one open request per booking (409), also when two arrive at once", async () => {
    const f = await subscribedFamily(t, YEAR);
    const lovedOne = f.lovedOnes[0] as number;
    const b = await booked(t, f.member, bookingBody(lovedOne, uncounted));
    expect((await requestReschedule(t, f.member, move(b.booking_id))).status).toBe(200);
    await expectRefused(
      t,
      f.member,
      move(b.booking_id, { visit_date: "2026-12-19" }),
      409,
      BOOKING_MESSAGES.rescheduleOpen,
    );

    const other = await booked(t, f.member, bookingBody(lovedOne, uncounted, { visit_date: "2026-12-16" }));
    const results = await Promise.all([
      requestReschedule(t, f.member, move(other.booking_id, { visit_date: "2026-12-22" })),
      requestReschedule(t, f.member, move(other.booking_id, { visit_date: "2027-01-05" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.Errors.Business_Errors[0]).toEqual({
      Code: "BE010",
      Message: BOOKING_MESSAGES.rescheduleOpen,
    });
    expect(
      (await rescheduleRows(t, f.member.userId)).filter((r) => r.booking_id === other.booking_id),
    ).toHaveLength(1);
    expect(
      (await notificationsOf(t, f.member.userId)).filter((n) => n.kind === "reschedule_requested"),
    ).toHaveLength(2);
  });
});
