import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/**
 * The loved one a visit is for (the booking's, under the visits module's read grant on bookings), whose
 * check-in code a QR check-in is matched against (decision 0093); null: none (erased) or no such visit.
 */
export async function visitLovedOneId(db: Db, bookingId: number): Promise<number | null> {
  const [row] = await db
    .select({ lovedOneId: bookings.lovedOneId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.lovedOneId ?? null;
}
