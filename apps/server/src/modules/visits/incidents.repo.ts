import type { IncidentSeverity } from "@eldercare/contracts";
import { type AnyColumn, and, asc, desc, eq, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incidents } from "../../db/schema/index.ts";
import { ofBookings } from "./visit-reports.repo.ts";

export type IncidentRow = typeof incidents.$inferSelect;

/**
 * The console's reach (a coordinator's cities): a condition on an incident's booking id, written by the
 * bookings module (its booking is in one of the cities); absent for every city.
 */
export type BookingScope = (bookingId: AnyColumn) => SQL | undefined;

interface NewIncident {
  bookingId: number;
  severity: IncidentSeverity;
  whatHappened: string;
  at: Date;
}

/**
 * The family's report (`userId`: the payer's account, whoever of its circle filed it), on a visit the
 * caller holds FOR SHARE after checking it may (the bookings module's holdFamilyVisit): held, the visit
 * stays as checked until this transaction ends. Its id.
 */
export async function insertFamilyIncident(tx: Db, userId: number, n: NewIncident): Promise<number> {
  return insertIncident(tx, n, { reportedBy: "family", reporterUserId: userId });
}

/** The companion's report, on a visit the caller holds FOR SHARE (holdCompanionVisit). Its id. */
export async function insertCompanionIncident(tx: Db, companionId: number, n: NewIncident): Promise<number> {
  return insertIncident(tx, n, { reportedBy: "companion", reporterCompanionId: companionId });
}

async function insertIncident(
  tx: Db,
  n: NewIncident,
  by: Pick<typeof incidents.$inferInsert, "reportedBy" | "reporterUserId" | "reporterCompanionId">,
): Promise<number> {
  const [row] = await tx
    .insert(incidents)
    .values({
      bookingId: n.bookingId,
      severity: n.severity,
      whatHappened: n.whatHappened,
      ...by,
      reportedAt: n.at,
    })
    .returning({ id: incidents.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Who reports: the family's account (whoever of its circle), or a companion of the roster. */
export type Reporter = { family: number } | { companion: number };

const reporterIs = (r: Reporter) =>
  "family" in r
    ? and(eq(incidents.reportedBy, "family"), eq(incidents.reporterUserId, r.family))
    : and(eq(incidents.reportedBy, "companion"), eq(incidents.reporterCompanionId, r.companion));

/** The reporter's open incident on this visit, locked to be added to; null when there is none. */
export async function lockOpenIncident(tx: Db, bookingId: number, reporter: Reporter) {
  const [row] = await tx
    .select()
    .from(incidents)
    .where(and(eq(incidents.bookingId, bookingId), isNull(incidents.closedAt), reporterIs(reporter)))
    .orderBy(asc(incidents.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** A report added to an open incident: its text and severity as they now stand. */
export async function addToIncident(
  tx: Db,
  id: number,
  change: { whatHappened: string; severity: IncidentSeverity },
): Promise<IncidentRow | null> {
  const [row] = await tx
    .update(incidents)
    .set(change)
    .where(and(eq(incidents.id, id), isNull(incidents.closedAt)))
    .returning();
  return row ?? null;
}

/** New incidents this reporter made since `since` (the hourly limit; under their account's row lock). */
export async function countReportedSince(tx: Db, reporter: Reporter, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(and(reporterIs(reporter), gt(incidents.reportedAt, since)));
  return Number(row?.n ?? 0);
}

/** An incident by id; with `scope`, only one whose visit is in the caller's cities (else null, as missing). */
export async function findIncident(db: Db, id: number, scope?: BookingScope): Promise<IncidentRow | null> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, id), scope?.(incidents.bookingId)));
  return row ?? null;
}

/** The incidents of these visits, oldest first. */
export function incidentsOf(db: Db, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return Promise.resolve([] as IncidentRow[]);
  return db
    .select()
    .from(incidents)
    .where(inArray(incidents.bookingId, [...bookingIds]))
    .orderBy(asc(incidents.id));
}

const SEVERITY_RANK = sql`case ${incidents.severity} when 'critical' then 0 when 'serious' then 1 else 2 end`;

/**
 * Open incidents, most severe first, then oldest (the dashboard's list; their visits come from bookings);
 * with `scope`, those of the caller's cities (incidents_open_idx holds only the open ones).
 */
export function openIncidents(db: Db, limit: number, scope?: BookingScope): Promise<IncidentRow[]> {
  return db
    .select()
    .from(incidents)
    .where(and(isNull(incidents.closedAt), scope?.(incidents.bookingId)))
    .orderBy(SEVERITY_RANK, asc(incidents.reportedAt), asc(incidents.id))
    .limit(limit);
}

export async function countOpen(db: Db, scope?: BookingScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(and(isNull(incidents.closedAt), scope?.(incidents.bookingId)));
  return Number(row?.n ?? 0);
}

/**
 * Closes it while still open (and, with `scope`, only if its visit is in the caller's cities): one
 * conditional update, so two closes at once make one.
 */
export async function closeIncident(
  tx: Db,
  id: number,
  c: { adminId: number; resolution: string; at: Date },
  scope?: BookingScope,
): Promise<boolean> {
  const closed = await tx
    .update(incidents)
    .set({ closedAt: c.at, closedBy: c.adminId, resolution: c.resolution })
    .where(and(eq(incidents.id, id), isNull(incidents.closedAt), scope?.(incidents.bookingId)))
    .returning({ id: incidents.id });
  return closed.length === 1;
}

/** The incidents of these visits (a member's: their data export), newest first. */
export function incidentsOfBookings(db: Db, bookingIds: readonly number[]): Promise<IncidentRow[]> {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(incidents)
    .where(ofBookings(incidents.bookingId, bookingIds))
    .orderBy(desc(incidents.id));
}

/**
 * Erasure: the text of every incident on the member's visits (`bookingIds`: all their bookings) is
 * replaced (what happened, how it was resolved); the rows stay, anonymised with their bookings, for the
 * team's record of the visits.
 */
export async function eraseIncidentText(
  tx: Db,
  bookingIds: readonly number[],
  erased: string,
): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .update(incidents)
    .set({
      whatHappened: erased,
      resolution: sql`case when ${incidents.resolution} is null then null else ${erased} end`,
    })
    .where(ofBookings(incidents.bookingId, bookingIds));
}
