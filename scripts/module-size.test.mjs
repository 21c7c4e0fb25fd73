import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 43 cut the bookings module down to booking itself (decisions 0085, 0104): it stays under 3,000 lines
// of source with no file over 400, so what grows around a visit finds a module of its own.
const BOOKINGS = new URL("../apps/server/src/modules/bookings/", import.meta.url);
const MAX_LINES = 3000;
const MAX_FILE_LINES = 400;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

const lines = (path) => readFileSync(path, "utf8").split("\n").length - 1;

describe("the bookings module's size", () => {
  const files = sourceFiles(BOOKINGS.pathname).map((path) => ({ path, lines: lines(path) }));

  it(`stays under ${MAX_LINES} lines of source`, () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.reduce((n, f) => n + f.lines, 0)).toBeLessThan(MAX_LINES);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines`, () => {
    expect(files.filter((f) => f.lines > MAX_FILE_LINES)).toEqual([]);
  });
});
