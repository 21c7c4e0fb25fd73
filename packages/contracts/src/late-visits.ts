/*
 * A visit nobody checked in to (issue 26, decision 0046): LATE_CHECKIN_MINUTES after its start it shows on
 * the dashboard as late and the team is emailed, once. The team reassigns it or marks it missed (the
 * `miss` action); a missed visit goes back to the month's allowance and the family is told.
 */

/** A confirmed visit with no check-in this long after its start is late. */
export const LATE_CHECKIN_MINUTES = 15;

/** How many late visits and overdue reports the dashboard lists (the counts are whole). */
export const DASHBOARD_CARE_LIST_MAX = 20;

/**
 * How long a concern a companion flagged in a visit report stays under "Needs attention" on the dashboard
 * (issue 42): the reports filed with a concern in the last this many days, newest first. A concern has no
 * state of its own to close; the booking's row in the list keeps it for good.
 */
export const DASHBOARD_CONCERN_DAYS = 7;

export const LATE_VISIT_MESSAGES = {
  missBeforeLate: `A visit can be marked missed only when nobody has checked in ${LATE_CHECKIN_MINUTES} minutes after its start.`,
  missCheckedIn: "The companion has checked in to this visit, so it was not missed.",
  assignCheckedIn:
    "The companion has checked in to this visit, so it can no longer be given to another companion.",
} as const;

/** The team's email about a late visit. */
export const lateVisitSubject = (lovedOne: string, time: string) =>
  `Late visit: nobody has checked in to ${lovedOne}'s ${time} visit`;

/** The dashboard's care section. */
export const CARE_DASHBOARD_TEXT = {
  heading: "Visits and reports",
  late: "Late visits (no check-in)",
  noLate: "No late visits.",
  reportsOverdue: "Visit reports overdue",
  noReportsOverdue: "No reports overdue.",
  onTime: (onTime: number, filed: number) =>
    filed === 0
      ? "No reports filed in the last 30 days."
      : `${onTime} of ${filed} reports reached the family within the promise in the last 30 days`,
  onTimeHeading: "Reports on time",
  /** The console's booking list: a late visit's marker, the check-in time and the report. */
  lateMarker: "Late",
  lateMarkerHint: `No check-in ${LATE_CHECKIN_MINUTES} minutes after the start`,
  checkedInAt: (time: string) => `Checked in ${time}`,
  viewReport: "Visit report",
  /** The dashboard's "Needs attention" (issue 42): late visits, open incidents and reports' concerns first. */
  needsAttention: "Needs attention",
  concerns: `Concerns in visit reports, last ${DASHBOARD_CONCERN_DAYS} days`,
  noConcerns: `No concerns flagged in the last ${DASHBOARD_CONCERN_DAYS} days.`,
  concernFiled: (when: string) => `Reported ${when}`,
  /** On a booking's row in the console's list, when its report flags a concern. */
  concernMarker: "Concern in report",
} as const;
