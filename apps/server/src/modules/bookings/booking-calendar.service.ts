import {
  BOOKING_MESSAGES,
  type PlanUsage,
  type ServiceCalendar,
  type ServiceCalendarRequest,
  SHIFT_TYPES,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { Availability } from "../availability/availability.service.ts";
import { daysInMonth, earliestStart, monthBounds } from "../availability/availability.service.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import * as repo from "./bookings.repo.ts";

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

/** A day's state from its shifts: open if any is, else full if any is, else closed for the first reason. */
function dayOf(date: string, subscriptionId: number | null, shifts: Shift[], holiday: string | null): Day {
  const open = shifts.some((s) => s.state === "open");
  const full = shifts.some((s) => s.state === "full");
  const state = open ? "open" : full ? "full" : "closed";
  const reason = state === "closed" ? (shifts.find((s) => s.reason)?.reason ?? null) : null;
  // The holiday's name only when it is what closes the day (a past holiday reads as past).
  return {
    date,
    state,
    reason,
    holiday: reason === "holiday" ? holiday : null,
    subscription_id: subscriptionId,
    shifts,
  };
}

export interface BookingCalendarDeps extends Pick<AppDeps, "db" | "now"> {
  paymentHistory: Pick<PaymentHistory, "subscriptions">;
  availability: Availability;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
}

/**
 * users/getservicecalendar/ and users/getplanusage/: what the member can book, and what they have used.
 * Every shift of the month is judged by the availability rules a booking is (availability.ts), on the
 * facts of the month read once.
 */
export function createBookingCalendar(deps: BookingCalendarDeps) {
  const { db, now, availability } = deps;
  const { rules } = availability;

  /** The member's own booking being moved, for the service asked about; else the refusal. */
  async function movingBooking(userId: number, bookingId: number, serviceId: number) {
    const found = await repo.findMemberBooking(db, userId, bookingId);
    if (!found) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    if (found.booking.serviceId !== serviceId) {
      throw new AppError("BE001", BOOKING_MESSAGES.calendarServiceMismatch);
    }
    return found.booking;
  }

  async function calendar(userId: number, r: ServiceCalendarRequest): Promise<ServiceCalendar> {
    // The database knows no year 0 (the month's pattern lets "0000" through).
    if (r.month.startsWith("0000")) throw new AppError("BE001", BOOKING_MESSAGES.monthInvalid);
    const moving =
      r.booking_id === undefined ? null : await movingBooking(userId, r.booking_id, r.service_id);
    const service = await repo.findService(db, r.service_id);
    if (!service) throw new AppError("BE011", BOOKING_MESSAGES.serviceNotFound);
    // Emergency help has no calendar: the refusal gives the helpline's number.
    availability.assertBookableKind(service.kind);
    // Someone else's loved one (or none) is judged as if none was named: the answer reveals nothing.
    // A visit being moved keeps its own loved one (one since removed has no other visits to clash with).
    const lovedOne = moving
      ? moving.lovedOneId === null
        ? null
        : { id: moving.lovedOneId, fullName: moving.lovedOneName }
      : r.loved_one_id === undefined
        ? null
        : await deps.lovedOnes.find(db, userId, r.loved_one_id);
    // Where the visit would be: the booking's own address when moving one, else the loved one's.
    const area = moving
      ? { cityId: moving.cityId, pincode: moving.pincode }
      : lovedOne && "pincode" in lovedOne
        ? { cityId: lovedOne.cityId, pincode: lovedOne.pincode }
        : null;
    const at = now();
    const { from, to } = monthBounds(r.month);

    const [plans, mine] = await Promise.all([
      deps.planCover.covering(db, userId, from, to),
      repo.memberBookingsBetween(db, userId, from, to),
    ]);
    const facts = await availability.facts(db, {
      userId,
      service,
      lovedOne: lovedOne ? { id: lovedOne.id, name: lovedOne.fullName } : null,
      area,
      from,
      to,
      plans,
      ...(moving ? { except: moving.id } : {}),
    });
    const month = r.month;

    // Each date by its number: stepping with addDays fails past 9999-12-31 and below the year 100.
    const days: Day[] = Array.from({ length: daysInMonth(month) }, (_, i) => {
      const date = `${month}-${String(i + 1).padStart(2, "0")}`;
      const shifts = SHIFT_TYPES.map((shift): Shift => {
        const v = availability.judge(facts, { date, shift, start: null }, at);
        if (v.open) {
          return {
            shift_type: shift,
            state: "open",
            reason: null,
            places_left: v.placesLeft,
            first_start: v.start,
          };
        }
        if (v.reason === "full") {
          return { shift_type: shift, state: "full", reason: null, places_left: 0, first_start: null };
        }
        // Unreachable here: the calendar asks for no start (so none is outside its shift), and an
        // emergency service was refused above.
        const reason = v.reason === "outside_shift" || v.reason === "emergency" ? "past" : v.reason;
        return { shift_type: shift, state: "closed", reason, places_left: v.placesLeft, first_start: null };
      });
      const plan = facts.plans.find((p) => p.plan.startsOn <= date && p.plan.endsOn >= date) ?? null;
      return dayOf(date, plan?.plan.id ?? null, shifts, facts.holidays.get(date) ?? null);
    });

    const usage = facts.plans.map((p) => {
      const allowance = p.inclusion ? p.inclusion.monthlyAllowance : 0;
      const used = p.usedByMonth.get(month) ?? 0;
      return {
        subscription_id: p.plan.id,
        allowance,
        used,
        left: allowance === null ? null : Math.max(0, allowance - used),
      };
    });
    return {
      month,
      service_id: service.id,
      service_kind: service.kind,
      kind_label: facts.plans.find((p) => p.inclusion)?.inclusion?.label ?? service.name,
      rules,
      earliest_start_at: earliestStart(at, rules).toISOString(),
      days,
      usage,
      bookings: mine.map((b) => ({
        booking_id: b.id,
        visit_date: b.visitDate,
        shift_type: b.shiftType,
        start_time: b.startTime,
        service_name: b.serviceName,
        loved_one_name: b.lovedOneName,
        status: b.status,
      })),
    };
  }

  /** The plan running today (else the next one), what it includes and this month's use of each kind. */
  async function planUsage(userId: number): Promise<PlanUsage> {
    const today = indiaDate(now());
    const month = today.slice(0, 7);
    // The member's plans as billing shows them (active, upcoming or expired today).
    const plans = await deps.paymentHistory.subscriptions(userId);
    const plan =
      plans.find((p) => p.status === "active") ?? plans.find((p) => p.status === "upcoming") ?? null;
    if (!plan) return { subscription: null, month, plan_type_name: null, inclusions: [], rules };
    const { from, to } = monthBounds(month);
    const [inclusions, used] = await Promise.all([
      deps.planCover.inclusions(db, plan.plan_type_name),
      repo.usedByKind(db, plan.subscription_id, from, to),
    ]);
    return {
      subscription: plan,
      month,
      plan_type_name: plan.plan_type_name,
      inclusions: inclusions.map((i) => {
        const n = used.get(i.kind) ?? 0;
        return {
          kind: i.kind,
          label: i.label,
          detail: i.detail,
          monthly_allowance: i.monthlyAllowance,
          used: n,
          left: i.monthlyAllowance === null ? null : Math.max(0, i.monthlyAllowance - n),
        };
      }),
      rules,
    };
  }

  return { calendar, planUsage };
}
export type BookingCalendar = ReturnType<typeof createBookingCalendar>;
