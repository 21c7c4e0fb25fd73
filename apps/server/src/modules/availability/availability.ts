import {
  type BookingRules,
  type ClosedReason,
  isBookableKind,
  type ServiceKind,
  type ShiftType,
  shiftStartTimes,
  shiftWindow,
  weekdayOf,
} from "@eldercare/contracts";
import type { PlanCover, PlanInclusion } from "../billing/plan-cover.service.ts";
import type { RosterCompanion } from "../companions/roster.service.ts";
import { timeRefusal } from "./booking-rules.ts";

/*
 * THE LOCK ORDER (decisions 0033 and 0048). A transaction that takes more than one of these takes them
 * in this order (a later kind never before an earlier one), so two changes never wait on each other:
 *   1. users                the member's account row: FOR UPDATE (billing's plan choice, adding a loved
 *                           one, erasure); FOR KEY SHARE first when booking or asking to move a visit
 *                           (`members.hold`), whose new row names the account;
 *   2. subscriptions        the covering plan FOR UPDATE (booking, asking to move, approval); erasure
 *                           takes FOR KEY SHARE on all the member's plans (`planCover.holdAllOf`);
 *   3. loved_ones           FOR SHARE when booking (a care schedule too), FOR UPDATE when removing one,
 *                           erasing the member, or pausing their visits (decision 0080), whose row is
 *                           written after their visits are cancelled;
 *   4. bookings             FOR UPDATE: cancel (member or team), asking to move, the team's actions,
 *                           approval and decline, assigning a companion (a care schedule's visit: then
 *                           its later visits too, in date then id order: decision 0081); erasure's updates;
 *                           the auto-scheduler's run (decision 0089): its visits in id order, SKIP LOCKED
 *                           (a row another holds is left to it, so a run never waits on a booking's row);
 *   5. reschedule_requests  a decision finds its request without a lock, locks the booking, then locks
 *                           the request and checks it again; cancelling a booking closes its open one;
 *   5b. visit_series        a care schedule's row (decision 0078): taken when confirmed before the roster's
 *                           days; when the team's assignment gives its visits to its regular companion,
 *                           after their rows (0081); when ended, after cancelling its visits; when changed
 *                           from a date (decision 0080), after the plan, the loved one and its visits from
 *                           the date, before the roster's days of the new dates; when deleting a loved one
 *                           or erasing a member, by the foreign key set to null, after their visits; when
 *                           a plan's cancellation is approved, after the plan and its visits;
 *   6. the roster's lock of the day (`lockSlot`, a transaction-scoped advisory lock), always last; a care
 *                           schedule takes the day of every date it books, in date order (decision 0078).
 * PostgreSQL takes row locks of its own: inserting or updating a row that names another through a
 * foreign key takes FOR KEY SHARE on that row (which waits for a FOR UPDATE on it), and a second update
 * of a row in one transaction checks all its foreign keys again. Such a row is locked first, in its
 * place above (the account when booking, the plans at erasure). The acting administrator's account (an
 * audit row's author, a decision's) is only ever key-shared, never locked with a family's rows.
 * `lock-order.test.ts` checks every change against this list, those implicit locks included. A deadlock
 * that still happens is retried, whole, with the transaction (db/transaction-retry.ts), and at worst
 * answers 409 BE012.
 */

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
  /**
   * The companions who could make the visit where it is (decision 0044), and what already holds them;
   * null when no place is named (the calendar asked without a loved one), and then not judged.
   */
  roster: RosterFacts | null;
  /**
   * The closed holidays of the range where the visit would be (decision 0079), by date with their names:
   * the national ones and the loved one's state's; the national ones only when no loved one is named.
   */
  holidays: ReadonlyMap<string, string>;
}

/** The roster of an area for a kind of visit, over the range asked (and a day either side). */
export interface RosterFacts {
  companions: readonly RosterCompanion[];
  /** Each companion's holding visits as [start, end) in epoch milliseconds. */
  busy: ReadonlyMap<number, readonly (readonly [number, number])[]>;
}

