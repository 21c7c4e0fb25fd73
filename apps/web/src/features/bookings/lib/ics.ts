import type { Booking } from "@eldercare/contracts";

/**
 * "Add to calendar": one booking as an iCalendar file (RFC 5545) made in the browser, so a family can
 * put the visit in Google Calendar, Outlook or their phone's calendar. Times are UTC instants (the
 * calendar shows them in each reader's own time zone); text is escaped and long lines folded.
 */

export interface IcsOptions {
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** The domain of the event's UID, so re-adding the same booking updates one event. */
  uidDomain: string;
  /** Product name for PRODID and the description. */
  brand: string;
  /** A link back to the booking list, added to the description when given. */
  link?: string;
}

const CRLF = "\r\n";
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_LINE_OCTETS = 75;

/** An instant as iCalendar UTC date-time: 2026-11-24T01:30:00Z → 20261124T013000Z. */
export function icsDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets: the rest continues on lines that start with a space. Never splits a character. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with one space, which counts towards their 75 octets.
    const limit = out.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** Where the visit happens, as one line. */
export function bookingAddress(b: Pick<Booking, "address_line" | "city_name" | "state_name" | "pincode">) {
  return `${b.address_line}, ${b.city_name}, ${b.state_name} ${b.pincode}`;
}

/** The booking as a VCALENDAR with one VEVENT; lines end in CRLF. */
export function bookingToIcs(booking: Booking, options: IcsOptions): string {
  const start = new Date(booking.starts_at);
  const end = new Date(start.getTime() + booking.duration_minutes * 60_000);
  const description = [
    `${booking.service_name} for ${booking.loved_one_name}`,
    `Shift: ${booking.shift_name}`,
    booking.speciality_name ? `Speciality: ${booking.speciality_name}` : null,
    booking.notes ? `Notes for the companion: ${booking.notes}` : null,
    `Booking number: ${booking.booking_id}`,
    options.link ? `Your bookings with ${options.brand}: ${options.link}` : `Booked with ${options.brand}`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeIcsText(options.brand)}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:booking-${booking.booking_id}@${options.uidDomain}`,
    `DTSTAMP:${icsDateTime(options.now)}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(`${booking.service_name} for ${booking.loved_one_name}`)}`,
    `LOCATION:${escapeIcsText(bookingAddress(booking))}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    `STATUS:${booking.status === "confirmed" ? "CONFIRMED" : "TENTATIVE"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join(CRLF)}${CRLF}`;
}

/** A file name for the booking's calendar file: "visit-2026-11-24-companionship-visit.ics". */
export function icsFileName(booking: Pick<Booking, "visit_date" | "service_name">): string {
  const slug = booking.service_name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `visit-${booking.visit_date}-${slug || "booking"}.ics`;
}
