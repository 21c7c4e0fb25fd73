import {
  type AdminIncident,
  type BookingIncident,
  COMPANION_INCIDENT_DAYS_BACK,
  DASHBOARD_INCIDENT_LIST_MAX,
  formatStartTime,
  INCIDENT_MESSAGES,
  INCIDENT_REPORT_MAX,
  INCIDENT_SEVERITY_HINTS,
  INCIDENT_SEVERITY_LABELS,
  type IncidentSeverity,
  incidentAddedLine,
  incidentClosedSubject,
  incidentFamilyMessage,
  incidentRaisedSubject,
  incidentSubject,
  moreSevere,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { erasedEmail } from "../../lib/erasure.ts";
import { addDays, formatIndiaDay, indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { findBookingRow, findBookingView } from "./bookings.repo.ts";
import { sendToFamily } from "./family-message.ts";
import * as repo from "./incidents.repo.ts";
import { consoleBookingLink } from "./late-visits.ts";
import type { Roster } from "./ports.ts";
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
export const INCIDENT_FAMILY_KIND = "incident_family";
export const INCIDENT_MINOR_KIND = "incident_minor";

const HOUR_MS = 60 * 60 * 1000;

/** A report as filed: the incident as it now stands, and whether it was added to an open one. */
interface Filed {
  row: repo.IncidentRow;
  added: boolean;
}

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
  members: Pick<MemberDirectory, "lock" | "contact" | "contacts" | "circleContacts">;
  roster: Pick<Roster, "profiles">;
  /** SUPPORT_EMAIL: the operations team's address (as for late visits); publicUrl: the console's. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl" | "INCIDENTS_PER_HOUR" | "company">;
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
   * queued in the report's transaction: once for a new incident, and again only when a report added to
   * it makes it more serious (`raisedFrom`).
   */
  async function emailTeam(
    tx: Db,
    incident: repo.IncidentRow,
    reporter: { name: string; phone: string; role: string },
    raisedFrom?: IncidentSeverity,
  ): Promise<void> {
    const row = await findBookingView(tx, incident.bookingId);
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
    incident: repo.IncidentRow,
    said: { latest: string; reporter: string; filedBy?: number; raisedFrom?: IncidentSeverity },
  ): Promise<void> {
    const minor = incident.severity === "minor";
    if (minor && !(await hasReport(tx, incident.bookingId))) return;
    const row = await findBookingView(tx, incident.bookingId);
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
    await sendToFamily(deps, tx, payer, {
      kind: minor ? INCIDENT_MINOR_KIND : INCIDENT_FAMILY_KIND,
      refId: incident.id,
      topic: "visits",
      ...m,
      ...(minor ? {} : { alsoBy: ["sms" as const] }),
      once: true,
      ...(said.filedBy === undefined ? {} : { except: said.filedBy }),
    });
  }

  /** After the report commits: the team's email goes now, and the reporter sees the incident as kept. */
  function reported({ row, added }: Filed) {
    deps.notifier.kick();
    return {
      incident: toBookingIncident(row),
      Message: added
        ? INCIDENT_MESSAGES.added
        : row.severity === "minor"
          ? INCIDENT_MESSAGES.reported
          : INCIDENT_MESSAGES.reportedFamilyTold,
    };
  }

  /**
   * Files a report on a visit already found reportable, under the reporter's account lock: added to their
   * open incident on the visit when there is one (the team told again only if it is now more serious),
   * else a new incident, within the hourly limit (issue 40, decision 0066).
   */
  async function file(
    tx: Db,
    reporter: repo.Reporter,
    body: ReportIncident,
    at: Date,
    insert: () => Promise<number | null>,
    who: () => Promise<{ name: string; phone: string; role: string }>,
    filer: { name: string; userId?: number },
  ): Promise<Filed> {
    const told = (row: repo.IncidentRow, raisedFrom?: IncidentSeverity) =>
      tellFamily(tx, row, {
        latest: body.what_happened,
        reporter: filer.name,
        ...(filer.userId === undefined ? {} : { filedBy: filer.userId }),
        ...(raisedFrom ? { raisedFrom } : {}),
      });
    const open = await repo.lockOpenIncident(tx, body.booking_id, reporter);
    if (open) {
      const whatHappened = `${open.whatHappened}\n\n${incidentAddedLine(indiaDateTime(at))} ${body.what_happened}`;
      if (whatHappened.length > INCIDENT_REPORT_MAX)
        throw new AppError("BE011", INCIDENT_MESSAGES.reportFull);
      const severity = moreSevere(open.severity, body.severity);
      const row = await repo.addToIncident(tx, open.id, { whatHappened, severity });
      if (!row) throw notFound();
      if (severity !== open.severity) await emailTeam(tx, row, await who(), open.severity);
      // Those already told of it hear nothing more; anyone not yet told (who filed it first) hears now.
      await told(row, severity !== open.severity ? open.severity : undefined);
      return { row, added: true };
    }
    const limit = deps.config.INCIDENTS_PER_HOUR;
    if ((await repo.countReportedSince(tx, reporter, new Date(at.getTime() - HOUR_MS))) >= limit)
      throw new AppError("BE009", INCIDENT_MESSAGES.tooMany(limit));
    const made = await insert();
    const row = made === null ? null : await repo.findIncident(tx, made);
    if (!row) throw notFound();
    await emailTeam(tx, row, await who());
    await told(row);
    return { row, added: false };
  }

  /**
   * users/reportincident/: on the member's own visit, going ahead, from its day on. `actorUserId`: the
   * person filing it (the payer, or a manager of their circle acting for them), not told of their report.
   */
  async function reportByFamily(userId: number, body: ReportIncident, actorUserId = userId) {
    const at = deps.now();
    const today = indiaDate(at);
    const filed = await db.transaction(async (tx) => {
      // Rank 1 of the lock order: one family's reports queue on its account (the limit, and one open
      // incident a visit, hold); then the visit's key, as the new row's foreign key takes it.
      if (!(await deps.members.lock(tx, userId))) throw new AppError("BE002");
      if (!(await repo.holdFamilyVisit(tx, userId, body.booking_id, today))) {
        const b = await findBookingRow(tx, body.booking_id);
        if (!b || b.userId !== userId) throw notFound();
        if (b.status === "cancelled" || b.status === "rejected")
          throw new AppError("BE011", INCIDENT_MESSAGES.visitCancelled);
        throw new AppError("BE011", INCIDENT_MESSAGES.visitNotBegun);
      }
      return file(
        tx,
        { family: userId },
        body,
        at,
        () =>
          repo.insertFamilyIncident(tx, userId, {
            bookingId: body.booking_id,
            severity: body.severity,
            whatHappened: body.what_happened,
            at,
            today,
          }),
        async () => {
          // The team calls whoever filed it: the payer, or the circle's manager acting for them.
          const c = await deps.members.contact(tx, actorUserId);
          return { name: c?.name ?? "", phone: c?.phone ?? "", role: "family" };
        },
        { name: (await deps.members.contact(tx, actorUserId))?.name || "your family", userId: actorUserId },
      );
    });
    return reported(filed);
  }

  /**
   * companion/reportincident/: on a visit assigned to them, of today or yesterday. `accountId` is the
   * companion's own account, whose row lock queues their reports.
   */
  async function reportByCompanion(companion: { id: number; accountId: number }, body: ReportIncident) {
    const at = deps.now();
    const today = indiaDate(at);
    const from = addDays(today, -COMPANION_INCIDENT_DAYS_BACK);
    const companionId = companion.id;
    const filed = await db.transaction(async (tx) => {
      if (!(await deps.members.lock(tx, companion.accountId))) throw new AppError("BE002");
      if (!(await repo.holdCompanionVisit(tx, companionId, body.booking_id, { from, today }))) {
        const b = await findBookingRow(tx, body.booking_id);
        if (!b || b.companionId !== companionId) throw notFound();
        if (b.status !== "confirmed" && b.status !== "completed")
          throw new AppError("BE011", INCIDENT_MESSAGES.visitCancelled);
        throw new AppError("BE011", INCIDENT_MESSAGES.companionDays);
      }
      return file(
        tx,
        { companion: companionId },
        body,
        at,
        () =>
          repo.insertCompanionIncident(tx, companionId, {
            bookingId: body.booking_id,
            severity: body.severity,
            whatHappened: body.what_happened,
            at,
            from,
            today,
          }),
        async () => {
          const p = (await deps.roster.profiles(tx, [companionId])).get(companionId);
          return { name: p?.fullName ?? "", phone: p?.phone ?? "", role: "companion" };
        },
        { name: "the companion" },
      );
    });
    return reported(filed);
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
