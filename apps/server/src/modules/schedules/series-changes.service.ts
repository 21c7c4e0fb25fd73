import {
  type EndVisitSeriesRequest,
  type EndVisitSeriesResponse,
  indiaToday,
  SERIES_MESSAGES,
  SERIES_NEXT_VISITS,
  type SeriesDate,
  seriesReason,
  type VisitSeriesItem,
  type VisitSeriesListRequest,
  type VisitSeriesListResponse,
} from "@eldercare/contracts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { addDays, formatIndiaDay } from "../../lib/india-date.ts";
import type { Availability } from "../availability/availability.service.ts";
import type { SeriesVisits } from "../bookings/series-visits.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { patternDates } from "./series-dates.ts";
import type { SeriesMessages } from "./series-messages.ts";
import { seriesView, toSeriesView } from "./series-view.ts";
import { upcomingBySeries } from "./series-visits-read.repo.ts";
import { listPauses, type PauseRow } from "./visit-pauses.repo.ts";
import { pauseView } from "./visit-pauses.service.ts";
import * as repo from "./visit-series.repo.ts";

/**
 * A schedule's skipped dates with those of its pattern a pause took after they were booked (their visits
 * were cancelled by the pause), as "paused", in date order (decision 0080). The sweep records the paused
 * dates of the months it books itself.
 */
function withPaused(s: VisitSeriesItem, pauses: readonly PauseRow[]): VisitSeriesItem {
  const mine = pauses.filter((p) => p.lovedOneId !== null && p.lovedOneId === s.loved_one_id);
  if (mine.length === 0 || s.booked_through === null) return s;
  const known = new Set(s.skipped.map((d) => d.date));
  const added: SeriesDate[] = [];
  for (const p of mine) {
    const from = p.fromDate > s.from ? p.fromDate : s.from;
    const to = [p.toDate, s.booked_through, s.until].sort()[0] as string;
    if (to < from) continue;
    for (const date of patternDates({ from, until: to, weekdays: s.weekdays })) {
      if (known.has(date)) continue;
      known.add(date);
      added.push({ date, state: "paused", reason: seriesReason.paused(p.reason) });
    }
  }
  if (added.length === 0) return s;
  return { ...s, skipped: [...s.skipped, ...added].sort((a, b) => a.date.localeCompare(b.date)) };
}

export interface SeriesChangesDeps extends Pick<AppDeps, "db" | "now"> {
  seriesMessages: SeriesMessages;
  notifier: Pick<Notifier, "kick">;
  availability: Availability;
  seriesVisits: SeriesVisits;
  members: Pick<MemberDirectory, "hold">;
}

/**
 * users/getvisitseries/ and users/endvisitseries/ (issue 44, decision 0078): the family's schedules with their
 * next visits, and ending one from a date. Ending takes the account's key share, its visits' rows and their
 * requests, then the series' row (the lock order of decision 0033: the series after them), so the visits it
 * cancels are exactly those it checked.
 */
export function createSeriesChanges(deps: SeriesChangesDeps) {
  const { db } = deps;

  async function list(userId: number, r: VisitSeriesListRequest): Promise<VisitSeriesListResponse> {
    const rows = await repo.listSeries(db, userId, r.loved_one_id);
    const [upcoming, regulars] = await Promise.all([
      upcomingBySeries(
        db,
        rows.map((s) => s.row.id),
        deps.now(),
        SERIES_NEXT_VISITS,
      ),
      // The schedule's regular companion, as the team set it (decision 0081), not guessed from its visits.
      deps.seriesVisits.forFamily(
        db,
        rows.flatMap((s) => (s.row.regularCompanionId === null ? [] : [s.row.regularCompanionId])),
      ),
    ]);
    const series = rows.map(({ row, serviceName }) => {
      const u = upcoming.get(row.id);
      return {
        ...seriesView(row, serviceName),
        next_visits: u?.next ?? [],
        upcoming_count: u?.count ?? 0,
        regular_companion:
          row.regularCompanionId === null ? null : (regulars.get(row.regularCompanionId) ?? null),
        skipped: row.skipped,
      };
    });
    const pauseRows = await listPauses(db, userId, r.loved_one_id);
    return { series: series.map((x) => withPaused(x, pauseRows)), pauses: pauseRows.map(pauseView) };
  }

  async function end(userId: number, r: EndVisitSeriesRequest): Promise<EndVisitSeriesResponse> {
    const at = deps.now();
    if (r.from <= indiaToday(at)) throw new AppError("BE001", SERIES_MESSAGES.endNotAhead);
    const cutoffHours = deps.availability.rules.cancel_cutoff_hours;
    const { series, cancelled } = await db.transaction(async (tx) => {
      if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
      const mine = await repo.findSeriesOf(tx, userId, r.series_id);
      if (!mine) throw new AppError("BE004", SERIES_MESSAGES.seriesNotFound);
      if (mine.status === "ended") throw new AppError("BE011", SERIES_MESSAGES.alreadyEnded);
      // Its visits' rows (rank 4), their requests (5), then its own row (5b), where a second end at once
      // finds it ended (and so had found its visits cancelled), and is refused: nothing of it is kept.
      const visits = await deps.seriesVisits.lockFrom(tx, mine.id, r.from);
      const tooSoon = visits.find((v) => v.startsAt.getTime() < at.getTime() + cutoffHours * 3_600_000);
      if (tooSoon) {
        throw new AppError(
          "BE011",
          SERIES_MESSAGES.endTooSoon(formatIndiaDay(tooSoon.visitDate), cutoffHours),
        );
      }
      const ids = await deps.seriesVisits.cancel(
        tx,
        visits.map((v) => v.id),
        SERIES_MESSAGES.endReason,
        at,
      );
      const found = await repo.lockSeries(tx, userId, mine.id);
      if (!found) throw new AppError("BE004", SERIES_MESSAGES.seriesNotFound);
      if (found.status === "ended") throw new AppError("BE011", SERIES_MESSAGES.alreadyEnded);
      // Visits the monthly booking added meanwhile (it holds the series' row while it books, so none after).
      const added = await deps.seriesVisits.lockFrom(tx, mine.id, r.from);
      ids.push(
        ...(await deps.seriesVisits.cancel(
          tx,
          added.map((v) => v.id),
          SERIES_MESSAGES.endReason,
          at,
        )),
      );
      const dayBefore = addDays(r.from, -1);
      const endsOn =
        dayBefore < found.startsOn ? found.startsOn : dayBefore < found.endsOn ? dayBefore : found.endsOn;
      const ended = await repo.endSeries(tx, found.id, endsOn, at);
      await deps.seriesMessages.ended(tx, ended, r.from, ids.length);
      return { series: ended, cancelled: ids };
    });
    deps.notifier.kick();
    return {
      Message: SERIES_MESSAGES.ended(cancelled.length),
      series: await toSeriesView(db, series),
      cancelled_booking_ids: cancelled,
    };
  }

  return { list, end };
}
export type SeriesChanges = ReturnType<typeof createSeriesChanges>;
