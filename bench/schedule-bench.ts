// `npm run bench:schedule` (issue 45's measured day): the auto-scheduler on a city-scale day, next to a
// simple baseline measured in the same run.
//   1. Generates (bench/generate-schedule.ts; seeded, so a run repeats) on the local PostgreSQL
//      (BENCH_DATABASE_URL, default …/eldercare_schedule_bench; dropped at the end unless BENCH_KEEP=1,
//      BENCH_REUSE=1 uses it again) 20 served cities, 5,000 companions, families with plans, 90 days of
//      history and the measured day: 27,000 requested visits without a companion, a few days ahead.
//   2. Reads the day's facts (schedule-facts.ts) and plans the baseline, "first available companion by id"
//      (schedule-baseline.ts), into bench_schedule_baseline; checks it against the hard rules.
//   3. Starts the real server on that database (bench/servers.ts), signs an administrator in, and calls
//      admin/autoassign/ once per city for the day (dry_run false), one after another (schedule-runs.ts):
//      the wall time is the sum of the calls (goal 10 s).
//   4. Counts from the database, the same way for both plans (schedule-quality.ts): assigned, continuity,
//      languages matched, travel minutes, visits per companion; and checks every assignment the scheduler
//      wrote against the hard rules in SQL (schedule-rules.ts), printing any break.
//   5. Unless BENCH_SCHEDULE_PROFILE=0, puts the day back and runs the scheduler again in this process on a
//      driver that times each statement (schedule-profile.ts), to show where a run's time goes.
// Ends with one line: `schedule: <visits> visits in <s> s, assigned <%>, continuity <%> (baseline <%>),
// travel <min> min (baseline <min> min), hard-rule breaks <n>`.
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { indiaDate } from "../apps/server/src/lib/india-date.ts";
import { addDays, OTP_HASH_KEY, type Sql } from "./bookings-data.ts";
import {
  generatedWorld,
  generateSchedule,
  type ScheduleWorld,
  scheduleSizesFromEnv,
} from "./generate-schedule.ts";
import { dropDatabase, pgSql } from "./measure.ts";
import { firstAvailable } from "./schedule-baseline.ts";
import { continuityFirst } from "./schedule-continuity.ts";
import { capacityOf, readDayFacts } from "./schedule-facts.ts";
import { profileRuns } from "./schedule-profile.ts";
import {
  BASELINE_SOURCE,
  type Quality,
  qualityOf,
  SCHEDULER_SOURCE,
  travelUnmeasurable,
} from "./schedule-quality.ts";
import { breaksByRule, hardRuleBreaks } from "./schedule-rules.ts";
import { administratorToken, type CityRun, runCities, warmUp } from "./schedule-runs.ts";
import { type Running, startApp } from "./servers.ts";

const env = process.env;
const PG_URL = env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/eldercare_schedule_bench";
const KEEP = env.BENCH_KEEP === "1";
const REUSE = env.BENCH_REUSE === "1";
const PROFILE = env.BENCH_SCHEDULE_PROFILE !== "0";
const GOAL_SECONDS = 10;

const percent = (n: number, of: number) => (of === 0 ? "–" : ((100 * n) / of).toFixed(1));
const count = (n: number) => n.toLocaleString("en");

/** The day as generated: every visit the runs gave a companion taken off again, their audit rows gone. */
async function putDayBack(db: Sql, world: ScheduleWorld) {
  await db.query(
    `update bookings set companion_id = null where visit_date = $1::date and city_id = any($2::int[])
       and status = 'requested' and companion_id is not null`,
    [world.day, world.cities.map((c) => c.id)],
  );
  await db.query("delete from admin_audit where action = 'booking.autoassign'");
}

async function world(): Promise<{ world: ScheduleWorld; generated: boolean }> {
  if (REUSE) {
    const w = await generatedWorld(PG_URL);
    if (w && w.day > indiaDate(new Date())) {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await putDayBack(pgSql(c), w);
      await c.query("drop table if exists bench_schedule_day, bench_schedule_baseline");
      await c.end();
      console.log(`Reusing ${PG_URL.replace(/\/\/[^@]*@/, "//")}: the day ${w.day}, generated ${w.today}`);
      return { world: w, generated: false };
    }
    console.log("BENCH_REUSE=1: no generated day ahead there; generating");
  }
  console.log(`Generating into ${PG_URL.replace(/\/\/[^@]*@/, "//")}`);
  return { world: await generateSchedule(PG_URL, scheduleSizesFromEnv()), generated: true };
}

