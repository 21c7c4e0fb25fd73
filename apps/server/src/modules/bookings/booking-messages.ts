import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, users } from "../../db/schema/index.ts";
import { formatIndiaDay } from "../../lib/india-date.ts";
import type { Notifier } from "../notifications/notifier.service.ts";
import { selectBookingViews } from "./bookings.repo.ts";

/**
 * Messages to the family about their bookings, written to the outbox in the same transaction as the
 * change they announce (so a rolled-back change never sends one, and a mail outage never loses one).
 */
export function createBookingMessages(deps: { notifier: Notifier }) {
  async function load(tx: Db, bookingId: number) {
    const [row] = await selectBookingViews(tx).where(eq(bookings.id, bookingId));
    if (!row) return null;
    const [member] = await tx
      .select({ email: users.email, name: users.userName })
      .from(users)
      .where(eq(users.id, row.booking.userId));
    return member ? { ...row, member } : null;
  }

  async function received(tx: Db, bookingId: number): Promise<void> {
    const row = await load(tx, bookingId);
    if (!row) return;
    const b = row.booking;
    await deps.notifier.enqueue(tx, {
      kind: "booking_received",
      refId: b.id,
      to: row.member.email,
      subject: `We have your booking for ${b.lovedOneName} on ${formatIndiaDay(b.visitDate)}`,
      body: [
        `Dear ${row.member.name},`,
        "",
        `Thank you. We have received your booking #${b.id}:`,
        `  ${row.serviceName} for ${b.lovedOneName}`,
        `  ${formatIndiaDay(b.visitDate)}, ${row.shiftName}, starting ${b.startTime} (India time)`,
        `  ${b.addressLine}, ${row.cityName} ${b.pincode}`,
        "",
        "Our care team will confirm the visit and the caregiver with you shortly.",
      ].join("\n"),
    });
  }

  return { received };
}
export type BookingMessages = ReturnType<typeof createBookingMessages>;
