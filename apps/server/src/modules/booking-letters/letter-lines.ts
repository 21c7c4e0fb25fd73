import { erasedEmail } from "../../lib/erasure.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { AccountContact } from "../members/member-directory.service.ts";
import type { LetterBooking } from "./ports.ts";

/** A booking as a letter tells it, with the member's name and contacts. */
export type BookingRow = LetterBooking & { member: AccountContact };
type Slot = { visitDate: string; shiftName: string; startTime: string };

export const shiftNameOf = (name: string | null, shift: number) => name ?? `Shift ${shift}`;

/** "15 Dec 2026, Morning (7 AM – 1 PM), starting 09:00 (India time)". */
export const when = (s: Slot) =>
  `${formatIndiaDay(s.visitDate)}, ${s.shiftName}, starting ${s.startTime} (India time)`;

/** What, when, where and for whom, as every booking email lists it. */
export function visitLines(row: BookingRow): string[] {
  const b = row.booking;
  return [
    `  ${row.serviceName} for ${b.lovedOneName}`,
    `  ${when({ visitDate: b.visitDate, shiftName: shiftNameOf(row.shiftName, b.shiftType), startTime: b.startTime })}`,
    `  ${b.addressLine}, ${row.cityName} ${b.pincode}`,
  ];
}

/** Nothing goes to an erased member (their address is a placeholder that cannot receive mail). */
export const reachable = (userId: number, email: string) => email !== erasedEmail(userId);