function qualityRows(s: Quality, b: Quality, travel: string | null, ms: { s: number; b: number }) {
  const minutes = (q: Quality) =>
    travel !== null || q.travelMinutes === null
      ? "n/a"
      : `${q.travelMinutes.toFixed(0)} (${count(q.legs)} journeys${q.unlocated > 0 ? `, ${count(q.unlocated)} not located` : ""})`;
  const rows: Array<[string, string, string]> = [
    [
      "assigned",
      `${count(s.assigned)} (${percent(s.assigned, s.visits)}%)`,
      `${count(b.assigned)} (${percent(b.assigned, b.visits)}%)`,
    ],
    [
      `continuity: of the ${count(s.withHistory)} visits whose loved one was served in the 90 days, given to one who served them`,
      `${count(s.continuing)} (${percent(s.continuing, s.withHistory)}%)`,
      `${count(b.continuing)} (${percent(b.continuing, b.withHistory)}%)`,
    ],
    [
      "continuity of those assigned (as the run's summary counts it)",
      `${percent(s.continuing, s.assignedWithHistory)}% of ${count(s.assignedWithHistory)}`,
      `${percent(b.continuing, b.assignedWithHistory)}% of ${count(b.assignedWithHistory)}`,
    ],
    [
      "languages matched (of those assigned)",
      `${percent(s.languageMatched, s.assigned)}%`,
      `${percent(b.languageMatched, b.assigned)}%`,
    ],
    ["travel minutes", minutes(s), minutes(b)],
    [
      "visits per companion (max / mean of those given any)",
      `${s.maxPerCompanion} / ${s.meanPerCompanion.toFixed(2)}`,
      `${b.maxPerCompanion} / ${b.meanPerCompanion.toFixed(2)}`,
    ],
    [
      "time",
      `${(ms.s / 1000).toFixed(2)} s (admin/autoassign/, 1 call per city)`,
      `${(ms.b / 1000).toFixed(2)} s (in memory)`,
    ],
  ];
  return [
    "| | auto-scheduler | baseline: first available by id |",
    "| --- | --- | --- |",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ];
}

function cityRows(runs: readonly CityRun[]) {
  const reasons = [...new Set(runs.flatMap((r) => Object.keys(r.left)))].sort();
  return [
    `| city | visits | assigned | ${reasons.map((r) => `left: ${r}`).join(" | ")} | s |`,
    `| --- | --- | --- | ${reasons.map(() => "---").join(" | ")} | --- |`,
    ...runs.map(
      (r) =>
        `| ${r.name} | ${count(r.visits)} | ${count(r.assigned)} (${percent(r.assigned, r.visits)}%) | ${reasons
          .map((x) => count(r.left[x] ?? 0))
          .join(" | ")} | ${(r.ms / 1000).toFixed(2)} |`,
    ),
  ];
}

