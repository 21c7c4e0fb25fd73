import type { StaffRole } from "@eldercare/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cities, staff, staffCities } from "../../db/schema/index.ts";

// Every console call runs this lookup after the session's (its role and cities now, decision 0076): built
// once per database handle and sent as a named prepared statement, like the session's own.
const prepareScope = (db: Db) =>
  db
    .select({
      role: staff.role,
      cityIds: sql<number[]>`coalesce(array_agg(${staffCities.cityId} order by ${staffCities.cityId})
        filter (where ${staffCities.cityId} is not null), '{}')`,
    })
    .from(staff)
    .leftJoin(staffCities, eq(staffCities.staffId, staff.id))
    .where(and(eq(staff.userId, sql.placeholder("userId")), eq(staff.isActive, true)))
    .groupBy(staff.id)
    .prepare("staff_scope_of");
const scopeQueries = new WeakMap<Db, ReturnType<typeof prepareScope>>();

/** The active staff row of a console account: its role and the cities it covers; null when none. */
export async function activeScopeOf(db: Db, userId: number) {
  let query = scopeQueries.get(db);
  if (!query) {
    query = prepareScope(db);
    scopeQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return row ? { role: row.role, cityIds: row.cityIds.map(Number) } : null;
}

/** Whether a console account's staff row is active; null when it has none. */
export async function isActiveStaff(db: Db, userId: number): Promise<boolean | null> {
  const [row] = await db.select({ isActive: staff.isActive }).from(staff).where(eq(staff.userId, userId));
  return row ? row.isActive : null;
}

export interface StaffRow {
  id: number;
  userId: number;
  role: StaffRole;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  cities: { cityId: number; cityName: string }[];
}

/** Staff rows by id, each with its cities named (by name); absent: no such row. */
export async function staffByIds(db: Db, ids: readonly number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(staff)
    .where(inArray(staff.id, [...ids]));
  const covered = await db
    .select({ staffId: staffCities.staffId, cityId: cities.id, cityName: cities.name })
    .from(staffCities)
    .innerJoin(cities, eq(cities.id, staffCities.cityId))
    .where(inArray(staffCities.staffId, [...ids]))
    .orderBy(asc(cities.name), asc(cities.id));
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    role: r.role as StaffRole,
    isActive: r.isActive,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    cities: covered.filter((c) => c.staffId === r.id).map(({ cityId, cityName }) => ({ cityId, cityName })),
  }));
}

/** Staff rows by their accounts' ids. */
export async function staffByUserIds(db: Db, userIds: readonly number[]): Promise<StaffRow[]> {
  if (userIds.length === 0) return [];
  const ids = await db
    .select({ id: staff.id })
    .from(staff)
    .where(inArray(staff.userId, [...userIds]));
  return staffByIds(
    db,
    ids.map((r) => r.id),
  );
}

/** The staff matching the console's filters (their account ids, when a search names some). */
export async function matchingStaff(
  db: Db,
  filter: { userIds: readonly number[] | null; role: StaffRole | null; isActive: boolean | null },
): Promise<{ id: number; userId: number }[]> {
  if (filter.userIds !== null && filter.userIds.length === 0) return [];
  return db
    .select({ id: staff.id, userId: staff.userId })
    .from(staff)
    .where(
      and(
        filter.userIds === null ? undefined : inArray(staff.userId, [...filter.userIds]),
        filter.role === null ? undefined : eq(staff.role, filter.role),
        filter.isActive === null ? undefined : eq(staff.isActive, filter.isActive),
      ),
    );
}

/** A staff row's lock, inside the caller's transaction: changes to one member of staff queue here. */
export async function lockStaff(tx: Db, id: number) {
  const [row] = await tx
    .select({ id: staff.id, userId: staff.userId, role: staff.role, isActive: staff.isActive })
    .from(staff)
    .where(eq(staff.id, id))
    .for("update");
  return row ?? null;
}

export async function insertStaff(
  tx: Db,
  values: { userId: number; role: StaffRole; isActive: boolean },
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(staff)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning({ id: staff.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateStaff(
  tx: Db,
  id: number,
  values: { role: StaffRole; isActive: boolean },
  at: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({ ...values, updatedAt: at })
    .where(eq(staff.id, id));
}

/** Replaces the cities a member of staff covers. */
export async function replaceCities(tx: Db, staffId: number, cityIds: readonly number[]): Promise<void> {
  await tx.delete(staffCities).where(eq(staffCities.staffId, staffId));
  if (cityIds.length > 0) await tx.insert(staffCities).values(cityIds.map((cityId) => ({ staffId, cityId })));
}

/** Which of these city ids exist. */
export async function knownCityIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(inArray(cities.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Makes a console account an administrator unless it already has a staff row (the first start's). */
export async function ensureAdministratorRow(db: Db, userId: number): Promise<void> {
  await db.insert(staff).values({ userId, role: "admin" }).onConflictDoNothing({ target: staff.userId });
}
