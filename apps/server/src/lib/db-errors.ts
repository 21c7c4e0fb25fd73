/**
 * The unique index a failed statement broke (SQLSTATE 23505), or null for any other error. Drivers
 * wrap the PostgreSQL error (Drizzle's query error has it as `cause`), so the chain is followed.
 */
export function uniqueViolationOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
    current = e.cause;
  }
  return null;
}

/**
 * The exclusion constraint a failed statement broke (SQLSTATE 23P01: two rows overlapping where they
 * must not, such as a companion's two visits), or null for any other error.
 */
export function exclusionViolationOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23P01") return typeof e.constraint === "string" ? e.constraint : "";
    current = e.cause;
  }
  return null;
}

/**
 * Whether a failed statement lost a race with another transaction and may succeed when run again from
 * the start: a deadlock (SQLSTATE 40P01, PostgreSQL ended this transaction to break a cycle of waits) or
 * a serialization failure (40001). The whole transaction was rolled back (db/transaction-retry.ts
 * retries it; decision 0048).
 */
export function concurrencyConflict(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === "40P01" || e.code === "40001") return true;
    current = e.cause;
  }
  return false;
}

/**
 * No connection could be had for a request (db/pool.ts): opening one failed or none came in time. Its
 * cause is whatever the server or the network said; the database is unavailable whatever it was.
 */
export class ConnectionUnavailable extends Error {
  constructor(cause: unknown) {
    super("no database connection could be had", { cause });
    this.name = "ConnectionUnavailable";
  }
}

/** The driver's and the operating system's words for a database that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EPIPE",
]);
const UNREACHABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether a failed statement failed because PostgreSQL could not be reached or went away, rather than
 * because of the statement: no connection could be had at all (ConnectionUnavailable, whatever the
 * reason), or one in use was lost (refused, reset, timed out; SQLSTATE class 08, a server shutting down:
 * 57P01 to 57P03). The request may be tried again once it is back.
 */
export function databaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if (current instanceof ConnectionUnavailable) return true;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === "string" && (UNREACHABLE_CODES.has(e.code) || /^(08|57P0[123])/.test(e.code)))
      return true;
    if (typeof e.message === "string" && UNREACHABLE_MESSAGES.test(e.message)) return true;
    current = e.cause;
  }
  return false;
}
