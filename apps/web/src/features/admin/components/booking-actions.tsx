import type { AdminBooking, BookingAction } from "@eldercare/contracts";
import { ASSIGNMENT_TEXT, CARE_DASHBOARD_TEXT } from "@eldercare/contracts";
import { FileText } from "lucide-react";
import { canChangeCompanion } from "../lib/assign-form.ts";
import { ACTION_LABELS } from "../lib/rows.ts";

/**
 * What a booking's buttons do: the state machine's actions, changing a confirmed visit's companion, and
 * reading its report once filed.
 */
export type ConsoleAction = BookingAction | "changeCompanion" | "viewReport";

const STYLE: Record<BookingAction, string> = {
  confirm: "btn-primary",
  complete: "btn-outline",
  reject: "btn-danger-outline",
  cancel: "btn-danger-outline",
  miss: "btn-danger-outline",
};

const BUTTON = "btn px-3 disabled:cursor-wait disabled:opacity-60";

/**
 * The actions the booking allows now (its `actions`), as buttons, "Change companion" on a confirmed visit
 * that has not started, and "Visit report" once the companion filed it; none when it allows none.
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
  const change = canChangeCompanion(booking);
  const report = booking.report_filed_at !== null;
  if (booking.actions.length === 0 && !change && !report) {
    return <span className="text-muted">No actions</span>;
  }
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
      {report ? (
        <button
          type="button"
          className={`${BUTTON} btn-outline`}
          onClick={() => onAction(booking, "viewReport")}
        >
          <FileText aria-hidden="true" className="size-5" />
          {CARE_DASHBOARD_TEXT.viewReport}
          {which}
        </button>
      ) : null}
    </div>
  );
}
