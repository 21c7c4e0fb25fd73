import { type BookingSort, type BookingStatus, LIST_COUNT_CAP } from "@eldercare/contracts";
import { and, asc, count, desc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { cappedCount, countUpTo, type ListTotal } from "../../db/capped-count.ts";
import type { Db } from "../../db/client.ts";
import { inCities } from "../../db/in-cities.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { bookings, cities, services } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { anyContains } from "../../lib/like-pattern.ts";
import { tallied } from "./booking-figures.repo.ts";

/*
 * The console's list of bookings (booking-console.service.ts): found, paged, counted and exported, read
 * from the bookings its owner lends this module to read (table-owners.json's readers, decision 0085):
 * plain selects, never a write or a row lock. Members' names and contacts come from the members module: a
 * search arrives with the ids of the members it matches. The dashboard's figures are booking-figures.repo.ts.
 */

/** Member matches past which a search is taken to match bookings densely (a phone fragment, decision 0050). */
const DENSE_MEMBERS = 1000;

/** A PostgreSQL int[] literal: one parameter however many ids (a search may match thousands). */
const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

/**
 * The booking is one of these members'. Up to DENSE_MEMBERS ids go as a constant array, which the planner
 * estimates id by id and PostgreSQL hashes when it filters. Past that (a phone fragment shared by thousands),
 * estimating each id costs more planning than the query takes (10 ms for 12,000 ids at a million bookings),
 * so the ids go in a sub-select the planner does not look into, filtered as one hashed sub-plan (decision 0053).
 */
function memberArm(memberIds: readonly number[]): SQL {
  return memberIds.length > DENSE_MEMBERS
    ? sql`${bookings.userId} in (select unnest(${idArray(memberIds)}::int[]))`
    : sql`${bookings.userId} = any(${idArray(memberIds)}::int[])`;
}

/**
 * The member (their ids, found by the members module's trigram indexes), the loved one's name or the
 * service's name contains `search` (case-insensitive). The member and service arms are id lists, so with
 * the loved-one name's trigram index the planner combines three index lookups (decision 0026) instead of
 * joining every booking to its member and service.
 */
export function searchWhere(f: {
  search: string;
  memberIds: readonly number[];
  noServiceMatches?: boolean | undefined;
}): SQL | undefined {
  if (f.search === "") return undefined;
  return or(
    memberArm(f.memberIds),
    anyContains([bookings.lovedOneName], f.search),
    // Left out when no service's name matches: the planner cannot see into the sub-select and guesses a
    // third of all bookings for it, which hides the other arms' few matches behind a city's whole index.
    f.noServiceMatches
      ? undefined
      : sql`${bookings.serviceId} = any(array(select ${services.id} from ${services} where ${anyContains([services.name], f.search)}))`,
  );
}

/**
 * Of the search's members, those with a booking in the list's place (a city filter, the caller's cities),
 * read from bookings_city_user_idx alone; the same ids when the list has no place, or when they are
 * thousands (a phone fragment: decision 0094 counts those in the place from the same index). A common name matches
 * hundreds of members across the country: cut to the place's few, the page reads their bookings by
 * (city, member) instead of every booking of the cities (decision 0100).
 */
export async function membersBookedIn(
  db: Db,
  f: Pick<AdminBookingFilter, "memberIds" | "cityId" | "cities">,
): Promise<readonly number[]> {
  const place = placeWhere(f);
  const few = f.memberIds.length > 0 && f.memberIds.length <= DENSE_MEMBERS;
  if (place === undefined || !few) return f.memberIds;
  const [row] = await rawRows<{ ids: string | null }>(
    db,
    sql`select string_agg(distinct ${bookings.userId}::text, ',') as ids from ${bookings}
        where ${place} and ${bookings.userId} = any(${idArray(f.memberIds)}::int[])`,
  );
  return row?.ids ? row.ids.split(",").map(Number) : [];
}

/** A run of the list: the bookings it holds, and their visit order. */
interface Segment {
  where: SQL | undefined;
  direction: "asc" | "desc";
}

/**
 * The list's order as runs, each read from the visit-order index: "next" is the visits from today on,
 * soonest first, then the earlier ones, latest first; "latest" and "earliest" are one run each.
 */
function segmentsOf(f: AdminBookingFilter): Segment[] {
  const where = bookingsWhere(f);
  if (f.sort === "latest") return [{ where, direction: "desc" }];
  if (f.sort === "earliest") return [{ where, direction: "asc" }];
  return [
    { where: and(where, gte(bookings.visitDate, f.today)), direction: "asc" },
    { where: and(where, lt(bookings.visitDate, f.today)), direction: "desc" },
  ];
}

/**
 * A run's order. A search matching a few thousand bookings or fewer has its first key written as an
 * expression, so the planner cannot walk the list's index hoping to meet matches (a search matching a
 * handful of bookings would read the whole index): it collects the matches from the indexes and sorts
 * them (decision 0026). A search matching more (a phone fragment shared by thousands of members) walks
 * the index, where matches are dense enough that a page is met within a few hundred entries (decision 0050).
 */
function segmentOrder(f: AdminBookingFilter, direction: Segment["direction"], walk = f.search === "") {
  const by = direction === "asc" ? asc : desc;
  const first = walk ? by(bookings.visitDate) : sql`${bookings.visitDate} + 0 ${sql.raw(direction)}`;
  return [first, by(bookings.startsAt), by(bookings.id)];
}

export interface AdminBookingFilter {
  /** Trimmed search text; "" for none. */
  search: string;
  /** The members whose name, phone or email contains the search (from the members module). */
  memberIds: readonly number[];
  status?: BookingStatus | null | undefined;
  serviceId?: number | null | undefined;
  cityId?: number | null | undefined;
  shiftType?: number | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  sort: BookingSort;
  /** The caller's cities (a coordinator's; null or absent: every city, no condition). */
  cities?: CityScope | undefined;
  /** No service's name contains the search (known once counted): the search's service arm is left out. */
  noServiceMatches?: boolean | undefined;
  /** Today in India: where "next" starts. */
  today: string;
}

function bookingsWhere(f: AdminBookingFilter) {
  return and(
    searchWhere(f),
    f.status ? eq(bookings.status, f.status) : undefined,
    f.serviceId ? eq(bookings.serviceId, f.serviceId) : undefined,
    f.cityId ? eq(bookings.cityId, f.cityId) : undefined,
    inCities(bookings.cityId, f.cities),
    f.shiftType ? eq(bookings.shiftType, f.shiftType) : undefined,
    f.dateFrom ? gte(bookings.visitDate, f.dateFrom) : undefined,
    f.dateTo ? lte(bookings.visitDate, f.dateTo) : undefined,
  );
}

/** Matches past which a search's page walks the list's index instead of sorting the matches. */
const WALK_FROM = 5 * LIST_COUNT_CAP;

/** Services whose name contains the search (a handful of rows: the catalogue). */
async function servicesMatching(db: Db, search: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(anyContains([services.name], search));
  return row?.n ?? 0;
}

/**
 * How many bookings the list's filters match (decision 0050): exact from the tallies when only status and
 * visit dates filter it; exact from the indexes for a search matching few members and no service (the
 * planner combines the member, loved-one and service indexes: cost follows the matches); otherwise counted
 * up to LIST_COUNT_CAP (`capped`: that many or more, the console shows "1,000+"), where matches are dense
 * and the count stops early.
 */
async function listTotal(db: Db, f: AdminBookingFilter, narrow: boolean): Promise<ListTotal> {
  if (f.search === "" && !f.serviceId && !f.cityId && !f.shiftType && !f.cities) {
    const total = await tallied(db, {
      statuses: f.status ? [f.status] : undefined,
      from: f.dateFrom,
      to: f.dateTo,
    });
    return { total, capped: false };
  }
  if (narrow) {
    const [row] = await db.select({ n: count() }).from(bookings).where(bookingsWhere(f));
    return { total: row?.n ?? 0, capped: false };
  }
  if (f.memberIds.length > DENSE_MEMBERS && onlySearchedIn(f)) {
    // The members' own bookings alone usually pass the cap: counted from an index alone (an index-only
    // walk that stops there) instead of the whole search read from the table. Everywhere, the member index
    // (decision 0053); in a city or a coordinator's cities, the city and member index, so the cities'
    // bookings are never read from the table (decision 0094). There the ids are a filter the executor hashes
    // once: `or false` keeps the planner from making the sub-select a join, which first de-duplicated and
    // estimated the 11,000 ids (7 ms against 3; the planner drops the `false` itself; decision 0104).
    const where = placeWhere(f);
    const theirs =
      where === undefined
        ? sql`${bookings.userId} = any((select ${idArray(f.memberIds)}::int[])::int[])`
        : and(where, sql`(${bookings.userId} in (select unnest(${idArray(f.memberIds)}::int[])) or false)`);
    if ((await countUpTo(db, bookings, theirs, LIST_COUNT_CAP + 1)) > LIST_COUNT_CAP) {
      return { total: LIST_COUNT_CAP, capped: true };
    }
  }
  return cappedCount(db, bookings, bookingsWhere(f));
}

/** Nothing but the search and the place (a city, the caller's cities) filters the list. */
const onlySearchedIn = (f: AdminBookingFilter) =>
  !f.status && !f.serviceId && !f.shiftType && !f.dateFrom && !f.dateTo;

/** The list's place: the city filter and the caller's cities (undefined: every city). */
const placeWhere = (f: Pick<AdminBookingFilter, "cityId" | "cities">) =>
  and(f.cityId ? eq(bookings.cityId, f.cityId) : undefined, inCities(bookings.cityId, f.cities));

/** A search matching few members and no service: its matches are found by index, and are few. */
async function isNarrowSearch(db: Db, f: AdminBookingFilter): Promise<boolean> {
  return (
    f.search !== "" && f.memberIds.length <= DENSE_MEMBERS && (await servicesMatching(db, f.search)) === 0
  );
}

/** A match as the list orders it: visit date, start (µs since the epoch, exact in a float8), id. */
interface Placed {
  id: number;
  visitDate: string;
  startsAt: number;
}

/**
 * Every match of a narrow search, with what orders it, up to `cap` rows. The MATERIALIZED CTE is planned
 * for all its rows: under a bare LIMIT the planner would walk the whole table hoping to meet matches
 * early (2.3 s against 10 ms measured at a million bookings).
 */
function narrowMatches(db: Db, f: AdminBookingFilter, cap: number): Promise<Placed[]> {
  return rawRows<Placed>(
    db,
    sql`with m as materialized (
          select ${bookings.id} as id, ${bookings.visitDate}::text as "visitDate",
                 (extract(epoch from ${bookings.startsAt}) * 1000000)::float8 as "startsAt"
          from ${bookings} where ${bookingsWhere(f)})
        select id, "visitDate", "startsAt" from m limit ${cap}`,
  );
}

/** The list's order (segmentsOf and segmentOrder) applied to rows already read. */
function inListOrder(rows: Placed[], f: AdminBookingFilter): Placed[] {
  const asc = (a: Placed, b: Placed) =>
    (a.visitDate < b.visitDate ? -1 : a.visitDate > b.visitDate ? 1 : 0) ||
    a.startsAt - b.startsAt ||
    a.id - b.id;
  const desc = (a: Placed, b: Placed) => asc(b, a);
  if (f.sort === "earliest") return rows.sort(asc);
  if (f.sort === "latest") return rows.sort(desc);
  const next = rows.filter((r) => r.visitDate >= f.today).sort(asc);
  const earlier = rows.filter((r) => r.visitDate < f.today).sort(desc);
  return [...next, ...earlier];
}

/**
 * One page of matching booking ids in the list's order, and how many match (`capped`: at least `total`).
 * The page is read run by run; a run read past its end is counted (up to the rows skipped) only to know
 * how many of the next run to skip.
 */
export async function pageBookingIds(db: Db, filter: AdminBookingFilter, offset: number, limit: number) {
  // Every booking has its member and service (foreign keys, not null): no join needed to page or count.
  const narrow = await isNarrowSearch(db, filter);
  const f = narrow ? { ...filter, noServiceMatches: true } : filter;
  if (narrow) {
    // Few matches (a member's name or email): read once, then counted and ordered here, instead of one
    // read to count them and another to sort them (decision 0052).
    const rows = await narrowMatches(db, f, WALK_FROM + 1);
    if (rows.length <= WALK_FROM) {
      const ids = inListOrder(rows, f)
        .slice(offset, offset + limit)
        .map((r) => r.id);
      return { ids, total: rows.length, capped: false };
    }
  }
  const counted = await listTotal(db, f, narrow);
  const walk = f.search === "" || counted.capped || counted.total > WALK_FROM;
  const ids: number[] = [];
  let skip = offset;
  for (const seg of segmentsOf(f)) {
    const want = limit - ids.length;
    if (want <= 0) break;
    const rows = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(seg.where)
      .orderBy(...segmentOrder(f, seg.direction, walk))
      .limit(want)
      .offset(skip);
    ids.push(...rows.map((r) => r.id));
    if (rows.length > 0) skip = 0;
    else if (skip > 0) skip -= await countUpTo(db, bookings, seg.where, skip);
  }
  return { ids, ...counted };
}

/** A booking as the CSV export reads it (the member's name and contacts are added from members). */
export interface BookingExportRow {
  id: number;
  createdAt: Date;
  userId: number;
  lovedOneName: string;
  service: string;
  visitDate: string;
  startTime: string;
  startsAt: Date;
  city: string;
  pincode: string;
  status: BookingStatus;
  statusReason: string | null;
  notes: string;
}

/** Where the CSV export has got to: the run it is reading, and the last row it read there. */
export interface ExportCursor {
  segment: number;
  last: BookingExportRow | null;
}

/**
 * The next `limit` matching bookings after the cursor, in the list's order (keyset within each run, for
 * the CSV export); null once every run is read.
 */
export async function exportBookingsAfter(
  db: Db,
  f: AdminBookingFilter,
  cursor: ExportCursor,
  limit: number,
): Promise<{ rows: BookingExportRow[]; next: ExportCursor } | null> {
  const segments = segmentsOf(f);
  const seg = segments[cursor.segment];
  if (!seg) return null;
  const { last } = cursor;
  const key = sql`(${bookings.visitDate}, ${bookings.startsAt}, ${bookings.id})`;
  const after = last
    ? seg.direction === "desc"
      ? sql`${key} < (${last.visitDate}, ${last.startsAt}, ${last.id})`
      : sql`${key} > (${last.visitDate}, ${last.startsAt}, ${last.id})`
    : undefined;
  const rows = await db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      userId: bookings.userId,
      lovedOneName: bookings.lovedOneName,
      service: services.name,
      visitDate: bookings.visitDate,
      startTime: bookings.startTime,
      startsAt: bookings.startsAt,
      city: cities.name,
      pincode: bookings.pincode,
      status: bookings.status,
      statusReason: bookings.statusReason,
      notes: bookings.notes,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(seg.where, after))
    .orderBy(...segmentOrder(f, seg.direction))
    .limit(limit);
  const next =
    rows.length < limit
      ? { segment: cursor.segment + 1, last: null }
      : { segment: cursor.segment, last: rows[rows.length - 1] ?? null };
  return { rows, next };
}

/**
 * The ids of the bookings a console search matches (the member, the loved one's name or the service's
 * name: the bookings list's own search), as a sub-select the request list filters by in one statement;
 * undefined for no search. A search may match most bookings, so they are never read out as a list.
 */
export function searchedBookings(db: Db, f: { search: string; memberIds: readonly number[] }) {
  const where = searchWhere(f);
  return where === undefined ? undefined : db.select({ id: bookings.id }).from(bookings).where(where);
}
