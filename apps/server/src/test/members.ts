import { type DataExport, dataExportSchema } from "@eldercare/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { authed, type Member, memberCall } from "./billing.ts";
import type { TestApp } from "./harness.ts";

/*
 * Helpers for the profile, loved-ones and privacy tests: places by name, logins, rows as text.
 */

type Rows<T> = { rows: T[] };

async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as Rows<T>).rows;
}

/** The ids of a city, its state and its country, by the city's name. */
export async function placeOf(t: TestApp, city: string) {
  const [row] = await query<{ city_id: number; state_id: number; country_id: number }>(
    t,
    sql`select c.id as city_id, s.id as state_id, s.country_id from cities c join states s on s.id = c.state_id where c.name = ${city}`,
  );
  if (!row) throw new Error(`no city ${city}`);
  return row;
}

/** A member's users row as text (to prove a refused request changed nothing). */
export async function userRow(t: TestApp, userId: number): Promise<string> {
  const [row] = await query<{ r: string }>(t, sql`select u::text as r from users u where id = ${userId}`);
  return row?.r ?? "";
}

/** A member's loved ones as text, in id order. */
export async function lovedOneRows(t: TestApp, userId: number): Promise<string[]> {
  const rows = await query<{ r: string }>(
    t,
    sql`select l::text as r from loved_ones l where user_id = ${userId} order by id`,
  );
  return rows.map((r) => r.r);
}

/** Sends a login code to a member's phone or email; the answer of shared/generateotp/. */
export function sendLoginCode(t: TestApp, flag: "P" | "E", value: string) {
  const field = flag === "P" ? "phone" : "email";
  return t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: flag, [field]: value, login_flag: true, user_type: 1 },
  });
}

/** Logs a member in by phone or email (code and login); the answer of users/login/. */
export async function loginBy(t: TestApp, flag: "P" | "E", value: string) {
  const sent = await sendLoginCode(t, flag, value);
  if (sent.status !== 200) return sent;
  const code = t.outbox.latestCode(flag === "P" ? `+91${value}` : value.toLowerCase());
  return t.call({
    method: "POST",
    url: "/api/users/login/",
    payload: { email_phn_flag: flag, user_name: value, otp: code, user_type: 1 },
  });
}

/** Every table of the public schema (from information_schema), by name. */
export async function listTables(t: TestApp): Promise<string[]> {
  const rows = await query<{ table_name: string }>(
    t,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Which tables hold any of these strings in any row (each row read as text, case-insensitive). A
 * string must stand on its own: "734013" inside a hash or a timestamp's microseconds does not count.
 */
export async function tablesContaining(t: TestApp, needles: string[]): Promise<Record<string, string[]>> {
  const patterns = needles.map((n) => ({ n, re: new RegExp(`(?<![\\w.])${escapeRegExp(n)}(?![\\w])`, "i") }));
  const found: Record<string, string[]> = {};
  // The public map of PIN codes (decision 0088) holds every PIN code of India: a member's being there says
  // nothing of them, so it is not searched.
  for (const table of (await listTables(t)).filter((name) => name !== "pin_locations")) {
    const rows = await query<{ r: string }>(t, sql.raw(`select x::text as r from "${table}" x`));
    const hits = patterns.filter(({ re }) => rows.some((row) => re.test(row.r))).map(({ n }) => n);
    if (hits.length > 0) found[table] = hits;
  }
  return found;
}

/** The member erases their account, proved by a login code sent to their registered phone. */
export async function eraseAccount(t: TestApp, m: Member) {
  const [row] = await query<{ phone: string }>(t, sql`select phone from users where id = ${m.userId}`);
  const national = (row?.phone ?? "").replace(/^\+91/, "");
  expect((await sendLoginCode(t, "P", national)).status).toBe(200);
  return memberCall(t, m, "eraseaccount", { otp: t.outbox.latestCode(`+91${national}`) });
}

/** The member's data export (users/exportdata/), checked against the contract. */
export async function exportedData(t: TestApp, m: Member): Promise<DataExport> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/users/exportdata/",
    headers: authed(m),
    payload: { user_id: m.userId },
  });
  expect(res.statusCode).toBe(200);
  return dataExportSchema.parse(res.json());
}
