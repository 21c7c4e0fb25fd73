import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../apps/server/src/db/client.ts";
import * as schema from "../../apps/server/src/db/schema/index.ts";
import { authed } from "../../apps/server/src/test/billing.ts";
import { addLovedOne, bookingBody, grantPlan, serviceId } from "../../apps/server/src/test/bookings.ts";
import { limitShift } from "../../apps/server/src/test/companions.ts";
import {
  clusterTestApp,
  databaseRelay,
  freePort,
  freshDatabase,
  type ServerProcess,
  startHaproxy,
  startServerProcess,
  waitFor,
} from "./cluster.ts";

/*
 * Two processes of the production build on one PostgreSQL and one Redis, HAProxy in front with
 * deploy/haproxy.cfg (issue 27, decision 0047). Run by `npm test` after the build, when HAProxy, the
 * PostgreSQL server and Redis are there (scripts/test.mjs says so when they are not).
 */

const PG_URL = process.env.TEST_DATABASE_URL as string;
const REDIS_URL = process.env.TEST_REDIS_URL as string;
const ADMIN_PHONE = "9000000001";
const OTP_LIMIT = 40;

type Envelope = {
  Data: Record<string, unknown>;
  Token?: string;
  Errors: Record<string, { Code: string; Message: string }[]>;
};

