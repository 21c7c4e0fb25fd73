import { ADMIN_TEXT, type AdminBooking, splitE164 } from "@eldercare/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { DialogActions } from "../../../components/ui/dialog-actions.tsx";
import { bookingRowText } from "../lib/rows.ts";
import { BookingSummary } from "./booking-rows-view.tsx";

interface Props {
  /** The booking being confirmed while its family asks to move it; null when closed. */
  booking: AdminBooking | null;
  onClose: () => void;
  /** Confirms the visit as booked; resolves true when done (the dialog closes). */
  onConfirm: (booking: AdminBooking) => Promise<boolean>;
}

/**
 * The confirm step of a booking with an open request to move it (issue 25): says where the family
 * asked to move it, and offers to confirm it as booked or to open their request first.
 */
export function ConfirmMovedDialog({ booking, onClose, onConfirm }: Props) {
  const [busy, setBusy] = useState(false);
  const to = booking ? bookingRowText(booking).moveAskedTo : null;
  // The reschedule list finds the family's open requests by the member's phone.
  const requestLink = booking
    ? `/admin/reschedule?status=open&q=${encodeURIComponent(splitE164(booking.user_phone).phone)}`
    : "/admin/reschedule";
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={ADMIN_TEXT.confirmMovedTitle}
      size="md"
    >
      {booking ? (
        <div className="space-y-4">
          <BookingSummary booking={booking} />
          <p>{ADMIN_TEXT.confirmMovedBody(to ?? "")}</p>
          <p>
            <Link to={requestLink} className="font-semibold underline underline-offset-4">
              {ADMIN_TEXT.openMoveRequest}
            </Link>
          </p>
          <DialogActions
            label={ADMIN_TEXT.confirmAsBooked}
            busy={busy}
            onConfirm={async () => {
              setBusy(true);
              try {
                if (await onConfirm(booking)) onClose();
              } finally {
                setBusy(false);
              }
            }}
            onCancel={onClose}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