/** A day, a shift, and a start time (null: the first start still open in the shift, if any). */
export interface ShiftAsk {
  date: string;
  shift: ShiftType;
  start: string | null;
}

export type Verdict =
  | { open: true; plan: PlanFacts; placesLeft: number; start: string; free: readonly RosterCompanion[] }
  | {
      open: false;
      reason: Refusal;
      plan: PlanFacts | null;
      placesLeft: number;
      /** The holiday closing the day, by name (reason `holiday`). */
      holiday?: string;
    };

export const slotKey = (date: string, shift: number) => `${date}:${shift}`;

/** The plan a day uses: the first (earliest) of the member's plans covering it. */
export function planOn(facts: AvailabilityFacts, date: string): PlanFacts | null {
  // A paused plan does not cover the pause's days (decision 0095).
  return (
    facts.plans.find(
      (p) =>
        p.plan.startsOn <= date &&
        p.plan.endsOn >= date &&
        !p.plan.pauses?.some((x) => x.from <= date && x.to >= date),
    ) ?? null
  );
}

/** Whether a companion's checks still hold on `date` (issue 45): its day is not past their last one. */
const checksHoldOn = (c: RosterCompanion, date: string) => c.validThrough === null || c.validThrough >= date;

/**
 * The companions free for a shift on a day: their checks hold that day, it is in their weekly pattern (the
 * visit date's weekday), they are not on leave that day, and no visit of theirs overlaps the shift. Empty
 * when no roster is judged.
 */
export function freeCompanions(facts: AvailabilityFacts, date: string, shift: ShiftType): RosterCompanion[] {
  const roster = facts.roster;
  const window = shiftWindow(date, shift);
  if (!roster || !window) return [];
  const key = `${weekdayOf(date)}:${shift}`;
  const [start, end] = [window.start.getTime(), window.end.getTime()];
  return roster.companions.filter(
    (c) =>
      checksHoldOn(c, date) &&
      c.weekly.has(key) &&
      !c.leave.some((l) => l.from <= date && l.to >= date) &&
      !(roster.busy.get(c.id) ?? []).some(([s, e]) => s < end && e > start),
  );
}

/**
 * Why one companion of the roster cannot make a shift on a day (decision 0081, a care schedule's regular
 * companion): not on the roster judged (inactive, checks missing or lapsed by that day, area, kind, or the
 * family avoids them), on leave, not their weekday and shift, or another visit of theirs overlaps it; null
 * when they are free.
 */
