import type { AdminBooking, BookingAction } from "@eldercare/contracts";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { bookingRowText } from "../lib/rows.ts";
import type { Column } from "./admin-table.tsx";
import { BookingActions } from "./booking-actions.tsx";

export type BookingActionHandler = (booking: AdminBooking, action: BookingAction) => void;

/** A booking as a row of the console's table: who, for whom, what, when, where, status and actions. */
export function bookingColumns(busy: boolean, onAction: BookingActionHandler): Column<AdminBooking>[] {
  return [
    {
      heading: "Member",
      cell: (b) => (
        <>
          <span className="block font-semibold">{bookingRowText(b).member}</span>
          <span className="block text-muted">{bookingRowText(b).phone}</span>
        </>
      ),
    },
    { heading: "Loved one", cell: (b) => bookingRowText(b).lovedOne },
    { heading: "Service", cell: (b) => bookingRowText(b).service },
    {
      heading: "Visit (India time)",
      cell: (b) => (
        <>
          <span className="block font-semibold whitespace-nowrap">{bookingRowText(b).visitDate}</span>
          <span className="block text-muted">{bookingRowText(b).visitTime}</span>
        </>
      ),
    },
    { heading: "City", cell: (b) => bookingRowText(b).city },
    { heading: "Status", cell: (b) => <BookingStatusBadge status={b.status} /> },
    { heading: "Actions", cell: (b) => <BookingActions booking={b} busy={busy} onAction={onAction} /> },
  ];
}

/** The same booking as a card, for phones. */
export function BookingCard({
  booking,
  busy,
  onAction,
}: {
  booking: AdminBooking;
  busy: boolean;
  onAction: BookingActionHandler;
}) {
  const t = bookingRowText(booking);
  return (
    <article className="space-y-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-bold">{t.service}</h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-semibold">Member</dt>
        <dd className="break-words">
          {t.member}, {t.phone}
        </dd>
        <dt className="font-semibold">Loved one</dt>
        <dd>{t.lovedOne}</dd>
        <dt className="font-semibold">Visit</dt>
        <dd>
          {t.visitDate}, {t.visitTime}
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
      </dl>
      <BookingActions booking={booking} busy={busy} onAction={onAction} />
    </article>
  );
}

/** What the reason dialog names: the booking in one line. */
export function BookingSummary({ booking }: { booking: AdminBooking }) {
  const t = bookingRowText(booking);
  return (
    <p>
      <strong>{t.service}</strong> for {t.lovedOne} ({t.member}) on {t.visitDate}, {t.visitTime}.
    </p>
  );
}
