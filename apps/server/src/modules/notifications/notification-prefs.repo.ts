import type { MessageChoices } from "@eldercare/contracts";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationPrefs } from "../../db/schema/index.ts";

export type PrefsRow = typeof notificationPrefs.$inferSelect;

export async function findPrefs(db: Db, userId: number): Promise<PrefsRow | null> {
  const [row] = await db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, userId));
  return row ?? null;
}

/** The person's choices written whole, with the WhatsApp opt-in when one is given now. */
export async function savePrefs(
  db: Db,
  userId: number,
  channels: MessageChoices,
  optIn: { phone: string; version: string } | null,
  at: Date,
): Promise<void> {
  const opted = optIn
    ? {
        whatsappPhone: optIn.phone,
        whatsappOptedInAt: at,
        whatsappConsentVersion: optIn.version,
        whatsappStoppedAt: null,
      }
    : {};
  await db
    .insert(notificationPrefs)
    .values({ userId, channels, ...opted, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPrefs.userId, set: { channels, ...opted, updatedAt: at } });
}

/** The opted-in people on this number whose WhatsApp is not yet stopped, locked to stop it. */
export function lockActiveWhatsApp(tx: Db, phone: string) {
  return tx
    .select()
    .from(notificationPrefs)
    .where(and(eq(notificationPrefs.whatsappPhone, phone), isNull(notificationPrefs.whatsappStoppedAt)))
    .for("update");
}

export async function markStopped(tx: Db, userId: number, channels: MessageChoices, at: Date): Promise<void> {
  await tx
    .update(notificationPrefs)
    .set({ channels, whatsappStoppedAt: at, updatedAt: at })
    .where(eq(notificationPrefs.userId, userId));
}

/** Erasure: the person's choices and opt-in record go. */
export async function deletePrefs(tx: Db, userId: number): Promise<void> {
  await tx.delete(notificationPrefs).where(eq(notificationPrefs.userId, userId));
}
