import { randomUUID } from "node:crypto";
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  type BookingStatus,
  bookingRuleMessage,
  type ClosedReason,
  holidayDay,
  type PlanTier,
  SHIFT_TYPES,
  type ShiftType,
  shiftStartTimes,
} from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { HOLIDAY_SEED_YEARS, libraryHolidays } from "../../db/seed/holidays.ts";
import { AppError } from "../../http/app-error.ts";
import { exclusionViolationOf } from "../../lib/db-errors.ts";
import { addDays } from "../../lib/india-date.ts";
import { bookingBody, grantPlan, serviceId, subscribedFamily } from "../../test/bookings.ts";
import { TEST_APP_CONFIG, TEST_DATABASES, useTestApp } from "../../test/harness.ts";
import { bookingLetters } from "../../test/letters.ts";
import { createAvailability } from "../availability/availability.service.ts";
import { createPlanCover } from "../billing/plan-cover.service.ts";
import { createRoster } from "../companions/roster.service.ts";
import { createHolidayCalendar } from "../holidays/holidays.service.ts";
import { createLovedOneAccess } from "../members/loved-one-access.service.ts";
import { createMemberDirectory } from "../members/member-directory.service.ts";
import { createRescheduleRecords } from "../reschedules/reschedule-records.service.ts";
import { createSeriesMessages } from "../schedules/series-messages.ts";
import { createVisitSeries } from "../schedules/visit-series.service.ts";
import { createVisitRecords } from "../visits/visit-records.service.ts";
import { createBookingCalendar } from "./booking-calendar.service.ts";
import { createBookingCreation } from "./booking-create.service.ts";
import { createBookingMoves } from "./booking-moves.service.ts";
import { createSeriesVisits } from "./series-visits.service.ts";

/*
 * The calendar and the booking call agree (issue 24): for generated plans, visits already booked (the
 * member's, for either loved one, and other families', some holding a companion), a roster (issue 26:
 * companions of some kinds, areas, weekly patterns, leave, checks and active or not), notice and window
 * settings, clocks and days, a shift the calendar calls open can be booked at the start it offers, holding
 * a companion who could make it, and a shift it closes (or calls full) is refused with the message of the
 * reason it shows. And a care schedule (issue 44) over the same scenarios never takes a place a single
 * booking could not: a date it books was open in the calendar, a date it skips is closed for the reason the
 * calendar gives (or was open but beyond the month's allowance the schedule itself used, or in a month not
 * yet open to schedules), and confirming books exactly the dates the preview called bookable.
 */

const SERVICES = [
  "GEN-COMPANION",
  "GEN-WELLNESS-CHECK",
  "LOG-BILLS-BANKING",
  "MED-DOCTOR-VISIT",
  "EMG-COORDINATION",
];
const TIERS: PlanTier[] = ["bronze", "silver", "gold"];
/** Days are counted from 30 November 2026 (India). */
const dayOf = (n: number) => addDays("2026-11-30", n);

// Plans start and end around the days asked about, so that most days are covered by one or two of them.
const planArb = fc.record({
  tier: fc.constantFrom(...TIERS),
  beneficiaries: fc.constantFrom("single" as const, "couple" as const),
  start: fc.integer({ min: -40, max: 10 }),
  length: fc.integer({ min: 0, max: 90 }),
});
// Visits fall near the day asked about (the same shift, month and loved one often enough to matter).
const visitArb = fc.record({
  service: fc.constantFrom(...SERVICES),
  plan: fc.nat(),
  lovedOne: fc.integer({ min: 0, max: 1 }),
  dayDelta: fc.oneof(fc.constant(0), fc.integer({ min: -6, max: 6 })),
  shift: fc.constantFrom(...SHIFT_TYPES),
  status: fc.constantFrom<BookingStatus>(...BOOKING_STATUSES),
  companion: fc.option(fc.nat({ max: 3 }), { nil: null }),
});
const otherVisitArb = fc.record({
  dayDelta: fc.integer({ min: -1, max: 1 }),
  shift: fc.constantFrom(...SHIFT_TYPES),
  status: fc.constantFrom<BookingStatus>(...BOOKING_STATUSES),
  /** The companion of the roster it holds (by index), if any. */
  companion: fc.option(fc.nat({ max: 3 }), { nil: null }),
});
/** A companion of Kolkata's roster: the loved ones live at PIN code 700029. */
const companionArb = fc.record({
  kinds: fc.subarray(["companion_visit", "doctor_visit", "errand"]),
  /** The whole city, a list with the loved ones' PIN code, a list without it. */
  area: fc.constantFrom("city" as const, "pin" as const, "elsewhere" as const),
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
  shifts: fc.subarray([...SHIFT_TYPES]),
  /** Leave from `from` days after the day asked, for `length` more days. */
  leave: fc.option(
    fc.record({ from: fc.integer({ min: -2, max: 2 }), length: fc.integer({ min: 0, max: 2 }) }),
    {
      nil: null,
    },
  ),
  active: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  vetted: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});
