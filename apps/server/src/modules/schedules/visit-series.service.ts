import { createHash } from "node:crypto";
import {
  BOOKING_MESSAGES,
  bookingRuleMessage,
  type CreateVisitSeriesRequest,
  type CreateVisitSeriesResponse,
  EMERGENCY_TEXT,
  indiaToday,
  isBookableKind,
  type PreviewVisitSeriesRequest,
  type PreviewVisitSeriesResponse,
  SERIES_MESSAGES,
  type SeriesDate,
  seriesReason,
  type UpdateVisitSeriesRequest,
  type UpdateVisitSeriesResponse,
} from "@eldercare/contracts";
import type { AppConfig, AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { exclusionViolationOf, uniqueViolationOf } from "../../lib/db-errors.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { PlanCover, PlanCoverService } from "../billing/plan-cover.service.ts";
import type { Availability } from "../bookings/availability.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess, LovedOneForVisit } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { bookedNowThrough, describe, type JudgedDate, patternDates } from "./series-dates.ts";
import { createSeriesJudge, type Pattern, patternOf, type Service } from "./series-judge.ts";
import type { SeriesMessages } from "./series-messages.ts";
import { toSeriesView } from "./series-view.ts";
import * as repo from "./visit-series.repo.ts";

/** What identifies a confirm: the same key with another pattern or other dates is not a retry. */
function requestHash(r: CreateVisitSeriesRequest): string {
  const { idempotency_key: _key, ...what } = r;
  const canonical = JSON.stringify(Object.entries(what).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("hex");
}

/** A change finding its schedule already has the pattern asked for: rolled back, answered as done. */
class Unchanged extends Error {
  constructor(readonly series: repo.SeriesRow) {
    super("unchanged");
  }
}

/** What identifies a change: the same key with another pattern is not a retry. */
function changeHash(r: UpdateVisitSeriesRequest): string {
  const { idempotency_key: _key, confirmed_dates: _dates, ...what } = r;
  const canonical = JSON.stringify(Object.entries(what).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(`change:${canonical}`).digest("hex");
}

/** The new pattern of a schedule changed from `from` on: its plan, loved one and service stay. */
function changedPattern(
  series: repo.SeriesRow,
  r: Pick<UpdateVisitSeriesRequest, "from" | "until" | "weekdays" | "shift_type" | "start_time">,
): Pattern {
  return {
    subscriptionId: series.subscriptionId,
    lovedOneId: series.lovedOneId ?? 0,
    serviceId: series.serviceId,
    specialityId: series.specialityId,
    weekdays: [...new Set(r.weekdays)].sort((a, b) => a - b),
    shift: r.shift_type as Pattern["shift"],
    start: r.start_time,
    from: r.from,
    until: r.until ?? series.endsOn,
    notes: series.notes,
  };
}

/** The last date a change books now: as far as the schedule was booked (the sweep books the rest). */
function changeBookedThrough(series: repo.SeriesRow, until: string): string | null {
  if (series.bookedThrough === null) return null;
  return series.bookedThrough < until ? series.bookedThrough : until;
}

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
 * users/previewvisitseries/ and users/createvisitseries/ (issue 44, decision 0078): a weekly pattern judged
 * date by date with the availability rules a single booking takes, and booked whole in one transaction
 * under the same locks in the same order (decision 0033): the account, the plan, the loved one, then the
 * roster's day of every date booked now, in date order.
 */
export function createVisitSeries(deps: VisitSeriesDeps) {
  const { db, availability } = deps;
  const rules = availability.rules;
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

  /**
   * A change's checks that need no lock: the member's active schedule, `from` after today and within it, the
   * new last date within the plan; then the service, plan and loved one as creating checks them.
   */
  async function changeChecked(
    userId: number,
    r: Parameters<typeof changedPattern>[1] & { series_id: number },
  ) {
    const series = await repo.findSeriesOf(db, userId, r.series_id);
    if (!series) throw new AppError("BE004", SERIES_MESSAGES.seriesNotFound);
    if (series.status === "ended") throw new AppError("BE011", SERIES_MESSAGES.alreadyEnded);
    if (r.from <= indiaToday(deps.now())) throw new AppError("BE001", SERIES_MESSAGES.changeNotAhead);
    if (r.from < series.startsOn || r.from > series.endsOn) {
      throw new AppError(
        "BE001",
        SERIES_MESSAGES.changeOutside(formatIndiaDay(series.startsOn), formatIndiaDay(series.endsOn)),
      );
    }
    if (series.lovedOneId === null) throw new AppError("BE004", BOOKING_MESSAGES.lovedOneNotFound);
    const p = changedPattern(series, r);
    if (p.until < p.from) throw new AppError("BE001", SERIES_MESSAGES.untilBeforeFrom);
    return { series, p, ...(await checked(userId, p)) };
  }

  async function preview(userId: number, r: PreviewVisitSeriesRequest): Promise<PreviewVisitSeriesResponse> {
    if (r.series_id !== undefined) return previewChange(userId, { ...r, series_id: r.series_id });
    const p = patternOf(r);
    const { service, plan, lovedOne } = await checked(userId, p);
    const verdicts = await judged(db, userId, p, plan, lovedOne, service, deps.now());
    const dates = verdicts.map((v) => describe(v, rules, lovedOne.fullName));
    return {
      dates,
      bookable: dates.filter((x) => x.state === "ok").length,
      later: dates.filter((x) => x.state === "later").length,
    };
  }

  /**
   * A change of the schedule previewed (decision 0080): its own visits from `from` on count as free, and only
   * the dates up to where it was booked are booked now (the rest `later`).
   */
  async function previewChange(
    userId: number,
    r: PreviewVisitSeriesRequest & { series_id: number },
  ): Promise<PreviewVisitSeriesResponse> {
    const { series, p, service, plan, lovedOne } = await changeChecked(userId, r);
    const freed = await deps.seriesVisits.goingAheadFrom(db, series.id, p.from);
    const verdicts = await judged(db, userId, p, plan, lovedOne, service, deps.now(), {
      freed,
      bookedThrough: changeBookedThrough(series, p.until),
      // The regular companion is kept on the new dates they are free (decision 0081).
      regularId: series.regularCompanionId,
    });
    const dates = verdicts.map((v) => describe(v, rules, lovedOne.fullName));
    return {
      dates,
      bookable: dates.filter((x) => x.state === "ok").length,
      later: dates.filter((x) => x.state === "later").length,
    };
  }

  /**
   * users/updatevisitseries/ (decision 0080): the pattern changed from `from` on, in one transaction under
   * the locks of confirming a schedule and of ending one, in their order: the account, the plan, the loved
   * one, the schedule's visits from `from` (and their requests as they are cancelled), its row, then the
   * roster's day of each date booked, in date order. A second change with the same pattern finds it already
   * made and changes nothing (the key needs no row of its own: a retry is recognised by its effect).
   */
  async function update(userId: number, r: UpdateVisitSeriesRequest): Promise<UpdateVisitSeriesResponse> {
    const { series: first, p, service } = await changeChecked(userId, r);
    const hash = changeHash(r);
    const cutoffHours = availability.rules.cancel_cutoff_hours;
    const same = (s: repo.SeriesRow) =>
      s.weekdays.join(",") === p.weekdays.join(",") &&
      s.shiftType === p.shift &&
      s.startTime === p.start &&
      s.endsOn === p.until;
    let result: { series: repo.SeriesRow; cancelled: number[]; bookingIds: number[]; dates: SeriesDate[] };
    try {
      result = await db.transaction(async (tx) => {
        if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
        const locked = await deps.planCover.lockCovering(tx, userId, p.from, p.subscriptionId);
        const plan = await planFits(tx, p, locked, service);
        const lovedOne = await deps.lovedOnes.lockForBooking(tx, userId, p.lovedOneId);
        if (!lovedOne) throw new AppError("BE004", BOOKING_MESSAGES.lovedOneNotFound);
        const at = deps.now();
        const visits = await deps.seriesVisits.lockFrom(tx, first.id, p.from);
        const tooSoon = visits.find((v) => v.startsAt.getTime() < at.getTime() + cutoffHours * 3_600_000);
        if (tooSoon) {
          throw new AppError(
            "BE011",
            SERIES_MESSAGES.endTooSoon(formatIndiaDay(tooSoon.visitDate), cutoffHours),
          );
        }
        // Its visits (rank 4) and their requests (5) as ending does, then its row (5b): a second change at
        // once finds the pattern already changed, and rolls back what it cancelled.
        const cancelled = await deps.seriesVisits.cancel(
          tx,
          visits.map((v) => v.id),
          SERIES_MESSAGES.changeReason,
          at,
        );
        const series = await repo.lockSeries(tx, userId, first.id);
        if (!series) throw new AppError("BE004", SERIES_MESSAGES.seriesNotFound);
        if (series.status === "ended") throw new AppError("BE011", SERIES_MESSAGES.alreadyEnded);
        if (same(series)) throw new Unchanged(series);
        // Visits the monthly booking added meanwhile (it holds the series' row while it books, so none after).
        const added = await deps.seriesVisits.lockFrom(tx, first.id, p.from);
        cancelled.push(
          ...(await deps.seriesVisits.cancel(
            tx,
            added.map((v) => v.id),
            SERIES_MESSAGES.changeReason,
            at,
          )),
        );
        const through = changeBookedThrough(series, p.until);
        await deps.seriesVisits.lockDays(
          tx,
          patternDates(p).filter((d) => through !== null && d <= through),
          p.shift,
        );
        const verdicts = await judged(tx, userId, p, plan, lovedOne, service, at, {
          bookedThrough: through,
          regularId: series.regularCompanionId,
        });
        const dates = verdicts.map((v) => describe(v, rules, lovedOne.fullName));
        const changed = changes(r.confirmed_dates, dates);
        if (changed.length > 0) {
          throw new AppError(
            "BE010",
            SERIES_MESSAGES.changed,
            changed.map((line) => ({ Code: "BE010", Message: line })),
          );
        }
        const ok = verdicts.flatMap((v) => (v.state === "ok" ? [v] : []));
        const bookingIds = await deps.seriesVisits.insert(
          tx,
          {
            seriesId: series.id,
            userId,
            subscriptionId: plan.id,
            lovedOne,
            service: { id: service.id, kind: service.kind },
            specialityId: p.specialityId,
            shift: p.shift,
            notes: p.notes,
            requestHash: hash,
          },
          ok.map((v) => ({ date: v.date, start: v.start, companionId: v.companion?.id ?? null })),
          at,
        );
        const skipped = [
          ...series.skipped.filter((x) => x.date < p.from),
          ...dates.filter(
            (x) => x.state !== "ok" && x.state !== "later" && through !== null && x.date <= through,
          ),
        ];
        const changedRow = await repo.changePattern(
          tx,
          series.id,
          {
            weekdays: p.weekdays,
            shiftType: p.shift,
            startTime: p.start,
            endsOn: p.until,
            bookedThrough: through !== null && through >= p.from ? through : series.bookedThrough,
            skipped,
          },
          at,
        );
        await deps.seriesMessages.changed(
          tx,
          changedRow,
          p.from,
          cancelled.length,
          ok.map((v) => v.date),
          skipped.filter((x) => x.date >= p.from),
        );
        return { series: changedRow, cancelled, bookingIds, dates };
      });
    } catch (error) {
      if (error instanceof Unchanged) {
        result = { series: error.series, cancelled: [], bookingIds: [], dates: [] };
      } else {
        const index = uniqueViolationOf(error);
        if (index === "bookings_loved_one_shift_uq" || exclusionViolationOf(error)) {
          throw new AppError("BE010", SERIES_MESSAGES.changed);
        }
        throw error;
      }
    }
    const nothing =
      result.cancelled.length === 0 && result.bookingIds.length === 0 && result.dates.length === 0;
    if (!nothing) deps.notifier.kick();
    return {
      Message: nothing
        ? SERIES_MESSAGES.unchanged
        : SERIES_MESSAGES.changedPattern(result.cancelled.length, result.bookingIds.length),
      series: await toSeriesView(db, result.series),
      cancelled_booking_ids: result.cancelled,
      booking_ids: result.bookingIds,
      dates: result.dates,
    };
  }

  /** The dates that differ between what the family confirmed and what would be booked now, in their words. */
  function changes(confirmed: readonly string[], now: readonly SeriesDate[]): string[] {
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

  /** A retry (same key, same request) answers the first series; other details under the key are refused. */
  async function earlier(d: Db, userId: number, key: string, hash: string) {
    const found = await repo.findByKey(d, userId, key);
    if (found && found.requestHash !== hash) throw new AppError("BE010", SERIES_MESSAGES.idempotencyMismatch);
    return found;
  }

  async function answerFor(series: repo.SeriesRow, bookingIds: number[], dates: SeriesDate[]) {
    return {
      Message: SERIES_MESSAGES.booked(bookingIds.length),
      series: await toSeriesView(db, series),
      booking_ids: bookingIds,
      dates,
    };
  }

  async function write(
    userId: number,
    r: CreateVisitSeriesRequest,
    p: Pattern,
    hash: string,
    service: Service,
  ) {
    return db.transaction(async (tx) => {
      if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
      const locked = await deps.planCover.lockCovering(tx, userId, p.from, p.subscriptionId);
      const again = await earlier(tx, userId, r.idempotency_key, hash);
      if (again) return { series: again, bookingIds: null, dates: null };
      const plan = await planFits(tx, p, locked, service);
      const lovedOne = await deps.lovedOnes.lockForBooking(tx, userId, p.lovedOneId);
      if (!lovedOne) throw new AppError("BE004", BOOKING_MESSAGES.lovedOneNotFound);

      const at = deps.now();
      const through = bookedNowThrough(p.until, availability.lastBookableDay(at));
      // The series' row first (rank 4b, before the roster's days): its visits name it.
      const created = await repo.insertSeries(
        tx,
        {
          userId,
          subscriptionId: plan.id,
          lovedOneId: lovedOne.id,
          lovedOneName: lovedOne.fullName,
          serviceId: service.id,
          specialityId: p.specialityId,
          weekdays: p.weekdays,
          shiftType: p.shift,
          startTime: p.start,
          startsOn: p.from,
          endsOn: p.until,
          notes: p.notes,
          bookedThrough: null,
          skipped: [],
          idempotencyKey: r.idempotency_key,
          requestHash: hash,
        },
        at,
      );
      // Held at its rank now: its visits' foreign keys would take it after the roster's days (as decision
      // 0048 holds the account before a booking's insert).
      await repo.lockSeries(tx, userId, created.id);
      await deps.seriesVisits.lockDays(
        tx,
        patternDates(p).filter((d) => d <= through),
        p.shift,
      );
      const verdicts = await judged(tx, userId, p, plan, lovedOne, service, at);
      const dates = verdicts.map((v) => describe(v, rules, lovedOne.fullName));
      const changed = changes(r.confirmed_dates, dates);
      if (changed.length > 0) {
        throw new AppError(
          "BE010",
          SERIES_MESSAGES.changed,
          changed.map((line) => ({ Code: "BE010", Message: line })),
        );
      }
      const ok = verdicts.flatMap((v) => (v.state === "ok" ? [v] : []));
      if (ok.length === 0 && !dates.some((x) => x.state === "later")) {
        throw new AppError("BE011", SERIES_MESSAGES.nothingToBook);
      }
      const bookingIds = await deps.seriesVisits.insert(
        tx,
        {
          seriesId: created.id,
          userId,
          subscriptionId: plan.id,
          lovedOne,
          service: { id: service.id, kind: service.kind },
          specialityId: p.specialityId,
          shift: p.shift,
          notes: p.notes,
          requestHash: hash,
        },
        ok.map((v) => ({ date: v.date, start: v.start, companionId: v.companion?.id ?? null })),
        at,
      );
      const series = await repo.setBooked(
        tx,
        created.id,
        through >= p.from ? through : null,
        // The dates after it are judged again when their month opens (the sweep records those).
        dates.filter((x) => x.state !== "ok" && x.state !== "later" && x.date <= through),
        at,
      );
      await deps.seriesMessages.setUp(
        tx,
        series,
        ok.map((v) => v.date),
        series.skipped,
      );
      return { series, bookingIds, dates };
    });
  }

  async function create(userId: number, r: CreateVisitSeriesRequest): Promise<CreateVisitSeriesResponse> {
    const p = patternOf(r);
    const hash = requestHash(r);
    const done = await earlier(db, userId, r.idempotency_key, hash);
    if (done) return answerFor(done, await deps.seriesVisits.idsOf(db, done.id), done.skipped);
    const { service } = await checked(userId, p);
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await write(userId, r, p, hash, service);
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === "visit_series_idempotency_uq") {
        const first = await earlier(db, userId, r.idempotency_key, hash);
        if (first) return answerFor(first, await deps.seriesVisits.idsOf(db, first.id), first.skipped);
      }
      // A visit booked for the loved one, or a companion taken, by a change judged under another plan's lock.
      if (index === "bookings_loved_one_shift_uq" || exclusionViolationOf(error)) {
        throw new AppError("BE010", SERIES_MESSAGES.changed);
      }
      throw error;
    }
    const { series, bookingIds, dates } = written;
    // The family's message leaves now rather than at the worker's next run.
    if (bookingIds !== null) deps.notifier.kick();
    if (bookingIds === null) {
      return answerFor(series, await deps.seriesVisits.idsOf(db, series.id), series.skipped);
    }
    return answerFor(series, bookingIds, dates ?? []);
  }

  return { preview, create, update };
}
export type VisitSeriesService = ReturnType<typeof createVisitSeries>;
