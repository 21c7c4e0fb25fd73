import { CLOSED_REASON_LABELS, formatStartTime, type ServiceCalendar } from "@eldercare/contracts";
import { Check } from "lucide-react";
import { useId } from "react";
import { describedBy, FieldError, RequiredMark } from "../../../components/ui/field-parts.tsx";
import { formatIndiaWeekday } from "../../../lib/format.ts";

type Day = ServiceCalendar["days"][number];
type Shift = Day["shifts"][number];

/**
 * What a shift offers, in words: "3 places left, from 7:30 AM", "Full" or why it is closed. Places are
 * the companions free to come, counted only where the visit would be (decision 0044): "Open" without.
 */
export function shiftStateText(shift: Shift, holiday: string | null = null): string {
  if (shift.state === "open") {
    const places =
      shift.places_left > 0
        ? `${shift.places_left} ${shift.places_left === 1 ? "place" : "places"} left`
        : "Open";
    return shift.first_start ? `${places}, from ${formatStartTime(shift.first_start)}` : places;
  }
  if (shift.state === "full") return "Full";
  if (shift.reason === "holiday" && holiday) return `Closed for ${holiday}`;
  return shift.reason ? CLOSED_REASON_LABELS[shift.reason] : "Closed";
}

const TILE =
  "flex min-h-14 min-w-0 items-start gap-3 rounded-lg border-2 px-3 py-2.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700";

interface Props {
  day: Day;
  value: number;
  onChange: (shift: Shift) => void;
  shiftName: (shift: number) => string;
  error?: string | undefined;
}

/**
 * The shifts of the chosen day as radio tiles: each with its name from the domain lookup and its
 * places left, or why it cannot be booked (those cannot be chosen).
 */
export function ShiftPicker({ day, value, onChange, shiftName, error }: Props) {
  const uid = useId();
  const errorId = `${uid}-error`;
  const hintId = `${uid}-hint`;
  const anyOpen = day.shifts.some((s) => s.state === "open");
  return (
    <fieldset aria-describedby={describedBy(hintId, error && errorId)}>
      <legend className="font-semibold">
        Shift on {formatIndiaWeekday(day.date)}
        <RequiredMark />
      </legend>
      <p id={hintId} className="text-base text-muted">
        {anyOpen
          ? "Times are India time. A companion arrives at the start time you choose."
          : "Nothing can be booked on this day. Please choose another day."}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {day.shifts.map((shift) => {
          const open = shift.state === "open";
          const checked = open && shift.shift_type === value;
          return (
            <label
              key={shift.shift_type}
              className={`${TILE} ${
                checked
                  ? "border-primary-700 bg-primary-700 text-white"
                  : open
                    ? "cursor-pointer border-muted bg-white text-ink hover:bg-primary-50"
                    : "cursor-not-allowed border-line bg-line/40 text-muted"
              }`}
            >
              <input
                type="radio"
                name={`${uid}-shift`}
                value={shift.shift_type}
                className="sr-only"
                checked={checked}
                disabled={!open}
                onChange={() => onChange(shift)}
              />
              <span
                aria-hidden="true"
                className={`mt-1 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 ${
                  checked ? "border-white" : "border-muted"
                }`}
              >
                {checked ? <Check className="size-4" strokeWidth={3} /> : null}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{shiftName(shift.shift_type)}</span>
                <span className="block text-base">{shiftStateText(shift, day.holiday)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
