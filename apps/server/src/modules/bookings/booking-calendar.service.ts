import {
  BOOKING_MESSAGES,
  BOOKING_RULES,
  type ClosedReason,
  type PlanUsage,
  type ServiceCalendar,
  type ServiceCalendarRequest,
  SHIFT_TYPES,
  shiftLastStart,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { indiaDate } from "../../lib/india-date.ts";
import type { PaymentHistory } from "../billing/payment-history.service.ts";
import {
  daysInMonth,
  earliestStart,
  firstBookableStart,
  lastBookableDay,
  monthBounds,
  rulesOf,
} from "./booking-rules.ts";
import * as repo from "./bookings.repo.ts";

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

/** A day's state from its shifts: open if any is, else full if any is, else closed for the first reason. */
function dayOf(date: string, subscriptionId: number | null, shifts: Shift[]): Day {
  const open = shifts.some((s) => s.state === "open");
  const full = shifts.some((s) => s.state === "full");
  const state = open ? "open" : full ? "full" : "closed";
  const reason = state === "closed" ? (shifts.find((s) => s.reason)?.reason ?? null) : null;
  return { date, state, reason, subscription_id: subscriptionId, shifts };
}

/** users/getservicecalendar/ and users/getplanusage/: what the member can book, and what they have used. */
export function createBookingCalendar(deps: AppDeps & { paymentHistory: PaymentHistory }) {
  const { db, now } = deps;
  const rules = rulesOf(deps.config);

  async function calendar(userId: number, r: ServiceCalendarRequest): Promise<ServiceCalendar> {
    // The database knows no year 0 (the month's pattern lets "0000" through).
    if (r.month.startsWith("0000")) throw new AppError("BE001", "Month must be YYYY-MM");
    const service = await repo.findService(db, r.service_id);
    if (!service) throw new AppError("BE011", BOOKING_MESSAGES.serviceNotFound);
    const at = now();
    const today = indiaDate(at);
    const lastDay = lastBookableDay(at, rules);
    const { from, to } = monthBounds(r.month);

    const [plans, taken, capacities, mine, ownShifts] = await Promise.all([
      repo.subscriptionsCovering(db, userId, from, to),
      repo.slotsTaken(db, service.id, from, to),
      repo.capacitiesOf(db, service.id),
      repo.memberBookingsBetween(db, userId, from, to),
      r.loved_one_id === undefined
        ? Promise.resolve(new Set<string>())
        : repo.lovedOneShifts(db, userId, r.loved_one_id, from, to),
    ]);
    const usage = await Promise.all(
      plans.map(async (p) => {
        const inclusion = await repo.inclusionOf(db, p.tier, service.kind);
        const allowance = inclusion ? inclusion.monthlyAllowance : 0;
        const used = await repo.countKindUsed(db, p.id, service.kind, from, to);
        // A Single plan already booked for someone else does not cover the loved one asked about.
        const otherPerson =
          p.beneficiaries === "single" && r.loved_one_id !== undefined
            ? await repo.otherPersonOnPlan(db, p.id, r.loved_one_id)
            : null;
        return {
          subscription_id: p.id,
          otherPerson,
          included: inclusion !== null,
          label: inclusion?.label ?? null,
          allowance,
          used,
          left: allowance === null ? null : Math.max(0, allowance - used),
        };
      }),
    );

    const days: Day[] = [];
    // Each date by its number: stepping with addDays fails past 9999-12-31 and below the year 100.
    const dates = Array.from(
      { length: daysInMonth(r.month) },
      (_, i) => `${r.month}-${String(i + 1).padStart(2, "0")}`,
    );
    for (const date of dates) {
      const plan = plans.find((p) => p.startsOn <= date && p.endsOn >= date) ?? null;
      const use = plan ? usage.find((u) => u.subscription_id === plan.id) : undefined;
      const shifts = SHIFT_TYPES.map((shift): Shift => {
        const capacity = capacities.get(shift) ?? BOOKING_RULES.defaultCapacity;
        const placesLeft = Math.max(0, capacity - (taken.get(`${date}:${shift}`) ?? 0));
        const first = firstBookableStart(date, shift, at, rules);
        const closed = (reason: ClosedReason): Shift => ({
          shift_type: shift,
          state: "closed",
          reason,
          places_left: placesLeft,
          first_start: null,
        });
        const lastStart = shiftLastStart(date, shift);
        if (date < today || (lastStart && lastStart <= at)) return closed("past");
        if (date > lastDay) return closed("window");
        if (!first) return closed("notice");
        if (!plan || !use) return closed("no_plan");
        if (!use.included) return closed("not_included");
        if (use.otherPerson) return closed("other_person");
        if (use.left === 0) return closed("allowance");
        if (ownShifts.has(`${date}:${shift}`)) return closed("taken");
        if (placesLeft === 0) {
          return { shift_type: shift, state: "full", reason: null, places_left: 0, first_start: null };
        }
        return {
          shift_type: shift,
          state: "open",
          reason: null,
          places_left: placesLeft,
          first_start: first,
        };
      });
      days.push(dayOf(date, plan?.id ?? null, shifts));
    }

    const kindLabel = usage.find((u) => u.label)?.label ?? service.name;
    return {
      month: r.month,
      service_id: service.id,
      service_kind: service.kind,
      kind_label: kindLabel,
      rules,
      earliest_start_at: earliestStart(at, rules).toISOString(),
      days,
      usage: usage.map(({ subscription_id, allowance, used, left }) => ({
        subscription_id,
        allowance,
        used,
        left,
      })),
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
      repo.inclusionsOf(db, plan.plan_type_name),
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
