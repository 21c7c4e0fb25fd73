import { z } from "zod";
import { plainText, positiveIdSchema } from "./validation/fields.ts";

/*
 * Urgent help (issue 29, decision 0060): the operations desk's number to call, and an incident report on
 * a visit (how serious, what happened) from the companion or the family. The team is emailed at once; the
 * incident stays on the dashboard until closed with a note, and the family reads it and its resolution on
 * the booking.
 */

export const INCIDENT_SEVERITIES = ["minor", "serious", "critical"] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const INCIDENT_SEVERITY_LABELS: Record<IncidentSeverity, string> = {
  minor: "Minor",
  serious: "Serious",
  critical: "Critical",
};
/** What each level means, beside its choice. */
export const INCIDENT_SEVERITY_HINTS: Record<IncidentSeverity, string> = {
  minor: "Nobody was hurt; the team should know.",
  serious: "Someone may be hurt or upset, or something was lost or broken: the team should act today.",
  critical: "Someone's safety is at risk now.",
};

export const INCIDENT_TEXT_MAX = 2000;
export const INCIDENT_RESOLUTION_MAX = 1000;
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

export const INCIDENT_REPORTERS = ["family", "companion"] as const;
export type IncidentReporter = (typeof INCIDENT_REPORTERS)[number];

export const INCIDENT_MESSAGES = {
  reported: "Thank you. The operations team has been told and will call you shortly.",
  added:
    "Thank you. We have added this to the incident already open on this visit; the operations team has it and will call you shortly.",
  tooMany: (limit: number) =>
    `You have reported ${limit} incidents in the last hour. If something else has happened, please call the operations desk now.`,
  reportFull:
    "The report on this visit's open incident is already long. Please call the operations desk to tell them more.",
  severityRequired: "Please choose how serious it is",
  whatRequired: "Please say what happened",
  whatTooLong: `Please keep it under ${INCIDENT_TEXT_MAX} characters`,
  visitNotFound: "We could not find that visit.",
  visitNotBegun: "An incident can be reported on a visit from its day on. Before then, please call us.",
  visitCancelled: "This visit did not go ahead. Please call the operations desk.",
  companionDays: "You can report an incident on your visits of today and yesterday. Please call the desk.",
  resolutionRequired: "Please write how it was resolved",
  resolutionTooLong: `Please keep the note under ${INCIDENT_RESOLUTION_MAX} characters`,
  closed: "Incident closed. The family can read the resolution on the booking.",
  alreadyClosed: "This incident has already been closed.",
  notFound: "We could not find that incident.",
} as const;

/** India's public emergency numbers, offered as call buttons before the desk's (issue 41). */
export const PUBLIC_EMERGENCY_NUMBERS = [
  { number: "112", label: "Call 112: national emergency number" },
  { number: "108", label: "Call 108: ambulance" },
] as const;

export const URGENT_HELP_TEXT = {
  button: "Urgent help",
  heading: "Urgent help",
  callDesk: "Call the operations desk (24x7)",
  callFirst:
    "In a medical emergency, first call 112 (national emergency number) or 108 (ambulance). Then call the desk.",
  /**
   * To a member whose phone is not Indian (issue 42): 112 from a UK phone reaches the UK's services, so
   * the desk comes first, and 112 and 108 are named for whoever is with the loved one in India.
   */
  abroadCallFirst:
    "You are outside India: call our operations desk first (24x7). We alert the emergency services in India and the people with your loved one, and call you back.",
  abroadIndiaNumbers:
    "112 (national emergency number) and 108 (ambulance) are India's numbers, for whoever is with your loved one in India: ask them to call. From a phone outside India, 112 reaches that country's services, not India's.",
  abroadCallDesk: "Call the operations desk in India (24x7)",
  reportHeading: "Report an incident",
  reportIntro: "Tell us what happened on this visit. The operations team is told at once.",
  severity: "How serious is it?",
  what: "What happened?",
  send: "Send the report",
  sending: "Sending...",
  /** On the booking and the dashboard. */
  incidents: "Incidents",
  reportedBy: (who: IncidentReporter) => (who === "family" ? "Reported by you" : "Reported by the companion"),
  open: "Open: the team is on it",
  resolved: "Resolved",
  /** The console. */
  dashboardHeading: "Open incidents",
  noneOpen: "No open incidents.",
  close: "Close incident",
  closeHeading: "Close the incident",
  resolution: "How was it resolved?",
  resolutionHint: "The family reads this on the booking.",
  closing: "Closing the incident...",
  reportedAt: (when: string) => `Reported ${when}`,
} as const;

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
