import {
  ASSIGNMENT_TEXT,
  type Booking,
  type BookingCompanion,
  COMPANION_CHECK_FIELDS,
  COMPANION_CHECK_LABELS,
  COMPANION_CHECKS,
  isConfirmedBooking,
  VISIT_REPORT_TEXT,
} from "@eldercare/contracts";
import { CircleCheck } from "lucide-react";
import { SessionPhoto } from "../../../components/ui/session-photo.tsx";
import { formatIndiaDay } from "../../../lib/format.ts";

/** Whether a booking's card names its companion: from confirmation on, once the team has chosen them. */
export function showsCompanion(
  b: Pick<Booking, "status" | "companion">,
): b is Pick<Booking, "status"> & { companion: BookingCompanion } {
  return isConfirmedBooking(b.status) && b.companion !== null;
}

/**
 * Who makes the visit, as the family sees them (issue 26): their first name, the languages they speak and
 * their three checks, each a ticked badge with its date (in words for screen readers, and on hover), and
 * their photo when they have one (fetched with the session, never from a public address). Without one, or
 * until it arrives, the first letter stands in a circle (hidden from screen readers: the name is beside it).
 */
export function BookingCompanionBlock({
  bookingId,
  companion: c,
}: {
  bookingId: number;
  companion: BookingCompanion;
}) {
  const headingId = `booking-${bookingId}-companion`;
  const initial = (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-700 text-xl font-bold text-white"
    >
      {c.first_name.trim().charAt(0).toUpperCase()}
    </span>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-testid="booking-companion"
      className="mt-3 min-w-0 rounded-lg bg-primary-50 px-3 py-3 sm:px-4"
    >
      {/* The heading goes under the initial when even its longest word cannot fit beside it (large text). */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {c.has_photo ? (
          <SessionPhoto
            route="companionPhoto"
            body={{ booking_id: bookingId }}
            alt={VISIT_REPORT_TEXT.companionPhotoAlt(c.first_name)}
            className="size-16 shrink-0 rounded-full border-2 border-white object-cover shadow-sm"
            fallback={initial}
          />
        ) : (
          initial
        )}
        <h4 id={headingId} className="flex-1 basis-[10ch] font-bold break-words">
          {ASSIGNMENT_TEXT.yourCompanion}: {c.first_name}
        </h4>
      </div>
      {c.languages.length > 0 ? (
        <p className="mt-2 break-words">
          {ASSIGNMENT_TEXT.languages}: {c.languages.join(", ")}
        </p>
      ) : null}
      <ul className="mt-2 flex flex-wrap gap-2">
        {COMPANION_CHECKS.map((check) => {
          const label = COMPANION_CHECK_LABELS[check];
          const day = formatIndiaDay(c[COMPANION_CHECK_FIELDS[check]]);
          return (
            <li
              key={check}
              title={ASSIGNMENT_TEXT.checkedOn(label, day)}
              className="inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-2xl border-2 border-primary-700 bg-white px-2.5 py-0.5 text-sm font-semibold text-primary-800"
            >
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 break-words">
                {label}
                <span className="sr-only"> on {day}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
