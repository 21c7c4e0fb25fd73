import type { CompanionPreference, VisitTask } from "@eldercare/contracts";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  bookings,
  companionPreferences,
  domainData,
  services,
  visitPhotos,
  visitRatings,
  visitReports,
} from "../../db/schema/index.ts";

/*
 * After the visit (issue 26, decision 0046): a visit's report, its photo and the family's rating, each
 * one row keyed by the booking, and the family's standing wish about a companion. Each write that must
 * happen once is one conditional statement (or an insert the primary key makes once).
 */

/** What a refusal or a check reads of a visit: whose it is, where it stands, and its report's time. */
export async function visitState(db: Db, bookingId: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      companionId: bookings.companionId,
      status: bookings.status,
      serviceKind: bookings.serviceKind,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
      lovedOneName: bookings.lovedOneName,
      visitDate: bookings.visitDate,
      filedAt: visitReports.filedAt,
      reportedBy: visitReports.companionId,
    })
    .from(bookings)
    .leftJoin(visitReports, eq(visitReports.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}
export type VisitState = NonNullable<Awaited<ReturnType<typeof visitState>>>;

/**
 * Locks a confirmed visit the companion holds and has checked in to (the photo's upload queues behind a
 * report being filed, which moves the booking first); null when it is not that now.
 */
export async function lockCheckedInVisit(tx: Db, bookingId: number, companionId: number) {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.companionId, companionId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.checkedInAt),
      ),
    )
    .for("update");
  return row ?? null;
}

/** Whether a visit has its report. */
export async function hasReport(db: Db, bookingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: visitReports.bookingId })
    .from(visitReports)
    .where(eq(visitReports.bookingId, bookingId));
  return rows.length > 0;
}

/** Keeps a visit's photo; a new one replaces the old. */
export async function savePhoto(tx: Db, bookingId: number, image: Buffer, at: Date): Promise<void> {
  await tx
    .insert(visitPhotos)
    .values({ bookingId, image, bytes: image.length, uploadedAt: at })
    .onConflictDoUpdate({
      target: visitPhotos.bookingId,
      set: { image, bytes: image.length, uploadedAt: at },
    });
}

/**
 * Completes a confirmed visit the companion holds and has checked out of: one conditional update, so of
 * twenty reports filed at once one moves it and the others find it moved. False when it was not that.
 */
export async function completeCheckedOutVisit(
  tx: Db,
  v: { bookingId: number; companionId: number; at: Date },
): Promise<boolean> {
  const done = await tx
    .update(bookings)
    .set({ status: "completed", updatedAt: v.at })
    .where(
      and(
        eq(bookings.id, v.bookingId),
        eq(bookings.companionId, v.companionId),
        eq(bookings.status, "confirmed"),
        isNotNull(bookings.checkedOutAt),
      ),
    )
    .returning({ id: bookings.id });
  return done.length === 1;
}

/** Files a visit's report; false when it already has one (the primary key keeps it to one). */
export async function insertReport(
  tx: Db,
  r: {
    bookingId: number;
    companionId: number;
    tasks: VisitTask[];
    mood: number;
    concern: boolean;
    concernNote: string;
    familyNote: string;
    filedAt: Date;
  },
): Promise<boolean> {
  const done = await tx
    .insert(visitReports)
    .values(r)
    .onConflictDoNothing({ target: visitReports.bookingId })
    .returning({ id: visitReports.bookingId });
  return done.length === 1;
}

/** Reports with what they are shown with: the visit, whether it has a photo, and its rating. */
function selectReports(db: Db) {
  return db
    .select({
      bookingId: visitReports.bookingId,
      userId: bookings.userId,
      companionId: visitReports.companionId,
      serviceName: services.name,
      lovedOneName: bookings.lovedOneName,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      shiftName: domainData.value,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
      filedAt: visitReports.filedAt,
      tasks: visitReports.tasks,
      mood: visitReports.mood,
      concern: visitReports.concern,
      concernNote: visitReports.concernNote,
      familyNote: visitReports.familyNote,
      hasPhoto: sql<boolean>`(${visitPhotos.bookingId} is not null)`,
      stars: visitRatings.stars,
      comment: visitRatings.comment,
      preference: visitRatings.preference,
      ratedAt: visitRatings.ratedAt,
    })
    .from(visitReports)
    .innerJoin(bookings, eq(bookings.id, visitReports.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(
      domainData,
      and(eq(domainData.domainType, "shift_type"), eq(domainData.code, sql`${bookings.shiftType}::int`)),
    )
    .leftJoin(visitPhotos, eq(visitPhotos.bookingId, visitReports.bookingId))
    .leftJoin(visitRatings, eq(visitRatings.bookingId, visitReports.bookingId));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>["where"]>>[number];

/** One visit's report as shown; null when it has none. */
export async function findReport(db: Db, bookingId: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db).where(eq(visitReports.bookingId, bookingId));
  return row ?? null;
}

/** The reports of a member's visits, by visit date (the data export). */
export function memberReports(db: Db, userId: number): Promise<ReportRow[]> {
  return selectReports(db)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.visitDate), asc(bookings.id));
}

