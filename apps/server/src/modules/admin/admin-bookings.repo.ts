import type { BookingStatus, RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, cities, rescheduleRequests, services, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/like-pattern.ts";

/**
 * Member name, phone or email, loved one's name or service name contains `search` (case-insensitive).
 * The member and service arms are id lists (the members' trigram indexes find the few matching members),
 * so with the loved-one name's trigram index the planner combines three index lookups (decision 0026)
 * instead of joining every booking to its member and service.
 */
function searchWhere(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  return or(
    sql`${bookings.userId} = any(array(select ${users.id} from ${users} where ${or(
      ilike(users.userName, pattern),
      ilike(users.phone, pattern),
      ilike(users.email, pattern),
    )}))`,
    ilike(bookings.lovedOneName, pattern),
    sql`${bookings.serviceId} = any(array(select ${services.id} from ${services} where ${ilike(services.name, pattern)}))`,
  );
}

/**
 * Latest visit first. With a search, the first key is written as an expression so the planner cannot
 * walk the list's index backwards hoping to meet matches: a search matching a handful of bookings would
 * read the whole index. It collects the matches from the indexes and sorts them instead (decision 0026).
 */
function listOrder(f: AdminBookingFilter) {
  const first = f.search === "" ? desc(bookings.visitDate) : sql`${bookings.visitDate} + 0 desc`;
  return [first, desc(bookings.startsAt), desc(bookings.id)];
}

export interface AdminBookingFilter {
  /** Trimmed search text; "" for none. */
  search: string;
  status?: BookingStatus | null | undefined;
  serviceId?: number | null | undefined;
  cityId?: number | null | undefined;
  shiftType?: number | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
}

function bookingsWhere(f: AdminBookingFilter) {
  return and(
    searchWhere(f.search),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.serviceId ? eq(bookings.serviceId, f.serviceId) : undefined,
    f.cityId ? eq(bookings.cityId, f.cityId) : undefined,
    f.shiftType ? eq(bookings.shiftType, f.shiftType) : undefined,
    f.dateFrom ? gte(bookings.visitDate, f.dateFrom) : undefined,
    f.dateTo ? lte(bookings.visitDate, f.dateTo) : undefined,
  );
}

/** One page of matching booking ids, latest visit first, and how many match. */
export async function pageBookingIds(db: Db, f: AdminBookingFilter, offset: number, limit: number) {
  const where = bookingsWhere(f);
  // Every booking has its member and service (foreign keys, not null): no join needed to page or count.
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...listOrder(f))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** A booking as the CSV export writes it. */
export interface BookingExportRow {
  id: number;
  createdAt: Date;
  userName: string;
  phone: string;
  email: string;
  lovedOneName: string;
  service: string;
  visitDate: string;
  startTime: string;
  startsAt: Date;
  city: string;
  pincode: string;
  status: BookingStatus;
  statusReason: string | null;
  notes: string;
}

/** The next `limit` matching bookings after `last`, in the list's order (keyset, for the CSV export). */
export async function exportBookingsAfter(
  db: Db,
  f: AdminBookingFilter,
  last: BookingExportRow | null,
  limit: number,
): Promise<BookingExportRow[]> {
  const after = last
    ? sql`(${bookings.visitDate}, ${bookings.startsAt}, ${bookings.id}) < (${last.visitDate}, ${last.startsAt}, ${last.id})`
    : undefined;
  return db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      userName: users.userName,
      phone: users.phone,
      email: users.email,
      lovedOneName: bookings.lovedOneName,
      service: services.name,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      city: cities.name,
      pincode: bookings.pincode,
      status: bookings.status,
      statusReason: bookings.statusReason,
      notes: bookings.notes,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(bookingsWhere(f), after))
    .orderBy(...listOrder(f))
    .limit(limit);
}

/** The member and city of each booking among `ids`. */
export async function bookingOwners(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, BookingOwner>();
  const rows = await db
    .select({
      id: bookings.id,
      cityId: bookings.cityId,
      userId: users.id,
      userName: users.userName,
      phone: users.phone,
      email: users.email,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(inArray(bookings.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface BookingOwner {
  id: number;
  cityId: number;
  userId: number;
  userName: string;
  phone: string;
  email: string;
}

/** One page of matching reschedule request ids, open ones first, then newest; and how many match. */
export async function pageRescheduleIds(
  db: Db,
  f: { search: string; status?: RescheduleStatus | null | undefined },
  offset: number,
  limit: number,
) {
  const search = searchWhere(f.search);
  const where = and(search, f.status ? eq(rescheduleRequests.status, f.status) : undefined);
  // The search reads the booking (each request has one: not null foreign key); without it, no join.
  const from = () => {
    const q = db.select({ id: rescheduleRequests.id }).from(rescheduleRequests).$dynamic();
    return search ? q.innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId)) : q;
  };
  const counted = () => {
    const q = db.select({ n: count() }).from(rescheduleRequests).$dynamic();
    return search ? q.innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId)) : q;
  };
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(
        desc(sql`(${rescheduleRequests.status} = 'open')`),
        desc(rescheduleRequests.createdAt),
        desc(rescheduleRequests.id),
      )
      .limit(limit)
      .offset(offset),
    counted().where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** The member and booking status of each request among `ids`. */
export async function rescheduleOwners(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, RescheduleOwner>();
  const rows = await db
    .select({
      id: rescheduleRequests.id,
      userId: users.id,
      userName: users.userName,
      phone: users.phone,
      bookingStatus: bookings.status,
    })
    .from(rescheduleRequests)
    .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
    .innerJoin(users, eq(users.id, rescheduleRequests.userId))
    .where(inArray(rescheduleRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export interface RescheduleOwner {
  id: number;
  userId: number;
  userName: string;
  phone: string;
  bookingStatus: BookingStatus;
}
