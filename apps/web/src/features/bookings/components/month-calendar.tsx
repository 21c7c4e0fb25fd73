import { CLOSED_REASON_LABELS, type ServiceCalendar } from "@eldercare/contracts";
import { CalendarCheck, ChevronLeft, ChevronRight, CircleCheck, CircleSlash, Users } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { formatIndiaLongDay } from "../../../lib/format.ts";
import { addMonths, dayForKey, monthGrid, monthLabel, WEEKDAYS } from "../lib/calendar-grid.ts";

type Day = ServiceCalendar["days"][number];

interface Props {
  /** The month shown ("YYYY-MM"). */
  month: string;
  /** Its days from the calendar call; undefined while it loads. */
  days: readonly Day[] | undefined;
  /** The member's own visits this month (any service), to mark their days. */
  bookings: ServiceCalendar["bookings"];
  /** The chosen day ("YYYY-MM-DD"), or "". */
  selected: string;
  /** Today in India. */
  today: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (step: -1 | 1) => void;
  onSelect: (date: string) => void;
  /** Shown instead of the days while they load or when they could not be loaded. */
  status?: ReactNode;
  /** The id of a message about the chosen day (a rule of the form). */
  errorId?: string | undefined;
}

/** A day's state in words: what a screen reader hears and what the cell shows under its number. */
export function dayStateText(day: Day): { short: string; long: string } {
  if (day.state === "open") {
    const open = day.shifts.filter((s) => s.state === "open").length;
    return { short: "Open", long: `open, ${open} ${open === 1 ? "shift" : "shifts"} to choose from` };
  }
  if (day.state === "full") return { short: "Full", long: "full, every place is taken" };
  // A holiday is named in full where there is room (decision 0079); the cell says "Holiday".
  if (day.reason === "holiday" && day.holiday)
    return { short: CLOSED_REASON_LABELS.holiday, long: `closed for ${day.holiday}` };
  const reason = day.reason ? CLOSED_REASON_LABELS[day.reason] : "Closed";
  return { short: reason, long: `closed, ${reason}` };
}

const CELL_LOOK: Record<Day["state"], string> = {
  open: "border-primary-700 bg-white text-ink hover:bg-primary-50",
  full: "border-accent-700 bg-accent-100 text-ink",
  closed: "border-transparent bg-line/40 text-muted",
};

/**
 * The booking form's month calendar: each day a button saying whether it is open, full or closed (and
 * why), in words as well as colour. The chosen day is pressed (aria-pressed). One day at a time is in
 * the Tab order; the arrow keys move by a day or a week, Home and End to the week's ends.
 */
