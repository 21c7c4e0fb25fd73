import type { BookingStatus, RescheduleStatus } from "@eldercare/contracts";
import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, rescheduleRequests, services, users } from "../../db/schema/index.ts";
import { containsPattern } from "../../lib/like-pattern.ts";

/** Member name, phone or email, loved one's name or service name contains `search` (case-insensitive). */
function searchWhere(search: string): SQL | undefined {
  if (search === "") return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.userName, pattern),
    ilike(users.phone, pattern),
    ilike(users.email, pattern),
    ilike(bookings.lovedOneName, pattern),
    ilike(services.name, pattern),
  );
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
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(desc(bookings.visitDate), desc(bookings.startsAt), desc(bookings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
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
  const where = and(searchWhere(f.search), f.status ? eq(rescheduleRequests.status, f.status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: rescheduleRequests.id })
      .from(rescheduleRequests)
      .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
      .innerJoin(users, eq(users.id, rescheduleRequests.userId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where)
      .orderBy(
        desc(sql`(${rescheduleRequests.status} = 'open')`),
        desc(rescheduleRequests.createdAt),
        desc(rescheduleRequests.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(rescheduleRequests)
      .innerJoin(bookings, eq(bookings.id, rescheduleRequests.bookingId))
      .innerJoin(users, eq(users.id, rescheduleRequests.userId))
      .innerJoin(services, eq(services.id, bookings.serviceId))
      .where(where),
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