export function whyNotFree(
  roster: RosterFacts,
  companionId: number,
  date: string,
  shift: ShiftType,
): "not_eligible" | "on_leave" | "not_their_day" | "busy" | null {
  const c = roster.companions.find((x) => x.id === companionId);
  if (!c || !checksHoldOn(c, date)) return "not_eligible";
  if (c.leave.some((l) => l.from <= date && l.to >= date)) return "on_leave";
  if (!c.weekly.has(`${weekdayOf(date)}:${shift}`)) return "not_their_day";
  const window = shiftWindow(date, shift);
  if (!window) return "not_their_day";
  const [start, end] = [window.start.getTime(), window.end.getTime()];
  if ((roster.busy.get(c.id) ?? []).some(([s, e]) => s < end && e > start)) return "busy";
  return null;
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
 * plan's one person, the month's allowance, a holiday closing the day where the visit would be (decision
 * 0079: after the plan's rules, which a booking checks first and which say what the family may book at
 * all that month; before the loved one's shift and the companions, which a closed day never reaches), the
 * loved one's own shift, and a companion free to come.
 */
export function judge(facts: AvailabilityFacts, ask: ShiftAsk, now: Date, rules: BookingRules): Verdict {
  const free = freeCompanions(facts, ask.date, ask.shift);
  const left = free.length;
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
  const holiday = facts.holidays.get(ask.date);
  if (holiday !== undefined) return { open: false, reason: "holiday", plan, placesLeft: left, holiday };
  if (facts.lovedOne && facts.lovedOneShifts.has(slotKey(ask.date, ask.shift))) return closed("taken");
  if (facts.roster && left === 0) return closed("full");
  return { open: true, plan, placesLeft: left, start, free };
}

/** A refused date of a series, with the holiday's name when one closes it. */
function refused(date: string, v: Extract<Verdict, { open: false }>): SeriesVerdict {
  return v.holiday === undefined
    ? { date, state: v.reason, plan: v.plan }
    : { date, state: v.reason, plan: v.plan, holiday: v.holiday };
}

/** A date of a series as judged: booked now (`ok`), booked when its month opens (`later`), or why not. */
export type SeriesVerdict =
  | { date: string; state: "ok"; plan: PlanFacts; start: string; companion: RosterCompanion | null }
  | { date: string; state: "later"; plan: PlanFacts }
  | { date: string; state: Refusal; plan: PlanFacts | null; holiday?: string };

/**
 * A weekly pattern judged date by date with the one `judge` (issue 44, decision 0078), each date seeing
 * the ones before it as booked: the month's allowance counted, the loved one's shift taken, the companion
 * held. A date beyond the booking window is judged without the roster (nobody's visits are known that
 * far ahead) and, if nothing else refuses it, is `later`. The companion of the first date (or the series'
 * regular companion, `regularId`, when they are on the roster) is kept for every date they are free
 * (`pick` chooses otherwise). `facts.roster` must cover the dates within the window.
 */
export function judgeSeries(
  facts: AvailabilityFacts,
  asks: readonly ShiftAsk[],
  now: Date,
  rules: BookingRules,
  pick: (facts: AvailabilityFacts, free: readonly RosterCompanion[]) => RosterCompanion | null,
  /** The series' regular companion (decision 0081): kept for every date they are free, from the first. */
  regularId: number | null = null,
): SeriesVerdict[] {
  const used = new Map(facts.plans.map((p) => [p.plan.id, new Map(p.usedByMonth)]));
  const shifts = new Set(facts.lovedOneShifts);
  const busy = new Map(facts.roster ? [...facts.roster.busy].map(([id, spans]) => [id, [...spans]]) : []);
  const current: AvailabilityFacts = {
    ...facts,
    plans: facts.plans.map((p) => ({ ...p, usedByMonth: used.get(p.plan.id) ?? new Map() })),
    lovedOneShifts: shifts,
    roster: facts.roster ? { companions: facts.roster.companions, busy } : null,
  };
  // Beyond the window only: the later dates' other rules are judged as if bookings were open for them.
  const unbounded: BookingRules = { ...rules, window_days: 100_000 };
  let regular: RosterCompanion | null =
    regularId === null ? null : (facts.roster?.companions.find((c) => c.id === regularId) ?? null);

  const take = (date: string, shift: ShiftType, plan: PlanFacts) => {
    const month = date.slice(0, 7);
    const counts = used.get(plan.plan.id);
    counts?.set(month, (counts.get(month) ?? 0) + 1);
    shifts.add(slotKey(date, shift));
  };

  return asks.map((ask): SeriesVerdict => {
    const verdict = judge(current, ask, now, rules);
    if (verdict.open) {
      const companion =
        regular && verdict.free.some((c) => c.id === regular?.id) ? regular : pick(current, verdict.free);
      regular ??= companion;
      take(ask.date, ask.shift, verdict.plan);
      const window = shiftWindow(ask.date, ask.shift);
      if (companion && window) {
        busy.set(companion.id, [
          ...(busy.get(companion.id) ?? []),
          [window.start.getTime(), window.end.getTime()],
        ]);
      }
      return { date: ask.date, state: "ok", plan: verdict.plan, start: verdict.start, companion };
    }
    if (verdict.reason !== "window") return refused(ask.date, verdict);
    const far = judge({ ...current, roster: null }, ask, now, unbounded);
    if (!far.open) return refused(ask.date, far);
    take(ask.date, ask.shift, far.plan);
    return { date: ask.date, state: "later", plan: far.plan };
  });
}
