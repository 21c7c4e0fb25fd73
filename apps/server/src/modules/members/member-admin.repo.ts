import { type MemberSort, USER_TYPE } from "@eldercare/contracts";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql, sum } from "drizzle-orm";
import { cappedCount, type ListTotal } from "../../db/capped-count.ts";
import type { Db } from "../../db/client.ts";
import {
  cities,
  countries,
  domainData,
  lovedOnes,
  memberTallies,
  states,
  users,
} from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { anyContains } from "../../lib/like-pattern.ts";

export interface MemberFilter {
  /** Trimmed search text; "" for none. */
  search: string;
  /** Joined at or after. */
  joinedFrom: Date | null;
  /** Joined before. */
  joinedBefore: Date | null;
  /** The caller's cities: members with a loved one in one of them (null: every member). */
  cities: CityScope;
}

/** Where a keyset batch continues: after this member in the list's order. */
export interface MemberCursor {
  id: number;
  /** created_at as Postgres prints it: exact to the microsecond (a JS Date would drop those). */
  cursor: string;
}

/*
 * A member belongs to a city through their loved ones (issue 43 item 4): one of theirs lives in one of the
 * caller's cities. No condition for every city (null).
 */
const cityArray = (cities: readonly number[]) => `{${cities.join(",")}}`;

/**
 * For a list: the cities' members are read first, once, from loved_ones_city_user_idx (city, user), and
 * then by key, so the work follows the size of the coordinator's cities, not of the whole membership (an
 * EXISTS per member walks every member from the newest until a page is found, and counts by a full scan).
 */
function membersIn(cities: CityScope): SQL | undefined {
  if (cities === null) return undefined;
  return sql`${users.id} = any(array(select ${lovedOnes.userId} from ${lovedOnes} where ${lovedOnes.cityId} = any(${cityArray(cities)}::int[])))`;
}

/** For one member: one probe of loved_ones_city_user_idx. */
function memberIn(cities: CityScope): SQL | undefined {
  if (cities === null) return undefined;
  return sql`exists (select 1 from ${lovedOnes} where ${lovedOnes.cityId} = any(${cityArray(cities)}::int[]) and ${lovedOnes.userId} = ${users.id})`;
}

/** Members (user_type first: users_type_created_idx); the search is ILIKE '%…%' (the trigram indexes). */
function membersWhere(f: MemberFilter) {
  return and(
    eq(users.userType, USER_TYPE.user),
    membersIn(f.cities),
    f.search === "" ? undefined : anyContains([users.userName, users.phone, users.email], f.search),
    f.joinedFrom ? gte(users.createdAt, f.joinedFrom) : undefined,
    f.joinedBefore ? lt(users.createdAt, f.joinedBefore) : undefined,
  );
}

const listColumns = {
  id: users.id,
  userName: users.userName,
  phone: users.phone,
  email: users.email,
  cityName: cities.name,
  createdAt: users.createdAt,
  erasedAt: users.erasedAt,
  cursor: sql<string>`${users.createdAt}::text`,
};

function orderOf(sort: MemberSort) {
  return sort === "joined_asc"
    ? [asc(users.createdAt), asc(users.id)]
    : [desc(users.createdAt), desc(users.id)];
}

function selectMembers(db: Db) {
  return db.select(listColumns).from(users).leftJoin(cities, eq(cities.id, users.cityId));
}
export type MemberListRow = Awaited<ReturnType<typeof pageMembers>>["rows"][number];

/** How many members match: exact without a search; with one, up to LIST_COUNT_CAP (decision 0050). */
async function membersTotal(db: Db, f: MemberFilter): Promise<ListTotal> {
  if (f.search !== "") return cappedCount(db, users, membersWhere(f));
  const [row] = await db.select({ n: count() }).from(users).where(membersWhere(f));
  return { total: row?.n ?? 0, capped: false };
}

