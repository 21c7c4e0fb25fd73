import { sql } from "drizzle-orm";
import type { TestApp } from "./harness.ts";

/** Sends a login code to a companion's phone (national digits) and logs in through companion/login/. */
export async function loginCompanion(
  t: TestApp,
  phone: string,
): Promise<{ token: string; companionId: number }> {
  const sent = await t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: "P", phone, login_flag: true, user_type: 3 },
  });
  if (sent.status !== 200) throw new Error(`companion code failed: ${JSON.stringify(sent.body.Errors)}`);
  const res = await t.call({
    method: "POST",
    url: "/api/companion/login/",
    payload: { email_phn_flag: "P", user_name: phone, otp: t.outbox.latestCode(`+91${phone}`) },
  });
  if (res.status !== 200) throw new Error(`companion login failed: ${JSON.stringify(res.body.Errors)}`);
  return { token: res.body.Token as string, companionId: res.body.Data.companion_id as number };
}

/** The national number of the seeded roster's companion with the highest id (the one least in the way). */
export async function lastRosterPhone(t: TestApp): Promise<string> {
  const res = (await t.database.db.execute(
    sql`select u.phone from companions c join users u on u.id = c.user_id order by c.id desc limit 1`,
  )) as unknown as { rows: { phone: string }[] };
  const phone = res.rows[0]?.phone;
  if (!phone) throw new Error("no seeded companion");
  return phone.replace(/^\+91/, "");
}
