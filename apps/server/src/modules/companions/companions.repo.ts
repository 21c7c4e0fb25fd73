import type { Language, VisitKind, WeeklyShift } from "@eldercare/contracts";
import { and, asc, eq, inArray, isNotNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  cities,
  companionLeave,
  companionPhotos,
  companions,
  countries,
  specialities,
  states,
} from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";

/*
 * The console's companions (issue 26): their rows, their leave, and the reference names they are shown
 * with. Names, phones and emails are their accounts' (the members module's `users`): asked of it by id.
 */

const companionColumns = {
  id: companions.id,
  userId: companions.userId,
  languages: companions.languages,
  serviceKinds: companions.serviceKinds,
  specialityIds: companions.specialityIds,
  stateId: companions.stateId,
  stateName: states.name,
  cityId: companions.cityId,
  cityName: cities.name,
  pincodes: companions.pincodes,
  identityVerifiedOn: companions.identityVerifiedOn,
  policeVerifiedOn: companions.policeVerifiedOn,
  trainingCompletedOn: companions.trainingCompletedOn,
  identityValidUntil: companions.identityValidUntil,
  policeValidUntil: companions.policeValidUntil,
  trainingValidUntil: companions.trainingValidUntil,
  isActive: companions.isActive,
  weekly: companions.weekly,
  hasPhoto: sql<boolean>`(${companionPhotos.companionId} is not null)`,
  createdAt: companions.createdAt,
  updatedAt: companions.updatedAt,
};

function selectCompanions(db: Db) {
  return db
    .select(companionColumns)
    .from(companions)
    .innerJoin(states, eq(states.id, companions.stateId))
    .innerJoin(cities, eq(cities.id, companions.cityId))
    .leftJoin(companionPhotos, eq(companionPhotos.companionId, companions.id));
}
export type CompanionRow = Awaited<ReturnType<typeof selectCompanions>>[number];

/** Companions of `cities` (companions_city_idx); no condition for every city. */
function inCities(cities: CityScope): SQL | undefined {
  return cities === null ? undefined : sql`${companions.cityId} = any(${`{${cities.join(",")}}`}::int[])`;
}

/** This companion, when they work in one of `cities` (null: any city). */
const companionIn = (id: number, cities: CityScope) => and(eq(companions.id, id), inCities(cities));

export interface CompanionFilter {
  /** Account ids whose name, phone or email matched the search (from the members directory). */
  userIds: number[] | null;
  /** A PIN code searched for, matched exactly against the ones covered. */
  pincode: string | null;
  cityId?: number | null | undefined;
  isActive?: boolean | null | undefined;
  assignable?: boolean | null | undefined;
  /** The caller's cities (null: every city). */
  cities: CityScope;
}

/** Active with all three checks dated and at least one weekly shift (contracts' isAssignable, in SQL). */
const assignable = and(
  eq(companions.isActive, true),
  isNotNull(companions.identityVerifiedOn),
  isNotNull(companions.policeVerifiedOn),
  isNotNull(companions.trainingCompletedOn),
  sql`jsonb_array_length(${companions.weekly}) > 0`,
) as SQL;

function companionWhere(f: CompanionFilter): SQL | undefined {
  const searched =
    f.userIds === null
      ? undefined
      : or(
          // One int[] parameter, however many accounts matched (decision 0034).
          sql`${companions.userId} = any(${`{${f.userIds.join(",")}}`}::int[])`,
          f.pincode === null ? undefined : sql`${f.pincode} = any(${companions.pincodes})`,
        );
  return and(
    searched,
    inCities(f.cities),
    f.cityId ? eq(companions.cityId, f.cityId) : undefined,
    f.isActive === true || f.isActive === false ? eq(companions.isActive, f.isActive) : undefined,
    f.assignable === true ? assignable : f.assignable === false ? not(assignable) : undefined,
  );
}

/** Every matching companion's id and account (the console orders them by the account's name). */
export function matchingCompanions(db: Db, f: CompanionFilter) {
  return db
    .select({ id: companions.id, userId: companions.userId })
    .from(companions)
    .where(companionWhere(f));
}