export function MonthCalendar({
  month,
  days,
  bookings,
  selected,
  today,
  canGoBack,
  canGoForward,
  onMonthChange,
  onSelect,
  status,
  errorId,
}: Props) {
  const uid = useId();
  const headingId = `${uid}-month`;
  const hintId = `${uid}-hint`;
  const byDate = new Map(days?.map((d) => [d.date, d]));
  const weeks = monthGrid(month);
  const inMonth = (date: string) => date.startsWith(`${month}-`);
  const firstOpen = days?.find((d) => d.state === "open")?.date;
  // The day in the Tab order: the chosen one if shown, else the first open one, else the 1st.
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const tabDay =
    focusDay && inMonth(focusDay) ? focusDay : inMonth(selected) ? selected : (firstOpen ?? `${month}-01`);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  // After the arrow keys cross into the next or previous month, focus the day once it is drawn.
  useEffect(() => {
    const date = pendingFocus.current;
    if (date && days) {
      const button = buttons.current.get(date);
      if (button) {
        button.focus();
        pendingFocus.current = null;
      }
    }
  }, [days]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const next = dayForKey(date, event.key);
    if (!next) return;
    event.preventDefault();
    if (inMonth(next)) {
      setFocusDay(next);
      buttons.current.get(next)?.focus();
      return;
    }
    const step = next < date ? -1 : 1;
    if ((step === -1 && !canGoBack) || (step === 1 && !canGoForward)) return;
    setFocusDay(next);
    pendingFocus.current = next;
    onMonthChange(step);
  }

  const booked = new Set(bookings.map((b) => b.visit_date));

  return (
    <fieldset aria-labelledby={headingId} aria-describedby={hintId} className="min-w-0">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-primary-700 text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
          <span className="sr-only">Previous month, {monthLabel(addMonths(month, -1))}</span>
        </button>
        <h3 id={headingId} aria-live="polite" className="text-center text-xl font-bold">
          {monthLabel(month)}
        </h3>
        <button
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-primary-700 text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-line disabled:text-muted disabled:hover:bg-transparent"
          onClick={() => onMonthChange(1)}
          disabled={!canGoForward}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
          <span className="sr-only">Next month, {monthLabel(addMonths(month, 1))}</span>
        </button>
      </div>
      <p id={hintId} className="mt-2 text-base text-muted">
        Choose a day. Use the arrow keys to move between days.
      </p>
      {status ? (
        <div className="mt-3">{status}</div>
      ) : (
        <table className="mt-3 w-full table-fixed border-separate border-spacing-1">
          <caption className="sr-only">Days of {monthLabel(month)} you can book</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th
                  key={d.short}
                  scope="col"
                  abbr={d.long}
                  className="overflow-hidden text-sm font-semibold break-all text-muted"
                >
                  {/* Two letters on a phone, three from a wider screen; each wraps in its own column
                      rather than running into the next ("MonTue" at 150% text, issue 42). */}
                  <span className="sm:hidden">{d.narrow}</span>
                  <span className="hidden sm:inline">{d.short}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? "empty"}>
                {week.map((date, i) => {
                  if (!date) return <td key={`blank-${i.toString()}`} />;
                  const day = byDate.get(date);
                  const state = day ? dayStateText(day) : { short: "", long: "not available" };
                  const chosen = date === selected;
                  const hasVisit = booked.has(date);
                  const look =
                    chosen && day?.state === "open"
                      ? "border-primary-700 bg-primary-700 text-white"
                      : CELL_LOOK[day?.state ?? "closed"];
                  return (
                    <td key={date} className="p-0">
                      <button
                        ref={(el) => {
                          if (el) buttons.current.set(date, el);
                          else buttons.current.delete(date);
                        }}
                        type="button"
                        data-date={date}
                        tabIndex={date === tabDay ? 0 : -1}
                        aria-pressed={chosen}
                        aria-current={date === today ? "date" : undefined}
                        aria-label={`${formatIndiaLongDay(date)}: ${state.long}${hasVisit ? ", you have a visit booked" : ""}`}
                        aria-describedby={chosen && errorId ? errorId : undefined}
                        title={state.short}
                        onClick={() => {
                          setFocusDay(date);
                          onSelect(date);
                        }}
                        onKeyDown={(event) => onKeyDown(event, date)}
                        className={`flex min-h-14 w-full flex-col items-center justify-start rounded-md border-2 px-0.5 pt-1 pb-1 text-center sm:min-h-18 ${look} ${
                          chosen ? "outline-3 outline-offset-1 outline-accent-700" : ""
                        }`}
                      >
                        <span
                          className={`text-lg leading-tight ${date === today ? "font-bold underline" : "font-semibold"}`}
                        >
                          {Number(date.slice(8))}
                        </span>
                        <DayMark day={day} chosen={chosen} />
                        <span className="hidden text-xs leading-tight sm:block">{state.short}</span>
                        {hasVisit ? (
                          <CalendarCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Key">
        <li className="flex items-center gap-1.5">
          <CircleCheck aria-hidden="true" className="size-4 text-primary-700" /> Open
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-accent-700" /> Full
        </li>
        <li className="flex items-center gap-1.5">
          <CircleSlash aria-hidden="true" className="size-4" /> Closed
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarCheck aria-hidden="true" className="size-4" /> Your visit
        </li>
      </ul>
    </fieldset>
  );
}

/** The state's icon in the cell (on a phone the only mark under the number; the words are in the label). */
function DayMark({ day, chosen }: { day: Day | undefined; chosen: boolean }) {
  if (!day) return null;
  const cls = "size-4 shrink-0 sm:hidden";
  if (day.state === "open") {
    return (
      <CircleCheck aria-hidden="true" className={`${cls} ${chosen ? "text-white" : "text-primary-700"}`} />
    );
  }
  if (day.state === "full") return <Users aria-hidden="true" className={`${cls} text-accent-700`} />;
  return <CircleSlash aria-hidden="true" className={cls} />;
}
