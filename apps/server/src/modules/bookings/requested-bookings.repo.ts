import type { BookingStatus } from "@eldercare/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, cities, services } from "../../db/schema/index.ts";

/*
 * The bookings reschedule requests name, read for the reschedules module (decision 0083): how a request
 * shows its booking, and the bookings a console search of requests matches.
 */

/** Each booking among `ids` as a reschedule request shows it: its time, place, names and status. */
export async function requestedBookings(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, RequestedBooking>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      status: bookings.status,
      visitDate: bookings.visitDate,
      shiftType: bookings.shiftType,
      startTime: bookings.startTime,
      lovedOneName: bookings.lovedOneName,
      addressLine: bookings.addressLine,
      pincode: bookings.pincode,
      serviceName: services.name,
      cityName: cities.name,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(inArray(bookings.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}
/** A booking as a reschedule request shows it. */
export interface RequestedBooking {
  id: number;
  userId: number;
  status: BookingStatus;
  visitDate: string;
  shiftType: number;
  startTime: string;
  lovedOneName: string;
  addressLine: string;
  pincode: string;
  serviceName: string;
  cityName: string;
}
