import {
  ADMIN_SEARCH_MIN_LENGTH,
  formatStartTime,
  LATE_CHECKIN_MINUTES,
  lateVisitSubject,
} from "@eldercare/contracts";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import { type BookingVisits, lateFrom, lateStartBy } from "../bookings/booking-visits.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { MemberDirectory } from "../members/member-directory.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import * as checks from "./visit-checks.repo.ts";

/** The outbox kind of the team's email about a late visit (ref_id: the booking). */
export const LATE_VISIT_EMAIL_KIND = "booking_late";
/**
 * How far back the sweep looks: a visit that started longer ago than this and was never alerted (the
 * sweep was down, or the visit predates check-in) is left to the dashboard's list instead of an email.
 */
export const LATE_ALERT_LOOKBACK_HOURS = 24;
/** Late visits claimed per transaction. */
const BATCH = 100;

/**
 * The console's bookings list narrowed to the visit: its day, and the loved one's name when it is long
 * enough to search by. The list reads these filters from the address (the web's BOOKING_URL_KEYS).
 */
export function consoleBookingLink(
  publicUrl: string,
  b: { lovedOneName: string; visitDate: string },
): string {
  const params = new URLSearchParams({ date_from: b.visitDate, date_to: b.visitDate });
  const name = b.lovedOneName.trim();
  if (name.length >= ADMIN_SEARCH_MIN_LENGTH) params.set("q", name);
  return `${publicUrl.replace(/\/+$/, "")}/admin/bookings?${params.toString()}`;
}

export interface LateVisitDeps {
  db: Db;
  notifier: Notifier;
  members: Pick<MemberDirectory, "contact">;
  roster: Pick<Roster, "profiles">;
  /** The visits' bookings (the bookings module's): the late ones found and locked there, by this module's checks. */
  bookings: Pick<BookingVisits, "view" | "lockConfirmedStarted" | "nextConfirmedStart">;
  /** SUPPORT_EMAIL: the care team's address (the enquiries' too); publicUrl: where the console is. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl">;
}

/**
 * Late visits (issue 26, decision 0046): a confirmed visit nobody checked in to LATE_CHECKIN_MINUTES after
 * its start. A sweep (run with the day-before reminders: bookings/booking-reminders.ts, lent this as its
 * LateVisitAlerts port) finds those the team was not told of, and in one transaction per batch locks their
 * bookings (the bookings module's statement, given this module's condition; rows another sweep holds are
 * skipped: a check-in waits on the lock), marks them with one `INSERT … ON CONFLICT DO UPDATE … WHERE
 * late_alerted_at IS NULL … RETURNING` on visit_checks (decision 0084) and writes the team's email for each
 * row it marked to the outbox. However many sweeps run at once, each late visit is emailed once.
 */
export function createLateVisits(deps: LateVisitDeps) {
  const { db, bookings } = deps;
  const publicUrl = deps.config.publicUrl ?? "http://localhost:3000";

  /** The team's email about one late visit: what, when, where, who should have come, and the family. */
  async function alertTeam(tx: Db, bookingId: number): Promise<void> {
    const row = await bookings.view(tx, bookingId);
    if (!row) return;
    const b = row.booking;
    // One statement at a time: a transaction's connection runs one query at once.
    const member = await deps.members.contact(tx, b.userId);
    const companion =
      b.companionId === null
        ? undefined
        : (await deps.roster.profiles(tx, [b.companionId])).get(b.companionId);
    const shiftName = row.shiftName ?? `Shift ${b.shiftType}`;
    await deps.notifier.enqueue(tx, {
      kind: LATE_VISIT_EMAIL_KIND,
      refId: b.id,
      to: deps.config.SUPPORT_EMAIL,
      subject: lateVisitSubject(b.lovedOneName, formatStartTime(b.startTime)),
      body: [
        `Nobody has checked in to booking #${b.id}, ${LATE_CHECKIN_MINUTES} minutes after its start:`,
        "",
        `  ${row.serviceName} for ${b.lovedOneName}`,
        `  ${formatIndiaDay(b.visitDate)}, ${shiftName}, starting ${b.startTime} (India time)`,
        `  ${b.addressLine}, ${row.cityName} ${b.pincode}`,
        "",
        companion ? `Companion: ${companion.fullName}, ${companion.phone}` : "Companion: none assigned",
        member ? `Family:    ${member.name}, ${member.phone}` : "Family:    (account not found)",
        "",
        `Open it in the console: ${consoleBookingLink(publicUrl, b)}`,
        "",
        "Please call the companion. If they cannot come, give the visit to another companion (the family is told) or mark it missed with the reason (the family is told, and the visit goes back to their month's allowance).",
      ].join("\n"),
    });
  }

  /** Emails the team about each late visit not yet told of at `now`; resolves with how many this call wrote. */
  async function queueLateAlerts(now: Date): Promise<number> {
    const lateBefore = lateStartBy(now);
    const since = new Date(now.getTime() - LATE_ALERT_LOOKBACK_HOURS * 3_600_000);
    let queued = 0;
    for (;;) {
      const { claimed, marked } = await db.transaction(async (tx) => {
        const window = { startedBy: lateBefore, since };
        const ids = await bookings.lockConfirmedStarted(tx, window, checks.awaitingLateAlert, BATCH);
        const marked = await checks.markLateAlerted(tx, ids, now);
        for (const id of marked) await alertTeam(tx, id);
        return { claimed: ids.length, marked: marked.length };
      });
      queued += marked;
      if (claimed < BATCH) break;
    }
    return queued;
  }

  /** When the next visit not late yet becomes late, if nobody checks in; null when none is waiting. */
  async function nextAlertDue(now: Date): Promise<Date | null> {
    const start = await bookings.nextConfirmedStart(db, lateStartBy(now), checks.awaitingLateAlert);
    return start ? lateFrom(start) : null;
  }

  return { queueLateAlerts, nextAlertDue };
}
export type LateVisits = ReturnType<typeof createLateVisits>;
