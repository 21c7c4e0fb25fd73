import {
  ADMIN_MESSAGES,
  BOOKING_MESSAGES,
  isConfirmedBooking,
  type rateVisitRequestSchema,
  type submitReportRequestSchema,
  VISIT_CHECK_MESSAGES,
  VISIT_KINDS,
  VISIT_REPORT_MESSAGES,
  VISIT_TASKS,
  type VisitKind,
  type VisitReport,
} from "@eldercare/contracts";
import type { z } from "zod";
import type { AppConfig } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { CityScope } from "../../http/city-scope.ts";
import type { FileResult } from "../../http/route.ts";
import { reencodePhoto } from "../../lib/photos.ts";
import type { BookingViewRow, BookingVisits } from "../bookings/booking-visits.service.ts";
import type { Roster } from "../companions/roster.service.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { consoleBookingLink } from "./late-visits.ts";
import type { MoodAlerts } from "./mood-alerts.ts";
import * as checks from "./visit-checks.repo.ts";
import type { VisitMessages } from "./visit-messages.ts";
import { shown } from "./visit-report-shown.ts";
import * as repo from "./visit-reports.repo.ts";

type SubmitReport = z.output<typeof submitReportRequestSchema>;
type RateVisit = z.output<typeof rateVisitRequestSchema>;

const isVisitKind = (kind: string): kind is VisitKind => (VISIT_KINDS as readonly string[]).includes(kind);

/** What a refusal or a check reads of a visit: whose it is, where it stands, and its report's time. */
export interface VisitState {
  id: number;
  userId: number;
  companionId: number | null;
  status: BookingViewRow["booking"]["status"];
  serviceKind: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  lovedOneName: string;
  visitDate: string;
  filedAt: Date | null;
  reportedBy: number | null;
}

/**
 * After the visit (issue 26, decision 0046): the companion's photo and report of a visit they made, the
 * family's reading and rating of it, and the team's. Filing a report is one transaction: the booking's
 * conditional move from confirmed to completed (so of twenty submits at once one files it), the report
 * (its primary key is the booking), the family's "report ready" email and, when a concern is flagged, the
 * team's. The rating is one insert its primary key keeps to one, with the family's standing wish about
 * the companion. The booking is the bookings module's (`bookings`, lent): its state is read there, and
 * the move to completed is its statement. Built in app.ts and lent to the members module (a member's
 * export and erasure); this module's routes serve the companion, the family and the team.
 */
