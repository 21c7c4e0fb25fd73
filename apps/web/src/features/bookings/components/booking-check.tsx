import { BOOKING_TEXT, indiaToday, isShiftType, visitStartsAt } from "@eldercare/contracts";
import { CalendarClock, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { formatIndiaDateTime } from "../../../lib/format.ts";
import type { BookingSlot } from "../hooks/use-booking-slot.ts";
import { monthLabel } from "../lib/calendar-grid.ts";
import { visitsLeftText } from "../lib/service-options.ts";

interface Props {
  slot: BookingSlot;
  shiftName: (shift: number) => string;
  /** The id of the stamp, which describes the whole form. */
  stampId: string;
  /** The server's refusal of the last try, if any. */
  refusal: string | undefined;
  submitting: boolean;
}

/**
 * The last section of the booking form: when the visit starts (spec §2's date and time stamp), the
 * month's visits left under the chosen day's plan, a refusal, and Book visit.
 */
export function BookingCheck({ slot, shiftName, stampId, refusal, submitting }: Props) {
  const uid = useId();
  const { visitDate, shiftType, startTime, chosen, chosenDay, chosenShift, chosenMonth, bookable } = slot;
  const startsAt =
    visitDate && isShiftType(shiftType) && startTime ? visitStartsAt(visitDate, shiftType, startTime) : null;
  const visitsLeft = visitsLeftText(
    chosen.data?.usage.find((u) => u.subscription_id === chosenDay?.subscription_id),
    chosenMonth,
    bookable?.today.slice(0, 7) ?? indiaToday().slice(0, 7),
    monthLabel(chosenMonth),
  );

  return (
    <section
      aria-labelledby={`${uid}-check`}
      className="space-y-4 rounded-xl border-2 border-primary-700 bg-white p-5 sm:p-6"
    >
      <h2 id={`${uid}-check`} className="text-2xl font-bold">
        Your visit
      </h2>
      <div id={stampId} className="space-y-2">
        <p className="flex items-start gap-3 text-lg">
          <CalendarClock aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary-700" />
          {startsAt ? (
            <span>
              Starts{" "}
              <time dateTime={startsAt.toISOString()} className="font-bold">
                {formatIndiaDateTime(startsAt.toISOString())}
              </time>{" "}
              India time{chosenShift ? `, ${shiftName(chosenShift.shift_type)}` : ""}
            </span>
          ) : (
            <span>Choose a service, a day and a shift to see when the visit starts.</span>
          )}
        </p>
        {visitsLeft ? <p className="font-semibold">{visitsLeft}</p> : null}
        {chosen.data && visitsLeft ? <p className="text-base text-muted">{chosen.data.kind_label}</p> : null}
      </div>
      <FormAlert message={refusal ?? null} />
      <button
        type="submit"
        className="btn btn-primary w-full disabled:cursor-wait sm:w-auto"
        disabled={submitting}
      >
        {submitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            {BOOKING_TEXT.booking}
          </>
        ) : (
          "Book visit"
        )}
      </button>
    </section>
  );
}
