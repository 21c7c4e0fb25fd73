import {
  ADMIN_TEXT,
  type AdminBooking,
  APPOINTMENT_TEXT,
  ASSIGNMENT_TEXT,
  CARE_DASHBOARD_TEXT,
  displayPhone,
  SERIES_REGULAR_TEXT,
} from "@eldercare/contracts";
import { AlarmClock, CalendarClock, LogIn, Repeat, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { formatIndiaTime } from "../../../lib/format.ts";
import { bookingRowText } from "../lib/rows.ts";
import type { Column } from "./admin-table.tsx";
import { BookingActions, type ConsoleAction } from "./booking-actions.tsx";
import { CheckInProofView } from "./check-in-proof-view.tsx";

export type BookingActionHandler = (booking: AdminBooking, action: ConsoleAction) => void;

/** A booking as a row of the console's table: who, for whom, what, when, where, who visits, status and actions. */
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
    {
      heading: "Loved one",
      cell: (b) => (
        <>
          <span className="block">{bookingRowText(b).lovedOne}</span>
          <span className="block text-muted">{bookingRowText(b).care}</span>
        </>
      ),
    },
    {
      heading: "Service",
      cell: (b) => (
        <>
          <span className="block">{bookingRowText(b).service}</span>
          <AppointmentNote text={bookingRowText(b).appointment} />
          <FamilyNote text={bookingRowText(b).notes} />
        </>
      ),
    },
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
    { heading: ASSIGNMENT_TEXT.companion, cell: (b) => <CompanionText booking={b} /> },
    {
      heading: "Status",
      cell: (b) => (
        <>
          <BookingStatusBadge status={b.status} />
          <VisitState booking={b} />
          <MoveAsked to={bookingRowText(b).moveAskedTo} />
        </>
      ),
    },
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
      <FactList>
        <dt className="font-semibold">Member</dt>
        <dd className="break-words">
          {t.member}, {t.phone}
        </dd>
        <dt className="font-semibold">Loved one</dt>
        <dd>
          {t.lovedOne}
          {t.care ? <span className="block text-muted">{t.care}</span> : null}
        </dd>
        <dt className="font-semibold">Visit</dt>
        <dd>
          {t.visitDate}, {t.visitTime}
        </dd>
        <dt className="font-semibold">City</dt>
        <dd>{t.city}</dd>
        <dt className="font-semibold">{ASSIGNMENT_TEXT.companion}</dt>
        <dd>
          <CompanionText booking={booking} />
        </dd>
        {t.appointment ? (
          <>
            <dt className="font-semibold">{APPOINTMENT_TEXT.heading}</dt>
            <dd className="break-words">{t.appointment}</dd>
          </>
        ) : null}
        {t.notes ? (
          <>
            <dt className="font-semibold">{ADMIN_TEXT.familyNote}</dt>
            <dd className="break-words">{t.notes}</dd>
          </>
        ) : null}
      </FactList>
      <VisitState booking={booking} />
      <MoveAsked to={t.moveAskedTo} />
      <BookingActions booking={booking} busy={busy} onAction={onAction} />
    </article>
  );
}

/** Who makes the visit: "Anita Das (+91 98300 12345)", or "No companion held" (in words, muted). */
export function CompanionText({ booking }: { booking: AdminBooking }) {
  const c = booking.assigned_companion;
  if (!c) return <span className="text-muted">{ASSIGNMENT_TEXT.noCompanionHeld}</span>;
  return (
    <span data-testid="assigned-companion">
      {c.full_name} <span className="whitespace-nowrap">({displayPhone(c.phone)})</span>
    </span>
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

/** A doctor's appointment under the service (issue 42): who, where and when. */
function AppointmentNote({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="mt-1 block max-w-xs break-words">
      <span className="font-semibold">{APPOINTMENT_TEXT.heading}:</span> {text}
    </span>
  );
}

/** The family's notes for the visit under the service, two lines at most (the card shows them whole). */
function FamilyNote({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="mt-1 block max-w-xs text-muted" title={text}>
      <span className="font-semibold">{ADMIN_TEXT.familyNote}:</span>{" "}
      <span className="line-clamp-2">{text}</span>
    </span>
  );
}

/** "Family asked to move it: Fri, 18 Dec 2026, from 3:30 PM", while that request is open. */
export function MoveAsked({ to }: { to: string | null }) {
  if (!to) return null;
  return (
    <p className="mt-1.5 flex items-start gap-1.5 font-semibold text-accent-700">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {ADMIN_TEXT.moveAsked}: {to}
      </span>
    </p>
  );
}

/**
 * Where the visit stands at the door (issue 26): "Late" (confirmed, nobody checked in 15 minutes after the
 * start: reassign it or mark it missed), or when the companion checked in; and below, a concern the
 * companion flagged in the report, in their words (issue 42: it was only emailed).
 */
export function VisitState({ booking: b }: { booking: AdminBooking }) {
  return (
    <>
      <AtTheDoor booking={b} />
      {b.report_concern !== null ? <ReportConcern note={b.report_concern} /> : null}
      {b.series_id ? (
        <p className="mt-1.5 flex items-start gap-1.5">
          <Repeat aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary-700" />
          <Link className="underline" to={`/admin/schedules?series=${b.series_id}`}>
            {SERIES_REGULAR_TEXT.seeSchedule}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** "Concern in report: She felt dizzy when she stood up." */
function ReportConcern({ note }: { note: string }) {
  return (
    <p className="mt-1.5 flex items-start gap-1.5 text-danger" data-testid="report-concern">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span className="min-w-0 wrap-anywhere">
        <span className="font-bold">{CARE_DASHBOARD_TEXT.concernMarker}:</span>{" "}
        <span className="text-ink">{note}</span>
      </span>
    </p>
  );
}

function AtTheDoor({ booking: b }: { booking: AdminBooking }) {
  if (b.late) {
    return (
      <p className="mt-1.5 flex items-start gap-1.5 text-danger" data-testid="late-visit">
        <AlarmClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <span className="font-bold">{CARE_DASHBOARD_TEXT.lateMarker}</span>
          <span className="block text-base">{CARE_DASHBOARD_TEXT.lateMarkerHint}</span>
        </span>
      </p>
    );
  }
  if (!b.checked_in_at) return null;
  return (
    <>
      <p className="mt-1.5 flex items-start gap-1.5 whitespace-nowrap">
        <LogIn aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        {CARE_DASHBOARD_TEXT.checkedInAt(formatIndiaTime(b.checked_in_at))}
      </p>
      {b.check_in_proof ? <CheckInProofView proof={b.check_in_proof} /> : null}
    </>
  );
}
