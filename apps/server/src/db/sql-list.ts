import { type SQL, sql } from "drizzle-orm";

/**
 * A list of the contracts as SQL, for a schema's checks and partial indexes and the benchmark's queries:
 * ["requested", "confirmed"] → ('requested', 'confirmed'), [30, 7, 1] → (30, 7, 1). The values are the
 * code's own constants, never input; a quote is doubled all the same.
 */
export function sqlListText(values: readonly (string | number)[]): string {
  if (values.length === 0) throw new RangeError("an SQL list needs at least one value");
  const literal = (v: string | number) =>
    typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`;
  return `(${values.map(literal).join(", ")})`;
}

/** The same list as a piece of a drizzle `sql` template: sql`${t.status} in ${sqlList(LIST)}`. */
export const sqlList = (values: readonly (string | number)[]): SQL => sql.raw(sqlListText(values));
