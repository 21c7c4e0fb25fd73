import type { ServiceKind } from "@eldercare/contracts";
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companionLeave, companionPhotos, companions } from "../../db/schema/index.ts";

/*
 * The roster as the availability rules read it (decision 0044): who may be sent to an area for a kind of
 * visit, and their leave. A city's roster is a few hundred rows at most, read by its index.
 */

/**
 * The last day all three checks hold: the earliest valid-until date (PostgreSQL's `least` passes over a
 * null, a check seeded without one; null when none has one).
 */
const validThrough = sql`least(${companions.identityValidUntil}, ${companions.policeValidUntil}, ${companions.trainingValidUntil})`;

/**
 * Active companions with all three checks, of this kind, covering this PIN code of this city, whose checks
 * still hold on `from` (issue 45: one lapsed before the range asked is left out here; a lapse within it
 * is judged per day from `validThrough`).
 */
export function eligibleCompanions(db: Db, cityId: number, pincode: string, kind: ServiceKind, from: string) {
  return db
    .select({
      id: companions.id,
      languages: companions.languages,
      weekly: companions.weekly,
      // As YYYY-MM-DD text: a date read through raw SQL would otherwise come back as each driver likes.
      validThrough: sql<string | null>`${validThrough}::text`,
    })
    .from(companions)
    .where(
      and(
        eq(companions.cityId, cityId),
        eq(companions.isActive, true),
        isNotNull(companions.identityVerifiedOn),
        isNotNull(companions.policeVerifiedOn),
        isNotNull(companions.trainingCompletedOn),
        sql`${companions.serviceKinds} @> ${JSON.stringify([kind])}::jsonb`,
        sql`(cardinality(${companions.pincodes}) = 0 or ${pincode} = any(${companions.pincodes}))`,
        sql`(${validThrough} is null or ${validThrough} >= ${from}::date)`,
      ),
    )
    .orderBy(asc(companions.id));
}

/** Leave of these companions overlapping [from, to]. */
export function leaveBetween(db: Db, ids: readonly number[], from: string, to: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      companionId: companionLeave.companionId,
      from: companionLeave.startsOn,
      to: companionLeave.endsOn,
    })
    .from(companionLeave)
    .where(
      and(
        inArray(companionLeave.companionId, [...ids]),
        lte(companionLeave.startsOn, to),
        gte(companionLeave.endsOn, from),
      ),
    );
}

/** Companions by id, with their account id (for names and phones, which are the account's) and whether they have a photo. */
export function companionsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: companions.id,
      userId: companions.userId,
      languages: companions.languages,
      identityVerifiedOn: companions.identityVerifiedOn,
      policeVerifiedOn: companions.policeVerifiedOn,
      trainingCompletedOn: companions.trainingCompletedOn,
      hasPhoto: sql<boolean>`(${companionPhotos.companionId} is not null)`,
    })
    .from(companions)
    .leftJoin(companionPhotos, eq(companionPhotos.companionId, companions.id))
    .where(inArray(companions.id, [...ids]));
}

/** A city's active companions with all three checks, by id (the coordinator's board of a day). */
export function cityCompanions(db: Db, cityId: number) {
  return db
    .select({
      id: companions.id,
      languages: companions.languages,
      weekly: companions.weekly,
      validThrough: sql<string | null>`${validThrough}::text`,
    })
    .from(companions)
    .where(
      and(
        eq(companions.cityId, cityId),
        eq(companions.isActive, true),
        isNotNull(companions.identityVerifiedOn),
        isNotNull(companions.policeVerifiedOn),
        isNotNull(companions.trainingCompletedOn),
      ),
    )
    .orderBy(asc(companions.id));
}

/**
 * A city's companions who could be sent anywhere in it on or after `from` (active, checks dated and still
 * holding then), with the kinds of visit they make and the PIN codes they cover: the auto-scheduler reads
 * the city once and matches each visit's kind and PIN code itself (the same rule as eligibleCompanions).
 */
export function cityRosterFrom(db: Db, cityId: number, from: string) {
  return db
    .select({
      id: companions.id,
      languages: companions.languages,
      weekly: companions.weekly,
      validThrough: sql<string | null>`${validThrough}::text`,
      serviceKinds: companions.serviceKinds,
      pincodes: companions.pincodes,
    })
    .from(companions)
    .where(
      and(
        eq(companions.cityId, cityId),
        eq(companions.isActive, true),
        isNotNull(companions.identityVerifiedOn),
        isNotNull(companions.policeVerifiedOn),
        isNotNull(companions.trainingCompletedOn),
        sql`(${validThrough} is null or ${validThrough} >= ${from}::date)`,
      ),
    )
    .orderBy(asc(companions.id));
}
