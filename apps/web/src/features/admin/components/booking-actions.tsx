import type { AdminBooking, BookingAction } from "@eldercare/contracts";
import { ASSIGNMENT_TEXT } from "@eldercare/contracts";
import { canChangeCompanion } from "../lib/assign-form.ts";
import { ACTION_LABELS } from "../lib/rows.ts";

/** What a booking's buttons do: the state machine's actions, and changing a confirmed visit's companion. */
export type ConsoleAction = BookingAction | "changeCompanion";

const STYLE: Record<BookingAction, string> = {
  confirm: "btn-primary",
  complete: "btn-outline",
  reject: "btn-danger-outline",
  cancel: "btn-danger-outline",
};

const BUTTON = "btn px-3 disabled:cursor-wait disabled:opacity-60";

/**
 * The actions the booking allows now (its `actions`), as buttons, and "Change companion" on a confirmed
 * visit that has not started; none when it allows none.
 */
export function BookingActions({
  booking,
  busy,
  onAction,
}: {
  booking: AdminBooking;
  busy: boolean;
  onAction: (booking: AdminBooking, action: ConsoleAction) => void;
}) {
  const change = canChangeCompanion(booking, new Date());
  if (booking.actions.length === 0 && !change) return <span className="text-muted">No actions</span>;
  const which = (
    <span className="sr-only">
      {" "}
      booking #{booking.booking_id} for {booking.loved_one_name}
    </span>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {booking.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`${BUTTON} ${STYLE[action]}`}
          disabled={busy}
          onClick={() => onAction(booking, action)}
        >
          {ACTION_LABELS[action]}
          {which}
        </button>
      ))}
      {change ? (
        <button
          type="button"
          className={`${BUTTON} btn-outline`}
          disabled={busy}
          onClick={() => onAction(booking, "changeCompanion")}
        >
          {ASSIGNMENT_TEXT.changeAction}
          {which}
        </button>
      ) : null}
    </div>
  );
}