async function main(): Promise<string> {
  const loadAtStart = loadavg()[0]?.toFixed(1);
  const { world: w, generated } = await world();
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const db = pgSql(client);
  let app: Running | null = null;
  try {
    const cityIds = w.cities.map((c) => c.id);
    const at = new Date();
    const facts = await readDayFacts(db, w.day, cityIds, at);
    await db.query("create table bench_schedule_day (booking_id int primary key)");
    await db.query("insert into bench_schedule_day select unnest($1::int[])", [
      facts.visits.map((v) => v.id),
    ]);
    const [sizes] = await db.query<{ companions: number; history: number; families: number; wishes: number }>(
      `select (select count(*) from companions where city_id = any($1::int[]))::int as companions,
         (select count(*) from bookings where companion_id is not null and starts_at < now())::int as history,
         (select count(*) from users where user_type = 1)::int as families,
         (select count(*) from companion_preferences)::int as wishes`,
      [cityIds],
    );
    const capacity = capacityOf(facts);
    console.log(
      `\nThe day ${w.day} (today ${indiaDate(at)}): ${count(facts.visits.length)} open visits in ${w.cities.length} cities, ` +
        `${count(sizes?.companions ?? 0)} companions, ${count(sizes?.families ?? 0)} families (${count(sizes?.wishes ?? 0)} wishes), ` +
        `${count(sizes?.history ?? 0)} visits made in the history. ` +
        `The roster can hold at most ${count(capacity)} of the day's visits (${percent(capacity, facts.visits.length)}%): each visit holds its companion for its whole shift.`,
    );

    // The baseline, from the facts as they are before any run; checked before the scheduler writes.
    const b0 = performance.now();
    const baseline = firstAvailable(facts);
    const baselineMs = performance.now() - b0;
    await db.query(
      "create table bench_schedule_baseline (booking_id int primary key, companion_id int not null)",
    );
    await db.query("insert into bench_schedule_baseline select * from unnest($1::int[], $2::int[])", [
      [...baseline.keys()],
      [...baseline.values()],
    ]);
    const continuityAllowed = continuityFirst(facts);
    const baselineBreaks = await hardRuleBreaks(db, BASELINE_SOURCE);
    const baselineQuality = await qualityOf(db, BASELINE_SOURCE, at);

    // The measured runs, on the real server.
    app = await startApp({ OTP_HASH_KEY, NOTIFY_INTERVAL_MS: "0", DATABASE_URL: PG_URL });
    const token = await administratorToken(db);
    await warmUp(app.url, token, cityIds[0] as number, addDays(w.day, 1));
    console.log(`\nadmin/autoassign/ for ${w.day}, city by city:`);
    const wall0 = performance.now();
    const runs = await runCities(app.url, token, w.cities, w.day, false, console.log);
    const wallMs = performance.now() - wall0;
    await app.stop();
    app = null;
    const runMs = runs.reduce((s, r) => s + r.ms, 0);

    const quality = await qualityOf(db, SCHEDULER_SOURCE, at);
    const breaks = await hardRuleBreaks(db, SCHEDULER_SOURCE);
    const travel = await travelUnmeasurable(db);
    const written = runs.reduce((s, r) => s + r.assigned, 0);
    if (written !== quality.assigned)
      console.warn(`warning: the runs answered ${written} assigned, the database holds ${quality.assigned}`);

    const lines = [
      "",
      `### Auto-scheduler on ${count(facts.visits.length)} visits, ${w.cities.length} cities (${generated ? `generated in ${(w.generatedMs / 1000).toFixed(0)} s` : "reused"})`,
      "",
      ...cityRows(runs),
      "",
      ...qualityRows(quality, baselineQuality, travel, { s: runMs, b: baselineMs }),
      "",
      `Sum of the calls ${(runMs / 1000).toFixed(2)} s (wall ${(wallMs / 1000).toFixed(2)} s); goal ≤ ${GOAL_SECONDS} s: ${runMs / 1000 <= GOAL_SECONDS ? "met" : "missed"}.`,
      `Hard rules, checked in SQL on every assignment: scheduler ${breaks.length} breaks${breaks.length ? ` (${breaksByRule(breaks)})` : ""}, baseline ${baselineBreaks.length}${baselineBreaks.length ? ` (${breaksByRule(baselineBreaks)})` : ""}.`,
    ];
    lines.push(
      `Continuity the day allows: a continuity-first greedy on the same facts and rules (schedule-continuity.ts) gives ${count(continuityAllowed)} of the ${count(quality.withHistory)} visits with history (${percent(continuityAllowed, quality.withHistory)}%) to one who served them; the scheduler ${count(quality.continuing)}.`,
    );
    if (travel) lines.push(`travel n/a: ${travel}.`);
    console.log(lines.join("\n"));
    // A break is the scheduler's bug, not noise: the run fails (after printing its figures).
    if (breaks.length > 0) process.exitCode = 1;
    for (const b of breaks.slice(0, 20))
      console.log(`  break: booking ${b.booking_id}, companion ${b.companion_id}: ${b.broken.join(", ")}`);

    if (PROFILE) {
      await putDayBack(db, w);
      console.log(
        "\nWhere a run's time goes (the day put back, run again in this process, each statement timed):",
      );
      console.log((await profileRuns(PG_URL, w, cityIds)).join("\n"));
    }

    console.log(
      `\nLoad average ${loadAtStart} at the start, ${loadavg()[0]?.toFixed(1)} at the end (${cpus().length} cores).`,
    );
    const minutes = (q: Quality) =>
      travel !== null || q.travelMinutes === null ? "n/a" : q.travelMinutes.toFixed(0);
    return (
      `schedule: ${facts.visits.length} visits in ${(runMs / 1000).toFixed(1)} s, assigned ${percent(quality.assigned, quality.visits)}%, ` +
      `continuity ${percent(quality.continuing, quality.withHistory)}% (baseline ${percent(baselineQuality.continuing, baselineQuality.withHistory)}%), ` +
      `travel ${minutes(quality)} min (baseline ${minutes(baselineQuality)} min), hard-rule breaks ${breaks.length}`
    );
  } finally {
    await app?.stop();
    await client.end();
    if (!KEEP) await dropDatabase(PG_URL);
  }
}

// The one line to compare run to run, last (after the database is dropped).
console.log(await main());
