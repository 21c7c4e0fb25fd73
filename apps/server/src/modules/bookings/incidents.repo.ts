import type { IncidentSeverity } from "@eldercare/contracts";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { bookings, incidents, services } from "../../db/schema/index.ts";

export type IncidentRow = typeof incidents.$inferSelect;

interface NewIncident {
  bookingId: number;
  severity: IncidentSeverity;
  whatHappened: string;
  at: Date;
}

// INSERT … SELECT below: the check (whose visit, its status, its day) and the write are one statement.

/**
 * The family's report, made only on their own visit that went or is going ahead, from its day on
 * (`today`, India). Null when the booking does not qualify (the caller says why).
 */
export async function insertFamilyIncident(
  tx: Db,
  userId: number,
  n: NewIncident & { today: string },
): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into ${incidents} (booking_id, severity, what_happened, reported_by, reporter_user_id, reported_at)
        select b.id, ${n.severity}, ${n.whatHappened}, 'family', ${userId}, ${n.at.toISOString()}::timestamptz
        from ${bookings} b
        where b.id = ${n.bookingId} and b.user_id = ${userId}
          and b.status not in ('cancelled', 'rejected') and b.visit_date <= ${n.today}::date
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** The companion's report, on a visit assigned to them, going ahead, of a day from `from` to `today`. */
export async function insertCompanionIncident(
  tx: Db,
  companionId: number,
  n: NewIncident & { from: string; today: string },
): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into ${incidents} (booking_id, severity, what_happened, reported_by, reporter_companion_id, reported_at)
        select b.id, ${n.severity}, ${n.whatHappened}, 'companion', ${companionId}, ${n.at.toISOString()}::timestamptz
        from ${bookings} b
        where b.id = ${n.bookingId} and b.companion_id = ${companionId}
          and b.status in ('confirmed', 'completed')
          and b.visit_date between ${n.from}::date and ${n.today}::date
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** Who reports: the family's account (whoever of its circle), or a companion of the roster. */
export type Reporter = { family: number } | { companion: number };

const reporterIs = (r: Reporter) =>
  "family" in r
    ? and(eq(incidents.reportedBy, "family"), eq(incidents.reporterUserId, r.family))
    : and(eq(incidents.reportedBy, "companion"), eq(incidents.reporterCompanionId, r.companion));

/**
 * Whether the family may report on this visit now (theirs, going ahead or gone ahead, from its day on),
 * holding the booking (rank 4 of the lock order) FOR SHARE: stronger than the key share the report's
 * foreign key takes, so the visit's report being filed (which updates the booking) waits for this report
 * or this one for it, and a minor incident is told with the visit's report or after it, never neither
 * (decision 0069). Reports on one visit share it.
 */
export async function holdFamilyVisit(tx: Db, userId: number, bookingId: number, today: string) {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select b.id from ${bookings} b
        where b.id = ${bookingId} and b.user_id = ${userId}
          and b.status not in ('cancelled', 'rejected') and b.visit_date <= ${today}::date
        for share`,
  );
  return rows.length === 1;
}

/** The same for a companion (FOR SHARE too): a visit assigned to them, going ahead, of a day from `from` to `today`. */
export async function holdCompanionVisit(
  tx: Db,
  companionId: number,
  bookingId: number,
  days: { from: string; today: string },
) {
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select b.id from ${bookings} b
        where b.id = ${bookingId} and b.companion_id = ${companionId}
          and b.status in ('confirmed', 'completed')
          and b.visit_date between ${days.from}::date and ${days.today}::date
        for share`,
  );
  return rows.length === 1;
}

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

export async function findIncident(db: Db, id: number): Promise<IncidentRow | null> {
  const [row] = await db.select().from(incidents).where(eq(incidents.id, id));
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

/** Incidents with the visit each is on, as the console names it. */
const withVisits = (db: Db) =>
  db
    .select({
      incident: incidents,
      userId: bookings.userId,
      lovedOneName: bookings.lovedOneName,
      visitDate: bookings.visitDate,
      serviceName: services.name,
    })
    .from(incidents)
    .innerJoin(bookings, eq(bookings.id, incidents.bookingId))
    .innerJoin(services, eq(services.id, bookings.serviceId));

/** Open incidents with their visits, most severe first, then oldest (the dashboard's list). */
export function openIncidents(db: Db, limit: number) {
  return withVisits(db)
    .where(isNull(incidents.closedAt))
    .orderBy(SEVERITY_RANK, asc(incidents.reportedAt), asc(incidents.id))
    .limit(limit);
}
export type OpenIncidentRow = Awaited<ReturnType<typeof openIncidents>>[number];

export async function countOpen(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(incidents)
    .where(isNull(incidents.closedAt));
  return Number(row?.n ?? 0);
}

/** An incident with its visit (the console's view of one). */
export async function findWithVisit(db: Db, id: number): Promise<OpenIncidentRow | null> {
  const [row] = await withVisits(db).where(eq(incidents.id, id));
  return row ?? null;
}

/** Closes it while still open: one conditional update, so two closes at once make one. */
export async function closeIncident(
  tx: Db,
  id: number,
  c: { adminId: number; resolution: string; at: Date },
): Promise<boolean> {
  const closed = await tx
    .update(incidents)
    .set({ closedAt: c.at, closedBy: c.adminId, resolution: c.resolution })
    .where(and(eq(incidents.id, id), isNull(incidents.closedAt)))
    .returning({ id: incidents.id });
  return closed.length === 1;
}

/** A member's visits' incidents (their data export), newest visit first. */
export function memberIncidents(db: Db, userId: number) {
  return db
    .select({ incident: incidents })
    .from(incidents)
    .innerJoin(bookings, eq(bookings.id, incidents.bookingId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(incidents.id));
}

/**
 * Erasure: the text of every incident on the member's visits is replaced (what happened, how it was
 * resolved); the rows stay, anonymised with their bookings, for the team's record of the visits.
 */
export async function eraseMemberIncidentText(tx: Db, userId: number, erased: string): Promise<void> {
  await tx
    .update(incidents)
    .set({
      whatHappened: erased,
      resolution: sql`case when ${incidents.resolution} is null then null else ${erased} end`,
    })
    .where(
      inArray(
        incidents.bookingId,
        sql`(select ${bookings.id} from ${bookings} where ${bookings.userId} = ${userId})`,
      ),
    );
}
