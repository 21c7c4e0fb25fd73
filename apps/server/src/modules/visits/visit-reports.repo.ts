import type { CompanionPreference, VisitTask } from "@eldercare/contracts";
import { type AnyColumn, and, count, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companionPreferences, visitPhotos, visitRatings, visitReports } from "../../db/schema/index.ts";

/*
 * After the visit (issue 26, decision 0046): a visit's report, its photo and the family's rating, each
 * one row keyed by the booking, and the family's standing wish about a companion. Each write that must
 * happen once is one conditional statement (or an insert the primary key makes once). The visit itself
 * (its booking) is the bookings module's: a member's visits arrive here as booking ids.
 */

/** The visits among `ids`: one parameter however many (a member may have thousands). */
export const ofBookings = (column: AnyColumn, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(",")}}`}::int[])`;

/** When a visit's report was filed and by which companion; null when it has none. */
export async function reportState(db: Db, bookingId: number) {
  const [row] = await db
    .select({ filedAt: visitReports.filedAt, reportedBy: visitReports.companionId })
    .from(visitReports)
    .where(eq(visitReports.bookingId, bookingId));
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

/**
 * Keeps a visit's photo; a new one replaces the old, but a replay of the upload kept with `key` (a queued
 * one, decision 0091) writes nothing: the condition is in the statement.
 */
export async function savePhoto(
  tx: Db,
  bookingId: number,
  image: Buffer,
  at: Date,
  key: string | null = null,
  phoneAt: Date | null = null,
): Promise<void> {
  const set = { image, bytes: image.length, uploadedAt: at, uploadKey: key, uploadPhoneAt: phoneAt };
  await tx
    .insert(visitPhotos)
    .values({ bookingId, ...set })
    .onConflictDoUpdate({
      target: visitPhotos.bookingId,
      set,
      ...(key ? { setWhere: sql`${visitPhotos.uploadKey} is distinct from ${key}::uuid` } : {}),
    });
}

/** The size of the visit's photo when it was kept with `key` (a replayed upload), or null. */
export async function photoKeptWith(db: Db, bookingId: number, key: string): Promise<number | null> {
  const [row] = await db
    .select({ bytes: visitPhotos.bytes })
    .from(visitPhotos)
    .where(and(eq(visitPhotos.bookingId, bookingId), eq(visitPhotos.uploadKey, key)));
  return row?.bytes ?? null;
}

/** Whether the visit's report was filed with `key` (a replayed submit). */
export async function reportFiledWith(db: Db, bookingId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: visitReports.bookingId })
    .from(visitReports)
    .where(and(eq(visitReports.bookingId, bookingId), eq(visitReports.submitKey, key)));
  return rows.length > 0;
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
    checkedOutAt: Date;
    submitKey: string | null;
    submitPhoneAt: Date | null;
  },
): Promise<boolean> {
  const done = await tx
    .insert(visitReports)
    .values(r)
    .onConflictDoNothing({ target: visitReports.bookingId })
    .returning({ id: visitReports.bookingId });
  return done.length === 1;
}

