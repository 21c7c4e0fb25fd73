import { createHash } from "node:crypto";
import {
  BOOKING_MESSAGES,
  type CreateVisitSeriesRequest,
  type CreateVisitSeriesResponse,
  type PreviewVisitSeriesRequest,
  type PreviewVisitSeriesResponse,
  SERIES_MESSAGES,
  type SeriesDate,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { uniqueViolationOf } from "../../lib/db-errors.ts";
import { createSeriesChange } from "./series-change.service.ts";
import {
  asSeriesConflict,
  createSeriesChecks,
  refuseChanged,
  type VisitSeriesDeps,
} from "./series-checks.ts";
import { bookedNowThrough, describe, patternDates } from "./series-dates.ts";
import { type Pattern, patternOf, type Service } from "./series-judge.ts";
import { toSeriesView } from "./series-view.ts";
import { seriesBookingIds } from "./series-visits-read.repo.ts";
import * as repo from "./visit-series.repo.ts";

/** What identifies a confirm: the same key with another pattern or other dates is not a retry. */
function requestHash(r: CreateVisitSeriesRequest): string {
  const { idempotency_key: _key, ...what } = r;
  const canonical = JSON.stringify(Object.entries(what).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(canonical).digest("hex");
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
  const checks = createSeriesChecks(deps);
  const { planFits, judged, checked, bookOk } = checks;
  const change = createSeriesChange(deps, checks);

  async function preview(userId: number, r: PreviewVisitSeriesRequest): Promise<PreviewVisitSeriesResponse> {
    if (r.series_id !== undefined) return change.previewChange(userId, { ...r, series_id: r.series_id });
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
      refuseChanged(r.confirmed_dates, dates);
      const ok = verdicts.flatMap((v) => (v.state === "ok" ? [v] : []));
      if (ok.length === 0 && !dates.some((x) => x.state === "later")) {
        throw new AppError("BE011", SERIES_MESSAGES.nothingToBook);
      }
      const bookingIds = await bookOk(
        tx,
        { seriesId: created.id, userId, plan, lovedOne, service, p, hash },
        ok,
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
    if (done) return answerFor(done, await seriesBookingIds(db, done.id), done.skipped);
    const { service } = await checked(userId, p);
    let written: Awaited<ReturnType<typeof write>>;
    try {
      written = await write(userId, r, p, hash, service);
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === "visit_series_idempotency_uq") {
        const first = await earlier(db, userId, r.idempotency_key, hash);
        if (first) return answerFor(first, await seriesBookingIds(db, first.id), first.skipped);
      }
      throw asSeriesConflict(error);
    }
    const { series, bookingIds, dates } = written;
    // The family's message leaves now rather than at the worker's next run.
    if (bookingIds !== null) deps.notifier.kick();
    if (bookingIds === null) {
      return answerFor(series, await seriesBookingIds(db, series.id), series.skipped);
    }
    return answerFor(series, bookingIds, dates ?? []);
  }

  return { preview, create, update: change.update };
}
export type VisitSeriesService = ReturnType<typeof createVisitSeries>;
