import {
  BOOKING_RULES,
  type BookingRules,
  type ClosedReason,
  isBookableKind,
  type ServiceKind,
  type ShiftType,
  shiftStartTimes,
} from "@eldercare/contracts";
import type { PlanCover, PlanInclusion } from "../billing/plan-cover.service.ts";
import { timeRefusal } from "./booking-rules.ts";

/**
 * Whether a loved one can have a service on a day, in a shift, at a start: the one answer booking,
 * reschedule requests, their approval and the calendar all take (docs/decisions/0033). Pure: the facts
 * are read once (availability.service.ts), under the locks of the caller when it is about to write.
 */

/**
 * Why a shift cannot be had: the calendar's closed reasons, "full", a start the shift does not offer, or
 * emergency help, which is a call to the helpline and never a visit on the calendar.
 */
export type Refusal = ClosedReason | "full" | "outside_shift" | "emergency";

/** One of the member's plans as the rules read it, with what it has used of the service's kind. */
export interface PlanFacts {
  plan: PlanCover;
  /** What the plan's tier includes of the service's kind; null when not included. */
  inclusion: PlanInclusion | null;
  /** Visits of that kind holding a place under this plan, by month (YYYY-MM). */
  usedByMonth: ReadonlyMap<string, number>;
  /** On a Single plan: the name of another person its visits are booked for, else null. */
  otherPerson: string | null;
}

/** Everything the rules read, for one service and (optionally) one loved one over a range of days. */
export interface AvailabilityFacts {
  service: { id: number; kind: ServiceKind; name: string };
  /** Whom the visit is for; null when the calendar is asked without a loved one (or theirs was erased). */
  lovedOne: { id: number; name: string } | null;
  /** The member's plans covering days of the range, earliest first (the one a day uses is the first). */
  plans: readonly PlanFacts[];
  /** The loved one's shifts already holding a visit, "YYYY-MM-DD:shift". */
  lovedOneShifts: ReadonlySet<string>;
  /** Places per shift configured for the service (absent: the default). */
  capacity: ReadonlyMap<number, number>;
  /** Places taken per day and shift, "YYYY-MM-DD:shift". */
  taken: ReadonlyMap<string, number>;
}

/** A day, a shift, and a start time (null: the first start still open in the shift, if any). */
export interface ShiftAsk {
  date: string;
  shift: ShiftType;
  start: string | null;
}

export type Verdict =
  | { open: true; plan: PlanFacts; placesLeft: number; start: string }
  | { open: false; reason: Refusal; plan: PlanFacts | null; placesLeft: number };

export const slotKey = (date: string, shift: number) => `${date}:${shift}`;

/** The plan a day uses: the first (earliest) of the member's plans covering it. */
export function planOn(facts: AvailabilityFacts, date: string): PlanFacts | null {
  return facts.plans.find((p) => p.plan.startsOn <= date && p.plan.endsOn >= date) ?? null;
}

/** Places left in a shift of the service on a day. */
export function placesLeft(facts: AvailabilityFacts, date: string, shift: number): number {
  const capacity = facts.capacity.get(shift) ?? BOOKING_RULES.defaultCapacity;
  return Math.max(0, capacity - (facts.taken.get(slotKey(date, shift)) ?? 0));
}

/**
 * The first start in the shift that time allows, or (none does) the last one, whose refusal then says
 * why the whole shift is closed: past once its last start has passed, else too soon or not yet open.
 */
function startToJudge(ask: ShiftAsk, now: Date, rules: BookingRules): string {
  if (ask.start !== null) return ask.start;
  const times = shiftStartTimes(ask.shift);
  return times.find((t) => timeRefusal(ask.date, ask.shift, t, now, rules) === null) ?? times.at(-1) ?? "";
}

/**
 * The rules in the one order every caller reports them: a service that is booked at all (emergency help
 * is called for), time (the start offered by the shift, not past,
 * enough notice, within the window), a plan covering the day, the service's kind in its tier, a Single
 * plan's one person, the month's allowance, the loved one's own shift, and a place left.
 */
export function judge(facts: AvailabilityFacts, ask: ShiftAsk, now: Date, rules: BookingRules): Verdict {
  const left = placesLeft(facts, ask.date, ask.shift);
  const plan = planOn(facts, ask.date);
  const closed = (reason: Refusal): Verdict => ({ open: false, reason, plan, placesLeft: left });

  if (!isBookableKind(facts.service.kind)) return closed("emergency");
  const start = startToJudge(ask, now, rules);
  const time = timeRefusal(ask.date, ask.shift, start, now, rules);
  if (time) return closed(time);
  if (!plan) return closed("no_plan");
  if (!plan.inclusion) return closed("not_included");
  if (facts.lovedOne && plan.plan.beneficiaries === "single" && plan.otherPerson !== null) {
    return closed("other_person");
  }
  const allowance = plan.inclusion.monthlyAllowance;
  if (allowance !== null && (plan.usedByMonth.get(ask.date.slice(0, 7)) ?? 0) >= allowance) {
    return closed("allowance");
  }
  if (facts.lovedOne && facts.lovedOneShifts.has(slotKey(ask.date, ask.shift))) return closed("taken");
  if (left === 0) return closed("full");
  return { open: true, plan, placesLeft: left, start };
}
