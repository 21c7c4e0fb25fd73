import { createHash } from "node:crypto";
import {
  BOOKING_MESSAGES,
  indiaToday,
  type PreviewVisitSeriesRequest,
  type PreviewVisitSeriesResponse,
  SERIES_MESSAGES,
  type SeriesDate,
  type UpdateVisitSeriesRequest,
  type UpdateVisitSeriesResponse,
} from "@eldercare/contracts";
import { AppError } from "../../http/app-error.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import { asSeriesConflict, refuseChanged, type SeriesChecks, type VisitSeriesDeps } from "./series-checks.ts";
import { describe, patternDates } from "./series-dates.ts";
import type { Pattern } from "./series-judge.ts";
import { toSeriesView } from "./series-view.ts";
import { goingAheadFrom } from "./series-visits-read.repo.ts";
import * as repo from "./visit-series.repo.ts";

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

/**
 * A care schedule changed from a date (users/updatevisitseries/, decision 0080), and its preview
 * (users/previewvisitseries/ with `series_id`).
 */
export function createSeriesChange(deps: VisitSeriesDeps, checks: SeriesChecks) {
  const { db, availability } = deps;
  const rules = availability.rules;
  const { planFits, judged, checked, bookOk } = checks;

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

  /**
   * A change of the schedule previewed (decision 0080): its own visits from `from` on count as free, and only
   * the dates up to where it was booked are booked now (the rest `later`).
   */
  async function previewChange(
    userId: number,
    r: PreviewVisitSeriesRequest & { series_id: number },
  ): Promise<PreviewVisitSeriesResponse> {
    const { series, p, service, plan, lovedOne } = await changeChecked(userId, r);
    const freed = await goingAheadFrom(db, series.id, p.from);
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
        refuseChanged(r.confirmed_dates, dates);
        const ok = verdicts.flatMap((v) => (v.state === "ok" ? [v] : []));
        const bookingIds = await bookOk(
          tx,
          { seriesId: series.id, userId, plan, lovedOne, service, p, hash },
          ok,
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
        throw asSeriesConflict(error);
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

  return { previewChange, update };
}
