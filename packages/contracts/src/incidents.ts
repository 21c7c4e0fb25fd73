import { z } from "zod";
import {
  INCIDENT_MESSAGES,
  INCIDENT_REPORTERS,
  INCIDENT_RESOLUTION_MAX,
  INCIDENT_SEVERITIES,
  INCIDENT_SEVERITY_LABELS,
  INCIDENT_TEXT_MAX,
  type IncidentSeverity,
} from "./incident-words.ts";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/*
 * Urgent help (issue 29, decision 0060): the operations desk's number to call, and an incident report on
 * a visit (how serious, what happened) from the companion or the family. The team is emailed at once; the
 * incident stays on the dashboard until closed with a note, and the family reads it and its resolution on
 * the booking.
 */

/**
 * The outbox's kinds of incident message sent at most once per person, channel and incident, whoever
 * reports or retries (decision 0069; a partial unique index on notifications holds it).
 */
export const INCIDENT_ONCE_KINDS = ["incident_family", "incident_minor"] as const;

/** A companion may report on a visit of today or of this many days before (India calendar). */
export const COMPANION_INCIDENT_DAYS_BACK = 1;
/**
 * New incidents one account (a family, whoever of its circle reports, or a companion) may report in an
 * hour (INCIDENTS_PER_HOUR changes it): a report on a visit that already has an open incident of theirs is
 * added to that one instead, so only a flood is refused (issue 40, decision 0066).
 */
export const INCIDENTS_PER_HOUR = 5;
/** An open incident's report, additions included, is kept under this many characters. */
export const INCIDENT_REPORT_MAX = 10_000;
/** Most severe last: an addition keeps the more severe of the two. */
export function moreSevere(a: IncidentSeverity, b: IncidentSeverity): IncidentSeverity {
  return INCIDENT_SEVERITIES.indexOf(a) >= INCIDENT_SEVERITIES.indexOf(b) ? a : b;
}
/** How many open incidents the dashboard lists (the count is whole). */
export const DASHBOARD_INCIDENT_LIST_MAX = 20;

/** The team's email about a new incident. */
export const incidentSubject = (severity: IncidentSeverity, lovedOne: string) =>
  `${INCIDENT_SEVERITY_LABELS[severity]} incident: ${lovedOne}'s visit`;
/** The team's email when a report added to an open incident makes it more serious. */
export const incidentRaisedSubject = (severity: IncidentSeverity, lovedOne: string) =>
  `Now ${INCIDENT_SEVERITY_LABELS[severity].toLowerCase()}: the incident on ${lovedOne}'s visit`;
/** The line that starts each report added to an open incident (India time). */
export const incidentAddedLine = (indiaDateTime: string) => `Added ${indiaDateTime} (India time):`;
/** The family's email once it is closed. */
export const incidentClosedSubject = (lovedOne: string) =>
  `Update on the incident during ${lovedOne}'s visit`;

/** users/reportincident/ and companion/reportincident/: the caller is the session's. */
export const reportIncidentRequestSchema = z.strictObject({
  booking_id: positiveIdSchema(INCIDENT_MESSAGES.visitNotFound),
  severity: z.enum(INCIDENT_SEVERITIES, { error: INCIDENT_MESSAGES.severityRequired }),
  what_happened: plainText(
    z
      .string({ error: INCIDENT_MESSAGES.whatRequired })
      .trim()
      .min(1, INCIDENT_MESSAGES.whatRequired)
      .max(INCIDENT_TEXT_MAX, INCIDENT_MESSAGES.whatTooLong),
    "What happened",
    true,
  ),
});
export type ReportIncidentRequest = z.input<typeof reportIncidentRequestSchema>;

/** The form's values (the severity unchosen until the person chooses). */
export const reportIncidentFormSchema = reportIncidentRequestSchema.omit({ booking_id: true });
export interface ReportIncidentFormValues {
  severity: IncidentSeverity | "";
  what_happened: string;
}

