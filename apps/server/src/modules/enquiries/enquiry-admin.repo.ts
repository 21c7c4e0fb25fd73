import type { EnquiryStatus } from "@eldercare/contracts";
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { cities, countries, enquiries, states } from "../../db/schema/index.ts";
import type { CityScope } from "../../http/city-scope.ts";
import { anyContains } from "../../lib/like-pattern.ts";

export interface EnquiryFilter {
  /** Trimmed search text; "" for none. */
  search: string;
  /** The enquiry the search text names by its reference (ENQ-42), also matched. */
  enquiryId?: number | null;
  status?: EnquiryStatus | null | undefined;
  /** Callbacks due on this India day (YYYY-MM-DD). */
  callbackOn?: string | null | undefined;
  /** Made at or after this instant / before this one. */
  from?: Date | null;
  before?: Date | null;
  /** The caller's cities (null: every enquiry). */
  cities: CityScope;
}

/**
 * Enquiries about one of `cities` (no condition for every city). An enquiry about a town not served yet
 * has no city_id, so it is never a coordinator's: `null = any(…)` is not true.
 */
function inCities(cities: CityScope): SQL | undefined {
  return cities === null ? undefined : sql`${enquiries.cityId} = any(${`{${cities.join(",")}}`}::int[])`;
}

/**
 * The India day a callback is due, as callbackDueAt (contracts) decides: the preferred hour that day if
 * still ahead, else the next day. (made − preferred hour)'s date + 1 is that rule in one expression.
 */
const callbackDay = sql`((${enquiries.createdAt} at time zone 'Asia/Kolkata') - ${enquiries.preferredTime}::interval)::date + 1`;

const DAY_MS = 86_400_000;

function callbackDueOn(day: string): SQL | undefined {
  const midnight = new Date(`${day}T00:00:00+05:30`).getTime();
  return and(
    eq(enquiries.isCallback, true),
    // Due on day D means made on D or the day before: a range the created_at index serves.
    gte(enquiries.createdAt, new Date(midnight - DAY_MS)),
    lt(enquiries.createdAt, new Date(midnight + DAY_MS)),
    sql`${callbackDay} = ${day}::date`,
  );
}

function where(f: EnquiryFilter): SQL | undefined {
  return and(
    inCities(f.cities),
    f.search === ""
      ? undefined
      : or(
          anyContains(
            [enquiries.userName, enquiries.phone, enquiries.email, enquiries.userMessage],
            f.search,
          ),
          f.enquiryId ? eq(enquiries.id, f.enquiryId) : undefined,
        ),
    f.status ? eq(enquiries.status, f.status) : undefined,
    f.callbackOn ? callbackDueOn(f.callbackOn) : undefined,
    f.from ? gte(enquiries.createdAt, f.from) : undefined,
    f.before ? lt(enquiries.createdAt, f.before) : undefined,
  );
}

const requestedState = alias(states, "requested_state");
const columns = {
  row: enquiries,
  cityName: cities.name,
  requestedStateName: requestedState.name,
  countryName: countries.name,
};
export type AdminEnquiryRow = {
  row: typeof enquiries.$inferSelect;
  /** Null for a town we do not serve yet ("My town is not listed"): its state is requestedStateName. */
  cityName: string | null;
  requestedStateName: string | null;
  countryName: string;
};

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(enquiries)
    .leftJoin(cities, eq(cities.id, enquiries.cityId))
    .leftJoin(requestedState, eq(requestedState.id, enquiries.requestedStateId))
    .innerJoin(countries, eq(countries.id, enquiries.countryId));
}

/** One page of matching enquiries, newest first, and how many match. */
export async function pageEnquiries(db: Db, f: EnquiryFilter, offset: number, limit: number) {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(w)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(enquiries).where(w),
  ]);
  return { rows: rows as AdminEnquiryRow[], total: total?.n ?? 0 };
}

/** The next `size` matching enquiries after `last` in the list's order (keyset, for the CSV export). */
export async function enquiriesAfter(
  db: Db,
  f: EnquiryFilter,
  last: { createdAt: Date; id: number } | null,
  size: number,
): Promise<AdminEnquiryRow[]> {
  const after = last
    ? or(
        lt(enquiries.createdAt, last.createdAt),
        and(eq(enquiries.createdAt, last.createdAt), lt(enquiries.id, last.id)),
      )
    : undefined;
  const rows = await selectRows(db)
    .where(and(where(f), after))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(size);
  return rows as AdminEnquiryRow[];
}

/** These enquiries, those outside `cities` left out (null: every city). */
export async function enquiriesByIds(db: Db, ids: number[], cities: CityScope): Promise<AdminEnquiryRow[]> {
  if (ids.length === 0) return [];
  return (await selectRows(db).where(and(inArray(enquiries.id, ids), inCities(cities)))) as AdminEnquiryRow[];
}

/**
 * Locks an enquiry's row for the rest of the transaction; null when there is none, and when it is about
 * a place outside `cities` (null: any), as if missing.
 */
export async function lockEnquiry(tx: Db, id: number, cities: CityScope) {
  const [row] = await tx
    .select({ id: enquiries.id, status: enquiries.status, adminNote: enquiries.adminNote })
    .from(enquiries)
    .where(and(eq(enquiries.id, id), inCities(cities)))
    .for("update");
  return row ?? null;
}

/** Moves an enquiry from `from` to `to` (only if it is still `from`); false when it was not. */
export async function moveEnquiry(
  tx: Db,
  id: number,
  from: EnquiryStatus,
  change: { to: EnquiryStatus; note: string | null; by: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(enquiries)
    .set({ status: change.to, adminNote: change.note, handledBy: change.by, handledAt: change.at })
    .where(and(eq(enquiries.id, id), eq(enquiries.status, from)))
    .returning({ id: enquiries.id });
  return rows.length === 1;
}

/**
 * New enquiries, and new ones whose callback is due on `today` (the dashboard, decision 0026); with
 * `cities` (a coordinator's), those about their cities only.
 */
export async function enquiryCounts(db: Db, today: string, cities: CityScope = null) {
  const fresh = and(eq(enquiries.status, "new"), inCities(cities));
  const [[all], [callbacks]] = await Promise.all([
    db.select({ n: count() }).from(enquiries).where(fresh),
    db
      .select({ n: count() })
      .from(enquiries)
      .where(and(fresh, callbackDueOn(today))),
  ]);
  return { fresh: all?.n ?? 0, callbacks: callbacks?.n ?? 0 };
}
