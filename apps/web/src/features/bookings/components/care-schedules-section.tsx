import { API, formatStartTime, type VisitSeriesItem } from "@eldercare/contracts";
import {
  CalendarCheck,
  CalendarClock,
  CalendarX2,
  CircleCheck,
  CircleSlash,
  PauseCircle,
  Repeat,
  UserRound,
} from "lucide-react";
import { useState } from "react";
import { LoadError, LoadingNotice } from "../../../components/ui/load-states.tsx";
import { useMayCall } from "../../../lib/family-role.ts";
import { formatIndiaDay, formatIndiaWeekday } from "../../../lib/format.ts";
import { patternInWords } from "../../../lib/series-words.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";
import { useVisitSeries } from "../api/use-visit-series.ts";
import { ChangeSeriesDialog } from "./change-series-dialog.tsx";
import { EndSeriesDialog } from "./end-series-dialog.tsx";
import { type PauseFor, PauseVisitsDialog } from "./pause-visits-dialog.tsx";

export const CARE_SCHEDULES_TEXT = {
  title: "Care schedules",
  loading: "Loading the care schedules…",
  failed: "The care schedules could not be loaded.",
  end: "End schedule",
  change: "Change from a date",
  pause: "Pause visits",
} as const;

/** "Active" or "Ended", with an icon: never colour alone. */
function SeriesStatusBadge({ status }: { status: VisitSeriesItem["status"] }) {
  const ended = status === "ended";
  const Icon = ended ? CircleSlash : CircleCheck;
  return (
    <span
      className={`inline-flex min-h-8 items-center gap-1.5 rounded-full border-2 px-3 text-base font-semibold ${
        ended ? "border-muted bg-white text-ink" : "border-primary-700 bg-primary-50 text-primary-800"
      }`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {ended ? "Ended" : "Active"}
    </span>
  );
}

const visitsBooked = (n: number) => (n === 1 ? "1 visit booked" : `${n} visits booked`);
const datesSkipped = (n: number) => (n === 1 ? "1 date skipped" : `${n} dates skipped`);

/**
 * One care schedule: what and for whom, the pattern in words, from and until, its status, its regular
 * companion once the team has assigned one (decision 0081), the next visits, how many are booked, and the dates it
 * skipped with why (folded). An active one may be ended by whoever may change the visits.
 */
function SeriesCard({
  series: s,
  shiftName,
  mayEnd,
  onEnd,
  onChange,
  onPause,
}: {
  series: VisitSeriesItem;
  shiftName: (shift: number) => string;
  mayEnd: boolean;
  onEnd: (series: VisitSeriesItem) => void;
  onChange: (series: VisitSeriesItem) => void;
  onPause: (lovedOne: PauseFor) => void;
}) {
  const headingId = `series-${s.series_id}`;
  const active = s.status === "active";
  const title = `${s.service_name} for ${s.loved_one_name}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold break-words">
            {title}
          </h3>
          <p className="flex items-start gap-2 font-semibold text-muted">
            <Repeat aria-hidden="true" className="mt-1 size-5 shrink-0" />
            <span className="min-w-0 break-words">{patternInWords(s, shiftName)}</span>
          </p>
        </div>
        <SeriesStatusBadge status={s.status} />
      </div>
      <p>
        From {formatIndiaDay(s.from)} until {formatIndiaDay(s.until)}
      </p>
      {s.regular_companion ? (
        <p className="flex items-start gap-2">
          <UserRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
          <span>
            Regular companion: <strong>{s.regular_companion.first_name}</strong>
          </span>
        </p>
      ) : null}
      {active || s.upcoming_count > 0 ? (
        <div>
          <h4 className="font-semibold">Next visits</h4>
          {s.next_visits.length > 0 ? (
            <ul aria-label={`Next visits of ${title}`} className="mt-1 space-y-1">
              {s.next_visits.map((v) => (
                <li key={v.booking_id} className="flex items-start gap-2">
                  <CalendarCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
                  <span>
                    {formatIndiaWeekday(v.visit_date)}, {formatStartTime(v.start_time)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted">No visits booked yet.</p>
          )}
          <p className="mt-2">
            <strong>{visitsBooked(s.upcoming_count)}</strong> from now on.
            {active && s.booked_through && s.booked_through < s.until
              ? ` Dates after ${formatIndiaDay(s.booked_through)} are booked as their month opens.`
              : ""}
          </p>
        </div>
      ) : null}
      {s.skipped.length > 0 ? (
        <details className="rounded-lg border border-line px-4 py-1">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {datesSkipped(s.skipped.length)}
          </summary>
          <ul className="divide-y divide-line">
            {s.skipped.map((d) => (
              <li key={d.date} className="flex items-start gap-3 py-2">
                <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                <div className="min-w-0">
                  <p className="font-semibold">{formatIndiaWeekday(d.date)}</p>
                  <p className="break-words text-muted">{d.reason ?? "Not booked"}</p>
                </div>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {active && mayEnd ? (
        <div className="mt-auto flex flex-wrap gap-3 pt-1">
          <button type="button" className="btn btn-outline" onClick={() => onChange(s)}>
            <CalendarClock aria-hidden="true" className="size-5" />
            {CARE_SCHEDULES_TEXT.change}
            <span className="sr-only">{` ${title}`}</span>
          </button>
          {s.loved_one_id !== null ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() =>
                s.loved_one_id !== null && onPause({ lovedOneId: s.loved_one_id, name: s.loved_one_name })
              }
            >
              <PauseCircle aria-hidden="true" className="size-5" />
              {CARE_SCHEDULES_TEXT.pause}
              <span className="sr-only">{` for ${s.loved_one_name}`}</span>
            </button>
          ) : null}
          <button type="button" className="btn btn-outline" onClick={() => onEnd(s)}>
            <CalendarX2 aria-hidden="true" className="size-5" />
            {CARE_SCHEDULES_TEXT.end}
            <span className="sr-only">{` ${title}`}</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}

/**
 * Care schedules (issue 44, users/getvisitseries/) on My bookings: each weekly pattern the family set up,
 * newest first, with its next visits. Shown only once the family has one (a loading notice or a load error
 * until then); "End schedule" opens the dialog that ends one from a date.
 */
export function CareSchedulesSection({ userId }: { userId: number }) {
  const series = useVisitSeries(userId);
  const shiftName = useShiftNames();
  // A viewer follows the visits; ending a schedule cancels visits, a manager's or the payer's to do.
  const mayEnd = useMayCall(API.endVisitSeries);
  const [ending, setEnding] = useState<VisitSeriesItem | null>(null);
  const [changing, setChanging] = useState<VisitSeriesItem | null>(null);
  const [pausing, setPausing] = useState<PauseFor | null>(null);

  if (series.isPending) return <LoadingNotice>{CARE_SCHEDULES_TEXT.loading}</LoadingNotice>;
  if (series.isError)
    return (
      <LoadError
        title={CARE_SCHEDULES_TEXT.failed}
        error={series.error}
        onRetry={() => void series.refetch()}
      />
    );
  if (series.data.series.length === 0) return null;
  return (
    <section aria-labelledby="care-schedules" className="space-y-5">
      <h2 id="care-schedules" className="text-2xl font-bold">
        {CARE_SCHEDULES_TEXT.title}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {series.data.series.map((s) => (
          <li key={s.series_id} className="flex min-w-0">
            <SeriesCard
              series={s}
              shiftName={shiftName}
              mayEnd={mayEnd}
              onEnd={setEnding}
              onChange={setChanging}
              onPause={setPausing}
            />
          </li>
        ))}
      </ul>
      <EndSeriesDialog
        userId={userId}
        series={ending}
        shiftName={shiftName}
        onClose={() => setEnding(null)}
      />
      <ChangeSeriesDialog
        userId={userId}
        series={changing}
        shiftName={shiftName}
        onClose={() => setChanging(null)}
      />
      <PauseVisitsDialog userId={userId} lovedOne={pausing} onClose={() => setPausing(null)} />
    </section>
  );
}
