import {
  type AdminIncident,
  type BookingIncident,
  COMPANION_INCIDENT_DAYS_BACK,
  DASHBOARD_INCIDENT_LIST_MAX,
  formatStartTime,
  INCIDENT_MESSAGES,
  INCIDENT_SEVERITY_HINTS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentSeverity,
  incidentClosedSubject,
  incidentSubject,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { addDays, formatIndiaDay, indiaDate } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { findBookingRow, findBookingView } from "./bookings.repo.ts";
import { sendToFamily } from "./family-message.ts";
import * as repo from "./incidents.repo.ts";
import { consoleBookingLink } from "./late-visits.ts";
import type { Roster } from "./ports.ts";

/** The outbox kinds: the team's email about a new incident, the family's once it is closed (ref: incident). */
export const INCIDENT_REPORTED_KIND = "incident_reported";
export const INCIDENT_CLOSED_KIND = "incident_closed";

export interface ReportIncident {
  booking_id: number;
  severity: IncidentSeverity;
  what_happened: string;
}

export function toBookingIncident(r: repo.IncidentRow): BookingIncident {
  return {
    incident_id: r.id,
    severity: r.severity,
    what_happened: r.whatHappened,
    reported_by: r.reportedBy,
    reported_at: r.reportedAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    resolution: r.resolution,
  };
}

/** The incidents of these visits, by booking, oldest first (the family's booking list). */
export async function incidentsByBooking(db: Db, bookingIds: readonly number[]) {
  const byBooking = new Map<number, BookingIncident[]>();
  for (const r of await repo.incidentsOf(db, bookingIds)) {
    const list = byBooking.get(r.bookingId) ?? [];
    list.push(toBookingIncident(r));
    byBooking.set(r.bookingId, list);
  }
  return byBooking;
}

export interface IncidentDeps {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  members: Pick<MemberDirectory, "hold" | "contact" | "contacts" | "circleContacts">;
  roster: Pick<Roster, "profiles">;
  /** SUPPORT_EMAIL: the operations team's address (as for late visits); publicUrl: the console's. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl">;
}

/**
 * Incidents on a visit (issue 29, decision 0060). The report and the team's email are one transaction
 * (the email goes by the outbox, kicked at once); closing is one conditional update, so it happens once,
 * and tells the family. The family reads their visits' incidents on the booking.
 */
export function createIncidents(deps: IncidentDeps) {
  const { db } = deps;
  const publicUrl = deps.config.publicUrl ?? "http://localhost:3000";
  const notFound = () => new AppError("BE004", INCIDENT_MESSAGES.visitNotFound);

  /**
   * The team's email (how serious, what happened, the visit, who reported it and how to call them),
   * queued in the report's transaction; resolves with the incident as reported.
   */
  async function emailTeam(
    tx: Db,
    incidentId: number,
    reporter: { name: string; phone: string; role: string },
  ): Promise<repo.IncidentRow> {
    const incident = await repo.findIncident(tx, incidentId);
    if (!incident) throw notFound();
    const row = await findBookingView(tx, incident.bookingId);
    if (!row) return incident;
    const b = row.booking;
    await deps.notifier.enqueue(tx, {
      kind: INCIDENT_REPORTED_KIND,
      refId: incident.id,
      to: deps.config.SUPPORT_EMAIL,
      subject: incidentSubject(incident.severity, b.lovedOneName),
      body: [
        `${INCIDENT_SEVERITY_LABELS[incident.severity]} incident reported on booking #${b.id}: ${INCIDENT_SEVERITY_HINTS[incident.severity]}`,
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
    return incident;
  }

  /** After the report commits: the team's email goes now, and the reporter sees the incident as kept. */
  function reported(row: repo.IncidentRow) {
    deps.notifier.kick();
    return { incident: toBookingIncident(row), Message: INCIDENT_MESSAGES.reported };
  }

  /** users/reportincident/: on the member's own visit, going ahead, from its day on. */
  async function reportByFamily(userId: number, body: ReportIncident) {
    const at = deps.now();
    const today = indiaDate(at);
    const row = await db.transaction(async (tx) => {
      // The new row names the account: its key share first, in the lock order (availability.ts).
      if (!(await deps.members.hold(tx, userId))) throw new AppError("BE002");
      const made = await repo.insertFamilyIncident(tx, userId, {
        bookingId: body.booking_id,
        severity: body.severity,
        whatHappened: body.what_happened,
        at,
        today,
      });
      if (made === null) {
        const b = await findBookingRow(tx, body.booking_id);
        if (!b || b.userId !== userId) throw notFound();
        if (b.status === "cancelled" || b.status === "rejected")
          throw new AppError("BE011", INCIDENT_MESSAGES.visitCancelled);
        throw new AppError("BE011", INCIDENT_MESSAGES.visitNotBegun);
      }
      const who = await deps.members.contact(tx, userId);
      return emailTeam(tx, made, { name: who?.name ?? "", phone: who?.phone ?? "", role: "family" });
    });
    return reported(row);
  }

  /** companion/reportincident/: on a visit assigned to them, of today or yesterday. */
  async function reportByCompanion(companionId: number, body: ReportIncident) {
    const at = deps.now();
    const today = indiaDate(at);
    const row = await db.transaction(async (tx) => {
      const made = await repo.insertCompanionIncident(tx, companionId, {
        bookingId: body.booking_id,
        severity: body.severity,
        whatHappened: body.what_happened,
        at,
        from: addDays(today, -COMPANION_INCIDENT_DAYS_BACK),
        today,
      });
      if (made === null) {
        const b = await findBookingRow(tx, body.booking_id);
        if (!b || b.companionId !== companionId) throw notFound();
        if (b.status !== "confirmed" && b.status !== "completed")
          throw new AppError("BE011", INCIDENT_MESSAGES.visitCancelled);
        throw new AppError("BE011", INCIDENT_MESSAGES.companionDays);
      }
      const who = (await deps.roster.profiles(tx, [companionId])).get(companionId);
      return emailTeam(tx, made, { name: who?.fullName ?? "", phone: who?.phone ?? "", role: "companion" });
    });
    return reported(row);
  }

  /** Incidents as the console shows them, with the reporter's name and phone to call back. */
  async function forConsole(tx: Db, rows: repo.OpenIncidentRow[]): Promise<AdminIncident[]> {
    const userIds = rows.flatMap((r) =>
      r.incident.reporterUserId === null ? [] : [r.incident.reporterUserId],
    );
    const companionIds = rows.flatMap((r) =>
      r.incident.reporterCompanionId === null ? [] : [r.incident.reporterCompanionId],
    );
    const contacts = await deps.members.contacts(tx, userIds);
    const profiles = await deps.roster.profiles(tx, companionIds);
    return rows.map((r) => {
      const i = r.incident;
      const who =
        i.reporterCompanionId !== null
          ? profiles.get(i.reporterCompanionId)
          : contacts.get(i.reporterUserId ?? 0);
      return {
        ...toBookingIncident(i),
        booking_id: i.bookingId,
        loved_one_name: r.lovedOneName,
        service_name: r.serviceName,
        visit_date: r.visitDate,
        reporter_name: (who && ("fullName" in who ? who.fullName : who.name)) ?? "",
        reporter_phone: who?.phone ?? "",
      };
    });
  }

  /** The dashboard: how many are open, and the most severe, oldest first. */
  async function open(tx: Db) {
    const [count, rows] = await Promise.all([
      repo.countOpen(tx),
      repo.openIncidents(tx, DASHBOARD_INCIDENT_LIST_MAX),
    ]);
    return { open_incidents: count, incidents: await forConsole(tx, rows) };
  }

  /**
   * Closes one with the team's note, inside the caller's transaction (with its audit row); the family is
   * emailed the resolution. Returns the incident before and after.
   */
  async function close(tx: Db, adminId: number, id: number, resolution: string, at: Date) {
    const before = await repo.findWithVisit(tx, id);
    if (!before) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    if (!(await repo.closeIncident(tx, id, { adminId, resolution, at })))
      throw new AppError("BE010", INCIDENT_MESSAGES.alreadyClosed);
    const after = await repo.findWithVisit(tx, id);
    if (!after) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    const family = await deps.members.contact(tx, after.userId);
    // Nothing goes to an erased member (their address is a placeholder that cannot receive mail); the
    // family's circle hears it too, each where they chose (decision 0063).
    if (family && family.email !== erasedEmail(after.userId)) {
      await sendToFamily(deps, tx, family, {
        kind: INCIDENT_CLOSED_KIND,
        refId: id,
        topic: "visits",
        subject: incidentClosedSubject(after.lovedOneName),
        lines: [
          `The incident reported on ${after.lovedOneName}'s visit of ${formatIndiaDay(after.visitDate)} has been closed. How it was resolved:`,
          "",
          resolution,
          "",
          `You can read it on the booking in My bookings: ${publicUrl.replace(/\/+$/, "")}/planandservicedetails`,
          "If anything is still wrong, please call us.",
        ],
        short: `${incidentClosedSubject(after.lovedOneName)}. See how it was resolved in My bookings: ${publicUrl.replace(/\/+$/, "")}/planandservicedetails`,
      });
    }
    const [shown] = await forConsole(tx, [after]);
    if (!shown) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    return { before: toBookingIncident(before.incident), after: shown };
  }

  /** The member's visits' incidents (their data export). */
  const exportFor = async (userId: number) =>
    (await repo.memberIncidents(db, userId)).map((r) => ({
      booking_id: r.incident.bookingId,
      ...toBookingIncident(r.incident),
    }));

  const erase = (tx: Db, userId: number, erased: string) => repo.eraseMemberIncidentText(tx, userId, erased);

  return { reportByFamily, reportByCompanion, open, close, exportFor, erase };
}
export type Incidents = ReturnType<typeof createIncidents>;
