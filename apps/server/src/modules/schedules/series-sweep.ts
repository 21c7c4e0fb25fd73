import { isBookableKind } from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { addDays, lastDayOfMonths } from "../../lib/india-date.ts";
import { createSweeper } from "../../lib/sweeper.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { PlanCoverService } from "../billing/plan-cover.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { LovedOneAccess } from "../members/loved-one-access.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { describe, patternDates } from "./series-dates.ts";
import { createSeriesJudge, type Pattern } from "./series-judge.ts";
import type { SeriesMessages } from "./series-messages.ts";
import * as repo from "./visit-series.repo.ts";

/** Series decided per query of candidates. */
const BATCH = 50;

export interface SeriesSweepDeps extends Pick<AppDeps, "db" | "now" | "log"> {
  seriesMessages: SeriesMessages;
  notifier: Pick<Notifier, "kick">;
  availability: Availability;
  seriesVisits: SeriesVisits;
  planCover: PlanCoverService;
  lovedOnes: LovedOneAccess;
  members: Pick<MemberDirectory, "hold">;
}

/**
 * The last day the sweep books through at `now`: the end of the latest month whose every date is within the
 * booking window (decision 0078: a month opens on the day its last date comes within it).
 */
export function openThrough(lastBookable: string): string {
  const monthEnd = lastDayOfMonths(`${lastBookable.slice(0, 7)}-01`, 1);
  return monthEnd <= lastBookable ? monthEnd : addDays(`${lastBookable.slice(0, 7)}-01`, -1);
}

/**
 * Each series books its next month's dates when that month opens (issue 44, decision 0078). For each active
 * series not yet booked through the open months, one transaction takes a single booking's locks in their
 * order (the account, the plan, the loved one), then the series' row, where it decides again whether the
 * dates are still to book (another process may just have booked them: then nothing), then the roster's
 * days; it judges the dates with the one rule, books those that can be and records the others with why.
 * So however many processes sweep at once, each series and month is booked once. A series whose plan no
 * longer covers its next date, or whose loved one was removed, ends there.
 */
export function createSeriesSweep(deps: SeriesSweepDeps) {
  const { db, availability } = deps;
  const judgeDates = createSeriesJudge(availability);

  /** Books one series' dates up to `target`; whether it booked (or ended) anything. */
  async function bookNext(id: number, target: string, now: Date): Promise<boolean> {
    const row = await repo.findSeries(db, id);
    if (row?.status !== "active") return false;
    const service = await repo.findService(db, row.serviceId);
    const from = row.bookedThrough ? addDays(row.bookedThrough, 1) : row.startsOn;
    return db.transaction(async (tx) => {
      // An erased member's schedules end (their visits were cancelled with the erasure).
      if (!(await deps.members.hold(tx, row.userId))) {
        const gone = await repo.lockSeries(tx, row.userId, id);
        if (gone?.status === "active") await repo.endSeries(tx, id, gone.bookedThrough ?? gone.startsOn, now);
        return gone?.status === "active";
      }
      const plan = await deps.planCover.lockCovering(tx, row.userId, from, row.subscriptionId);
      const lovedOne =
        row.lovedOneId === null ? null : await deps.lovedOnes.lockForBooking(tx, row.userId, row.lovedOneId);
      const series = await repo.lockSeries(tx, row.userId, id);
      if (series?.status !== "active") return false;
      const bookedTo = series.bookedThrough ?? addDays(series.startsOn, -1);
      const through = [series.endsOn, target, plan?.endsOn ?? target].sort()[0] as string;
      if (bookedTo >= through && plan && lovedOne) return false;
      if (!plan || !lovedOne || !service || !isBookableKind(service.kind)) {
        const endsOn = bookedTo < series.startsOn ? series.startsOn : bookedTo;
        await repo.endSeries(tx, id, endsOn, now);
        return true;
      }
      const pattern: Pattern = {
        subscriptionId: series.subscriptionId,
        lovedOneId: lovedOne.id,
        serviceId: series.serviceId,
        specialityId: series.specialityId,
        weekdays: series.weekdays,
        shift: series.shiftType as Pattern["shift"],
        start: series.startTime,
        from: addDays(bookedTo, 1),
        until: through,
        notes: series.notes,
      };
      await deps.seriesVisits.lockDays(tx, patternDates(pattern), pattern.shift);
      // The regular companion (decision 0081) is kept for every new date they are free, under the days' locks.
      const verdicts = await judgeDates(tx, row.userId, pattern, plan, lovedOne, service, now, {
        regularId: series.regularCompanionId,
      });
      const ok = verdicts.flatMap((v) => (v.state === "ok" ? [v] : []));
      await deps.seriesVisits.insert(
        tx,
        {
          seriesId: id,
          userId: row.userId,
          subscriptionId: plan.id,
          lovedOne,
          service: { id: service.id, kind: service.kind },
          specialityId: series.specialityId,
          shift: pattern.shift,
          notes: series.notes,
          requestHash: series.requestHash,
        },
        ok.map((v) => ({ date: v.date, start: v.start, companionId: v.companion?.id ?? null })),
        now,
      );
      const skipped = verdicts
        .filter((v) => v.state !== "ok")
        .map((v) => describe(v, availability.rules, lovedOne.fullName));
      await repo.markBooked(tx, id, through, skipped, now);
      // The family hears of each month's dates (none: the month had no date of the pattern left).
      if (verdicts.length > 0) {
        const regularId = series.regularCompanionId;
        const regular =
          regularId === null
            ? undefined
            : (await availability.roster.profiles(tx, [regularId])).get(regularId);
        await deps.seriesMessages.monthBooked(
          tx,
          series,
          through,
          ok.map((v) => v.date),
          skipped,
          regular
            ? {
                firstName: regular.fullName.trim().split(/\s+/)[0] ?? "",
                with: ok.flatMap((v) => (v.companion?.id === regularId ? [v.date] : [])),
              }
            : null,
        );
      }
      return true;
    });
  }

  /** Books every due series' next dates at `now`; how many series it booked or ended. */
  async function runOnce(now: Date = deps.now()): Promise<number> {
    const target = openThrough(availability.lastBookableDay(now));
    let done = 0;
    let after = 0;
    for (;;) {
      const ids = await repo.dueSeries(db, target, after, BATCH);
      for (const id of ids) if (await bookNext(id, target, now)) done++;
      if (done > 0) deps.notifier.kick();
      if (ids.length < BATCH) break;
      after = ids.at(-1) ?? after;
    }
    return done;
  }

  const sweeper = createSweeper(runOnce, {
    onError: (error) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error) },
        "series sweep failed",
      ),
  });
  return { runOnce, openThrough, start: sweeper.start, stop: sweeper.stop };
}
export type SeriesSweep = ReturnType<typeof createSeriesSweep>;