export function createVisitReports(deps: {
  db: Db;
  now: () => Date;
  notifier: Notifier;
  messages: Pick<VisitMessages, "reportReady" | "concernFlagged">;
  /** The mood-drop alert, in the report's transaction (issue 47, decision 0098); none: not looked at. */
  moodAlerts?: Pick<MoodAlerts, "afterReport">;
  roster: Pick<Roster, "profiles">;
  bookings: Pick<
    BookingVisits,
    "find" | "findIn" | "views" | "memberBookingIds" | "lockCompanionVisit" | "completeVisit"
  >;
  /** SUPPORT_EMAIL: the care team's address (as for enquiries and late visits); publicUrl: the links'. */
  config: Pick<AppConfig, "SUPPORT_EMAIL" | "publicUrl" | "company">;
}) {
  const { db, now, bookings } = deps;
  const publicUrl = (deps.config.publicUrl ?? "http://localhost:3000").replace(/\/+$/, "");

  /** A visit's state: its booking (the bookings module's), and its report's time and companion. */
  async function visitState(tx: Db, bookingId: number): Promise<VisitState | null> {
    const b = await bookings.find(tx, bookingId);
    if (!b) return null;
    const report = await repo.reportState(tx, bookingId);
    const check = await checks.checkOf(tx, bookingId);
    return {
      id: b.id,
      userId: b.userId,
      companionId: b.companionId,
      status: b.status,
      serviceKind: b.serviceKind,
      checkedInAt: check.checkedInAt,
      checkedOutAt: check.checkedOutAt,
      lovedOneName: b.lovedOneName,
      visitDate: b.visitDate,
      filedAt: report?.filedAt ?? null,
      reportedBy: report?.reportedBy ?? null,
    };
  }

  /** Reports as shown with their visits (the bookings module's), in the order of `order` (visit ids) when given. */
  async function reportsShown(
    tx: Db,
    rows: repo.ReportRow[],
    order?: readonly number[],
  ): Promise<VisitReport[]> {
    const byId = new Map(rows.map((r) => [r.bookingId, r]));
    const ids = order ? order.filter((id) => byId.has(id)) : rows.map((r) => r.bookingId);
    const visits = new Map((await bookings.views(tx, ids)).map((v) => [v.booking.id, v]));
    const checked = await checks.checksOf(tx, ids);
    const profiles = await deps.roster.profiles(
      tx,
      rows.map((r) => r.companionId),
    );
    return ids.flatMap((id) => {
      const r = byId.get(id);
      const visit = visits.get(id);
      return r && visit ? [shown(r, visit, checked.get(id), profiles.get(r.companionId))] : [];
    });
  }

  async function view(tx: Db, bookingId: number): Promise<VisitReport | null> {
    const row = await repo.findReport(tx, bookingId);
    return row ? ((await reportsShown(tx, [row]))[0] ?? null) : null;
  }

  async function mustView(tx: Db, bookingId: number): Promise<VisitReport> {
    const report = await view(tx, bookingId);
    if (!report) throw new AppError("BE004", VISIT_REPORT_MESSAGES.noReport);
    return report;
  }

  /**
   * Why the companion may not add a photo to, or file the report of, a visit now: not theirs (404, as a
   * visit that does not exist), filed already (409), not yet checked in (photo) or out (report), or no
   * longer going ahead (422). Null when nothing stands in the way.
   */
  function companionRefusal(
    state: VisitState | null,
    companionId: number,
    what: "photo" | "report",
  ): AppError | null {
    if (!state || state.companionId !== companionId) {
      return new AppError("BE004", VISIT_CHECK_MESSAGES.notYours);
    }
    if (state.filedAt) return new AppError("BE010", VISIT_REPORT_MESSAGES.alreadyFiled);
    if (what === "photo" && !state.checkedInAt) {
      return new AppError("BE011", VISIT_REPORT_MESSAGES.photoNeedsCheckIn);
    }
    if (what === "report" && !state.checkedOutAt) {
      return new AppError("BE011", VISIT_REPORT_MESSAGES.notCheckedOut);
    }
    if (state.status !== "confirmed") return new AppError("BE011", VISIT_CHECK_MESSAGES.notConfirmed);
    return null;
  }

  /** The refusal for a write that found the visit changed under it (read again, outside the transaction). */
  async function refusedAfter(bookingId: number, companionId: number, what: "photo" | "report") {
    const state = await visitState(db, bookingId);
    return (
      companionRefusal(state, companionId, what) ?? new AppError("BE011", VISIT_CHECK_MESSAGES.notConfirmed)
    );
  }

  /**
   * companion/uploadphoto/: the one photo of a visit the companion holds and has checked in to, before its
   * report; a new one replaces the old. Judged and re-encoded before anything is written; nothing is
   * kept when it is refused.
   */
  async function uploadPhoto(
    companionId: number,
    bookingId: number,
    file: Buffer,
    key: string | null = null,
    phoneAt: Date | null = null,
  ) {
    // A queued upload's replay (decision 0091): the photo kept with its key is answered as saved.
    const replayed = async () => {
      const bytes = key ? await repo.photoKeptWith(db, bookingId, key) : null;
      return bytes === null ? null : { bytes, Message: VISIT_REPORT_MESSAGES.photoSaved };
    };
    const refusal = companionRefusal(await visitState(db, bookingId), companionId, "photo");
    if (refusal) {
      const same = await replayed();
      if (same) return same;
      throw refusal;
    }
    const kept = await reencodePhoto(file);
    if (!kept.ok) throw new AppError("BE001", kept.message);
    const saved = await db.transaction(async (tx) => {
      // Under the booking's row lock: a report being filed moves the booking first, so the photo
      // either lands before it or finds it filed.
      const visit = { bookingId, companionId };
      if (!(await bookings.lockCompanionVisit(tx, visit, "update", checks.checkedIn))) return false;
      if (await repo.hasReport(tx, bookingId)) return false;
      await repo.savePhoto(tx, bookingId, kept.photo, now(), key, phoneAt);
      return true;
    });
    if (!saved) {
      const same = await replayed();
      if (same) return same;
      throw await refusedAfter(bookingId, companionId, "photo");
    }
    return { bytes: kept.photo.length, Message: VISIT_REPORT_MESSAGES.photoSaved };
  }

  /** companion/submitreport/: files the report of a visit the companion checked out of; once. */
  async function submit(companionId: number, r: SubmitReport) {
    const answer = async () => ({
      report: await mustView(db, r.booking_id),
      Message: VISIT_REPORT_MESSAGES.filed,
    });
    // A queued submit's replay (decision 0091): the report filed with its key is answered as filed.
    const replayed = async () =>
      r.idempotency_key && (await repo.reportFiledWith(db, r.booking_id, r.idempotency_key))
        ? answer()
        : null;
    const state = await visitState(db, r.booking_id);
    const refusal = companionRefusal(state, companionId, "report");
    if (refusal || !state) {
      const same = await replayed();
      if (same) return same;
      throw refusal ?? new AppError("BE004", VISIT_CHECK_MESSAGES.notYours);
    }
    const allowed: readonly string[] = isVisitKind(state.serviceKind) ? VISIT_TASKS[state.serviceKind] : [];
    if (r.tasks.some((task) => !allowed.includes(task))) {
      throw new AppError("BE001", VISIT_REPORT_MESSAGES.taskNotForVisit);
    }
    const at = now();
    const filed = await db.transaction(async (tx) => {
      // The booking first (decision 0033's order): of twenty submits, one moves it, the others find it moved.
      const visit = { bookingId: r.booking_id, companionId, at };
      if (!(await bookings.completeVisit(tx, visit, (id) => checks.checkedOut(id)))) {
        return false;
      }
      const inserted = await repo.insertReport(tx, {
        bookingId: r.booking_id,
        companionId,
        tasks: r.tasks,
        mood: r.mood,
        concern: r.concern,
        concernNote: r.concern ? r.concern_note : "",
        familyNote: r.family_note,
        filedAt: at,
        // companionRefusal above refuses a report before check-out.
        checkedOutAt: state.checkedOutAt ?? at,
        submitKey: r.idempotency_key ?? null,
        submitPhoneAt: r.phone_time ? new Date(r.phone_time) : null,
      });
      if (!inserted) throw new AppError("BE010", VISIT_REPORT_MESSAGES.alreadyFiled);
      await deps.moodAlerts?.afterReport(tx, r.booking_id, at);
      await deps.messages.reportReady(
        tx,
        r.booking_id,
        `${publicUrl}/user/visit/${r.booking_id}`,
        deps.config.company.helpline_phone,
      );
      if (r.concern) {
        await deps.messages.concernFlagged(tx, {
          bookingId: r.booking_id,
          note: r.concern_note,
          to: deps.config.SUPPORT_EMAIL,
          consoleLink: consoleBookingLink(publicUrl, state),
        });
      }
      return true;
    });
    if (!filed) {
      const same = await replayed();
      if (same) return same;
      throw await refusedAfter(r.booking_id, companionId, "report");
    }
    deps.notifier.kick();
    return answer();
  }

  /** One of the member's own visits (another member's, or none, is 404 alike). */
  async function ownVisit(userId: number, bookingId: number): Promise<VisitState> {
    const state = await visitState(db, bookingId);
    if (!state || state.userId !== userId) throw new AppError("BE004", BOOKING_MESSAGES.bookingNotFound);
    return state;
  }

  const photoFile = (bookingId: number, image: Buffer): FileResult => ({
    body: image,
    contentType: "image/jpeg",
    filename: `visit-${bookingId}.jpg`,
  });

  /** users/getvisitreport/: the report of one of the member's visits, with their rating once given. */
  async function forMember(userId: number, bookingId: number): Promise<VisitReport> {
    await ownVisit(userId, bookingId);
    return mustView(db, bookingId);
  }

  /** users/visitphoto/: the photo of one of the member's reported visits. */
  async function photoForMember(userId: number, bookingId: number): Promise<FileResult> {
    const state = await ownVisit(userId, bookingId);
    // The photo is the report's: the family sees it with the report, not while the companion writes it.
    if (!state.filedAt) throw new AppError("BE004", VISIT_REPORT_MESSAGES.noReport);
    const image = await repo.findPhoto(db, bookingId);
    if (!image) throw new AppError("BE004", VISIT_REPORT_MESSAGES.noPhoto);
    return photoFile(bookingId, image);
  }

  /**
   * users/ratevisit/: the member rates one of their reported visits, once (the primary key keeps twenty at
   * once to one); a preference becomes their standing wish about the companion who made it.
   */
  async function rate(userId: number, r: RateVisit) {
    const state = await ownVisit(userId, r.booking_id);
    if (!state.filedAt || state.reportedBy === null) {
      throw new AppError("BE011", VISIT_REPORT_MESSAGES.rateNeedsReport);
    }
    const companionId = state.reportedBy;
    const at = now();
    await db.transaction(async (tx) => {
      const rated = await repo.insertRating(tx, {
        bookingId: r.booking_id,
        userId,
        stars: r.stars,
        comment: r.comment,
        preference: r.preference,
        ratedAt: at,
      });
      if (!rated) throw new AppError("BE010", VISIT_REPORT_MESSAGES.alreadyRated);
      if (r.preference) {
        await repo.setPreference(tx, { userId, companionId, preference: r.preference, at });
      }
    });
    return { report: await mustView(db, r.booking_id), Message: VISIT_REPORT_MESSAGES.rated };
  }

  /**
   * The companion whose photo the member may see: the one making (or who made) one of their confirmed or
   * completed visits, as their booking shows. Anything else is 404.
   */
  async function companionOfMemberVisit(userId: number, bookingId: number): Promise<number> {
    const state = await ownVisit(userId, bookingId);
    if (!isConfirmedBooking(state.status) || state.companionId === null) {
      throw new AppError("BE004", VISIT_REPORT_MESSAGES.noCompanionPhoto);
    }
    return state.companionId;
  }

  /** A visit the team may read: its booking within the caller's cities (null: every city), else 404. */
  async function teamVisit(bookingId: number, cities: CityScope): Promise<void> {
    if (!(await bookings.findIn(db, bookingId, cities))) {
      throw new AppError("BE004", ADMIN_MESSAGES.bookingNotFound);
    }
  }

  /** admin/getvisitreport/: a visit's report and rating as the team reads them. */
  async function forAdmin(bookingId: number, cities: CityScope): Promise<VisitReport> {
    await teamVisit(bookingId, cities);
    return mustView(db, bookingId);
  }

  /** admin/visitphoto/: a visit's photo (also before its report is filed). */
  async function photoForAdmin(bookingId: number, cities: CityScope): Promise<FileResult> {
    await teamVisit(bookingId, cities);
    const image = await repo.findPhoto(db, bookingId);
    if (!image) throw new AppError("BE004", VISIT_REPORT_MESSAGES.noPhoto);
    return photoFile(bookingId, image);
  }

  return {
    uploadPhoto,
    submit,
    forMember,
    photoForMember,
    rate,
    companionOfMemberVisit,
    forAdmin,
    photoForAdmin,
    /** The reports of a member's visits by visit date, with their ratings (the members module's data export). */
    reportsOf: async (userId: number) => {
      const ids = await bookings.memberBookingIds(db, userId);
      return reportsShown(db, await repo.reportsOfBookings(db, ids), ids);
    },
    /** Inside the erasure's transaction: the member's reports, photos, ratings and wishes about companions. */
    erase: async (tx: Db, userId: number) =>
      repo.eraseMemberReports(tx, userId, await bookings.memberBookingIds(tx, userId)),
  };
}
export type VisitReports = ReturnType<typeof createVisitReports>;
