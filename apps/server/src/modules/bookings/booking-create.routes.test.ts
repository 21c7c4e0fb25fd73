import { randomUUID } from "node:crypto";
import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  HTTP_MESSAGES,
  ISO_DATE_MESSAGE,
  SYSTEM_MESSAGES,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import {
  addLovedOne,
  book,
  bookingBody,
  bookingRows,
  type Family,
  fixedClock,
  grantPlan,
  serviceId,
  subscribedFamily,
} from "../../test/bookings.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";
import { loginNewAdmin, registerMember } from "../../test/identity.ts";

/** 10:00 India time on Tuesday 1 December 2026. */
const NOW = "2026-12-01T04:30:00Z";
const YEAR = { startsOn: "2026-12-01", endsOn: "2027-11-30" };

type Rows<T> = { rows: T[] };
async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** The outbox rows addressed to a member (kind, record and subject), oldest first. */
async function notificationsOf(t: TestApp, userId: number) {
  return query<{ kind: string; ref_id: number; subject: string }>(
    t,
    sql`select n.kind, n.ref_id, n.subject from notifications n join users u on u.email = n.to_address
        where u.id = ${userId} order by n.id`,
  );
}

/** Everything a booking would write for a member: their bookings and the messages to them. */
async function storedFor(t: TestApp, userId: number) {
  return { bookings: await bookingRows(t, userId), notifications: await notificationsOf(t, userId) };
}

const errorsOf = (res: { body: { Errors: Record<string, { Code: string; Message: string }[]> } }) => [
  ...(res.body.Errors.Business_Errors ?? []),
  ...(res.body.Errors.System_Errors ?? []),
];

/** Sends a booking that must be refused with this status and message, and proves nothing was written. */
async function expectRefused(
  t: TestApp,
  m: Member,
  payload: object,
  status: number,
  message: string,
): Promise<void> {
  const before = await storedFor(t, m.userId);
  const res = await book(t, m, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(errorsOf(res).map((e) => e.Message)).toContain(message);
  expect(await storedFor(t, m.userId)).toEqual(before);
}

function expectBooked(res: Awaited<ReturnType<typeof book>>) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.Data.Message).toBe(BOOKING_MESSAGES.booked);
  return res.body.Data.booking as { booking_id: number } & Record<string, unknown>;
}

