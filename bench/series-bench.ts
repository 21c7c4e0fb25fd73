// The care schedule's calls in the booking benchmark (issue 44): previewing and confirming a year of Fridays
// to the plan's end, at a million bookings. Previewing writes nothing, so one member's call is repeated;
// each confirmation books a new schedule, so every measured request is a different member's (a retry of
// one key would only measure the idempotent answer).
import { randomUUID } from "node:crypto";
import http from "node:http";
import { addDays, mintSessions, type Sql, type Subjects } from "./bookings-data.ts";
import { type Call, CONCURRENCY, row, run, type Sample, sample, scenario, send } from "./measure.ts";
import { type Running, startBaseline } from "./servers.ts";

/** Members confirmed one at a time, and with CONCURRENCY in flight (each once), after a few to warm up. */
const ONE_AT_A_TIME = Number(process.env.BENCH_SERIES_CREATES ?? 60);
const WARM = 5;
const FRIDAY = 5;

interface Candidate {
  user_id: number;
  subscription_id: number;
  loved_one_id: number;
  ends_on: string;
}

/**
 * Members whose plan includes companion visits and runs at least 300 more days, with a loved one in a
 * served city and no schedule yet (a reused database keeps an earlier run's): the ones whose Fridays are
 * asked for.
 */
async function candidates(db: Sql, today: string, limit: number): Promise<Candidate[]> {
  return db.query<Candidate>(
    `select distinct on (s.user_id) s.user_id, s.id as subscription_id, l.id as loved_one_id,
       to_char(s.ends_on, 'YYYY-MM-DD') as ends_on
     from subscriptions s
     join plan_inclusions i on i.tier = s.tier and i.kind = 'companion_visit'
     join loved_ones l on l.user_id = s.user_id and l.city_id is not null
     where s.starts_on <= $1::date and s.ends_on >= $1::date + 300
       and not exists (select 1 from visit_series v where v.user_id = s.user_id)
     order by s.user_id, l.id
     limit $2`,
    [today, limit],
  );
}

function pattern(c: Candidate, serviceId: number, today: string) {
  return {
    subscription_id: c.subscription_id,
    loved_one_id: c.loved_one_id,
    service_id: serviceId,
    weekdays: [FRIDAY],
    shift_type: 1,
    start_time: "09:00",
    from: addDays(today, 3),
    until: c.ends_on,
  };
}

export async function seriesScenarios(app: Running, db: Sql, s: Subjects) {
  const [service] = await db.query<{ id: number }>("select id from services where code = 'GEN-COMPANION'");
  if (!service) throw new Error("no GEN-COMPANION service");
  const inFlight = ONE_AT_A_TIME * 2;
  const members = await candidates(db, s.today, WARM + ONE_AT_A_TIME + inFlight);
  if (members.length < WARM + ONE_AT_A_TIME + inFlight) {
    throw new Error(`only ${members.length} members have a plan running a year with a loved one`);
  }
  const tokens = await mintSessions(
    db,
    members.map((m) => m.user_id),
  );
  const previewOf = (m: Candidate): Call => ({
    path: "/api/users/previewvisitseries/",
    body: JSON.stringify(pattern(m, service.id, s.today)),
    token: tokens.get(m.user_id) as string,
  });
  const first = members[0] as Candidate;
  const { data } = await sample(app.url, previewOf(first));
  const dates = (data.dates as { state: string }[]).length;
  await scenario(app, "preview a care schedule", [previewOf(first)], `a year of Fridays: ${dates} dates`);

  // Each member confirms what their own preview, made just before, called bookable, as the web does;
  // only the confirmation is timed. Members of one city still race for its companions when several
  // confirm at once: a date taken meanwhile answers 409 with the dates that changed, as it should.
  const confirmOf = (m: Candidate, ok: string[]): Call => ({
    path: "/api/users/createvisitseries/",
    body: JSON.stringify({
      ...pattern(m, service.id, s.today),
      idempotency_key: randomUUID(),
      confirmed_dates: ok,
    }),
    token: tokens.get(m.user_id) as string,
  });
  const confirmations: Call[] = [];
  const confirmEach = async (group: Candidate[], concurrency: number): Promise<Sample> => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const out: Sample = { ms: [], statuses: new Map(), wallMs: 0 };
    let next = 0;
    const worker = async () => {
      while (next < group.length) {
        const m = group[next++] as Candidate;
        const preview = await sample(app.url, previewOf(m));
        const ok = (preview.data.dates as { date: string; state: string }[])
          .filter((d) => d.state === "ok")
          .map((d) => d.date);
        if (ok.length === 0) continue;
        const call = confirmOf(m, ok);
        confirmations.push(call);
        const r = await send(agent, app.url, call);
        if (r.status >= 500) throw new Error(`confirming a care schedule answered ${r.status}`);
        out.ms.push(r.ms);
        out.statuses.set(r.status, (out.statuses.get(r.status) ?? 0) + 1);
        // The confirmations' own time (the previews between them are not measured).
        out.wallMs += r.ms / concurrency;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    agent.destroy();
    return out;
  };
  const firstPreview = await sample(app.url, previewOf(members[1] as Candidate));
  const firstOk = (firstPreview.data.dates as { date: string; state: string }[])
    .filter((d) => d.state === "ok")
    .map((d) => d.date);
  // The first confirmation's bytes are the baseline's answer.
  const { bytes, contentType } = await sample(app.url, confirmOf(members[1] as Candidate, firstOk));
  await confirmEach(members.slice(2, WARM), 1);
  confirmations.length = 0;
  const one = await confirmEach(members.slice(WARM, WARM + ONE_AT_A_TIME), 1);
  const many = await confirmEach(members.slice(WARM + ONE_AT_A_TIME), CONCURRENCY);
  const seq = confirmations.slice(0, one.ms.length);
  const con = confirmations.slice(seq.length, seq.length + many.ms.length);
  const base = await startBaseline("POST", "/api/users/createvisitseries/", bytes, contentType);
  try {
    const baseOne = await run(base.url, seq, seq.length, 1);
    const baseMany = await run(base.url, con, con.length, CONCURRENCY);
    const split = (x: Sample) => [...x.statuses].map(([status, n]) => `${n}×${status}`).join(", ");
    const note = `a year of Fridays, each a new member's: ${split(one)}; in flight ${split(many)}`;
    row("confirm a care schedule", "1 at a time", baseOne, one, note);
    row("confirm a care schedule", `${CONCURRENCY} in flight`, baseMany, many, note);
  } finally {
    await base.stop();
  }
}
