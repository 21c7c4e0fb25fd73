import { PLAN_PAUSE_MESSAGES, type PreviewVisitSeriesRequest, type ShiftType } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { Availability, SeriesVerdict } from "../availability/availability.service.ts";
import { type PlanCover, pausedOn } from "../billing/plan-cover.service.ts";
import type { LovedOneForVisit } from "../members/loved-one-access.service.ts";
import { bookedNowThrough, type JudgedDate, patternDates } from "./series-dates.ts";
import { pausesOverlapping } from "./visit-pauses.repo.ts";
import type * as repo from "./visit-series.repo.ts";

/** A pattern as the rules read it: whom for, what, which weekdays, shift and start, from and until. */
export interface Pattern {
  subscriptionId: number;
  lovedOneId: number;
  serviceId: number;
  specialityId: number | null;
  weekdays: number[];
  shift: ShiftType;
  start: string;
  from: string;
  until: string;
  notes: string;
}
export type Service = NonNullable<Awaited<ReturnType<typeof repo.findService>>>;

type AvailabilityFacts = Parameters<Availability["judgeSeries"]>[0];

/** A visit of the schedule being changed, counted free by a preview of the change (decision 0080). */
export interface FreedVisit {
  visitDate: string;
  shiftType: number;
  subscriptionId: number;
  serviceKind: string;
  companionId: number | null;
  windowStart: Date;
  windowEnd: Date;
}

/** The facts as they would be without these visits: their month's use, the shift, the companion's time. */
function withoutVisits(facts: AvailabilityFacts, freed: readonly FreedVisit[]): AvailabilityFacts {
  if (freed.length === 0) return facts;
  const shifts = new Set(facts.lovedOneShifts);
  const plans = facts.plans.map((p) => {
    const used = new Map(p.usedByMonth);
    for (const v of freed) {
      if (v.subscriptionId !== p.plan.id || v.serviceKind !== facts.service.kind) continue;
      const month = v.visitDate.slice(0, 7);
      used.set(month, Math.max(0, (used.get(month) ?? 0) - 1));
    }
    return { ...p, usedByMonth: used };
  });
  for (const v of freed) shifts.delete(`${v.visitDate}:${v.shiftType}`);
  const roster = facts.roster;
  if (!roster) return { ...facts, plans, lovedOneShifts: shifts };
  const busy = new Map([...roster.busy].map(([id, spans]) => [id, [...spans]]));
  for (const v of freed) {
    if (v.companionId === null) continue;
    const spans = busy.get(v.companionId) ?? [];
    const at = spans.findIndex(([a, b]) => a === v.windowStart.getTime() && b === v.windowEnd.getTime());
    if (at >= 0) spans.splice(at, 1);
  }
  return { ...facts, plans, lovedOneShifts: shifts, roster: { companions: roster.companions, busy } };
}

/** What else a judgement takes: a change's visits counted free, and the last date booked now. */
export interface JudgeOptions {
  freed?: readonly FreedVisit[];
  /** Dates after it that could be booked are `later` (a change books only as far as its schedule was). */
  bookedThrough?: string | null;
  /** The series' regular companion, kept for every date they are free (decision 0081). */
  regularId?: number | null;
}

/** The pattern of a request (its optional fields filled). */
export function patternOf(r: PreviewVisitSeriesRequest): Pattern {
  return {
    subscriptionId: r.subscription_id,
    lovedOneId: r.loved_one_id,
    serviceId: r.service_id,
    specialityId: r.speciality_id ?? null,
    weekdays: [...new Set(r.weekdays)].sort((a, b) => a - b),
    shift: r.shift_type as ShiftType,
    start: r.start_time,
    from: r.from,
    until: r.until,
    notes: (r.notes ?? "").trim(),
  };
}

/**
 * Every date of a pattern judged on the facts read now (in the caller's transaction, if any), with the one
 * availability rule (decision 0078): the plan's use and the loved one's shifts over the whole pattern, the
 * roster only within the booking window (beyond it a date is `later`). A date inside one of the loved
 * one's pauses is `paused` and judged no further (decision 0080): it takes no allowance and no companion.
 */
export function createSeriesJudge(availability: Availability) {
  return async function judgeDates(
    d: Db,
    userId: number,
    p: Pattern,
    plan: PlanCover,
    lovedOne: LovedOneForVisit,
    service: Service,
    now: Date,
    options: JudgeOptions = {},
  ): Promise<JudgedDate[]> {
    const all = patternDates(p);
    if (all.length === 0) return [];
    const pauses = await pausesOverlapping(d, lovedOne.id, p.from, p.until);
    // The loved one's pauses (decision 0080), then the plan's own (decision 0095).
    const pauseOn = (date: string) =>
      pauses.find((x) => x.fromDate <= date && x.toDate >= date) ??
      (pausedOn(plan, date) ? { reason: PLAN_PAUSE_MESSAGES.cancelReason } : undefined);
    const dates = all.filter((date) => !pauseOn(date));
    const nearTo = bookedNowThrough(p.until, availability.lastBookableDay(now));
    const ask = {
      userId,
      service: { id: service.id, kind: service.kind, name: service.name },
      lovedOne: { id: lovedOne.id, name: lovedOne.fullName },
      plans: [plan],
    };
    const [whole, near] = await Promise.all([
      // The whole pattern's holidays are the loved one's state's, though its roster is not asked for.
      availability.facts(d, { ...ask, area: null, holidaysIn: lovedOne.cityId, from: p.from, to: p.until }),
      nearTo >= p.from
        ? availability.facts(d, {
            ...ask,
            area: { cityId: lovedOne.cityId, pincode: lovedOne.pincode },
            from: p.from,
            to: nearTo,
          })
        : Promise.resolve(null),
    ]);
    const facts = withoutVisits(
      { ...whole, roster: near?.roster ?? { companions: [], busy: new Map() } },
      options.freed ?? [],
    );
    const judged = availability.judgeSeries(
      facts,
      dates.map((date) => ({ date, shift: p.shift, start: p.start })),
      now,
      options.regularId ?? null,
    );
    const bookedTo = options.bookedThrough;
    const byDate = new Map(
      judged.map((v): [string, SeriesVerdict] =>
        bookedTo !== undefined && v.state === "ok" && (bookedTo === null || v.date > bookedTo)
          ? [v.date, { date: v.date, state: "later", plan: v.plan }]
          : [v.date, v],
      ),
    );
    return all.map((date): JudgedDate => {
      const pause = pauseOn(date);
      if (pause) return { date, state: "paused", plan: null, pauseReason: pause.reason };
      return byDate.get(date) as SeriesVerdict;
    });
  };
}