/** One page of matching members in the list's order, and how many match (`capped`: at least `total`). */
export async function pageMembers(db: Db, f: MemberFilter, sort: MemberSort, offset: number, limit: number) {
  const [rows, { total, capped }] = await Promise.all([
    selectMembers(db)
      .where(membersWhere(f))
      .orderBy(...orderOf(sort))
      .limit(limit)
      .offset(offset),
    membersTotal(db, f),
  ]);
  return { rows, total, capped };
}

/** The next `limit` matching members after `last` (null: from the start), in the list's order. */
export function membersAfter(
  db: Db,
  f: MemberFilter,
  sort: MemberSort,
  last: MemberCursor | null,
  limit: number,
): Promise<MemberListRow[]> {
  const key = sql`(${users.createdAt}, ${users.id})`;
  const after = last
    ? sort === "joined_asc"
      ? sql`${key} > (${last.cursor}::timestamptz, ${last.id})`
      : sql`${key} < (${last.cursor}::timestamptz, ${last.id})`
    : undefined;
  return selectMembers(db)
    .where(and(membersWhere(f), after))
    .orderBy(...orderOf(sort))
    .limit(limit);
}

/** How many loved ones each of these members has (members with none are absent). */
export async function lovedOneCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: lovedOnes.userId, n: count() })
    .from(lovedOnes)
    .where(inArray(lovedOnes.userId, userIds))
    .groupBy(lovedOnes.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/**
 * A member's details with the names of their places and ID type; null for no such member (or an admin),
 * and for a member outside `cityScope`'s cities (as if missing).
 */
export async function findMemberProfile(db: Db, memberId: number, cityScope: CityScope) {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        userName: users.userName,
        phone: users.phone,
        email: users.email,
        userRelation: users.userRelation,
        addressLine: users.addressLine,
        pincode: users.pincode,
        idNoMasked: users.idNoMasked,
        consentVersion: users.consentVersion,
        consentAcceptedAt: users.consentAcceptedAt,
        createdAt: users.createdAt,
        erasedAt: users.erasedAt,
      },
      cityName: cities.name,
      stateName: states.name,
      countryName: countries.name,
      idTypeName: domainData.value,
    })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(domainData, and(eq(domainData.domainType, "id_type"), eq(domainData.code, users.idType)))
    .where(and(eq(users.id, memberId), eq(users.userType, USER_TYPE.user), memberIn(cityScope)))
    .limit(1);
  return row ?? null;
}

/**
 * Members (not erased): all, from the tallies (kept by a trigger on users, decision 0050); and those who
 * joined since each instant, counted from users_type_created_idx (a month of joins, not every member).
 */
export async function memberCounts(db: Db, since7Days: Date, since30Days: Date, cities: CityScope = null) {
  if (cities !== null) return memberCountsIn(db, since7Days, since30Days, cities);
  const [[total], [recent]] = await Promise.all([
    db.select({ n: sum(memberTallies.n).mapWith(Number) }).from(memberTallies),
    db
      .select({
        n7: sql<number>`count(*) filter (where ${users.createdAt} >= ${since7Days})`.mapWith(Number),
        n30: count(),
      })
      .from(users)
      .where(
        and(eq(users.userType, USER_TYPE.user), isNull(users.erasedAt), gte(users.createdAt, since30Days)),
      ),
  ]);
  return { total: total?.n ?? 0, n7: recent?.n7 ?? 0, n30: recent?.n30 ?? 0 };
}

/**
 * memberCounts of a coordinator's `cities` (issue 43 item 4): members (not erased) with a loved one in one
 * of them (membersIn: their ids from loved_ones_city_user_idx, then each by key), in one aggregate.
 */
async function memberCountsIn(db: Db, since7Days: Date, since30Days: Date, cities: readonly number[]) {
  const [row] = await db
    .select({
      total: count(),
      n7: sql<number>`count(*) filter (where ${users.createdAt} >= ${since7Days})`.mapWith(Number),
      n30: sql<number>`count(*) filter (where ${users.createdAt} >= ${since30Days})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.userType, USER_TYPE.user), isNull(users.erasedAt), membersIn(cities)));
  return { total: row?.total ?? 0, n7: row?.n7 ?? 0, n30: row?.n30 ?? 0 };
}
