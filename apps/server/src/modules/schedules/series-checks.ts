import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  EMERGENCY_TEXT,
  isBookableKind,
  SERIES_MESSAGES,
  type SeriesDate,
  seriesReason,
} from "@eldercare/contracts";
import type { AppConfig, AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { exclusionViolationOf, uniqueViolationOf } from "../../lib/db-errors.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCover, PlanCoverService } from "../billing/plan-cover.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess, LovedOneForVisit } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { JudgedDate } from "./series-dates.ts";
import { createSeriesJudge, type Pattern, type Service } from "./series-judge.ts";
import type { SeriesMessages } from "./series-messages.ts";
import * as repo from "./visit-series.repo.ts";

/** What a care schedule's services are built from. */
export interface VisitSeriesDeps extends Pick<AppDeps, "db" | "now"> {
  seriesMessages: SeriesMessages;
  notifier: Pick<Notifier, "kick">;
  config: Pick<AppConfig, "company">;
  availability: Availability;
  seriesVisits: SeriesVisits;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: Pick<MemberDirectory, "hold">;
}

/**
 * The checks a schedule's preview, confirm and change share (decision 0078): the service, the plan, the
 * loved one, every date judged; before any lock, and again under the locks where they write.
 */
export function createSeriesChecks(deps: VisitSeriesDeps) {
  const { db, availability } = deps;
  const judgeDates = createSeriesJudge(availability);

  /** The service, if active and a visit at all, with its speciality when it needs one (before any lock). */
  async function serviceOf(p: Pattern): Promise<Service> {
    const service = await repo.findService(db, p.serviceId);
    if (!service) throw new AppError("BE004", BOOKING_MESSAGES.serviceNotFound);
    if (!isBookableKind(service.kind)) {
      throw new AppError("BE001", EMERGENCY_TEXT.notBookable(deps.config.company.helpline_phone));
    }
    if (service.needsSpeciality && p.specialityId === null) {
      throw new AppError("BE001", BOOKING_MESSAGES.specialityRequired);
    }
    if (p.specialityId !== null && !(await repo.specialityExists(db, p.specialityId))) {
      throw new AppError("BE004", BOOKING_MESSAGES.specialityNotFound);
    }
    return service;
  }

  /** The member's plan named, checked to include the service and to cover the pattern's dates. */
  async function planFits(d: Db, p: Pattern, plan: PlanCover | null, service: Service): Promise<PlanCover> {
    if (!plan) throw new AppError("BE004", BOOKING_MESSAGES.planNotFound);
    if (p.from < plan.startsOn) {
      throw new AppError("BE001", SERIES_MESSAGES.fromBeforePlan(formatIndiaDay(plan.startsOn)));
    }
    if (p.until > plan.endsOn) {
      throw new AppError("BE001", SERIES_MESSAGES.untilPastPlan(formatIndiaDay(plan.endsOn)));
    }
    const inclusion = await deps.planCover.inclusion(d, plan.tier, service.kind);
    if (!inclusion) throw new AppError("BE011", bookingRuleMessage.notIncluded(service.name, plan.tier));
    return plan;
  }

  /** Every date judged (series-judge.ts); a Single plan's other person refuses the whole pattern. */
  async function judged(...args: Parameters<typeof judgeDates>): Promise<JudgedDate[]> {
    const verdicts = await judgeDates(...args);
    const other = verdicts.find((v) => v.state === "other_person");
    if (other) {
      throw new AppError("BE011", bookingRuleMessage.singlePlanOtherPerson(other.plan?.otherPerson ?? ""));
    }
    return verdicts;
  }

  async function lovedOneOf(userId: number, p: Pattern): Promise<LovedOneForVisit> {
    const lovedOne = await deps.lovedOnes.find(db, userId, p.lovedOneId);
    if (!lovedOne) throw new AppError("BE004", BOOKING_MESSAGES.lovedOneNotFound);
    return lovedOne;
  }

  /** The checks that need no lock, in the order the family fixes them: what, under which plan, for whom. */
  async function checked(userId: number, p: Pattern) {
    const service = await serviceOf(p);
    const plans = await deps.planCover.ofMember(db, userId);
    const plan = await planFits(db, p, plans.find((x) => x.id === p.subscriptionId) ?? null, service);
    const lovedOne = await lovedOneOf(userId, p);
    return { service, plan, lovedOne };
  }

  /** Books the dates judged ok as the schedule's visits, in the caller's transaction: their booking ids. */
  function bookOk(
    tx: Db,
    w: {
      seriesId: number;
      userId: number;
      plan: PlanCover;
      lovedOne: LovedOneForVisit;
      service: Service;
      p: Pattern;
      hash: string;
    },
    ok: readonly Extract<JudgedDate, { state: "ok" }>[],
    at: Date,
  ): Promise<number[]> {
    return deps.seriesVisits.insert(
      tx,
      {
        seriesId: w.seriesId,
        userId: w.userId,
        subscriptionId: w.plan.id,
        lovedOne: w.lovedOne,
        service: { id: w.service.id, kind: w.service.kind },
        specialityId: w.p.specialityId,
        shift: w.p.shift,
        notes: w.p.notes,
        requestHash: w.hash,
      },
      ok.map((v) => ({ date: v.date, start: v.start, companionId: v.companion?.id ?? null })),
      at,
    );
  }

  return { serviceOf, planFits, judged, lovedOneOf, checked, bookOk };
}
export type SeriesChecks = ReturnType<typeof createSeriesChecks>;

/** The dates that differ between what the family confirmed and what would be booked now, in their words. */
export function changes(confirmed: readonly string[], now: readonly SeriesDate[]): string[] {
  const seen = new Set(confirmed);
  const ok = new Set(now.filter((x) => x.state === "ok").map((x) => x.date));
  const lines: string[] = [];
  for (const x of now) {
    const day = formatIndiaDay(x.date);
    if (seen.has(x.date) && !ok.has(x.date)) {
      lines.push(seriesReason.changedDate(day, x.reason ?? seriesReason.noPlan));
    } else if (!seen.has(x.date) && ok.has(x.date)) {
      lines.push(seriesReason.changedDate(day, seriesReason.nowBookable));
    }
  }
  for (const date of confirmed) {
    if (!now.some((x) => x.date === date)) {
      lines.push(seriesReason.changedDate(formatIndiaDay(date), seriesReason.noPlan));
    }
  }
  return lines;
}

/** Books nothing when a date differs from what the family confirmed: a 409 naming each changed date. */
export function refuseChanged(confirmed: readonly string[], dates: readonly SeriesDate[]): void {
  const changed = changes(confirmed, dates);
  if (changed.length > 0) {
    throw new AppError(
      "BE010",
      SERIES_MESSAGES.changed,
      changed.map((line) => ({ Code: "BE010", Message: line })),
    );
  }
}

/**
 * A write's failure as the family hears it: a visit booked for the loved one, or a companion taken, by a
 * booking judged under another plan's lock is "something changed" (409); anything else as it was.
 */
export function asSeriesConflict(error: unknown): unknown {
  const index = uniqueViolationOf(error);
  if (index === "bookings_loved_one_shift_uq" || exclusionViolationOf(error)) {
    return new AppError("BE010", SERIES_MESSAGES.changed);
  }
  return error;
}
