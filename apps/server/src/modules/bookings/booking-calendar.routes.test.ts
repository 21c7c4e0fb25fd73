import {
  BOOKING_MESSAGES,
  type ServiceCalendar,
  SHIFT_TYPES,
  type ShiftType,
  shiftStartTimes,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authed, type Member } from "../../test/billing.ts";
import {
  book,
  bookingBody,
  type Family,
  fixedClock,
  serviceId,
  setCapacity,
  subscribedFamily,
  uncountedService,
} from "../../test/bookings.ts";
import { resetRoster, TEST_KOLKATA_ROSTER } from "../../test/companions.ts";
import { TEST_DATABASES, type TestApp, useTestApp } from "../../test/harness.ts";

/** 10:00 India time on Tuesday 1 December 2026. */
const NOW = "2026-12-01T04:30:00Z";
const YEAR = { startsOn: "2026-12-01", endsOn: "2027-11-30" };
const COMPANION_LABEL = "Companion visits (up to 2 hours each)";

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

function calendarCall(t: TestApp, m: Member, payload: object) {
  return t.call({
    method: "POST",
    url: "/api/users/getservicecalendar/",
    headers: authed(m),
    payload,
  });
}

async function calendarOf(t: TestApp, m: Member, payload: object): Promise<ServiceCalendar> {
  const res = await calendarCall(t, m, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Data as ServiceCalendar;
}

function dayOf(c: ServiceCalendar, date: string): Day {
  const day = c.days.find((d) => d.date === date);
  if (!day) throw new Error(`no day ${date}`);
  return day;
}
const shiftOf = (c: ServiceCalendar, date: string, shift: number): Shift => {
  const found = dayOf(c, date).shifts.find((s) => s.shift_type === shift);
  if (!found) throw new Error(`no shift ${shift} on ${date}`);
  return found;
};
/** Each shift's state or reason, "open"/"full" or the reason it is closed. */
const shiftStates = (c: ServiceCalendar, date: string) =>
  dayOf(c, date).shifts.map((s) => (s.state === "closed" ? s.reason : s.state));

describe.each(TEST_DATABASES)("users/getservicecalendar/ (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, {}, { now: clock.now });
  let companion: number;
  let wellness: number;
  let doctor: number;
  let homeSafety: number;
  let uncounted: number;
  const family = (opts: Partial<Parameters<typeof subscribedFamily>[1]> = {}): Promise<Family> =>
    subscribedFamily(t, { ...YEAR, ...opts });

  beforeAll(async () => {
    companion = await serviceId(t, "GEN-COMPANION");
    wellness = await serviceId(t, "GEN-WELLNESS-CHECK");
    doctor = await serviceId(t, "MED-DOCTOR-VISIT");
    homeSafety = await serviceId(t, "GEN-HOME-SAFETY");
    uncounted = await uncountedService(t);
  });

  it("closes a Single plan's days to a second person once it is booked for the first", async () => {
    const f = await family({ beneficiaries: "single", lovedOnes: 2 });
    const [first, second] = f.lovedOnes as [number, number];
    const before = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: uncounted,
      loved_one_id: second,
    });
    expect(dayOf(before, "2026-12-20").state).toBe("open");
    expect((await book(t, f.member, bookingBody(first, uncounted))).status).toBe(200);

    const forSecond = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: uncounted,
      loved_one_id: second,
    });
    expect(dayOf(forSecond, "2026-12-20")).toMatchObject({ state: "closed", reason: "other_person" });
    const forFirst = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: uncounted,
      loved_one_id: first,
    });
    expect(dayOf(forFirst, "2026-12-20").state).toBe("open");
    // The booking call agrees.
    const refused = await book(t, f.member, bookingBody(second, uncounted, { visit_date: "2026-12-20" }));
    expect(refused.status).toBe(422);
  });

  it("shows a month: the rules in force, the earliest start, one day per date with five shifts", async () => {
    const f = await family();
    const c = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: companion,
      loved_one_id: f.lovedOnes[0],
    });
    expect(c).toMatchObject({
      month: "2026-12",
      service_id: companion,
      service_kind: "companion_visit",
      kind_label: COMPANION_LABEL,
      rules: { min_notice_hours: 12, window_days: 90, cancel_cutoff_hours: 24 },
      // 10:00 + 12 hours = 22:00 India time.
      earliest_start_at: "2026-12-01T16:30:00.000Z",
      usage: [{ subscription_id: f.subscriptionId, allowance: 4, used: 0, left: 4 }],
      bookings: [],
    });
    expect(c.days.map((d) => d.date)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, "0")}`),
    );
    for (const d of c.days) {
      expect(d.shifts.map((s) => s.shift_type)).toEqual([...SHIFT_TYPES]);
      expect(d.subscription_id).toBe(f.subscriptionId);
    }
    // Today: the morning and afternoon are within 12 hours; from 22:00 the rest can be booked.
    expect(dayOf(c, "2026-12-01")).toMatchObject({ state: "open", reason: null });
    expect(shiftStates(c, "2026-12-01")).toEqual(["notice", "notice", "open", "open", "open"]);
    expect(shiftOf(c, "2026-12-01", 1)).toEqual({
      shift_type: 1,
      state: "closed",
      reason: "notice",
      places_left: TEST_KOLKATA_ROSTER,
      first_start: null,
    });
    expect(
      dayOf(c, "2026-12-01")
        .shifts.slice(2)
        .map((s) => s.first_start),
    ).toEqual(["22:00", "22:00", "22:00"]);
    // Tomorrow everything is open from each shift's first start.
    expect(dayOf(c, "2026-12-02").shifts).toEqual(
      SHIFT_TYPES.map((shift) => ({
        shift_type: shift,
        state: "open",
        reason: null,
        places_left: TEST_KOLKATA_ROSTER,
        first_start: shiftStartTimes(shift)[0],
      })),
    );
  });

  it("closes past days as past, and today's finished shifts as past, the next ones as too soon", async () => {
    const f = await family({ startsOn: "2026-11-01" });
    const november = await calendarOf(t, f.member, { month: "2026-11", service_id: companion });
    expect(november.days).toHaveLength(30);
    for (const d of november.days) {
      expect(d).toMatchObject({ state: "closed", reason: "past" });
      expect(d.shifts.every((s) => s.state === "closed" && s.reason === "past")).toBe(true);
    }
    clock.set("2026-12-01T08:30:00Z"); // 14:00 India time: no morning start is left.
    try {
      const c = await calendarOf(t, f.member, { month: "2026-12", service_id: companion });
      expect(c.earliest_start_at).toBe("2026-12-01T20:30:00.000Z");
      // 02:00 tomorrow is the first start 12 hours away: in tonight's night shift, which belongs to today.
      expect(shiftStates(c, "2026-12-01")).toEqual(["past", "notice", "notice", "open", "notice"]);
      expect(shiftOf(c, "2026-12-01", 4).first_start).toBe("02:00");
      expect(dayOf(c, "2026-12-01")).toMatchObject({ state: "open", reason: null });
      expect(shiftOf(c, "2026-12-02", 1).first_start).toBe("07:00");
      expect(shiftOf(c, "2026-12-02", 5).first_start).toBe("02:00");

      clock.set("2026-12-01T18:00:00Z"); // 23:30: every start of today has passed but the night's.
      const late = await calendarOf(t, f.member, { month: "2026-12", service_id: companion });
      expect(shiftStates(late, "2026-12-01")).toEqual(["past", "past", "past", "notice", "past"]);
      expect(dayOf(late, "2026-12-01")).toMatchObject({ state: "closed", reason: "past" });
    } finally {
      clock.set(NOW);
    }
  });

  it("closes days beyond the 90-day window, and days outside the plan", async () => {
    const f = await family({ startsOn: "2026-12-01", endsOn: "2027-03-10" });
    const march = await calendarOf(t, f.member, { month: "2027-03", service_id: companion });
    expect(dayOf(march, "2027-03-01")).toMatchObject({ state: "open", subscription_id: f.subscriptionId });
    expect(dayOf(march, "2027-03-02")).toMatchObject({ state: "closed", reason: "window" });
    expect(shiftStates(march, "2027-03-31")).toEqual(Array(5).fill("window"));

    const short = await family({ startsOn: "2026-12-01", endsOn: "2026-12-20" });
    const c = await calendarOf(t, short.member, { month: "2026-12", service_id: companion });
    expect(dayOf(c, "2026-12-20")).toMatchObject({ state: "open", subscription_id: short.subscriptionId });
    for (const date of ["2026-12-21", "2026-12-31"]) {
      expect(dayOf(c, date)).toMatchObject({ state: "closed", reason: "no_plan", subscription_id: null });
    }
  });

  it("closes every day for a member without a plan, and for a kind the tier does not include", async () => {
    const f = await family({ tier: "bronze" });
    const c = await calendarOf(t, f.member, { month: "2026-12", service_id: doctor });
    expect(c.usage).toEqual([{ subscription_id: f.subscriptionId, allowance: 0, used: 0, left: 0 }]);
    expect(dayOf(c, "2026-12-01")).toMatchObject({ state: "closed" });
    for (const d of c.days.slice(1)) expect(d).toMatchObject({ state: "closed", reason: "not_included" });

    const nextYear = await family({ startsOn: "2027-01-01", endsOn: "2027-12-31" });
    const none = await calendarOf(t, nextYear.member, { month: "2026-12", service_id: companion });
    expect(none.usage).toEqual([]);
    expect(none.kind_label).toBe("Companionship Visit");
    for (const d of none.days.slice(1)) expect(d).toMatchObject({ state: "closed", reason: "no_plan" });
  });

  it("closes the rest of a month whose allowance is used, opening the next month", async () => {
    const f = await family({ tier: "bronze" });
    const lovedOne = f.lovedOnes[0] as number;
    for (const visit_date of ["2026-12-10", "2026-12-11"]) {
      expect((await book(t, f.member, bookingBody(lovedOne, companion, { visit_date }))).status).toBe(200);
    }
    // Another service of the same kind shares the allowance.
    const c = await calendarOf(t, f.member, { month: "2026-12", service_id: wellness });
    expect(c.kind_label).toBe(COMPANION_LABEL);
    expect(c.usage).toEqual([{ subscription_id: f.subscriptionId, allowance: 2, used: 2, left: 0 }]);
    for (const d of c.days.slice(1)) expect(d).toMatchObject({ state: "closed", reason: "allowance" });
    const january = await calendarOf(t, f.member, { month: "2027-01", service_id: companion });
    expect(january.usage).toEqual([{ subscription_id: f.subscriptionId, allowance: 2, used: 0, left: 2 }]);
    expect(dayOf(january, "2027-01-10").state).toBe("open");
    // A cancelled visit gives its place in the allowance back.
    await t.database.db.execute(
      sql`update bookings set status = 'cancelled' where user_id = ${f.member.userId} and visit_date = '2026-12-10'`,
    );
    const after = await calendarOf(t, f.member, { month: "2026-12", service_id: companion });
    expect(after.usage).toEqual([{ subscription_id: f.subscriptionId, allowance: 2, used: 1, left: 1 }]);
    expect(dayOf(after, "2026-12-20").state).toBe("open");
  });

  it("shows places left, a full shift, and a day full when every bookable shift is", async () => {
    const f = await family();
    const other = await family();
    await setCapacity(t, homeSafety, 1, 1);
    const booked = await book(t, other.member, bookingBody(other.lovedOnes[0] as number, homeSafety));
    expect(booked.status).toBe(200);

    const c = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: homeSafety,
      loved_one_id: f.lovedOnes[0],
    });
    // Another member's visit takes the only companion working the shift, but is not shown.
    expect(c.bookings).toEqual([]);
    expect(shiftOf(c, "2026-12-15", 1)).toEqual({
      shift_type: 1,
      state: "full",
      reason: null,
      places_left: 0,
      first_start: null,
    });
    expect(dayOf(c, "2026-12-15").state).toBe("open");
    expect(shiftOf(c, "2026-12-16", 1)).toMatchObject({ state: "open", places_left: 1 });
    expect(shiftOf(c, "2026-12-15", 2)).toMatchObject({ state: "open", places_left: TEST_KOLKATA_ROSTER });

    for (const shift of [2, 3, 4, 5]) await setCapacity(t, homeSafety, shift, 0);
    try {
      const full = await calendarOf(t, f.member, {
        month: "2026-12",
        service_id: homeSafety,
        loved_one_id: f.lovedOnes[0],
      });
      expect(dayOf(full, "2026-12-15")).toMatchObject({ state: "full", reason: null });
      expect(shiftStates(full, "2026-12-15")).toEqual(Array(5).fill("full"));
      expect(dayOf(full, "2026-12-16").state).toBe("open");
      // Today the bookable shifts are all full; the others are too soon, so the day is full.
      expect(shiftStates(full, "2026-12-01")).toEqual(["notice", "notice", "full", "full", "full"]);
      expect(dayOf(full, "2026-12-01")).toMatchObject({ state: "full", reason: null });
      // The booking call agrees.
      const refused = await book(t, f.member, bookingBody(f.lovedOnes[0] as number, homeSafety));
      expect(refused.status).toBe(409);
      expect(refused.body.Errors.Business_Errors[0]?.Message).toBe(BOOKING_MESSAGES.slotFull);
    } finally {
      await resetRoster(t);
    }
  });

  it("marks the loved one's booked shifts as taken, and lists only the caller's own visits", async () => {
    const f = await family({ lovedOnes: 2 });
    const [kamala, haripada] = f.lovedOnes as [number, number];
    const start = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: companion,
      loved_one_id: kamala,
    });
    const placesBefore = shiftOf(start, "2026-12-15", 1).places_left;
    const first = await book(t, f.member, bookingBody(kamala, companion));
    const second = await book(
      t,
      f.member,
      bookingBody(haripada, uncounted, { visit_date: "2026-12-20", shift_type: 2, start_time: "14:30" }),
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const stranger = await family();
    expect(
      (await book(t, stranger.member, bookingBody(stranger.lovedOnes[0] as number, companion))).status,
    ).toBe(200);

    const forKamala = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: wellness,
      loved_one_id: kamala,
    });
    expect(shiftOf(forKamala, "2026-12-15", 1)).toMatchObject({ state: "closed", reason: "taken" });
    expect(shiftOf(forKamala, "2026-12-15", 2).state).toBe("open");
    expect(shiftOf(forKamala, "2026-12-20", 2).state).toBe("open");
    const forHaripada = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: wellness,
      loved_one_id: haripada,
    });
    expect(shiftOf(forHaripada, "2026-12-15", 1).state).toBe("open");
    expect(shiftOf(forHaripada, "2026-12-20", 2)).toMatchObject({ state: "closed", reason: "taken" });
    const anyone = await calendarOf(t, f.member, { month: "2026-12", service_id: wellness });
    expect(shiftOf(anyone, "2026-12-15", 1).state).toBe("open");
    // Someone else's loved one shows nothing of theirs.
    const probing = await calendarOf(t, stranger.member, {
      month: "2026-12",
      service_id: wellness,
      loved_one_id: kamala,
    });
    expect(shiftOf(probing, "2026-12-15", 1).state).toBe("open");

    // Every service of the caller's own, in start order; the companions held show both families.
    const c = await calendarOf(t, f.member, {
      month: "2026-12",
      service_id: companion,
      loved_one_id: kamala,
    });
    expect(c.bookings).toEqual([
      {
        booking_id: first.body.Data.booking.booking_id,
        visit_date: "2026-12-15",
        shift_type: 1,
        start_time: "09:00",
        service_name: "Companionship Visit",
        loved_one_name: "Kamala Devi",
        status: "requested",
      },
      {
        booking_id: second.body.Data.booking.booking_id,
        visit_date: "2026-12-20",
        shift_type: 2,
        start_time: "14:30",
        service_name: "Home Visit Coordination",
        loved_one_name: "Haripada Das",
        status: "requested",
      },
    ]);
    expect(c.usage).toEqual([{ subscription_id: f.subscriptionId, allowance: 4, used: 1, left: 3 }]);
    expect(shiftOf(c, "2026-12-15", 1).places_left).toBe(placesBefore - 2);
    expect(
      (await calendarOf(t, stranger.member, { month: "2026-12", service_id: companion })).bookings,
    ).toHaveLength(1);
  });

  it("shows a visit being moved its own place, allowance visit and shift as free, as the move is judged", async () => {
    const f = await family({ tier: "bronze" });
    const lovedOne = f.lovedOnes[0] as number;
    await setCapacity(t, companion, 1, 1);
    try {
      const moving = await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2026-12-27" }));
      const other = await book(t, f.member, bookingBody(lovedOne, companion, { visit_date: "2026-12-28" }));
      expect([moving.status, other.status], JSON.stringify(other.body)).toEqual([200, 200]);
      const bookingId = moving.body.Data.booking.booking_id as number;

      // As a new booking: the month's allowance is used, and the booked shifts are full or taken.
      const asNew = await calendarOf(t, f.member, {
        month: "2026-12",
        service_id: companion,
        loved_one_id: lovedOne,
      });
      expect(dayOf(asNew, "2026-12-29")).toMatchObject({ state: "closed", reason: "allowance" });
      // As the 27 December visit moving: its allowance visit is free for another day, its own place and
      // shift are open to it; the 28 December visit still holds its place and the loved one's shift.
      const move = await calendarOf(t, f.member, {
        month: "2026-12",
        service_id: companion,
        booking_id: bookingId,
      });
      expect(dayOf(move, "2026-12-29").state).toBe("open");
      expect(shiftOf(move, "2026-12-27", 1)).toMatchObject({ state: "open", places_left: 1 });
      expect(shiftStates(move, "2026-12-28")[0]).not.toBe("open");
      // The member's own visits are still listed, the one being moved among them.
      expect(move.bookings.map((b) => b.booking_id)).toContain(bookingId);

      // The request the calendar offers is accepted.
      const asked = await t.call({
        method: "POST",
        url: "/api/users/requestreschedule/",
        headers: authed(f.member),
        payload: {
          booking_id: bookingId,
          visit_date: "2026-12-29",
          shift_type: 1,
          start_time: "09:00",
          reason: "",
        },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    } finally {
      await resetRoster(t);
    }
  });

  it("refuses to show a move for another member's visit (404), or for another service than the visit's (400)", async () => {
    const f = await family();
    const stranger = await family();
    const booked = await book(t, f.member, bookingBody(f.lovedOnes[0] as number, companion));
    expect(booked.status).toBe(200);
    const bookingId = booked.body.Data.booking.booking_id as number;

    const probing = await calendarCall(t, stranger.member, {
      month: "2026-12",
      service_id: companion,
      booking_id: bookingId,
    });
    expect(probing.status).toBe(404);
    expect(probing.body.Errors.Business_Errors).toEqual([
      { Code: "BE004", Message: BOOKING_MESSAGES.bookingNotFound },
    ]);
    const mismatch = await calendarCall(t, f.member, {
      month: "2026-12",
      service_id: wellness,
      booking_id: bookingId,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.Errors.Business_Errors).toEqual([
      { Code: "BE001", Message: BOOKING_MESSAGES.calendarServiceMismatch },
    ]);
    for (const booking_id of [0, -1, "7", 2_147_483_648]) {
      expect(
        (await calendarCall(t, f.member, { month: "2026-12", service_id: companion, booking_id })).status,
      ).toBe(400);
    }
  });

  it("offers as first start exactly the first start the booking call accepts", async () => {
    const f = await family();
    const lovedOne = f.lovedOnes[0] as number;
    const c = await calendarOf(t, f.member, { month: "2026-12", service_id: uncounted });
    for (const date of ["2026-12-01", "2026-12-02"]) {
      for (const shift of SHIFT_TYPES) {
        let accepted: string | null = null;
        for (const start_time of shiftStartTimes(shift as ShiftType)) {
          const res = await book(
            t,
            f.member,
            bookingBody(lovedOne, uncounted, { visit_date: date, shift_type: shift, start_time }),
          );
          if (res.status === 200) {
            accepted = start_time;
            break;
          }
        }
        expect({ date, shift, first: accepted }).toEqual({
          date,
          shift,
          first: shiftOf(c, date, shift).first_start,
        });
      }
    }
  });

  it("refuses a malformed month (400) and an unknown service (422)", async () => {
    const f = await family();
    for (const month of ["2026-13", "2026-1", "December", "", "0000-01"]) {
      const res = await calendarCall(t, f.member, { month, service_id: companion });
      expect(res.status).toBe(400);
      expect(res.body.Errors.Business_Errors).toContainEqual({
        Code: "BE001",
        Message: "Month must be YYYY-MM",
      });
    }
    // The first and last months that can be written are answered whole.
    const last = await calendarOf(t, f.member, { month: "9999-12", service_id: companion });
    expect(last.days).toHaveLength(31);
    expect(last.days.every((d) => d.reason === "window")).toBe(true);
    const early = await calendarOf(t, f.member, { month: "0004-02", service_id: companion });
    expect(early.days.map((d) => d.date).slice(-2)).toEqual(["0004-02-28", "0004-02-29"]);
    expect(early.days.every((d) => d.reason === "past")).toBe(true);

    const unknown = await calendarCall(t, f.member, { month: "2026-12", service_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.Errors.Business_Errors).toEqual([
      { Code: "BE011", Message: BOOKING_MESSAGES.serviceNotFound },
    ]);
    const visitor = await t.call({
      method: "POST",
      url: "/api/users/getservicecalendar/",
      payload: { month: "2026-12", service_id: companion },
    });
    expect(visitor.status).toBe(401);
  });
});

describe.each(TEST_DATABASES)("users/getservicecalendar/ with configured rules (%s)", (kind) => {
  const clock = fixedClock(NOW);
  const t = useTestApp(kind, { BOOKING_MIN_NOTICE_HOURS: 48, BOOKING_WINDOW_DAYS: 10 }, { now: clock.now });

  it("echoes the rules in force and applies them to every day", async () => {
    const companion = await serviceId(t, "GEN-COMPANION");
    const f = await subscribedFamily(t, YEAR);
    const c = await calendarOf(t, f.member, { month: "2026-12", service_id: companion });
    expect(c.rules).toEqual({ min_notice_hours: 48, window_days: 10, cancel_cutoff_hours: 24 });
    expect(c.earliest_start_at).toBe("2026-12-03T04:30:00.000Z");
    expect(shiftStates(c, "2026-12-02")).toEqual(Array(5).fill("notice"));
    expect(shiftOf(c, "2026-12-03", 1).first_start).toBe("10:00");
    expect(dayOf(c, "2026-12-11").state).toBe("open");
    expect(dayOf(c, "2026-12-12")).toMatchObject({ state: "closed", reason: "window" });
  });
});
