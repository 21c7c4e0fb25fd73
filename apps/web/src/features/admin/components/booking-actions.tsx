import type { AdminBooking, BookingAction } from "@eldercare/contracts";
import { ACTION_LABELS } from "../lib/rows.ts";

const STYLE: Record<BookingAction, string> = {
  confirm: "btn-primary",
  complete: "btn-outline",
  reject: "btn-danger-outline",
  cancel: "btn-danger-outline",
};

/** The actions the booking allows now (its `actions`), as buttons; none when it allows none. */
export function BookingActions({
  booking,
  busy,
  onAction,
}: {
  booking: AdminBooking;
  busy: boolean;
  onAction: (booking: AdminBooking, action: BookingAction) => void;
}) {
  if (booking.actions.length === 0) return <span className="text-muted">No actions</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {booking.actions.map((action) => (
        <button
          key={action}
          type="button"
          className={`btn px-3 ${STYLE[action]} disabled:cursor-wait disabled:opacity-60`}
          disabled={busy}
          onClick={() => onAction(booking, action)}
        >
          {ACTION_LABELS[action]}
          <span className="sr-only">
            {" "}
            booking #{booking.booking_id} for {booking.loved_one_name}
          </span>
        </button>
      ))}
    </div>
  );
}