/** A visit's photo (the JPEG kept); null when it has none. */
export async function findPhoto(db: Db, bookingId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ image: visitPhotos.image })
    .from(visitPhotos)
    .where(eq(visitPhotos.bookingId, bookingId));
  return row?.image ?? null;
}

/** The family's rating of a visit; false when it was rated already (the primary key keeps it to one). */
export async function insertRating(
  tx: Db,
  r: {
    bookingId: number;
    userId: number;
    stars: number;
    comment: string;
    preference: CompanionPreference | null;
    ratedAt: Date;
  },
): Promise<boolean> {
  const done = await tx
    .insert(visitRatings)
    .values(r)
    .onConflictDoNothing({ target: visitRatings.bookingId })
    .returning({ id: visitRatings.bookingId });
  return done.length === 1;
}

/** The family's standing wish about a companion: the latest rating that said one. */
export async function setPreference(
  tx: Db,
  p: { userId: number; companionId: number; preference: CompanionPreference; at: Date },
): Promise<void> {
  await tx
    .insert(companionPreferences)
    .values({ userId: p.userId, companionId: p.companionId, preference: p.preference, updatedAt: p.at })
    .onConflictDoUpdate({
      target: [companionPreferences.userId, companionPreferences.companionId],
      set: { preference: p.preference, updatedAt: p.at },
    });
}

/** A member's wishes about companions, by companion. */
export async function preferencesOf(db: Db, userId: number): Promise<Map<number, CompanionPreference>> {
  const rows = await db
    .select({ companionId: companionPreferences.companionId, preference: companionPreferences.preference })
    .from(companionPreferences)
    .where(eq(companionPreferences.userId, userId));
  return new Map(rows.map((r) => [r.companionId, r.preference]));
}

/** For each of these visits that has a report: when it was filed, and whether the family rated it. */
export async function reportsOf(
  db: Db,
  bookingIds: readonly number[],
): Promise<Map<number, { filedAt: Date; rated: boolean }>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: visitReports.bookingId,
      filedAt: visitReports.filedAt,
      rated: sql<boolean>`(${visitRatings.bookingId} is not null)`,
    })
    .from(visitReports)
    .leftJoin(visitRatings, eq(visitRatings.bookingId, visitReports.bookingId))
    .where(inArray(visitReports.bookingId, [...bookingIds]));
  return new Map(rows.map((r) => [r.bookingId, { filedAt: r.filedAt, rated: r.rated }]));
}

/** Which of these visits have a photo. */
export async function photosOf(db: Db, bookingIds: readonly number[]): Promise<Set<number>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: visitPhotos.bookingId })
    .from(visitPhotos)
    .where(inArray(visitPhotos.bookingId, [...bookingIds]));
  return new Set(rows.map((r) => r.bookingId));
}

/**
 * Erasure (decision 0046): a member's visits' reports, photos and ratings, and their wishes about
 * companions, are deleted (the bookings themselves stay, anonymised, for the counts).
 */
export async function eraseMemberReports(tx: Db, userId: number): Promise<void> {
  const theirs = sql`(select ${bookings.id} from ${bookings} where ${bookings.userId} = ${userId})`;
  await tx.delete(visitPhotos).where(inArray(visitPhotos.bookingId, theirs));
  await tx.delete(visitRatings).where(inArray(visitRatings.bookingId, theirs));
  await tx.delete(visitRatings).where(eq(visitRatings.userId, userId));
  await tx.delete(visitReports).where(inArray(visitReports.bookingId, theirs));
  await tx.delete(companionPreferences).where(eq(companionPreferences.userId, userId));
}