async function call(base: string, path: string, init: { body?: object; token?: string; from?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body ? "POST" : "GET",
    headers: {
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      // The client's address as a proxy in front would pass it (HAProxy appends its own hop).
      ...(init.from ? { "x-forwarded-for": init.from } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Envelope };
}

/** Polls `read` every 25 ms until `seen`, answering the time it took (throws after 5 s). */
async function seenWithin(read: () => Promise<string>, seen: (text: string) => boolean): Promise<number> {
  return waitFor("the change to show", async () => seen(await read()), 5_000);
}

const randomPhone = () => `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
const testAddress = () => `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
/**
 * A client address no other call of the run has used (100.64.0.0/10, counted): a random one could be the
 * address the per-address limit test used up, and then a code request under load was refused (429).
 */
let addressesGiven = 0;
const unusedAddress = () => {
  const n = ++addressesGiven;
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
};

describe("several server processes behind HAProxy", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let relay: Awaited<ReturnType<typeof databaseRelay>>;
  let redisDb: Redis;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startHaproxy>>;
  let adminToken = "";

  const direct = (i: number) => servers[i]?.url as string;
  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: `${PG_URL.replace(/\/[^/]*$/, "")}/${database.name}` });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const codeFor = async (base: string, address: string) =>
    (await (await fetch(`${base}/dev/inbox.json?to=${encodeURIComponent(address)}`)).json()) as {
      latest_code: string | null;
    };

  beforeAll(async () => {
    database = await freshDatabase(PG_URL);
    const target = new URL(PG_URL);
    relay = await databaseRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const dbUrl = new URL(PG_URL);
    dbUrl.port = String(relay.port);
    dbUrl.hostname = "127.0.0.1";
    dbUrl.pathname = `/${database.name}`;
    // The processes connect as the database's own role, as an application would (not a superuser).
    dbUrl.username = database.role;
    dbUrl.password = "";
    // A Redis database of its own, emptied: codes and limits start from nothing.
    const redisUrl = new URL(REDIS_URL);
    redisUrl.pathname = "/9";
    redisDb = new Redis(redisUrl.toString());
    await redisDb.flushdb();
    const ports = [await freePort(), await freePort()];
    env = {
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl.toString(),
      TRUST_PROXY: "127.0.0.1",
      SMS_PROVIDER: "console",
      EMAIL_PROVIDER: "console",
      OTP_SENDS_PER_HOUR_PER_IP: String(OTP_LIMIT),
      ADMIN_NAME: "Operations Desk",
      ADMIN_PHONE,
      ADMIN_EMAIL: "admin@seniorcare.example",
      DEV_ROSTER_PER_CITY: "5",
      PUBLIC_URL: "http://127.0.0.1",
    };
    // Both at once on an empty database: each migrates and seeds, taking turns where it must.
    servers.push(...(await Promise.all(ports.map((port) => startServerProcess(port, env)))));
    proxy = await startHaproxy(await freePort(), ports);
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const s of servers) {
      s.child.kill("SIGTERM");
      await s.exited;
    }
    await relay?.close();
    await redisDb?.flushdb();
    redisDb?.disconnect();
    await database?.drop();
  }, 60_000);

  it("starts both on one fresh database, each migration applied once", async () => {
    const applied = await sql(
      "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
    );
    expect(applied.length).toBeGreaterThan(20);
    expect(applied.every((row) => row.n === 1)).toBe(true);
    for (const i of [0, 1]) expect((await call(direct(i), "/readyz")).status).toBe(200);
  });

  it("validates a code asked through one process when it is typed through the other", async () => {
    const asked = await call(direct(0), "/api/shared/generateotp/", {
      body: { email_phn_flag: "P", phone: ADMIN_PHONE, login_flag: true, user_type: 2 },
    });
    expect(asked.status).toBe(200);
    const { latest_code } = await codeFor(direct(1), `+91${ADMIN_PHONE}`);
    expect(latest_code).toMatch(/^\d{6}$/);
    const login = await call(direct(1), "/api/admin/login/", {
      body: { email_phn_flag: "P", user_name: ADMIN_PHONE, otp: latest_code, user_type: 2 },
    });
    expect(login.status).toBe(200);
    adminToken = login.json().Token as string;
    // The session made through one process is honoured by the other.
    expect((await call(direct(0), "/api/admin/dashboard/", { token: adminToken })).status).toBe(200);
  });

  it("shows an FAQ saved through one process in the other's API and its /faq page within a second", async () => {
    // The other process has the FAQs and the page cached.
    await call(direct(1), "/api/shared/getallfaqs/");
    await call(direct(1), "/faq");
    const question = `Do you visit on festival days ${randomBytes(3).toString("hex")}?`;
    const saved = await call(direct(0), "/api/admin/modifyfaq/", {
      token: adminToken,
      body: { category: "General", question, answer: "Yes, on every day of the year." },
    });
    expect(saved.status).toBe(200);
    const api = seenWithin(
      async () => (await call(direct(1), "/api/shared/getallfaqs/")).text,
      (t) => t.includes(question),
    );
    const page = seenWithin(
      async () => (await call(direct(1), "/faq")).text,
      (t) => t.includes(question),
    );
    expect(await api).toBeLessThan(1_000);
    expect(await page).toBeLessThan(1_000);
  });

  it("shows a plan price changed in the database through both processes within a second", async () => {
    for (const i of [0, 1]) await call(direct(i), "/api/shared/fetchsubscriptionplans/");
    const [row] = await sql(
      "update plan_tiers set plan_fee_paise = plan_fee_paise + 100 where tier = 'silver' and beneficiaries = 'single' and frequency = 'annual' returning plan_fee_paise as fee",
    );
    const rupees = String(Number(row?.fee) / 100);
    for (const i of [0, 1]) {
      const took = await seenWithin(
        async () => (await call(direct(i), "/api/shared/fetchsubscriptionplans/")).text,
        (t) => t.includes(rupees),
      );
      expect(took).toBeLessThan(1_000);
    }
  });

  it("holds a per-address limit across both: 100 code requests at once from one address send exactly the limit", async () => {
    const from = testAddress();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call(proxy.url, "/api/shared/generateotp/", {
          from,
          body: { email_phn_flag: "P", phone: randomPhone(), login_flag: false, user_type: 1 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(OTP_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - OTP_LIMIT);
  });

  it("books exactly 5 of 50 simultaneous requests for 5 places, split across both processes", async () => {
    const pool = new pg.Pool({
      connectionString: `${PG_URL.replace(/\/[^/]*$/, "")}/${database.name}`,
      max: 4,
    });
    try {
      const t = clusterTestApp(proxy.url, drizzle({ client: pool, schema }) as unknown as Db);
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const day = (offset: number) =>
        new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
      const visitDate = day(10);
      // The shift of the visit has exactly 5 companions in Kolkata, where the families live.
      await limitShift(t, 1, 5);
      const service = await serviceId(t, "GEN-COMPANION");
      const families = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const phone = randomPhone();
          const [user] = await sql(
            "insert into users (user_type, user_name, phone, email) values (1, 'Anita Sen', $1, $2) returning id",
            [`+91${phone}`, `anita.${phone}@example.com`],
          );
          const sent = await t.call({
            method: "POST",
            url: "/api/shared/generateotp/",
            payload: { email_phn_flag: "P", phone, login_flag: true, user_type: 1 },
          });
          expect(sent.status).toBe(200);
          const { latest_code } = await codeFor(direct(0), `+91${phone}`);
          const login = await t.call({
            method: "POST",
            url: "/api/users/login/",
            payload: { email_phn_flag: "P", user_name: phone, otp: latest_code, user_type: 1 },
          });
          expect(login.status).toBe(200);
          const member = { userId: Number(user?.id), token: login.body.Token as string };
          await grantPlan(t, member.userId, { startsOn: day(-1), endsOn: day(360) });
          return { member, lovedOne: await addLovedOne(t, member) };
        }),
      );
      const answers = await Promise.all(
        families.map(({ member, lovedOne }) =>
          t.call({
            method: "POST",
            url: "/api/users/servicebooking/",
            headers: authed(member),
            payload: bookingBody(lovedOne, service, { visit_date: visitDate }),
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const held = await sql(
        "select count(*)::int as n, count(distinct companion_id)::int as companions from bookings where visit_date = $1 and shift_type = 1 and status not in ('cancelled', 'rejected')",
        [visitDate],
      );
      expect(held[0]).toEqual({ n: 5, companions: 5 });
    } finally {
      await pool.end();
    }
  }, 120_000);

  it("tells each of the family once, on each channel, of a serious incident reported through both processes at once", async () => {
    // Issue 42 (decision 0069): the companion and the payer report at once, half through each process.
    const pool = new pg.Pool({
      connectionString: `${PG_URL.replace(/\/[^/]*$/, "")}/${database.name}`,
      max: 4,
    });
    try {
      const t = clusterTestApp(proxy.url, drizzle({ client: pool, schema }) as unknown as Db);
      const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const later = new Date(Date.parse(today) + 12 * 86_400_000).toISOString().slice(0, 10);
      const service = await serviceId(t, "GEN-COMPANION");
      const login = async (phone: string, path: string, userType: number) => {
        const sent = await t.call({
          method: "POST",
          url: "/api/shared/generateotp/",
          payload: { email_phn_flag: "P", phone, login_flag: true, user_type: userType },
        });
        expect(sent.status).toBe(200);
        const { latest_code } = await codeFor(direct(0), `+91${phone}`);
        const res = await t.call({
          method: "POST",
          url: path,
          payload: { email_phn_flag: "P", user_name: phone, otp: latest_code, user_type: userType },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.Token as string;
      };
      const person = async (email: string) => {
        const phone = randomPhone();
        const [user] = await sql(
          "insert into users (user_type, user_name, phone, email) values (1, 'Ravi Sen', $1, $2) returning id",
          [`+91${phone}`, email.replace("PHONE", phone)],
        );
        return { id: Number(user?.id), phone, email: email.replace("PHONE", phone) };
      };
      // The payer (email, the default), a manager who chose email and a viewer with no email who chose SMS.
      const payer = await person("anita.PHONE@example.com");
      const member = { userId: payer.id, token: await login(payer.phone, "/api/users/login/", 1) };
      await grantPlan(t, payer.id, { startsOn: today, endsOn: later });
      const lovedOne = await addLovedOne(t, member);
      const circle = [await person("ravi.PHONE@example.com"), await person("")];
      for (const [i, m] of circle.entries()) {
        await sql(
          `insert into family_members (payer_id, name, phone, role, status, expires_at, member_user_id, accepted_at)
           values ($1, 'Ravi Sen', $2, $3, 'active', now(), $4, now())`,
          [payer.id, `+91${m.phone}`, i === 0 ? "manager" : "viewer", m.id],
        );
        await sql("insert into notification_prefs (user_id, channels, updated_at) values ($1, $2, now())", [
          m.id,
          JSON.stringify({ visits: [i === 0 ? "email" : "sms"], reports: ["email"], plans: ["email"] }),
        ]);
      }
      const booked = await t.call({
        method: "POST",
        url: "/api/users/servicebooking/",
        headers: authed(member),
        payload: bookingBody(lovedOne, service, { visit_date: later, shift_type: 2, start_time: "14:00" }),
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(200);
      const bookingId = booked.body.Data.booking.booking_id as number;
      // The team confirmed it, and its day has come.
      const [held] = await sql(
        `update bookings b set status = 'confirmed', visit_date = $2 from companions c join users u on u.id = c.user_id
         where b.id = $1 and c.id = b.companion_id returning u.phone`,
        [bookingId, today],
      );
      const companionToken = await login(
        String(held?.phone).replace(/^\+91/, ""),
        "/api/companion/login/",
        3,
      );

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(direct(i % 2), i % 4 < 2 ? "/api/companion/reportincident/" : "/api/users/reportincident/", {
            token: i % 4 < 2 ? companionToken : member.token,
            body: { booking_id: bookingId, severity: "serious", what_happened: `She fell (${i + 1}).` },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const rows = await sql(
        `select i.reported_by, n.channel, n.to_address, count(*)::int as n from notifications n
         join incidents i on i.id = n.ref_id
         where n.kind = 'incident_family' and i.booking_id = $1
         group by i.reported_by, n.channel, n.to_address order by 1, 2, 3`,
        [bookingId],
      );
      const [manager, viewer] = circle as [typeof payer, typeof payer];
      const told = (who: string) =>
        rows
          .filter((r) => r.reported_by === who)
          .map((r) => `${r.channel} ${r.to_address} ${r.n}`)
          .sort();
      // Everyone once on each of their channels, SMS added; the payer is not told of their own report.
      expect(told("companion")).toEqual(
        [
          `email ${payer.email} 1`,
          `sms +91${payer.phone} 1`,
          `email ${manager.email} 1`,
          `sms +91${manager.phone} 1`,
          `sms +91${viewer.phone} 1`,
        ].sort(),
      );
      expect(told("family")).toEqual(
        [`email ${manager.email} 1`, `sms +91${manager.phone} 1`, `sms +91${viewer.phone} 1`].sort(),
      );
      // Both processes' workers deliver: still one of each reaches the person.
      await waitFor(
        "the incident messages sent",
        async () =>
          (
            await sql(
              `select count(*)::int as n from notifications n join incidents i on i.id = n.ref_id
               where n.kind = 'incident_family' and i.booking_id = $1 and n.status = 'sent'`,
              [bookingId],
            )
          )[0]?.n === 8,
        20_000,
      );
      const delivered = await sql(
        `select channel, address, count(*)::int as n from dev_inbox_messages
         where address = any($1) and body like '%incident during%' group by channel, address`,
        [[`+91${viewer.phone}`, manager.email]],
      );
      expect(delivered.map((r) => `${r.channel} ${r.address} ${r.n}`).sort()).toEqual(
        [`email ${manager.email} 2`, `sms +91${viewer.phone} 2`].sort(),
      );
    } finally {
      await pool.end();
    }
  }, 120_000);

  it("answers with the same company details through every process (configuration, not data)", async () => {
    const [one, two] = await Promise.all([0, 1].map((i) => call(direct(i), "/api/shared/company/")));
    expect(one?.status).toBe(200);
    expect(one?.json().Data).toEqual(two?.json().Data);
  });

  it("loses no request while each process is restarted in turn under load", async () => {
    let stop = false;
    const failures: string[] = [];
    let done = 0;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const kind = (n + i) % 3;
          const res =
            kind === 0
              ? await call(proxy.url, "/api/shared/fetchsubscriptionplans/")
              : kind === 1
                ? await call(proxy.url, "/faq")
                : await call(proxy.url, "/api/shared/generateotp/", {
                    from: unusedAddress(),
                    body: { email_phn_flag: "P", phone: randomPhone(), login_flag: false, user_type: 1 },
                  });
          if (res.status !== 200) failures.push(`${res.status} ${res.text.slice(0, 200)}`);
        } catch (error) {
          failures.push(String(error));
        }
        done++;
      }
    };
    await proxy.everyServerUp();
    const load = Array.from({ length: 6 }, (_, n) => worker(n));
    for (const i of [0, 1]) {
      const old = servers[i] as ServerProcess;
      old.child.kill("SIGTERM");
      expect(await old.exited, old.output().slice(-4000)).toBe(0);
      servers[i] = await startServerProcess(old.port, env);
      // The next process goes only once HAProxy has this one back in rotation: a fixed pause was not always
      // long enough on a loaded machine, and then both were out at once.
      await proxy.everyServerUp();
    }
    stop = true;
    await Promise.all(load);
    expect(failures).toEqual([]);
    expect(done).toBeGreaterThan(50);
  }, 120_000);

  it("answers 503 with Retry-After while the database refuses new connections (55000) or has too many (53300), keeps public pages and plans, and recovers without a restart", async () => {
    // As the tests' own superuser, on the server's default database: this one may refuse even them.
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    const faqPage = await call(proxy.url, "/faq");
    const plans = await call(proxy.url, "/api/shared/fetchsubscriptionplans/");
    expect([faqPage.status, plans.status]).toEqual([200, 200]);
    const ways = [
      [
        `alter database ${database.name} allow_connections false`,
        `alter database ${database.name} allow_connections true`,
      ],
      [`alter role ${database.role} connection limit 0`, `alter role ${database.role} connection limit -1`],
    ];
    for (const [refuse, allow] of ways as [string, string][]) {
      // Every process has the plans in its cache just before the database goes: each keeps them for
      // REFERENCE_CACHE_TTL_MS (60 s), and on a slow machine a process's last load could be older than that.
      for (let i = 0; i < servers.length; i++) {
        const warm = await call(direct(i), "/api/shared/fetchsubscriptionplans/");
        expect([warm.status, warm.text]).toEqual([200, plans.text]);
      }
      await admin(refuse);
      try {
        // Open connections are not affected by either: end them, so each process must open new ones.
        await admin(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database.name}' and pid <> pg_backend_pid()`,
        );
        for (const _ of [0, 1]) {
          const away = await call(proxy.url, "/api/admin/dashboard/", { token: adminToken });
          expect(away.status, `${refuse}: ${away.text}`).toBe(503);
          expect(away.headers.get("retry-after")).toBe("5");
          expect(away.json().Errors.System_Errors?.[0]?.Code).toBe("SE002");
          const page = await call(proxy.url, "/faq");
          expect(page.status).toBe(200);
          expect(page.text).toBe(faqPage.text);
          const cached = await call(proxy.url, "/api/shared/fetchsubscriptionplans/");
          expect(cached.status).toBe(200);
          expect(cached.text).toBe(plans.text);
        }
      } finally {
        await admin(allow);
      }
      await waitFor(
        `the dashboard answering again after ${allow}`,
        async () => (await call(proxy.url, "/api/admin/dashboard/", { token: adminToken })).status === 200,
        20_000,
      );
    }
    // Connections cut while a request held them ended a process before (an unheard 'error' event).
    for (const s of servers) expect(s.child.exitCode, s.output().slice(-4000)).toBeNull();
  }, 90_000);

  it("answers 503 with Retry-After while PostgreSQL is away, keeps serving public pages, and recovers", async () => {
    const faqPage = await call(proxy.url, "/faq");
    expect(faqPage.status).toBe(200);
    await relay.cut();
    try {
      const away = await call(proxy.url, "/api/admin/dashboard/", { token: adminToken });
      expect(away.status).toBe(503);
      expect(away.headers.get("retry-after")).toBe("5");
      expect(away.json().Errors.System_Errors?.[0]?.Code).toBe("SE002");
      // Each process renders its own copy, byte for byte the same (one ETag whichever answers): the
      // prerendered page with every question, not the empty app shell.
      for (const _ of [0, 1]) {
        const page = await call(proxy.url, "/faq");
        expect(page.status).toBe(200);
        expect(page.text).toContain("Do you provide medical treatment?");
        expect(page.text).toBe(faqPage.text);
        expect(page.headers.get("etag")).toBe(faqPage.headers.get("etag"));
      }
    } finally {
      await relay.restore();
    }
    const took = await waitFor(
      "the dashboard answering again",
      async () => (await call(proxy.url, "/api/admin/dashboard/", { token: adminToken })).status === 200,
      20_000,
    );
    expect(took).toBeLessThan(20_000);
  }, 60_000);
});
