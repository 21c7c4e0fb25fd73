/**
 * What of an error may be written to the log. Database errors carry the query's parameters (emails,
 * question text, phone numbers) and PostgreSQL's message can quote a value, so for those only the
 * statement (with $1 placeholders), the SQLSTATE code and the names of the constraint, table and
 * column are kept.
 */
interface DatabaseErrorLike {
  code?: unknown;
  routine?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function databaseCause(error: unknown): DatabaseErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const c = current as DatabaseErrorLike & { cause?: unknown };
    if (typeof c.code === "string" && SQLSTATE.test(c.code) && "severity" in c) return c;
    current = c.cause;
  }
  return null;
}

/** The query text of a Drizzle error (never its params). */
function queryOf(error: unknown): string | undefined {
  const query = (error as { query?: unknown } | null)?.query;
  return typeof query === "string" ? query.slice(0, 300) : undefined;
}

export function safeError(error: unknown): Record<string, unknown> {
  const db = databaseCause(error);
  if (db) {
    return {
      type: "DatabaseError",
      code: db.code,
      routine: db.routine,
      constraint: db.constraint,
      table: db.table,
      column: db.column,
      query: queryOf(error),
    };
  }
  if (error instanceof Error) {
    const cause = error.cause === undefined ? undefined : safeError(error.cause);
    return { type: error.name, message: error.message, stack: error.stack, ...(cause ? { cause } : {}) };
  }
  return { type: typeof error };
}
