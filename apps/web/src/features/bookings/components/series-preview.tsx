import {
  monthName,
  type PreviewVisitSeriesResponse,
  type SeriesDate,
  type SeriesDateState,
} from "@eldercare/contracts";
import { CalendarCheck, CalendarClock, CircleSlash } from "lucide-react";
import { useId } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { formatIndiaWeekday } from "../../../lib/format.ts";
import { byMonth } from "../lib/series-request.ts";

interface Props {
  preview: PreviewVisitSeriesResponse;
  /** Why the last confirm booked nothing: the 409's message and each changed date. */
  refusal: readonly string[];
  submitting: boolean;
  onConfirm: () => void;
}

const LABELS: Record<SeriesDateState, string> = {
  ok: "Booked when you confirm",
  later: "Booked later",
  past: "Past",
  notice: "Too soon",
  no_plan: "Outside your plan",
  allowance: "Month's visits used",
  taken: "Already booked",
  full: "Full",
  paused: "Paused",
  holiday: "Holiday",
};

function StateIcon({ state }: { state: SeriesDateState }) {
  const className = "mt-0.5 size-5 shrink-0";
  if (state === "ok") return <CalendarCheck aria-hidden="true" className={`${className} text-primary-800`} />;
  if (state === "later")
    return <CalendarClock aria-hidden="true" className={`${className} text-primary-700`} />;
  return <CircleSlash aria-hidden="true" className={`${className} text-muted`} />;
}

/** One date as judged: its day, and what happens to it (and why, when not booked now). */
function DateLine({ date }: { date: SeriesDate }) {
  return (
    <li className="flex items-start gap-3 py-2">
      <StateIcon state={date.state} />
      <div className="min-w-0">
        <p className="font-semibold">{formatIndiaWeekday(date.date)}</p>
        <p className={date.state === "ok" ? "text-primary-800" : "text-muted"}>
          {date.reason ?? LABELS[date.state]}
        </p>
      </div>
    </li>
  );
}

/** "8 booked now, 1 cannot be booked" for a month's dates. */
function monthSummary(dates: readonly SeriesDate[]): string {
  const ok = dates.filter((d) => d.state === "ok").length;
  const later = dates.filter((d) => d.state === "later").length;
  const cannot = dates.length - ok - later;
  return [
    ok ? `${ok} booked when you confirm` : "",
    later ? `${later} booked later` : "",
    cannot ? `${cannot} cannot be booked` : "",
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * Every date of the pattern as the server judged it: the counts, the dates that cannot be booked (what a
 * family must know) and the button first, then every date month by month, folded (a year of Fridays is
 * long on a phone). Confirming books the dates booked now; if anything changed meanwhile, nothing is
 * booked and the changed dates are said above the button (the preview is then checked again).
 */
export function SeriesPreview({ preview, refusal, submitting, onConfirm }: Props) {
  const uid = useId();
  const cannot = preview.dates.filter((d) => d.state !== "ok" && d.state !== "later");
  const nothing = preview.bookable === 0 && preview.later === 0;
  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="space-y-5 rounded-xl border border-line bg-white p-5 sm:p-6"
    >
      <h2 id={`${uid}-title`} className="text-2xl font-bold">
        3. Check the dates
      </h2>
      <ul className="grid gap-2 text-lg sm:grid-cols-3">
        <li>
          <strong>{preview.bookable}</strong> booked when you confirm
        </li>
        <li>
          <strong>{preview.later}</strong> booked later, as their month opens
        </li>
        <li>
          <strong>{cannot.length}</strong> cannot be booked
        </li>
      </ul>
      {cannot.length > 0 ? (
        <section aria-labelledby={`${uid}-cannot`}>
          <h3 id={`${uid}-cannot`} className="text-xl font-semibold">
            Dates that cannot be booked
          </h3>
          <ul className="mt-2 divide-y divide-line">
            {cannot.map((d) => (
              <DateLine key={d.date} date={d} />
            ))}
          </ul>
        </section>
      ) : null}
      <FormAlert message={refusal.length > 0 ? (refusal[0] ?? null) : null} />
      {refusal.length > 1 ? (
        <ul className="list-disc space-y-1 pl-6">
          {refusal.slice(1).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="btn btn-primary w-full sm:w-auto"
        disabled={submitting || nothing}
        onClick={onConfirm}
      >
        {submitting
          ? "Booking…"
          : preview.bookable === 1
            ? "Book 1 visit"
            : preview.bookable > 0
              ? `Book ${preview.bookable} visits`
              : "Set up the schedule"}
      </button>
      <section aria-labelledby={`${uid}-every`} className="space-y-2">
        <h3 id={`${uid}-every`} className="text-xl font-semibold">
          Every date, month by month
        </h3>
        {byMonth(preview.dates).map(([month, dates]) => (
          <details key={month} className="rounded-lg border border-line px-4 py-2">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">
              {monthName(`${month}-01`)}: <span className="font-normal">{monthSummary(dates)}</span>
            </summary>
            <ul aria-label={monthName(`${month}-01`)} className="divide-y divide-line">
              {dates.map((d) => (
                <DateLine key={d.date} date={d} />
              ))}
            </ul>
          </details>
        ))}
      </section>
    </section>
  );
}
