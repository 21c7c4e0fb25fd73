/*
 * Urgent help and incidents: the words and limits, apart from the schemas: the companion's app shows them
 * before the schemas load (docs/decisions/0064, 0096).
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

export const INCIDENT_REPORTERS = ["family", "companion"] as const;

export type IncidentReporter = (typeof INCIDENT_REPORTERS)[number];

export const INCIDENT_MESSAGES = {
  reported: "Thank you. The operations team has been told and will call you shortly.",
  /** A serious or critical one: the family is told at once too (decision 0069), and the reporter knows. */
  reportedFamilyTold:
    "Thank you. The operations team and the family have been told, and the team will call you shortly.",
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
  /** The dialog's way out before sending, and its button once the report is sent. */
  cancel: "Go back",
  done: "Close",
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
