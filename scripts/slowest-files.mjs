// The slowest test files of a `npm test` run (issue 40): printed at the end of every run, so a file that
// grows slow shows the day it does. Vitest's times come from scripts/file-times-reporter.mjs (import,
// set-up and tests of each file); Playwright's from its JSON report (each spec file's tests, at every size).

/** Playwright's report → [{ file, seconds }] per spec file: the time of every run of its tests. */
export function playwrightFileTimes(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...byFile].map(([file, ms]) => ({ file: `e2e/${file}`, seconds: ms / 1000 }));
}

/** The `n` slowest of both runners' files, slowest first, each named with its runner. */
export function slowestFiles(vitestFiles, playwrightReport, n = 10) {
  return [
    ...(vitestFiles ?? []).map((f) => ({ runner: "vitest", file: f.file, seconds: f.seconds })),
    ...playwrightFileTimes(playwrightReport).map((f) => ({ runner: "playwright", ...f })),
  ]
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, n);
}

/** The lines printed: seconds, runner and file. */
export function formatSlowest(rows) {
  return rows.map((r) => `${r.seconds.toFixed(1).padStart(7)}s  ${r.runner.padEnd(10)} ${r.file}`);
}
