import {
  formatStartTime,
  INCIDENT_ONCE_KINDS,
  INCIDENT_SEVERITY_HINTS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentSeverity,
  incidentClosedSubject,
  incidentFamilyMessage,
  incidentRaisedSubject,
  incidentSubject,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import type { IncidentRow } from "./incidents.repo.ts";
import { consoleBookingLink } from "./late-visits.ts";
import { hasReport } from "./visit-reports.repo.ts";

/** The outbox kinds: the team's email about a new incident, the family's once it is closed (ref: incident). */
export const INCIDENT_REPORTED_KIND = "incident_reported";
export const INCIDENT_CLOSED_KIND = "incident_closed";
/** The team's email when a report added to an open incident makes it more serious (ref: incident). */
export const INCIDENT_RAISED_KIND = "incident_raised";
/**
 * The family's message about a serious or critical incident, at once and by SMS whatever they chose; and
 * about a minor one reported after the visit's report went (ref: incident). Each once per incident,
 * channel and address: the outbox's unique index notifications_once_uq names both (decision 0069).
 */
export const [INCIDENT_FAMILY_KIND, INCIDENT_MINOR_KIND] = INCIDENT_ONCE_KINDS;

/**
 * What an incident tells (issue 29, decisions 0060 and 0069), queued in the transaction of the report or
 * the close it announces: the team's email, the family's message about it, and its resolution.
 */
export function createIncidentMessages(deps: {
  notifier: Pick<Notifier, "enqueue">;
  members: Pick<MemberDirectory, "contact">;
  bookings: Pick<BookingVisits, "view">;
  /** The family's messages go as the booking-letters module's do: to the payer and their circle. */
  messages: Pick<BookingMessages, "toFamily">;
  /** SUPPORT_EMAIL: the operations team's address (as for late visits); publicUrl: the console's. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl" | "company">;
}) {
  const { bookings } = deps;
  const publicUrl = deps.config.publicUrl ?? "http://localhost:3000";

  /**
   * The team's email (how serious, what happened, the visit, who reported it and how to call them),
   * queued in the report's transaction: once for a new incident, and again only when a report added to
   * it makes it more serious (`raisedFrom`).
   */
  async function emailTeam(
    tx: Db,
    incident: IncidentRow,
    reporter: { name: string; phone: string; role: string },
    raisedFrom?: IncidentSeverity,
  ): Promise<void> {
    const row = await bookings.view(tx, incident.bookingId);
    if (!row) return;
    const b = row.booking;
    const label = INCIDENT_SEVERITY_LABELS[incident.severity];
    await deps.notifier.enqueue(tx, {
      kind: raisedFrom ? INCIDENT_RAISED_KIND : INCIDENT_REPORTED_KIND,
      refId: incident.id,
      to: deps.config.SUPPORT_EMAIL,
      subject: raisedFrom
        ? incidentRaisedSubject(incident.severity, b.lovedOneName)
        : incidentSubject(incident.severity, b.lovedOneName),
      body: [
        raisedFrom
          ? `The incident on booking #${b.id} is now ${label.toLowerCase()} (it was ${INCIDENT_SEVERITY_LABELS[raisedFrom].toLowerCase()}): ${INCIDENT_SEVERITY_HINTS[incident.severity]}`
          : `${label} incident reported on booking #${b.id}: ${INCIDENT_SEVERITY_HINTS[incident.severity]}`,
        "",
        "What happened:",
        incident.whatHappened,
        "",
        `  ${row.serviceName} for ${b.lovedOneName}`,
        `  ${formatIndiaDay(b.visitDate)}, starting ${formatStartTime(b.startTime)} (India time)`,
        `  ${b.addressLine}, ${row.cityName} ${b.pincode}`,
        "",
        `Reported by the ${reporter.role}: ${reporter.name}, ${reporter.phone}`,
        "",
        `Open it in the console: ${consoleBookingLink(publicUrl, b)}`,
        "Please call them now. Close the incident on the dashboard with a note of how it was resolved; the family reads the note on the booking.",
      ].join("\n"),
    });
  }

  /**
   * The family's message about an incident, queued in the report's transaction to the payer and their
   * whole circle, viewers too (it is their relative's safety), not to the person who filed this report
   * (decision 0069). Serious or critical: at once, on the channels each chose and by SMS whatever they
   * chose. Minor: only when the visit's report has already gone (before, it is told with the report),
   * on the channels chosen. Once per incident and address: a second report, or the same report in
   * another process, queues nothing more, so everyone filing at once makes one message each.
   */
  async function tellFamily(
    tx: Db,
    incident: IncidentRow,
    said: { latest: string; reporter: string; filedBy?: number; raisedFrom?: IncidentSeverity },
  ): Promise<void> {
    const minor = incident.severity === "minor";
    if (minor && !(await hasReport(tx, incident.bookingId))) return;
    const row = await bookings.view(tx, incident.bookingId);
    const payer = row ? await deps.members.contact(tx, row.booking.userId) : null;
    if (!row || !payer || payer.email === erasedEmail(payer.userId)) return;
    const b = row.booking;
    const m = incidentFamilyMessage({
      severity: incident.severity,
      ...(said.raisedFrom ? { raisedFrom: said.raisedFrom } : {}),
      whatHappened: incident.whatHappened,
      latest: said.latest,
      reporter: said.reporter,
      visit: {
        lovedOne: b.lovedOneName,
        service: row.serviceName,
        day: formatIndiaDay(b.visitDate),
        start: formatStartTime(b.startTime),
      },
      deskPhone: deps.config.company.helpline_phone,
      link: `${publicUrl.replace(/\/+$/, "")}/planandservicedetails`,
    });
    await deps.messages.toFamily(tx, payer, {
      kind: minor ? INCIDENT_MINOR_KIND : INCIDENT_FAMILY_KIND,
      refId: incident.id,
      topic: "visits",
      ...m,
      ...(minor ? {} : { alsoBy: ["sms" as const] }),
      once: true,
      ...(said.filedBy === undefined ? {} : { except: said.filedBy }),
    });
  }

  /**
   * The family's email once the team closes it, with how it was resolved (`visit`: the one it was on).
   */
  async function closed(
    tx: Db,
    c: { id: number; resolution: string; visit: { userId: number; lovedOneName: string; visitDate: string } },
  ): Promise<void> {
    const { visit } = c;
    const family = await deps.members.contact(tx, visit.userId);
    // Nothing goes to an erased member (their address is a placeholder that cannot receive mail); the
    // family's circle hears it too, each where they chose (decision 0063).
    if (family && family.email !== erasedEmail(visit.userId)) {
      await deps.messages.toFamily(tx, family, {
        kind: INCIDENT_CLOSED_KIND,
        refId: c.id,
        topic: "visits",
        subject: incidentClosedSubject(visit.lovedOneName),
        lines: [
          `The incident reported on ${visit.lovedOneName}'s visit of ${formatIndiaDay(visit.visitDate)} has been closed. How it was resolved:`,
          "",
          c.resolution,
          "",
          `You can read it on the booking in My bookings: ${publicUrl.replace(/\/+$/, "")}/planandservicedetails`,
          "If anything is still wrong, please call us.",
        ],
        short: `${incidentClosedSubject(visit.lovedOneName)}. See how it was resolved in My bookings: ${publicUrl.replace(/\/+$/, "")}/planandservicedetails`,
      });
    }
  }

  return { emailTeam, tellFamily, closed };
}
