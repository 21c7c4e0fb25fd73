import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companionPhotos } from "../../db/schema/index.ts";

/*
 * A companion's photo (issue 26, decision 0046): one JPEG per companion, re-encoded without metadata,
 * sent only to the team and to the families the companion visits; never behind a public address.
 */

/** Keeps a companion's photo; a new one replaces the old. */
export async function savePhoto(tx: Db, companionId: number, image: Buffer, at: Date): Promise<void> {
  await tx
    .insert(companionPhotos)
    .values({ companionId, image, bytes: image.length, updatedAt: at })
    .onConflictDoUpdate({
      target: companionPhotos.companionId,
      set: { image, bytes: image.length, updatedAt: at },
    });
}

/** A companion's photo, with its size; null when they have none. */
export async function findPhoto(
  db: Db,
  companionId: number,
): Promise<{ image: Buffer; bytes: number } | null> {
  const [row] = await db
    .select({ image: companionPhotos.image, bytes: companionPhotos.bytes })
    .from(companionPhotos)
    .where(eq(companionPhotos.companionId, companionId));
  return row ?? null;
}