/** Reports with what they are shown with besides the visit: whether it has a photo, and its rating. */
function selectReports(db: Db) {
  return db
    .select({
      bookingId: visitReports.bookingId,
      companionId: visitReports.companionId,
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
    .leftJoin(visitPhotos, eq(visitPhotos.bookingId, visitReports.bookingId))
    .leftJoin(visitRatings, eq(visitRatings.bookingId, visitReports.bookingId));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>["where"]>>[number];

/** One visit's report as shown; null when it has none. */
export async function findReport(db: Db, bookingId: number): Promise<ReportRow | null> {
  const [row] = await selectReports(db).where(eq(visitReports.bookingId, bookingId));
  return row ?? null;
}

/** The reports of these visits (a member's, for the data export), in no order. */
export function reportsOfBookings(db: Db, bookingIds: readonly number[]): Promise<ReportRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return selectReports(db).where(ofBookings(visitReports.bookingId, bookingIds));
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

/** These members' wishes about companions, by member, then by companion (one statement for many members). */
export async function preferencesOfMany(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, Map<number, CompanionPreference>>> {
  const wishes = new Map<number, Map<number, CompanionPreference>>();
  if (userIds.length === 0) return wishes;
  const rows = await db
    .select({
      userId: companionPreferences.userId,
      companionId: companionPreferences.companionId,
      preference: companionPreferences.preference,
    })
    .from(companionPreferences)
    .where(inArray(companionPreferences.userId, [...userIds]));
  for (const r of rows) {
    const of = wishes.get(r.userId) ?? new Map<number, CompanionPreference>();
    of.set(r.companionId, r.preference);
    wishes.set(r.userId, of);
  }
  return wishes;
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
 * Erasure (decision 0046): a member's visits' reports, photos and ratings (`bookingIds`: all their
 * bookings), and their wishes about companions, are deleted (the bookings themselves stay, anonymised,
 * for the counts).
 */
export async function eraseMemberReports(
  tx: Db,
  userId: number,
  bookingIds: readonly number[],
): Promise<void> {
  const theirs = (column: AnyColumn) => ofBookings(column, bookingIds);
  await tx.delete(visitPhotos).where(theirs(visitPhotos.bookingId));
  await tx.delete(visitRatings).where(theirs(visitRatings.bookingId));
  await tx.delete(visitRatings).where(eq(visitRatings.userId, userId));
  await tx.delete(visitReports).where(theirs(visitReports.bookingId));
  await tx.delete(companionPreferences).where(eq(companionPreferences.userId, userId));
}

/** When the report of each visit among `ids` was filed, and the concern flagged (visits without one absent). */
export async function reportsFiledAt(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { filedAt: Date; concern: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: visitReports.bookingId,
      filedAt: visitReports.filedAt,
      concern: visitReports.concern,
      concernNote: visitReports.concernNote,
    })
    .from(visitReports)
    .where(inArray(visitReports.bookingId, [...ids]));
  return new Map(rows.map((r) => [r.id, { filedAt: r.filedAt, concern: r.concern ? r.concernNote : null }]));
}

/**
 * Reports filed since `since` (visit_reports_filed_idx): how many, and how many within `promiseHours` of
 * their visit's check-out. One aggregate over this table, however many reports (issue 43 kept it so).
 * `scope`: a coordinator's cities, as the bookings module writes that condition on a booking id.
 */
export async function reportsFiledSince(
  db: Db,
  since: Date,
  promiseHours: number,
  scope?: (bookingId: AnyColumn) => SQL | undefined,
): Promise<{ filed: number; onTime: number }> {
  const [row] = await db
    .select({
      filed: count(),
      onTime: sql<number>`(count(*) filter (where ${visitReports.checkedOutAt} is not null
        and ${visitReports.filedAt} <= ${visitReports.checkedOutAt} + make_interval(hours => ${promiseHours})))::int`,
    })
    .from(visitReports)
    .where(and(gte(visitReports.filedAt, since), scope?.(visitReports.bookingId)));
  return { filed: Number(row?.filed ?? 0), onTime: Number(row?.onTime ?? 0) };
}

/**
 * Reports filed since `since` with a concern flagged (issue 42; read from visit_reports_filed_idx): how
 * many, and the newest `limit` (their visits come from the bookings module). `scope` as above.
 */
export async function concernsFiledSince(
  db: Db,
  since: Date,
  limit: number,
  scope?: (bookingId: AnyColumn) => SQL | undefined,
) {
  const where = and(
    gte(visitReports.filedAt, since),
    eq(visitReports.concern, true),
    scope?.(visitReports.bookingId),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(visitReports).where(where),
    db
      .select({
        bookingId: visitReports.bookingId,
        companionId: visitReports.companionId,
        concernNote: visitReports.concernNote,
        filedAt: visitReports.filedAt,
      })
      .from(visitReports)
      .where(where)
      .orderBy(desc(visitReports.filedAt), desc(visitReports.bookingId))
      .limit(limit),
  ]);
  return { total: total?.n ?? 0, rows };
}
