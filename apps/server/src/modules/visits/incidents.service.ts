import {
  type AdminIncident,
  BOOKING_CALLED_OFF_STATUSES,
  type BookingIncident,
  COMPANION_INCIDENT_DAYS_BACK,
  DASHBOARD_INCIDENT_LIST_MAX,
  INCIDENT_MESSAGES,
  INCIDENT_REPORT_MAX,
  type IncidentSeverity,
  incidentAddedLine,
  isConfirmedBooking,
  moreSevere,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { addDays, indiaDate, indiaDateTime } from "../../lib/india-date.ts";
import type { BookingMessages } from "../booking-letters/booking-letters.service.ts";
import type { BookingVisits } from "../bookings/booking-visits.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { createIncidentMessages } from "./incident-messages.ts";
import * as repo from "./incidents.repo.ts";

export {
  INCIDENT_CLOSED_KIND,
  INCIDENT_FAMILY_KIND,
  INCIDENT_MINOR_KIND,
  INCIDENT_RAISED_KIND,
  INCIDENT_REPORTED_KIND,
} from "./incident-messages.ts";

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

/** An incident with the visit it is on, as the console names it. */
interface IncidentOnVisit {
  incident: repo.IncidentRow;
  userId: number;
  lovedOneName: string;
  visitDate: string;
  serviceName: string;
}

export interface IncidentDeps {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  members: Pick<MemberDirectory, "lock" | "contact" | "contacts">;
  roster: Pick<Roster, "profiles">;
  /** The visits (the bookings module's): read, shown, and held while a report is filed. */
  bookings: Pick<
    BookingVisits,
    "find" | "view" | "views" | "memberBookingIds" | "holdFamilyVisit" | "holdCompanionVisit" | "inCities"
  >;
  /** The family's messages go as the booking-letters module's do: to the payer and their circle. */
  messages: Pick<BookingMessages, "toFamily">;
  /** SUPPORT_EMAIL: the operations team's address (as for late visits); publicUrl: the console's. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl" | "INCIDENTS_PER_HOUR" | "company">;
}

/**
 * Incidents on a visit (issue 29, decision 0060). The report and the team's email are one transaction
 * (the email goes by the outbox, kicked at once); closing is one conditional update, so it happens once,
 * and tells the family. The family reads their visits' incidents on the booking.
 */
export function createIncidents(deps: IncidentDeps) {
  const { db, bookings } = deps;
  const messages = createIncidentMessages(deps);
  const notFound = () => new AppError("BE004", INCIDENT_MESSAGES.visitNotFound);

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
    insert: () => Promise<number>,
    who: () => Promise<{ name: string; phone: string; role: string }>,
    filer: { name: string; userId?: number },
  ): Promise<Filed> {
    const told = (row: repo.IncidentRow, raisedFrom?: IncidentSeverity) =>
      messages.tellFamily(tx, row, {
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
      if (severity !== open.severity) await messages.emailTeam(tx, row, await who(), open.severity);
      // Those already told of it hear nothing more; anyone not yet told (who filed it first) hears now.
      await told(row, severity !== open.severity ? open.severity : undefined);
      return { row, added: true };
    }
    const limit = deps.config.INCIDENTS_PER_HOUR;
    if ((await repo.countReportedSince(tx, reporter, new Date(at.getTime() - HOUR_MS))) >= limit)
      throw new AppError("BE009", INCIDENT_MESSAGES.tooMany(limit));
    const row = await repo.findIncident(tx, await insert());
    if (!row) throw notFound();
    await messages.emailTeam(tx, row, await who());
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
      if (!(await bookings.holdFamilyVisit(tx, userId, body.booking_id, today))) {
        const b = await bookings.find(tx, body.booking_id);
        if (!b || b.userId !== userId) throw notFound();
        if (BOOKING_CALLED_OFF_STATUSES.includes(b.status))
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
      if (!(await bookings.holdCompanionVisit(tx, companionId, body.booking_id, { from, today }))) {
        const b = await bookings.find(tx, body.booking_id);
        if (!b || b.companionId !== companionId) throw notFound();
        if (!isConfirmedBooking(b.status)) throw new AppError("BE011", INCIDENT_MESSAGES.visitCancelled);
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

  /** Incidents with the visits they are on (the bookings module's), in the same order. */
  async function onVisits(tx: Db, incidents: repo.IncidentRow[]): Promise<IncidentOnVisit[]> {
    const views = await bookings.views(
      tx,
      incidents.map((i) => i.bookingId),
    );
    const byId = new Map(views.map((v) => [v.booking.id, v]));
    return incidents.flatMap((incident) => {
      const v = byId.get(incident.bookingId);
      if (!v) return [];
      const b = v.booking;
      return [
        {
          incident,
          userId: b.userId,
          lovedOneName: b.lovedOneName,
          visitDate: b.visitDate,
          serviceName: v.serviceName,
        },
      ];
    });
  }

  /** The caller's reach as a condition on an incident's booking (none for every city). */
  const scopeOf =
    (cities: CityScope): repo.BookingScope =>
    (bookingId) =>
      bookings.inCities(bookingId, cities);

  /**
   * An incident with its visit (the console's view of one); null when there is none, or when its visit is
   * outside the caller's cities (null: every city).
   */
  async function findWithVisit(
    tx: Db,
    id: number,
    cities: CityScope = null,
  ): Promise<IncidentOnVisit | null> {
    const incident = await repo.findIncident(tx, id, scopeOf(cities));
    return incident ? ((await onVisits(tx, [incident]))[0] ?? null) : null;
  }

  /** Incidents as the console shows them, with the reporter's name and phone to call back. */
  async function forConsole(tx: Db, rows: IncidentOnVisit[]): Promise<AdminIncident[]> {
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

  /** The dashboard: how many are open, and the most severe, oldest first (of the caller's cities). */
  async function open(tx: Db, cities: CityScope = null) {
    const scope = scopeOf(cities);
    const [count, rows] = await Promise.all([
      repo.countOpen(tx, scope),
      repo.openIncidents(tx, DASHBOARD_INCIDENT_LIST_MAX, scope),
    ]);
    return { open_incidents: count, incidents: await forConsole(tx, await onVisits(tx, rows)) };
  }

  /**
   * Closes one with the team's note, inside the caller's transaction (with its audit row); the family is
   * emailed the resolution. Returns the incident before and after. One whose visit is outside the caller's
   * cities is not found, as a missing one (both the read and the update hold the condition).
   */
  async function close(
    tx: Db,
    adminId: number,
    id: number,
    resolution: string,
    at: Date,
    cities: CityScope = null,
  ) {
    const before = await findWithVisit(tx, id, cities);
    if (!before) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    if (!(await repo.closeIncident(tx, id, { adminId, resolution, at }, scopeOf(cities))))
      throw new AppError("BE010", INCIDENT_MESSAGES.alreadyClosed);
    const after = await findWithVisit(tx, id);
    if (!after) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    await messages.closed(tx, { id, resolution, visit: after });
    const [shown] = await forConsole(tx, [after]);
    if (!shown) throw new AppError("BE004", INCIDENT_MESSAGES.notFound);
    return { before: toBookingIncident(before.incident), after: shown };
  }

  /** The member's visits' incidents (their data export). */
  const exportFor = async (userId: number) =>
    (await repo.incidentsOfBookings(db, await bookings.memberBookingIds(db, userId))).map((incident) => ({
      booking_id: incident.bookingId,
      ...toBookingIncident(incident),
    }));

  /** Inside the erasure's transaction: the text of the incidents on all the member's visits is replaced. */
  const erase = async (tx: Db, userId: number, erased: string) =>
    repo.eraseIncidentText(tx, await bookings.memberBookingIds(tx, userId), erased);

  return { reportByFamily, reportByCompanion, open, close, exportFor, erase };
}
export type Incidents = ReturnType<typeof createIncidents>;