const scenarioArb = fc.record({
  /** Minutes after 30 November 2026 00:00 India time. */
  nowMinutes: fc.integer({ min: 0, max: 12 * 24 * 60 }),
  notice: fc.integer({ min: 0, max: 48 }),
  window: fc.oneof(
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 }) },
    { weight: 4, arbitrary: fc.integer({ min: 40, max: 60 }) },
  ),
  service: fc.constantFrom(...SERVICES),
  roster: fc.array(companionArb, { maxLength: 4 }),
  plans: fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 6, arbitrary: fc.array(planArb, { minLength: 1, maxLength: 2 }) },
  ),
  visits: fc.array(visitArb, { maxLength: 12 }),
  others: fc.array(otherVisitArb, { maxLength: 8 }),
  /** Days after the clock's day (mostly ahead, sometimes today or yesterday). */
  askAhead: fc.oneof(
    { weight: 1, arbitrary: fc.integer({ min: -1, max: 1 }) },
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 35 }) },
  ),
  askLovedOne: fc.integer({ min: 0, max: 1 }),
  /**
   * A holiday the team keeps (decision 0079), a day either side of the one asked about: for all of India,
   * the loved ones' state (West Bengal) or another state's; closed, or reopened. The library's own days
   * (Christmas, West Bengal's) are there besides.
   */
  holiday: fc.option(
    fc.record({
      dayDelta: fc.integer({ min: -1, max: 1 }),
      place: fc.constantFrom("india" as const, "state" as const, "elsewhere" as const),
      closed: fc.boolean(),
    }),
    { nil: null },
  ),
});
/** A weekly pattern from a few days after the day asked, for up to five weeks, under the first plan. */
const seriesArb = fc.record({
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
  shift: fc.constantFrom(...SHIFT_TYPES),
  fromDelta: fc.integer({ min: -1, max: 5 }),
  length: fc.integer({ min: 0, max: 35 }),
});
/** The calendar's reason for a closed shift → the state a schedule's date takes for it. */
const SERIES_STATE_OF: Record<string, string> = {
  past: "past",
  notice: "notice",
  window: "later",
  no_plan: "no_plan",
  allowance: "allowance",
  taken: "taken",
  full: "full",
};
/**
 * The states a schedule's date may take where the calendar shows its shift `shown`: the same reason; or the
 * month's allowance, which the schedule's own earlier dates may use up, before a holiday, the loved one's
 * shift and the roster are judged; beyond the window, `later`, or a reason of the rules judged as if it were open.
 */
function seriesMay(shown: string): string[] {
  if (shown === "open") return ["ok", "allowance", "later"];
  if (shown === "window") return ["later", "allowance", "holiday", "taken", "no_plan"];
  const same = SERIES_STATE_OF[shown] ?? shown;
  // The rules after the allowance: a holiday, the loved one's shift, the roster.
  return ["holiday", "taken", "full"].includes(shown) ? [same, "allowance"] : [same];
}
type Generated = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;
/** A generated scenario, with the day asked about counted from 30 November 2026 like every other. */
type Scenario = Generated & { askDay: number };
const withAskDay = (g: Generated): Scenario => ({
  ...g,
  askDay: Math.max(0, Math.floor(g.nowMinutes / 1440) + g.askAhead),
});

