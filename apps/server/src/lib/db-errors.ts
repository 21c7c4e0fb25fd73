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
