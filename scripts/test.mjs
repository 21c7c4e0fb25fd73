#!/usr/bin/env node
// `npm test`: every check in one run — type check, lint, unit + API tests (Vitest), browser tests
// (Playwright on Debian's Chromium) — then one summary of how many passed and failed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { formatSlowest, slowestFiles } from "./slowest-files.mjs";

const OUT = ".test-output";
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const results = [];
function run(name, command, args, { count, env } = {}) {
  console.log(`\n━━━ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = count?.();
  const passed = counted ? counted.passed : status === 0 ? 1 : 0;
  const failed = counted
    ? counted.failed + (status !== 0 && counted.failed === 0 ? 1 : 0)
    : status === 0
      ? 0
      : 1;
  results.push({ name, ok: status === 0, passed, failed, skipped: counted?.skipped ?? 0, seconds });
  return status === 0;
}

/**
 * Runs quick single-threaded checks two at a time (one per core: tsc uses one), each one's output printed
 * whole when it ends, and their results in the order given.
 */
async function runTogether(tasks, concurrency = 2) {
  const outcomes = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const i = next++;
      const { name, command, args } = tasks[i];
      const started = Date.now();
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      const status = await new Promise((resolve) => child.on("close", resolve));
      console.log(`\n━━━ ${name}: ${[command, ...args].join(" ")}`);
      if (output) process.stdout.write(output);
      outcomes[i] = { name, status, seconds: ((Date.now() - started) / 1000).toFixed(1) };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  for (const o of outcomes) {
    results.push({
      name: o.name,
      ok: o.status === 0,
      passed: o.status === 0 ? 1 : 0,
      failed: o.status === 0 ? 0 : 1,
      skipped: 0,
      seconds: o.seconds,
    });
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null;
}

function failedTests(file) {
  const r = readJson(file);
  if (!r) return [];
  return r.testResults.flatMap((suite) => {
    const path = suite.name.replace(`${process.cwd()}/`, "");
    const failed = suite.assertionResults.filter((t) => t.status === "failed");
    if (failed.length === 0 && suite.status === "failed")
      return [`${path}: ${suite.message?.split("\n")[0] ?? "failed"}`];
    return failed.map((t) => `${path} › ${t.fullName}`);
  });
}

function failedSpecs() {
  const r = readJson(`${OUT}/e2e.json`);
  if (!r) return [];
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "unexpected")
          out.push(`${spec.file}:${spec.line} › ${spec.title} [${t.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  return out;
}

const npx = "npx";
await runTogether([
  // The contracts' own files (their tests included) are checked with the server's program, which has
  // the same options and reads most of them anyway: one program fewer to load (issue 40).
  ...["apps/server", "apps/web", "."].map((project) => ({
    name: `typecheck ${project}`,
    command: npx,
    args: ["tsc", "-p", project],
  })),
  { name: "lint (biome)", command: npx, args: ["biome", "check", "."] },
  { name: "import boundaries", command: "node", args: ["scripts/check-boundaries.mjs"] },
]);
run(
  "unit + API tests (vitest)",
  npx,
  [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${OUT}/vitest.json`,
    "--reporter=./scripts/file-times-reporter.mjs",
  ],
  {
    env: { FILE_TIMES_OUT: `${OUT}/vitest-files.json` },
    count: () => {
      const r = readJson(`${OUT}/vitest.json`);
      return r
        ? { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }
        : null;
    },
  },
);
const chromiumReady = run("browser check (Debian chromium)", "node", ["scripts/ensure-chromium.mjs"]);
const built = run("web build (vite)", "npm", ["run", "build"]);
if (chromiumReady && built) {
  run("browser tests (playwright)", npx, ["playwright", "test"], {
    count: () => {
      const r = readJson(`${OUT}/e2e.json`);
      return r
        ? { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped }
        : null;
    },
  });
} else {
  results.push({
    name: "browser tests (playwright)",
    ok: false,
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: "0.0",
  });
}

// Several processes of the production build behind HAProxy, on the PostgreSQL server and Redis (issue 27).
// A newcomer's machine may have none of the three: the step says what is missing and is counted skipped.
const clusterNeeds = [
  [existsSync("/usr/sbin/haproxy"), "HAProxy (apt-get install haproxy; .ci/run installs it)"],
  [Boolean(process.env.TEST_DATABASE_URL), "a PostgreSQL server (TEST_DATABASE_URL)"],
  [Boolean(process.env.TEST_REDIS_URL), "Redis (TEST_REDIS_URL)"],
];
const clusterMissing = clusterNeeds.filter(([ok]) => !ok).map(([, what]) => what);
if (!built) {
  results.push({
    name: "several processes (haproxy)",
    ok: false,
    passed: 0,
    failed: 1,
    skipped: 0,
    seconds: "0.0",
  });
} else if (clusterMissing.length > 0) {
  console.log(
    `\n━━━ several processes (haproxy): skipped, this machine has no ${clusterMissing.join(", no ")}`,
  );
  results.push({
    name: "several processes (haproxy)",
    ok: true,
    passed: 0,
    failed: 0,
    skipped: 1,
    seconds: "0.0",
  });
} else {
  run(
    "several processes (haproxy)",
    npx,
    [
      "vitest",
      "run",
      "--project",
      "deploy",
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${OUT}/cluster.json`,
    ],
    {
      env: { MULTI_PROCESS: "1" },
      count: () => {
        const r = readJson(`${OUT}/cluster.json`);
        return r ? { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests } : null;
      },
    },
  );
}

const pad = (s, n) => String(s).padEnd(n);
console.log("\n━━━ Summary");
for (const r of results) {
  console.log(
    `${r.ok ? "✔" : "✘"} ${pad(r.name, 36)} ${pad(`${r.passed} passed`, 12)} ${pad(`${r.failed} failed`, 10)} ${r.skipped ? `${r.skipped} skipped ` : ""}(${r.seconds}s)`,
  );
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
// Where the time went: the ten slowest test files of either runner (issue 40).
const slowest = slowestFiles(readJson(`${OUT}/vitest-files.json`), readJson(`${OUT}/e2e.json`));
if (slowest.length > 0) {
  console.log("\nSlowest test files:");
  for (const line of formatSlowest(slowest)) console.log(line);
}
// Name every failure at the very end, where a log cut to its last lines still shows it.
const failures = [
  ...failedTests(`${OUT}/vitest.json`),
  ...failedTests(`${OUT}/cluster.json`),
  ...failedSpecs(),
];
if (failures.length > 0) {
  console.log("\nFailed:");
  for (const f of failures) console.log(`  ✘ ${f}`);
}
process.exit(results.every((r) => r.ok) && total.failed === 0 ? 0 : 1);