/** The library's closed days the scenarios' range meets: national, and West Bengal's (decision 0079). */
const LIBRARY = libraryHolidays(HOLIDAY_SEED_YEARS);
const libraryOf = (code: string | null) =>
  new Map(LIBRARY.filter((h) => h.stateCode === code).map((h) => [h.date, h.name]));
const LIBRARY_NATIONAL = libraryOf(null);
const LIBRARY_WEST_BENGAL = libraryOf("WB");
const TEAM_HOLIDAY = "Durga Puja (team)";

/**
 * The holiday closing a day for a loved one in West Bengal, by the model: a national one first, else the
 * state's; the library's day where the team's would share its date and place (the team's is then never
 * added), and the team's only while closed.
 */
function holidayOn(s: Scenario, date: string): string | undefined {
  const h = s.holiday;
  const team = (place: "india" | "state") =>
    h && h.place === place && h.closed && dayOf(s.askDay + h.dayDelta) === date ? TEAM_HOLIDAY : undefined;
  return LIBRARY_NATIONAL.get(date) ?? team("india") ?? LIBRARY_WEST_BENGAL.get(date) ?? team("state");
}

const HOLDING: BookingStatus[] = ["requested", "confirmed", "completed"];

describe.each(TEST_DATABASES)("the calendar and the booking call agree (%s)", (kind) => {
  const t = useTestApp(kind);
  const names = ["Kamala Devi", "Haripada Das"];
  let member: { userId: number; token: string };
  let lovedOnes: number[];
  let other: { userId: number; subscriptionId: number };
  const ids = new Map<string, { id: number; name: string; kind: string }>();

  const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
  let kolkata: { cityId: number; stateId: number };
  let phones = 0;

  beforeAll(async () => {
    // The scenario's roster is the only one: the development roster steps aside.
    await exec(sql`update companions set is_active = false`);
    const place = (await exec(sql`select id, state_id from cities where name = 'Kolkata'`)) as unknown as {
      rows: { id: number; state_id: number }[];
    };
    kolkata = { cityId: place.rows[0]?.id ?? 0, stateId: place.rows[0]?.state_id ?? 0 };
    const family = await subscribedFamily(t, { startsOn: "2026-01-01", endsOn: "2026-01-31", lovedOnes: 2 });
    member = family.member;
    lovedOnes = family.lovedOnes;
    const stranger = await subscribedFamily(t, {
      startsOn: "2026-01-01",
      endsOn: "2028-12-31",
      lovedOnes: 0,
    });
    other = { userId: stranger.member.userId, subscriptionId: stranger.subscriptionId };
    for (const code of SERVICES) {
      const id = await serviceId(t, code);
      const rows = (await exec(sql`select name, kind from services where id = ${id}`)) as unknown as {
        rows: { name: string; kind: string }[];
      };
      const row = rows.rows[0];
      if (!row) throw new Error(code);
      ids.set(code, { id, name: row.name, kind: row.kind });
    }
  });

  const service = (code: string) => {
    const s = ids.get(code);
    if (!s) throw new Error(code);
    return s;
  };

  /** The scenario's roster in Kolkata; returns the companions' ids in the scenario's order. */
  async function arrangeRoster(s: Scenario): Promise<number[]> {
    // The last scenario's companions (their accounts stay: each scenario's phones are new).
    await exec(sql`delete from companions where user_id in (select id from users where phone like '+9161%')`);
    const ids: number[] = [];
    for (const c of s.roster) {
      phones += 1;
      const phone = `+9161${String(phones).padStart(8, "0")}`;
      const user = (await exec(
        sql`insert into users (user_type, user_name, phone, email) values (3, 'Test Companion', ${phone}, '') returning id`,
      )) as unknown as { rows: { id: number }[] };
      const pincodes = c.area === "city" ? [] : c.area === "pin" ? ["700029", "700019"] : ["700019"];
      const weekly = c.weekdays.flatMap((weekday) => c.shifts.map((shift_type) => ({ weekday, shift_type })));
      const checked = c.vetted ? "2026-01-10" : null;
      const row = (await exec(sql`
        insert into companions (user_id, languages, service_kinds, state_id, city_id, pincodes,
          identity_verified_on, police_verified_on, training_completed_on, is_active, weekly)
        values (${user.rows[0]?.id}, '["Bengali"]'::jsonb, ${JSON.stringify(c.kinds)}::jsonb, ${kolkata.stateId},
          ${kolkata.cityId}, ${`{${pincodes.join(",")}}`}::text[], '2026-01-10', ${checked}, '2026-01-10', ${c.active},
          ${JSON.stringify(weekly)}::jsonb)
        returning id`)) as unknown as { rows: { id: number }[] };
      const id = row.rows[0]?.id ?? 0;
      ids.push(id);
      if (c.leave) {
        await exec(sql`insert into companion_leave (companion_id, starts_on, ends_on)
          values (${id}, ${dayOf(s.askDay + c.leave.from)}, ${dayOf(s.askDay + c.leave.from + c.leave.length)})`);
      }
    }
    return ids;
  }

  /** Writes the scenario: the member's plans, the roster, the visits already booked. */
  async function arrange(s: Scenario): Promise<number[]> {
    await exec(sql`delete from reschedule_requests`);
    await exec(sql`delete from bookings`);
    await exec(sql`delete from visit_series`);
    await exec(sql`delete from subscriptions where user_id = ${member.userId}`);
    await exec(sql`delete from holidays where source = 'team'`);
    if (s.holiday) {
      const stateId =
        s.holiday.place === "india"
          ? null
          : s.holiday.place === "state"
            ? kolkata.stateId
            : sql`(select id from states where code = 'KA')`;
      await exec(sql`insert into holidays (on_date, name, state_id, closed, source)
        values (${dayOf(s.askDay + s.holiday.dayDelta)}, ${TEAM_HOLIDAY}, ${stateId}, ${s.holiday.closed}, 'team')
        on conflict do nothing`);
    }
    const asked = service(s.service);
    const roster = await arrangeRoster(s);
    const plans: number[] = [];
    for (const p of s.plans) {
      plans.push(
        await grantPlan(t, member.userId, {
          tier: p.tier,
          beneficiaries: p.beneficiaries,
          startsOn: dayOf(s.askDay + p.start),
          endsOn: dayOf(s.askDay + p.start + p.length),
        }),
      );
    }
    // One holding visit per loved one and shift (the unique index): later duplicates are dropped.
    const held = new Set<string>();
    for (const v of s.visits) {
      const plan = plans[v.plan % Math.max(1, plans.length)];
      if (plan === undefined) break;
      const day = Math.max(0, s.askDay + v.dayDelta);
      const key = `${v.lovedOne}:${day}:${v.shift}`;
      if (HOLDING.includes(v.status) && held.has(key)) continue;
      if (HOLDING.includes(v.status)) held.add(key);
      await insertVisit({
        userId: member.userId,
        subscriptionId: plan,
        lovedOneId: lovedOnes[v.lovedOne] ?? null,
        lovedOneName: names[v.lovedOne] ?? "",
        service: service(v.service),
        day: dayOf(day),
        shift: v.shift,
        status: v.status,
        companionId: v.companion === null ? null : (roster[v.companion] ?? null),
      });
    }
    for (const o of s.others) {
      await insertVisit({
        userId: other.userId,
        subscriptionId: other.subscriptionId,
        lovedOneId: null,
        lovedOneName: "Another family",
        service: asked,
        day: dayOf(Math.max(0, s.askDay + o.dayDelta)),
        shift: o.shift,
        status: o.status,
        companionId: o.companion === null ? null : (roster[o.companion] ?? null),
      });
    }
    return plans;
  }

  async function insertVisit(v: {
    userId: number;
    subscriptionId: number;
    lovedOneId: number | null;
    lovedOneName: string;
    service: { id: number; kind: string };
    day: string;
    shift: ShiftType;
    status: BookingStatus;
    companionId: number | null;
  }) {
    const start = shiftStartTimes(v.shift)[0] ?? "00:00";
    const insert = (companionId: number | null) =>
      exec(sql`
        insert into bookings (user_id, subscription_id, loved_one_id, loved_one_name, service_id, service_kind,
          visit_date, shift_type, start_time, starts_at, address_line, city_id, state_id, pincode, status,
          idempotency_key, request_hash, companion_id)
        select ${v.userId}, ${v.subscriptionId}, ${v.lovedOneId}, ${v.lovedOneName}, ${v.service.id},
          ${v.service.kind}, ${v.day}, ${v.shift}, ${start}, now(), '4 Hindusthan Park', c.id, c.state_id,
          '700029', ${v.status}, ${randomUUID()}, 'arranged', ${companionId}
        from cities c where c.name = 'Kolkata'`);
    // A companion already holding an overlapping visit cannot hold this one (the exclusion constraint).
    await insert(v.companionId).catch(async (error: unknown) => {
      if (!exclusionViolationOf(error)) throw error;
      await insert(null);
    });
  }

  /** Whether the companion a booking holds could make it: active, vetted, of the kind, area and shift, free. */
  async function heldFits(bookingId: number): Promise<boolean> {
    const rows = (await exec(sql`
      select b.companion_id is not null
        and c.is_active and c.police_verified_on is not null
        and c.service_kinds @> to_jsonb(array[b.service_kind])
        and (cardinality(c.pincodes) = 0 or b.pincode = any(c.pincodes))
        and c.weekly @> jsonb_build_array(jsonb_build_object('weekday', extract(isodow from b.visit_date)::int, 'shift_type', b.shift_type))
        and not exists (select 1 from companion_leave l where l.companion_id = c.id and b.visit_date between l.starts_on and l.ends_on)
        as fits
      from bookings b left join companions c on c.id = b.companion_id where b.id = ${bookingId}`)) as unknown as {
      rows: { fits: boolean }[];
    };
    return rows.rows[0]?.fits === true;
  }

  /** The calendar and the booking call as configured for the scenario, on its clock. */
  function servicesFor(s: Scenario, now: Date) {
    const config = { ...TEST_APP_CONFIG, BOOKING_MIN_NOTICE_HOURS: s.notice, BOOKING_WINDOW_DAYS: s.window };
    const planCover = createPlanCover();
    const lovedOneAccess = createLovedOneAccess();
    const members = createMemberDirectory();
    const visitRecords = createVisitRecords();
    const availability = createAvailability({
      config,
      planCover,
      roster: createRoster({ members }),
      visits: visitRecords,
      holidays: createHolidayCalendar(),
    });
    const base = {
      db: t.database.db,
      now: () => now,
      config,
      availability,
      planCover,
      lovedOnes: lovedOneAccess,
      visitRecords,
    };
    const notifier = t.app.notifier;
    const reschedules = createRescheduleRecords({
      bookingMoves: createBookingMoves({ visits: visitRecords }),
    });
    const messages = bookingLetters(notifier);
    return {
      calendar: createBookingCalendar({ ...base, paymentHistory: { subscriptions: async () => [] } }),
      creation: createBookingCreation({ ...base, messages, notifier, members, reschedules }),
      series: createVisitSeries({
        ...base,
        notifier,
        members,
        seriesVisits: createSeriesVisits({ availability, reschedules }),
        seriesMessages: createSeriesMessages({ bookingMessages: messages, members }),
      }),
    };
  }

  /** The message the booking call must refuse with when the calendar shows `reason`. */
  function expectedMessage(reason: ClosedReason | "full", s: Scenario, date: string, tier: string | null) {
    const asked = service(s.service);
    const label = (k: string) =>
      ({
        companion_visit: "Companion visits (up to 2 hours each)",
        errand: "Errands, bills and bank visits",
        doctor_visit: "Doctor-visit accompaniment",
      })[k] ?? "";
    switch (reason) {
      case "past":
        return (m: string) => m === BOOKING_MESSAGES.pastDate;
      case "notice":
        return (m: string) => m === bookingRuleMessage.tooSoon(s.notice);
      case "window":
        return (m: string) => m === bookingRuleMessage.beyondWindow(s.window);
      case "no_plan":
        return (m: string) =>
          m === BOOKING_MESSAGES.noPlan || m.startsWith("Your plan does not cover this date");
      case "not_included":
        return (m: string) => m === bookingRuleMessage.notIncluded(asked.name, tier ?? "");
      case "other_person":
        return (m: string) => names.some((n) => m === bookingRuleMessage.singlePlanOtherPerson(n));
      case "allowance":
        return (m: string) => m === bookingRuleMessage.allowanceUsed(label(asked.kind), date);
      case "taken":
        return (m: string) => m === bookingRuleMessage.lovedOneShiftTaken(names[s.askLovedOne] ?? "");
      case "full":
        return (m: string) => m === BOOKING_MESSAGES.slotFull;
      case "holiday":
        return (m: string) => m === bookingRuleMessage.holiday(holidayDay(date), holidayOn(s, date) ?? "");
    }
  }

  it("a shift is open in the calendar exactly when booking it succeeds, and closed for the reason the refusal gives", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb.map(withAskDay), async (s) => {
        const plans = await arrange(s);
        const now = new Date(Date.parse("2026-11-30T00:00:00+05:30") + s.nowMinutes * 60_000);
        const { calendar, creation } = servicesFor(s, now);
        const date = dayOf(s.askDay);
        const lovedOne = lovedOnes[s.askLovedOne] as number;
        const asked = service(s.service);
        const ask = { month: date.slice(0, 7), service_id: asked.id, loved_one_id: lovedOne };
        const month = await calendar.calendar(member.userId, ask).catch((error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        });
        if (month instanceof AppError) {
          // A service with no calendar (emergency help): every booking of it is refused in the same words.
          for (const shift of SHIFT_TYPES) {
            const start = shiftStartTimes(shift)[0] ?? "";
            const body = bookingBody(lovedOne, asked.id, {
              visit_date: date,
              shift_type: shift,
              start_time: start,
            });
            await expect(creation.book(member.userId, { ...body, shift_type: shift })).rejects.toThrow(
              month.message,
            );
          }
          return;
        }
        const day = month.days.find((d) => d.date === date);
        expect(day).toBeDefined();
        // A holiday closes every shift the time and the plan's rules leave, and the day names it.
        const holiday = holidayOn(s, date);
        for (const shown of day?.shifts ?? []) {
          const why = `${date} shift ${shown.shift_type} shown ${JSON.stringify(shown)}; holiday ${holiday}`;
          if (holiday === undefined) expect(shown.reason, why).not.toBe("holiday");
          else
            expect(
              ["past", "notice", "window", "no_plan", "not_included", "other_person", "allowance", "holiday"],
              why,
            ).toContain(shown.reason);
        }
        if (day?.reason === "holiday") expect(day.holiday).toBe(holiday);
        for (const shown of day?.shifts ?? []) {
          const shift = shown.shift_type as ShiftType;
          // An open shift is booked at the start it offers; any other at its last start, the most lenient.
          const start = shown.first_start ?? shiftStartTimes(shift).at(-1) ?? "";
          const body = bookingBody(lovedOne, asked.id, {
            visit_date: date,
            shift_type: shift,
            start_time: start,
          });
          let refused: string | null = null;
          let bookedId: number | null = null;
          try {
            bookedId = (await creation.book(member.userId, { ...body, shift_type: shift })).booking
              .booking_id;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            refused = error.message;
          }
          const where = `${date} shift ${shift} shown ${JSON.stringify(shown)}; refused: ${refused}`;
          expect(refused === null, where).toBe(shown.state === "open");
          if (refused !== null) {
            const reason = shown.state === "full" ? "full" : (shown.reason as ClosedReason);
            const planOfDay =
              plans.length && day?.subscription_id ? s.plans[plans.indexOf(day.subscription_id)] : null;
            expect(expectedMessage(reason, s, date, planOfDay?.tier ?? null)(refused), where).toBe(true);
          }
          if (bookedId !== null) {
            expect(await heldFits(bookedId), `${where}: the companion held`).toBe(true);
            await exec(sql`delete from bookings where id = ${bookedId}`);
          }
        }
      }),
      { numRuns: Number(process.env.AVAILABILITY_RUNS ?? 100) },
    );
  }, 300_000);

  it("a care schedule books exactly what its preview calls bookable, each a shift the calendar called open, and skips the others for the calendar's reason", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb.map(withAskDay), seriesArb, async (s, p) => {
        const plans = await arrange(s);
        const first = s.plans[0];
        if (plans[0] === undefined || !first) return;
        const now = new Date(Date.parse("2026-11-30T00:00:00+05:30") + s.nowMinutes * 60_000);
        const { calendar, series } = servicesFor(s, now);
        const planStart = s.askDay + first.start;
        const fromDay = Math.max(s.askDay + p.fromDelta, planStart);
        const untilDay = Math.min(fromDay + p.length, planStart + first.length);
        if (untilDay < fromDay) return;
        const lovedOne = lovedOnes[s.askLovedOne] as number;
        const asked = service(s.service);
        // The shift's last start: the most lenient, as a closed shift is booked above.
        const start = shiftStartTimes(p.shift).at(-1) ?? "";
        const pattern = {
          subscription_id: plans[0],
          loved_one_id: lovedOne,
          service_id: asked.id,
          weekdays: p.weekdays,
          shift_type: p.shift,
          start_time: start,
          from: dayOf(fromDay),
          until: dayOf(untilDay),
        };
        const months = [...new Set([pattern.from.slice(0, 7), pattern.until.slice(0, 7)])];
        /** The calendar's state of the pattern's shift on each day of the months, "open" or its reason. */
        const shown = async () => {
          const states = new Map<string, string>();
          for (const month of months) {
            const answer = await calendar.calendar(member.userId, {
              month,
              service_id: asked.id,
              loved_one_id: lovedOne,
            });
            for (const day of answer.days) {
              const shift = day.shifts.find((x) => x.shift_type === p.shift);
              // A day the calendar judges under another of the member's plans is not the schedule's to compare.
              const other = day.subscription_id !== null && day.subscription_id !== plans[0];
              if (shift && !other) {
                states.set(day.date, shift.state === "open" ? "open" : (shift.reason ?? shift.state));
              }
            }
          }
          return states;
        };
        const caught = (error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        };
        const preview = await series.preview(member.userId, pattern).catch(caught);
        const key = randomUUID();
        if (preview instanceof AppError) {
          // A pattern refused whole (the plan does not include the service, emergency help) books nothing.
          const created = await series
            .create(member.userId, { ...pattern, idempotency_key: key, confirmed_dates: [] })
            .catch(caught);
          expect(created instanceof AppError && created.message).toBe(preview.message);
          return;
        }
        const before = await shown().catch(caught);
        if (before instanceof AppError) return;
        for (const d of preview.dates) {
          const was = before.get(d.date);
          if (was === undefined) continue;
          const where = `${d.date}: the schedule says ${d.state} (${d.reason}), the calendar ${was}`;
          if (d.state === "ok") expect(was, where).toBe("open");
          else expect(seriesMay(was), where).toContain(d.state);
        }
        const ok = preview.dates.filter((d) => d.state === "ok").map((d) => d.date);
        if (ok.length === 0) return;
        const created = await series.create(member.userId, {
          ...pattern,
          idempotency_key: key,
          confirmed_dates: ok,
        });
        const booked = (await exec(sql`
          select visit_date::text as date from bookings
          where series_id = ${created.series.series_id} and status in ('requested', 'confirmed')
          order by visit_date`)) as unknown as { rows: { date: string }[] };
        expect(booked.rows.map((r) => r.date)).toEqual(ok);
        const after = await shown();
        for (const d of preview.dates.filter((x) => before.get(x.date) === "open")) {
          const where = `${d.date} after confirming: the calendar ${after.get(d.date)}`;
          // Booked: the loved one's shift is taken (or, first, the month's allowance it used up is).
          // Skipped for the allowance: the month's allowance is used.
          if (d.state === "ok") expect(["taken", "allowance"], where).toContain(after.get(d.date));
          if (d.state === "allowance") expect(after.get(d.date), where).toBe("allowance");
        }
      }),
      { numRuns: Number(process.env.AVAILABILITY_RUNS ?? 50) },
    );
  }, 300_000);
});
