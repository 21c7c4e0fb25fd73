/** One value of a CSV export: text, a number, or nothing. */
export type CsvValue = string | number | boolean | null | undefined;

/** A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR first): written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, quote or line break; text that looks like a formula is defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (RFC 4180: CRLF). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * The whole file as it is written: a byte-order mark (so Excel reads UTF-8 names right), the header,
 * then each row as the database hands it over.
 */
export async function* csvChunks(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const row of rows) yield csvLine(row);
}

/**
 * Every row of a keyset-paged query, a batch at a time: `fetchAfter(last)` returns the next `size` rows
 * after `last` (null: from the start). Memory stays one batch however many rows match.
 */
export async function* keysetBatches<T>(
  fetchAfter: (last: T | null, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let last: T | null = null;
  for (;;) {
    const batch = await fetchAfter(last, size);
    yield* batch;
    if (batch.length < size) return;
    last = batch[batch.length - 1] ?? null;
  }
}
