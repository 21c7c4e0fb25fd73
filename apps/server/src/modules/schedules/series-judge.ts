import type { PreviewVisitSeriesRequest, ShiftType } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import type { PlanCover } from "../billing/plan-cover.service.ts";
import type { Availability, SeriesVerdict } from "../bookings/availability.service.ts";
import type { LovedOneForVisit } from "../members/loved-one-access.service.ts";
import { bookedNowThrough, patternDates } from "./series-dates.ts";
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
 * roster only within the booking window (beyond it a date is `later`).
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
    /** The series' regular companion, kept for every date they are free (decision 0081). */
    regularId: number | null = null,
  ): Promise<SeriesVerdict[]> {
    const dates = patternDates(p);
    if (dates.length === 0) return [];
    const nearTo = bookedNowThrough(p.until, availability.lastBookableDay(now));
    const ask = {
      userId,
      service: { id: service.id, kind: service.kind, name: service.name },
      lovedOne: { id: lovedOne.id, name: lovedOne.fullName },
      plans: [plan],
    };
    const [whole, near] = await Promise.all([
      availability.facts(d, { ...ask, area: null, from: p.from, to: p.until }),
      nearTo >= p.from
        ? availability.facts(d, {
            ...ask,
            area: { cityId: lovedOne.cityId, pincode: lovedOne.pincode },
            from: p.from,
            to: nearTo,
          })
        : Promise.resolve(null),
    ]);
    const facts = { ...whole, roster: near?.roster ?? { companions: [], busy: new Map() } };
    return availability.judgeSeries(
      facts,
      dates.map((date) => ({ date, shift: p.shift, start: p.start })),
      now,
      regularId,
    );
  };
}