/** An incident as the family reads it on the booking. */
export const bookingIncidentSchema = z.object({
  incident_id: z.number().int(),
  severity: z.enum(INCIDENT_SEVERITIES),
  what_happened: z.string(),
  reported_by: z.enum(INCIDENT_REPORTERS),
  reported_at: z.string(),
  /** Null while open. */
  closed_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type BookingIncident = z.infer<typeof bookingIncidentSchema>;

export const reportIncidentResponseSchema = z.object({
  incident: bookingIncidentSchema,
  Message: z.string(),
});

/** An open incident on the console's dashboard. */
export const adminIncidentSchema = bookingIncidentSchema.extend({
  booking_id: z.number().int(),
  loved_one_name: z.string(),
  service_name: z.string(),
  visit_date: z.string(),
  /** The family member's or the companion's full name and phone, to call back. */
  reporter_name: z.string(),
  reporter_phone: z.string(),
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;

/** admin/closeincident/. */
export const closeIncidentRequestSchema = z.strictObject({
  incident_id: positiveIdSchema(INCIDENT_MESSAGES.notFound),
  resolution: plainText(
    z
      .string({ error: INCIDENT_MESSAGES.resolutionRequired })
      .trim()
      .min(1, INCIDENT_MESSAGES.resolutionRequired)
      .max(INCIDENT_RESOLUTION_MAX, INCIDENT_MESSAGES.resolutionTooLong),
    "The note",
    true,
  ),
});
export type CloseIncidentRequest = z.input<typeof closeIncidentRequestSchema>;
export const closeIncidentResponseSchema = z.object({ incident: adminIncidentSchema, Message: z.string() });

/*
 * The family's messages about an incident (issue 42, decision 0069). A serious or critical one goes at
 * once to the payer and every member of their circle (the person who filed it aside), on the channels
 * each chose and by SMS whatever they chose, once per incident and address; a minor one is told with the
 * visit's report, or on its own (on the channels chosen) when the report has already gone.
 */

/** The visit an incident happened on, as the family's message names it ("India time" follows the time). */
export interface IncidentVisit {
  lovedOne: string;
  service: string;
  /** "15 Dec 2026". */
  day: string;
  /** "9:00 AM". */
  start: string;
}

/** What the family's message about one incident says, and who reported it. */
export interface IncidentForFamily {
  severity: IncidentSeverity;
  /** Set when a report added to the incident made it serious or critical: what it was before. */
  raisedFrom?: IncidentSeverity;
  /** The incident's whole text, additions included (the email). */
  whatHappened: string;
  /** The report that made this message (the SMS's excerpt). */
  latest: string;
  /** "the companion", or the family member's name. */
  reporter: string;
  visit: IncidentVisit;
  /** The desk's number with its country code ("+91 33 4000 1234"). */
  deskPhone: string;
  /** Where the family reads it (My bookings). */
  link: string;
}

/** How much of what happened an SMS quotes; the email and the booking hold it whole. */
export const INCIDENT_SMS_EXCERPT_MAX = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= INCIDENT_SMS_EXCERPT_MAX) return flat;
  const cut = flat.slice(0, INCIDENT_SMS_EXCERPT_MAX);
  const space = cut.lastIndexOf(" ");
  return `${(space > INCIDENT_SMS_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The desk's number as every incident message gives it. */
export const incidentDeskLine = (deskPhone: string) =>
  `To speak to our operations desk now, call ${deskPhone} (24x7).`;

/** The family's subject: "Serious incident during Kamala Sen's visit", "Now critical: …". */
export function incidentFamilySubject(i: Pick<IncidentForFamily, "severity" | "raisedFrom" | "visit">) {
  const label = INCIDENT_SEVERITY_LABELS[i.severity];
  return i.raisedFrom
    ? `Now ${label.toLowerCase()}: the incident during ${i.visit.lovedOne}'s visit`
    : `${label} incident during ${i.visit.lovedOne}'s visit`;
}

/** The family's message about an incident: its subject, the email's lines, and the SMS's text. */
export function incidentFamilyMessage(i: IncidentForFamily): {
  subject: string;
  lines: string[];
  short: string;
} {
  const label = INCIDENT_SEVERITY_LABELS[i.severity].toLowerCase();
  const subject = incidentFamilySubject(i);
  const when = `${i.visit.day}, starting ${i.visit.start} (India time)`;
  const opening = i.raisedFrom
    ? `The incident reported during ${i.visit.lovedOne}'s visit is now ${label} (it was ${INCIDENT_SEVERITY_LABELS[i.raisedFrom].toLowerCase()}): ${i.reporter} added to it.`
    : `${capitalised(i.reporter)} reported a ${label} incident during ${i.visit.lovedOne}'s visit.`;
  const team =
    i.severity === "minor"
      ? "Our operations team has it and will follow it up."
      : "Our operations team has been told and is acting on it now.";
  return {
    subject,
    lines: [
      opening,
      `  ${i.visit.service} for ${i.visit.lovedOne}`,
      `  ${when}`,
      "",
      "What happened:",
      i.whatHappened,
      "",
      team,
      incidentDeskLine(i.deskPhone),
      `You can follow it on the booking in My bookings: ${i.link}`,
    ],
    short: [
      `${subject} (${i.visit.service}, ${when}).`,
      `${capitalised(i.reporter)} reported: "${excerpt(i.latest)}"`,
      `${team} ${incidentDeskLine(i.deskPhone)}`,
    ].join("\n"),
  };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The visit report's message when minor incidents were reported on the visit before it (they are told
 * with it, not at once): a line for the SMS, then each incident whole for the email.
 */
export const MINOR_INCIDENTS_IN_REPORT = {
  short: (count: number, deskPhone: string) =>
    `${count === 1 ? "A minor incident was" : `${count} minor incidents were`} also reported during this visit; our team has it. ${incidentDeskLine(deskPhone)}`,
  heading: (reporter: string) => `Minor incident reported by ${reporter}:`,
} as const;