export function companionsByIds(db: Db, ids: readonly number[]): Promise<CompanionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectCompanions(db).where(inArray(companions.id, [...ids]));
}

/** A companion; null for none, and for one outside `cities` (null: any city), as if missing. */
export async function companionById(db: Db, id: number, cities: CityScope): Promise<CompanionRow | null> {
  const [row] = await selectCompanions(db).where(companionIn(id, cities));
  return row ?? null;
}

/** Whether this companion exists in one of `cities` (null: in any city). */
export async function companionExists(db: Db, id: number, cities: CityScope): Promise<boolean> {
  const [row] = await db.select({ id: companions.id }).from(companions).where(companionIn(id, cities));
  return row !== undefined;
}

/**
 * Locks a companion's row for the rest of the transaction (changes to one companion queue on it); null
 * for none, and for one outside `cities` (null: any city). The city is read from the locked row itself,
 * so a move committed meanwhile is seen.
 */
export async function lockCompanion(
  tx: Db,
  id: number,
  cities: CityScope,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await tx
    .select({ id: companions.id, userId: companions.userId })
    .from(companions)
    .where(companionIn(id, cities))
    .for("update");
  return row ?? null;
}

/** The companion an account is, with whether they are active; null for no companion. */
export async function companionOfAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: companions.id, isActive: companions.isActive })
    .from(companions)
    .where(eq(companions.userId, userId));
  return row ?? null;
}

export interface CompanionValues {
  languages: Language[];
  serviceKinds: VisitKind[];
  specialityIds: number[];
  stateId: number;
  cityId: number;
  pincodes: string[];
  identityVerifiedOn: string | null;
  policeVerifiedOn: string | null;
  trainingCompletedOn: string | null;
  identityValidUntil: string | null;
  policeValidUntil: string | null;
  trainingValidUntil: string | null;
  isActive: boolean;
}

export async function insertCompanion(
  tx: Db,
  userId: number,
  values: CompanionValues,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(companions)
    .values({ ...values, userId, createdAt: at, updatedAt: at })
    .returning({ id: companions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateCompanion(tx: Db, id: number, values: CompanionValues, at: Date): Promise<void> {
  await tx
    .update(companions)
    .set({ ...values, updatedAt: at })
    .where(eq(companions.id, id));
}

/** A companion's leave, earliest first. */
export function leaveOf(db: Db, companionId: number) {
  return db
    .select({ from: companionLeave.startsOn, to: companionLeave.endsOn, note: companionLeave.note })
    .from(companionLeave)
    .where(eq(companionLeave.companionId, companionId))
    .orderBy(asc(companionLeave.startsOn), asc(companionLeave.endsOn), asc(companionLeave.id));
}

/** Replaces a companion's weekly pattern and leave (call under the companion's row lock). */
export async function replaceAvailability(
  tx: Db,
  companionId: number,
  weekly: WeeklyShift[],
  leave: { from: string; to: string; note: string }[],
  at: Date,
): Promise<void> {
  await tx.update(companions).set({ weekly, updatedAt: at }).where(eq(companions.id, companionId));
  await tx.delete(companionLeave).where(eq(companionLeave.companionId, companionId));
  if (leave.length === 0) return;
  await tx
    .insert(companionLeave)
    .values(leave.map((l) => ({ companionId, startsOn: l.from, endsOn: l.to, note: l.note })));
}

/** A city with its state and country, when the city is in that state; null otherwise (reference data). */
export async function findPlace(db: Db, stateId: number, cityId: number) {
  const [row] = await db
    .select({ stateCode: states.code, stateName: states.name, countryCode: countries.code })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(cities.id, cityId), eq(states.id, stateId)));
  return row ?? null;
}

/** Which of these speciality ids exist (reference data). */
export async function knownSpecialityIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: specialities.id })
    .from(specialities)
    .where(inArray(specialities.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