describe.each(TEST_DATABASES)("users/servicebooking/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;
  let wellness: number;
  let doctor: number;
  let dailyAssist: number;
  const family = (opts: Partial<Parameters<typeof subscribedFamily>[1]> = {}): Promise<Family> =>
    subscribedFamily(t, { ...YEAR, ...opts });

  beforeAll(async () => {
    companion = await serviceId(t, "GEN-COMPANION");
    wellness = await serviceId(t, "GEN-WELLNESS-CHECK");
    doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    dailyAssist = await serviceId(t, "GEN-DAILY-ASSIST");
  });

  it("books a visit: the success message, the booking as shown, one row and a 'booking received' email", async () => {
    const f = await family();
    const body = bookingBody(f.lovedOnes[0] as number, companion);
    const booking = expectBooked(await book(t, f.member, body));
    expect(booking).toEqual({
      booking_id: expect.any(Number),
      subscription_id: f.subscriptionId,
      service_id: companion,
      service_name: "Companionship Visit",
      service_kind: "companion_visit",
      speciality_id: null,
      speciality_name: null,
      loved_one_id: f.lovedOnes[0],
      loved_one_name: "Kamala Devi",
      visit_date: "2026-12-15",
      shift_type: 1,
      shift_name: "Morning (7 AM – 1 PM)",
      start_time: "09:00",
      // 09:00 in India is 03:30 UTC.
      starts_at: "2026-12-15T03:30:00.000Z",
      duration_minutes: 120,
      address_line: "4 Hindusthan Park",
      city_name: "Kolkata",
      state_name: "West Bengal",
      pincode: "700029",
      notes: "Please ring twice.",
      status: "requested",
      status_reason: null,
      created_at: new Date(NOW).toISOString(),
      can_cancel: true,
      cancel_until: "2026-12-14T03:30:00.000Z",
      can_reschedule: true,
      reschedule: null,
      // Who comes is shown once the team confirms the visit.
      companion: null,
      // After the visit (decision 0046): when they arrived, its report and the family's rating.
      checked_in_at: null,
      report_ready: false,
      rated: false,
      incidents: [],
      appointment: null,
    });
    expect(await bookingRows(t, f.member.userId)).toEqual([
      { id: booking.booking_id, status: "requested", visit_date: "2026-12-15", shift_type: 1 },
    ]);
    // A companion of Kolkata's roster is held for the whole morning shift (decision 0044).
    const [held] = (
      (await t.database.db.execute(
        sql`select b.companion_id, c.city_id = l.city_id as same_city, b.window_start, b.window_end
            from bookings b join companions c on c.id = b.companion_id join loved_ones l on l.id = b.loved_one_id
            where b.id = ${booking.booking_id}`,
      )) as unknown as {
        rows: { companion_id: number; same_city: boolean; window_start: Date; window_end: Date }[];
      }
    ).rows;
    expect(held?.same_city).toBe(true);
    expect(new Date(held?.window_start ?? 0).toISOString()).toBe("2026-12-15T01:30:00.000Z");
    expect(new Date(held?.window_end ?? 0).toISOString()).toBe("2026-12-15T07:30:00.000Z");
    expect(await notificationsOf(t, f.member.userId)).toEqual([
      {
        kind: "booking_received",
        ref_id: booking.booking_id,
        subject: "We have your booking for Kamala Devi on 15 Dec 2026",
      },
    ]);

    // The email itself leaves through the outbox.
    let mail: (typeof t.outbox.sent)[number] | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      await t.app.notifier.deliverDue();
      mail = t.outbox.sent.find((m) => m.subject.includes("We have your booking for Kamala Devi"));
      if (!mail) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mail?.text).toContain(`We have received your booking #${booking.booking_id}:`);
    expect(mail?.text).toContain("Companionship Visit for Kamala Devi");
    expect(mail?.text).toContain("15 Dec 2026, Morning (7 AM – 1 PM), starting 09:00 (India time)");
  });

  it("answers a retry (same key, same details) with the first booking, also once its start has passed", async () => {
    const f = await family();
    const body = bookingBody(f.lovedOnes[0] as number, companion, { visit_date: "2026-12-03" });
    const first = expectBooked(await book(t, f.member, body));
    const again = expectBooked(await book(t, f.member, body));
    expect(again.booking_id).toBe(first.booking_id);
    clock.set("2026-12-04T04:30:00Z");
    try {
      const late = expectBooked(await book(t, f.member, body));
      expect(late.booking_id).toBe(first.booking_id);
    } finally {
      clock.set(NOW);
    }
    expect(await bookingRows(t, f.member.userId)).toHaveLength(1);
    expect(await notificationsOf(t, f.member.userId)).toHaveLength(1);
  });

  it("refuses the same key with other details (409), keeping the first booking", async () => {
    const f = await family();
    const body = bookingBody(f.lovedOnes[0] as number, companion);
    expectBooked(await book(t, f.member, body));
    await expectRefused(
      t,
      f.member,
      { ...body, visit_date: "2026-12-16" },
      409,
      BOOKING_MESSAGES.idempotencyMismatch,
    );
  });

  describe("when", () => {
    let f: Family;
    let lovedOne: number;
    beforeAll(async () => {
      f = await family();
      lovedOne = f.lovedOnes[0] as number;
    });
    const at = (change: object) => bookingBody(lovedOne, companion, change);

    it("refuses a day that has passed", async () => {
      await expectRefused(t, f.member, at({ visit_date: "2026-11-30" }), 422, BOOKING_MESSAGES.pastDate);
    });

    it("refuses today at a start that has already passed", async () => {
      // 09:00 today, an hour ago.
      await expectRefused(
        t,
        f.member,
        at({ visit_date: "2026-12-01", shift_type: 1, start_time: "09:00" }),
        422,
        BOOKING_MESSAGES.pastDate,
      );
    });

    it("refuses a start inside the 12 hours' notice, and takes one exactly 12 hours ahead", async () => {
      for (const when of [
        { visit_date: "2026-12-01", shift_type: 1, start_time: "12:00" },
        { visit_date: "2026-12-01", shift_type: 3, start_time: "21:30" },
      ]) {
        await expectRefused(t, f.member, at(when), 422, bookingRuleMessage.tooSoon(12));
      }
      // 22:00 India time today is exactly 12 hours from 10:00.
      const edge = expectBooked(
        await book(t, f.member, at({ visit_date: "2026-12-01", shift_type: 4, start_time: "22:00" })),
      );
      expect(edge.starts_at).toBe("2026-12-01T16:30:00.000Z");
    });

    it("takes day 90 from today and refuses day 91", async () => {
      await expectRefused(
        t,
        f.member,
        at({ visit_date: "2027-03-02" }),
        422,
        bookingRuleMessage.beyondWindow(90),
      );
      expectBooked(await book(t, f.member, at({ visit_date: "2027-03-01" })));
    });

    it("refuses a start time outside the chosen shift, and a shift that does not exist (400)", async () => {
      await expectRefused(
        t,
        f.member,
        at({ shift_type: 1, start_time: "14:00" }),
        400,
        BOOKING_MESSAGES.startTimeOutsideShift,
      );
      // The morning shift ends at 13:00: its last start is 12:00, an hour before.
      await expectRefused(
        t,
        f.member,
        at({ shift_type: 1, start_time: "12:30" }),
        400,
        BOOKING_MESSAGES.startTimeOutsideShift,
      );
      await expectRefused(t, f.member, at({ shift_type: 6 }), 400, BOOKING_MESSAGES.shiftRequired);
      await expectRefused(t, f.member, at({ start_time: "9:00" }), 400, BOOKING_MESSAGES.startTimeRequired);
      await expectRefused(t, f.member, at({ visit_date: "2026-02-30" }), 400, ISO_DATE_MESSAGE);
    });
  });

  describe("plan", () => {
    it("refuses a member without a plan", async () => {
      const registered = await registerMember(t);
      const m = { userId: registered.userId, token: registered.token };
      const lovedOne = await addLovedOne(t, m);
      await expectRefused(t, m, bookingBody(lovedOne, companion), 422, BOOKING_MESSAGES.noPlan);
    });

    it("refuses a date outside the plan's dates, naming them", async () => {
      const f = await family({ startsOn: "2026-12-01", endsOn: "2026-12-20" });
      const message = bookingRuleMessage.outsidePlan("1 Dec 2026", "20 Dec 2026");
      await expectRefused(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] as number, companion, { visit_date: "2026-12-21" }),
        422,
        message,
      );
      expect(message).toBe(
        "Your plan does not cover this date. Please choose a date from 1 Dec 2026 to 20 Dec 2026, or renew your plan.",
      );
      expectBooked(
        await book(
          t,
          f.member,
          bookingBody(f.lovedOnes[0] as number, companion, { visit_date: "2026-12-20" }),
        ),
      );
    });

    it("books under the plan covering the day, and names the asked-for plan's dates when it does not cover it", async () => {
      const f = await family({ startsOn: "2026-12-01", endsOn: "2026-12-31" });
      const next = await grantPlan(t, f.member.userId, { startsOn: "2027-01-01", endsOn: "2027-12-31" });
      const lovedOne = f.lovedOnes[0] as number;
      const january = expectBooked(
        await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2027-01-05" })),
      );
      expect(january.subscription_id).toBe(next);
      const december = expectBooked(
        await book(t, f.member, bookingBody(lovedOne, companion, { subscription_id: f.subscriptionId })),
      );
      expect(december.subscription_id).toBe(f.subscriptionId);
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, companion, { visit_date: "2027-01-06", subscription_id: f.subscriptionId }),
        422,
        bookingRuleMessage.outsidePlan("1 Dec 2026", "31 Dec 2026"),
      );
    });

    it("names the plan dates nearest a day in a gap between plans, not a span that promises the gap", async () => {
      const f = await family({ startsOn: "2026-12-01", endsOn: "2026-12-10" });
      await grantPlan(t, f.member.userId, { startsOn: "2027-01-01", endsOn: "2027-01-31" });
      const lovedOne = f.lovedOnes[0] as number;
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, companion, { visit_date: "2026-12-20" }),
        422,
        bookingRuleMessage.outsidePlan("1 Jan 2027", "31 Jan 2027"),
      );
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, companion, { visit_date: "2027-02-05" }),
        422,
        bookingRuleMessage.outsidePlan("1 Jan 2027", "31 Jan 2027"),
      );
      // A renewal continuing the first plan joins it into one span.
      await grantPlan(t, f.member.userId, { startsOn: "2026-12-11", endsOn: "2026-12-31" });
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, companion, { visit_date: "2027-02-05" }),
        422,
        bookingRuleMessage.outsidePlan("1 Dec 2026", "31 Jan 2027"),
      );
    });

    it("refuses another member's subscription_id as not found", async () => {
      const f = await family();
      const other = await family();
      await expectRefused(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] as number, companion, { subscription_id: other.subscriptionId }),
        422,
        BOOKING_MESSAGES.planNotFound,
      );
    });

    it("refuses a kind the tier does not include (a doctor visit on Bronze)", async () => {
      const f = await family({ tier: "bronze" });
      const message = bookingRuleMessage.notIncluded("Doctor Appointment Accompaniment", "bronze");
      expect(message).toContain("is not included in your Bronze plan");
      await expectRefused(t, f.member, bookingBody(f.lovedOnes[0] as number, doctor), 422, message);
    });

    it("refuses a visit beyond the month's allowance, counted per kind and calendar month", async () => {
      const f = await family({ tier: "bronze" });
      const lovedOne = f.lovedOnes[0] as number;
      expectBooked(await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2026-12-10" })));
      expectBooked(await book(t, f.member, bookingBody(lovedOne, wellness, { visit_date: "2026-12-11" })));
      const message = bookingRuleMessage.allowanceUsed("Companion visits (up to 2 hours each)", "2026-12-12");
      expect(message).toBe(
        "You have used all of this month's companion visits (up to 2 hours each) for December 2026. Please choose a date in another month.",
      );
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, companion, { visit_date: "2026-12-12" }),
        422,
        message,
      );
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, wellness, { visit_date: "2026-12-31" }),
        422,
        bookingRuleMessage.allowanceUsed("Companion visits (up to 2 hours each)", "2026-12-31"),
      );
      expectBooked(await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2027-01-04" })));
    });

    it("books a Single plan's visits for one person only; a Couple plan for both", async () => {
      const single = await family({ beneficiaries: "single", lovedOnes: 2 });
      const [kamala, haripada] = single.lovedOnes as [number, number];
      expectBooked(await book(t, single.member, bookingBody(kamala, companion)));
      await expectRefused(
        t,
        single.member,
        bookingBody(haripada, companion, { visit_date: "2026-12-16" }),
        422,
        bookingRuleMessage.singlePlanOtherPerson("Kamala Devi"),
      );
      expectBooked(
        await book(t, single.member, bookingBody(kamala, companion, { visit_date: "2026-12-16" })),
      );

      const couple = await family({ beneficiaries: "couple", lovedOnes: 2 });
      const [first, second] = couple.lovedOnes as [number, number];
      expectBooked(await book(t, couple.member, bookingBody(first, companion)));
      const other = expectBooked(await book(t, couple.member, bookingBody(second, companion)));
      expect(other.loved_one_name).toBe("Haripada Das");
    });
  });

  describe("who and what", () => {
    it("refuses another member's loved one", async () => {
      const f = await family();
      const other = await family();
      await expectRefused(
        t,
        f.member,
        bookingBody(other.lovedOnes[0] as number, companion),
        422,
        BOOKING_MESSAGES.lovedOneNotFound,
      );
    });

    it("refuses an unknown service and one no longer offered", async () => {
      const f = await family();
      const lovedOne = f.lovedOnes[0] as number;
      await expectRefused(t, f.member, bookingBody(lovedOne, 999_999), 422, BOOKING_MESSAGES.serviceNotFound);
      const retired = await serviceId(t, "CNV-TECH-HELP");
      await t.database.db.execute(sql`update services set is_active = false where id = ${retired}`);
      try {
        await expectRefused(
          t,
          f.member,
          bookingBody(lovedOne, retired),
          422,
          BOOKING_MESSAGES.serviceNotFound,
        );
      } finally {
        await t.database.db.execute(sql`update services set is_active = true where id = ${retired}`);
      }
    });

    it("asks for a speciality where the service needs one, and refuses an unknown one", async () => {
      const f = await family();
      const lovedOne = f.lovedOnes[0] as number;
      const [needs] = await query<{ needs_speciality: boolean }>(
        t,
        sql`select needs_speciality from services where id = ${dailyAssist}`,
      );
      expect(needs?.needs_speciality).toBe(true);
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, dailyAssist),
        400,
        BOOKING_MESSAGES.specialityRequired,
      );
      await expectRefused(
        t,
        f.member,
        bookingBody(lovedOne, dailyAssist, { speciality_id: 999_999 }),
        422,
        BOOKING_MESSAGES.specialityNotFound,
      );
      const [speciality] = await query<{ id: number; name: string }>(
        t,
        sql`select id, name from specialities where code = 'COMPANION'`,
      );
      const booked = expectBooked(
        await book(t, f.member, bookingBody(lovedOne, dailyAssist, { speciality_id: speciality?.id })),
      );
      expect(booked).toMatchObject({ speciality_id: speciality?.id, speciality_name: "Companion care" });
    });

    it("books one visit per loved one per shift and day (409 for a second, whatever the service)", async () => {
      const f = await family();
      const lovedOne = f.lovedOnes[0] as number;
      expectBooked(await book(t, f.member, bookingBody(lovedOne, companion)));
      const taken = bookingRuleMessage.lovedOneShiftTaken("Kamala Devi");
      await expectRefused(t, f.member, bookingBody(lovedOne, companion), 409, taken);
      await expectRefused(t, f.member, bookingBody(lovedOne, wellness, { start_time: "11:00" }), 409, taken);
      // Another shift the same day is fine.
      expectBooked(
        await book(t, f.member, bookingBody(lovedOne, companion, { shift_type: 2, start_time: "14:00" })),
      );
    });
  });

  describe("identity", () => {
    it("takes who books from the session: a user_id in the body is refused", async () => {
      const f = await family();
      const other = await family();
      const body = bookingBody(f.lovedOnes[0] as number, companion);
      await expectRefused(
        t,
        f.member,
        { ...body, user_id: f.member.userId },
        400,
        `${SYSTEM_MESSAGES.unknownField}: "user_id"`,
      );
      await expectRefused(t, f.member, { ...body, user_id: other.member.userId }, 403, HTTP_MESSAGES[403]);
      expectBooked(await book(t, f.member, body));
      expect(await bookingRows(t, other.member.userId)).toEqual([]);
    });

    it("answers a visitor 401 and an administrator 403, storing nothing", async () => {
      const f = await family();
      const body = bookingBody(f.lovedOnes[0] as number, companion);
      const [before] = await query<{ n: number }>(t, sql`select count(*)::int as n from bookings`);
      const visitor = await t.call({ method: "POST", url: "/api/users/servicebooking/", payload: body });
      expect(visitor.status).toBe(401);
      const admin = await loginNewAdmin(t);
      const asAdmin = await t.call({
        method: "POST",
        url: "/api/users/servicebooking/",
        headers: authed({ userId: 0, token: admin.token }),
        payload: body,
      });
      expect(asAdmin.status).toBe(403);
      const [after] = await query<{ n: number }>(t, sql`select count(*)::int as n from bookings`);
      expect(after?.n).toBe(before?.n);
    });

    it("refuses a malformed idempotency key", async () => {
      const f = await family();
      await expectRefused(
        t,
        f.member,
        bookingBody(f.lovedOnes[0] as number, companion, { idempotency_key: "not-a-uuid" }),
        400,
        BOOKING_MESSAGES.idempotencyKeyInvalid,
      );
      expect(randomUUID()).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});

describe.each(TEST_DATABASES)("users/servicebooking/ with configured rules (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, { BOOKING_MIN_NOTICE_HOURS: 48, BOOKING_WINDOW_DAYS: 10 }, { now: clock.now });

  it("moves the notice to 48 hours and the window to 10 days", async () => {
    const companion = await serviceId(t, "GEN-COMPANION");
    const f = await subscribedFamily(t, YEAR);
    const at = (change: object) => bookingBody(f.lovedOnes[0] as number, companion, change);
    // 48 hours from 10:00 on 1 December is 10:00 on 3 December.
    await expectRefused(
      t,
      f.member,
      at({ visit_date: "2026-12-02", shift_type: 4, start_time: "22:00" }),
      422,
      bookingRuleMessage.tooSoon(48),
    );
    await expectRefused(
      t,
      f.member,
      at({ visit_date: "2026-12-03", start_time: "09:30" }),
      422,
      bookingRuleMessage.tooSoon(48),
    );
    expectBooked(await book(t, f.member, at({ visit_date: "2026-12-03", start_time: "10:00" })));
    await expectRefused(
      t,
      f.member,
      at({ visit_date: "2026-12-12" }),
      422,
      bookingRuleMessage.beyondWindow(10),
    );
    expectBooked(await book(t, f.member, at({ visit_date: "2026-12-11" })));
  });
});
