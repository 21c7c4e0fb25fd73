import {
  API,
  type Booking,
  type BookingRules,
  bookingRuleMessage,
  formatStartTime,
  RESCHEDULE_STATUS_LABELS,
  URGENT_HELP_TEXT,
  VISIT_REPORT_TEXT,
  visitStartDay,
} from "@eldercare/contracts";
import { CalendarPlus, CalendarSync, CircleX, Clock, FileText, Siren } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ReaderTimeBeside } from "../../../components/india-time.tsx";
import { BookingStatusBadge } from "../../../components/ui/status-badge.tsx";
import { BRAND_NAME, CONTACT } from "../../../lib/brand.ts";
import { useMayCall } from "../../../lib/family-role.ts";
import { formatIndiaTime, formatIndiaWeekday } from "../../../lib/format.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { bookingToIcs, icsFileName } from "../lib/ics.ts";
import { isUpcoming } from "../lib/paging.ts";
import { BookingCompanionBlock, showsCompanion } from "./booking-companion.tsx";
import { BookingFacts, bookingFacts } from "./booking-facts.tsx";
import { BookingIncidents, mayReportIncident } from "./booking-incidents.tsx";

interface Props {
  booking: Booking;
  rules: BookingRules | undefined;
  now: Date;
  shiftName: (shift: number) => string;
  onCancel: (booking: Booking) => void;
  onReschedule: (booking: Booking) => void;
  /** "Urgent help" on a visit whose day has come: the desk's number and an incident report. */
  onUrgentHelp: (booking: Booking) => void;
}

/** Saves the booking as an .ics file for the family's own calendar (made here, nothing is sent). */
function addToCalendar(b: Booking) {
  const ics = bookingToIcs(b, {
    now: new Date(),
    uidDomain: CONTACT.supportEmail.split("@")[1] ?? "seniorcare.example",
    brand: BRAND_NAME,
    link: `${window.location.origin}/planandservicedetails`,
  });
  saveFile(new Blob([ics], { type: "text/calendar;charset=utf-8" }), icsFileName(b));
}

/**
 * One booking in My bookings: the service, who, when (India time), where, its status, who makes the visit
 * (from confirmation on) and any reschedule request; an upcoming one offers Add to calendar, Cancel (until the cutoff) and Reschedule.
 */
export function BookingCard({
  booking: b,
  rules,
  now,
  shiftName,
  onCancel,
  onReschedule,
  onUrgentHelp,
}: Props) {
  // A viewer follows the visits; booking changes and incident reports are a manager's or the payer's.
  const mayCancel = useMayCall(API.cancelBooking);
  const mayReschedule = useMayCall(API.requestReschedule);
  const mayReport = useMayCall(API.reportIncident);
  const headingId = `booking-${b.booking_id}`;
  const whenId = `booking-${b.booking_id}-when`;
  const upcoming = isUpcoming(b, now);
  const stopped = b.status === "cancelled" || b.status === "rejected" || b.status === "missed";
  const r = b.reschedule;
  const which = (
    <span className="sr-only">
      {` ${b.service_name} on ${formatIndiaWeekday(visitStartDay(b.visit_date, b.shift_type, b.start_time))}`}
    </span>
  );
  return (
    <article
      aria-labelledby={`${headingId} ${whenId}`}
      className="flex w-full min-w-0 flex-col rounded-xl border border-line bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold break-words">
            {b.service_name}
          </h3>
          <p id={whenId} className="font-semibold text-muted">
            {formatIndiaWeekday(visitStartDay(b.visit_date, b.shift_type, b.start_time))},{" "}
            {formatStartTime(b.start_time)} India time
            <ReaderTimeBeside at={b.starts_at} />
          </p>
        </div>
        <BookingStatusBadge status={b.status} />
      </div>
      <div className="mt-3">
        <BookingFacts rows={bookingFacts(b, { when: false })} />
      </div>
      {showsCompanion(b) ? <BookingCompanionBlock bookingId={b.booking_id} companion={b.companion} /> : null}
      <VisitProgress booking={b} which={which} />
      {stopped && b.status_reason ? (
        <p className="mt-3 rounded-lg bg-paper px-4 py-3">
          <span className="font-semibold">
            {b.status === "cancelled"
              ? "Why it was cancelled"
              : b.status === "missed"
                ? "Why it was missed"
                : "Why it was not possible"}
            :
          </span>{" "}
          <span className="wrap-anywhere">{b.status_reason}</span>
        </p>
      ) : null}
      <BookingIncidents booking={b} />
      {mayReport && mayReportIncident(b, now) ? (
        <div className="mt-3">
          <button type="button" className="btn btn-danger-outline" onClick={() => onUrgentHelp(b)}>
            <Siren aria-hidden="true" className="size-5" />
            {URGENT_HELP_TEXT.button}
            {which}
          </button>
        </div>
      ) : null}
      {r ? (
        <p className="mt-3 rounded-lg bg-primary-50 px-4 py-3">
          <span className="font-semibold">Reschedule request: {RESCHEDULE_STATUS_LABELS[r.status]}.</span>{" "}
          Asked to move to {formatIndiaWeekday(r.visit_date)}, {shiftName(r.shift_type)},{" "}
          {formatStartTime(r.start_time)}.
        </p>
      ) : null}
      {upcoming ? (
        <>
          {!b.can_cancel && rules ? (
            <p className="mt-3 text-base text-muted">
              {bookingRuleMessage.cancelTooLate(rules.cancel_cutoff_hours)}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" className="btn btn-outline" onClick={() => addToCalendar(b)}>
              <CalendarPlus aria-hidden="true" className="size-5" />
              Add to calendar{which}
            </button>
            {mayReschedule && b.can_reschedule ? (
              <button type="button" className="btn btn-outline" onClick={() => onReschedule(b)}>
                <CalendarSync aria-hidden="true" className="size-5" />
                Reschedule{which}
              </button>
            ) : null}
            {mayCancel && b.can_cancel ? (
              <button type="button" className="btn btn-danger-outline" onClick={() => onCancel(b)}>
                <CircleX aria-hidden="true" className="size-5" />
                Cancel{which}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </article>
  );
}

/**
 * After the companion arrives (issue 26): "Arrived at 8:10 AM", then the report: "Read the visit report"
 * once it is ready, or when to expect it while the visit is under way.
 */
function VisitProgress({ booking: b, which }: { booking: Booking; which: ReactNode }) {
  if (!b.checked_in_at && !b.report_ready) return null;
  return (
    <div className="mt-3 space-y-3">
      {b.checked_in_at ? (
        <p className="flex items-center gap-2 font-semibold">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
          <span>
            {VISIT_REPORT_TEXT.arrivedAt(formatIndiaTime(b.checked_in_at))} India time
            <ReaderTimeBeside at={b.checked_in_at} />
          </span>
        </p>
      ) : null}
      {b.report_ready ? (
        <Link to={`/user/visit/${b.booking_id}`} className="btn btn-primary">
          <FileText aria-hidden="true" className="size-5" />
          {VISIT_REPORT_TEXT.readReport}
          {which}
        </Link>
      ) : b.status === "confirmed" ? (
        <p className="text-base text-muted">{VISIT_REPORT_TEXT.reportPending}</p>
      ) : null}
    </div>
  );
}
