import { type Column, ilike, like, or, type SQL } from "drizzle-orm";

/** "%text%" for ILIKE, the text's own \, % and _ taken literally (backslash is ILIKE's escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when the text has no letter with a case (digits, "+", "@", "."): ILIKE and LIKE match alike. */
export function hasNoCase(text: string): boolean {
  return text.toLowerCase() === text.toUpperCase();
}

/**
 * Any of `columns` contains `search`, case aside. A search without cased letters (a phone fragment) is
 * matched with LIKE: the same rows, without lowering every value it is compared with, which is most of
 * a search's cost when the trigram index cannot narrow it (a fragment like "00000" has one trigram).
 */
export function anyContains(columns: readonly (Column | SQL)[], search: string): SQL | undefined {
  const pattern = containsPattern(search);
  const match = hasNoCase(search) ? like : ilike;
  return or(...columns.map((c) => match(c, pattern)));
}
