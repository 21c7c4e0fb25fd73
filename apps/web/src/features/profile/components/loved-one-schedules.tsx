import type { VisitSeriesItem } from "@eldercare/contracts";
import { Repeat } from "lucide-react";
import { Link } from "react-router";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { patternInWords } from "../../../lib/series-words.ts";
import { useShiftNames } from "../../../lib/use-shift-names.ts";

export const LOVED_ONE_SCHEDULE_TEXT = {
  heading: "Care schedule",
  failed: "Their care schedules could not be loaded.",
  link: "See care schedules",
} as const;

interface Props {
  /** This loved one's active schedules; undefined while loading; null when they could not be loaded. */
  series: readonly VisitSeriesItem[] | null | undefined;
}

/**
 * A loved one's routine on their card (issue 44): each active care schedule's service and pattern, the
 * regular companion once the team has given one, and the next visit, with the way to the schedules on
 * My bookings. Nothing while loading, or when they have none.
 */
export function LovedOneSchedules({ series }: Props) {
  if (series === undefined || series?.length === 0) return null;
  return <ScheduleList series={series} />;
}

/** The schedules (or why they are missing); reads the shifts' names only when there is one to say. */
function ScheduleList({ series }: { series: readonly VisitSeriesItem[] | null }) {
  const shiftName = useShiftNames();
  return (
    <div className="mt-4 border-line border-t pt-3">
      <h4 className="text-base font-semibold text-muted">{LOVED_ONE_SCHEDULE_TEXT.heading}</h4>
      {series === null ? (
        <p className="mt-1 text-muted">{LOVED_ONE_SCHEDULE_TEXT.failed}</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {series.map((s) => {
            const next = s.next_visits[0];
            return (
              <li key={s.series_id} className="flex items-start gap-2">
                <Repeat aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
                <div className="min-w-0 break-words">
                  <p>
                    <strong>{s.service_name}</strong>: {patternInWords(s, shiftName)}
                  </p>
                  {s.regular_companion ? <p>With {s.regular_companion.first_name}</p> : null}
                  <p className="text-muted">
                    {next ? `Next visit ${formatIndiaWeekday(next.visit_date)}` : "No visit booked yet"}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {series === null ? null : (
        <Link
          to="/planandservicedetails#care-schedules"
          className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
        >
          {LOVED_ONE_SCHEDULE_TEXT.link}
        </Link>
      )}
    </div>
  );
}
