import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { checkInCodes, lovedOnes } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * Each loved one's check-in code (issue 46, decision 0093), the members module's table. The family's card
 * makes it the first time it is read (one insert that the primary key keeps to one); the team replaces it
 * in one upsert; a check-in reads it share-locked, so a rotation waits for a check-in in flight and a
 * check-in after it finds the new code (lock order: after the visit's booking, decision 0048).
 */

/** The loved one's code, made now with `fresh` when they have none; null when the loved one is gone. */
export async function ensureCode(
  db: Db,
  lovedOneId: number,
  fresh: string,
  at: Date,
): Promise<string | null> {
  // Made only for a loved one still there (a removal at the same moment leaves nothing to refuse).
  await db.execute(
    sql`insert into ${checkInCodes} (loved_one_id, code, rotated_at)
        select ${lovedOnes.id}, ${fresh}, ${at.toISOString()}::timestamptz from ${lovedOnes} where ${lovedOnes.id} = ${lovedOneId}
        on conflict (loved_one_id) do nothing`,
  );
  const [row] = await db
    .select({ code: checkInCodes.code })
    .from(checkInCodes)
    .where(eq(checkInCodes.lovedOneId, lovedOneId));
  return row?.code ?? null;
}

/** The loved one's current code, share-locked until the caller's transaction ends; null: none made yet. */
export async function lockCode(tx: Db, lovedOneId: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: checkInCodes.code })
    .from(checkInCodes)
    .where(eq(checkInCodes.lovedOneId, lovedOneId))
    .for("share");
  return row?.code ?? null;
}

/**
 * The loved one in `cities` (null: any), key-share-locked (their removal waits: the new code's row names
 * them), with the time of their code (null: none made yet); null for one missing or outside those cities.
 */
export async function findForRotation(tx: Db, lovedOneId: number, cities: CityScope) {
  const [row] = await tx
    .select({ id: lovedOnes.id, rotatedAt: checkInCodes.rotatedAt })
    .from(lovedOnes)
    .leftJoin(checkInCodes, eq(checkInCodes.lovedOneId, lovedOnes.id))
    .where(
      and(eq(lovedOnes.id, lovedOneId), cities === null ? undefined : inArray(lovedOnes.cityId, [...cities])),
    )
    .for("key share", { of: lovedOnes });
  return row ?? null;
}

/** Replaces the loved one's code (or makes their first): the old one no longer matches from the commit. */
export async function replaceCode(tx: Db, lovedOneId: number, code: string, at: Date): Promise<void> {
  await tx
    .insert(checkInCodes)
    .values({ lovedOneId, code, rotatedAt: at })
    .onConflictDoUpdate({ target: checkInCodes.lovedOneId, set: { code, rotatedAt: at } });
}
