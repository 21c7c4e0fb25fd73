import { type StaffRole, withVerhoeffDigit } from "@eldercare/contracts";
import { users } from "../db/schema/index.ts";
import type { TestApp } from "./harness.ts";
import { insertStaffRow } from "./staff.ts";

// A random start per process, then one step per person: unique within a run of any length (the booking
// tests make hundreds), and unlikely to meet another run's numbers in a shared code store.
let seq = Math.floor(Math.random() * 900_000_000);
/** A fresh, valid person per call: phone, email and Aadhaar never collide between tests. */
export function newPerson() {
  seq = (seq + 1) % 1_000_000_000;
  const phone = `9${String(seq).padStart(9, "0")}`;
  return {
    user_name: "Anita Sen",
    phone,
    email: `anita.${phone}@example.com`,
    user_relation: ["Self"],
    id_type: 1,
    id_no: withVerhoeffDigit(`2${phone.slice(0, 10)}`),
  };
}

/** Reads the code just sent to an address from wherever the test's sender delivers (e.g. an SMTP server). */
export type CodeReader = (to: string) => Promise<string>;

/** Sends a verification code and validates it, as the registration dialog does; returns the proof. */
export async function verify(
  t: TestApp,
  flag: "P" | "E",
  value: string,
  readEmailCode?: CodeReader,
): Promise<string> {
  const field = flag === "P" ? "phone" : "email";
  const sent = await t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: flag, [field]: value, register_flag: true, user_type: 1 },
  });
  if (sent.status !== 200) throw new Error(`generateotp failed: ${JSON.stringify(sent.body.Errors)}`);
  const to = flag === "P" ? `+91${value}` : value.toLowerCase();
  const code = flag === "E" && readEmailCode ? await readEmailCode(to) : t.outbox.latestCode(to);
  const ok = await t.call({
    method: "POST",
    url: "/api/shared/validateotp/",
    payload: { email_phn_flag: flag, user_name: value, otp: code, user_type: 1 },
  });
  return ok.body.Data.verification_token as string;
}

/** Registers a new member (or this person) through the API; returns the person, user_id and session token. */
export async function registerMember(t: TestApp, person = newPerson(), readEmailCode?: CodeReader) {
  const res = await t.call({
    method: "POST",
    url: "/api/users/register/",
    payload: {
      ...person,
      phone_verification_token: await verify(t, "P", person.phone),
      email_verification_token: await verify(t, "E", person.email, readEmailCode),
      consent_accepted: true,
    },
  });
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body.Errors)}`);
  return { person, userId: res.body.Data.user_id as number, token: res.body.Token as string };
}

let adminSeq = 0;
/** Creates an administrator and logs them in through admin/login/; returns the session token. */
export async function loginNewAdmin(t: TestApp): Promise<{ phone: string; token: string }> {
  const { phone, token } = await loginNewStaff(t, { role: "admin" });
  return { phone, token };
}

/**
 * Creates a member of the console's staff (an administrator, or a coordinator of these cities) and logs
 * them in through admin/login/; returns their phone, account id, staff id and session token.
 */
export async function loginNewStaff(
  t: TestApp,
  staff: { role: StaffRole; cityIds?: readonly number[]; name?: string },
): Promise<{ phone: string; token: string; userId: number; staffId: number }> {
  adminSeq += 1;
  // Ten digits whatever the count: the clock's last five digits of milliseconds, then the count's last three.
  const phone = `90${String(Date.now() % 100_000).padStart(5, "0")}${String(adminSeq % 1000).padStart(3, "0")}`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      userType: 2,
      userName: staff.name ?? "Ops Desk",
      phone: `+91${phone}`,
      email: `ops.${phone}@example.com`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no staff account");
  const staffId = await insertStaffRow(t.database.db, user.id, staff.role, staff.cityIds ?? []);
  const res = await consoleLogin(t, phone);
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body.Errors)}`);
  return { phone, token: res.body.Token as string, userId: user.id, staffId };
}

/** admin/login/ by phone (ten digits, +91) with the code last sent to it; the HTTP answer. */
export function consoleLoginWithLatestCode(t: TestApp, phone: string) {
  return t.call({
    method: "POST",
    url: "/api/admin/login/",
    payload: { email_phn_flag: "P", user_name: phone, otp: t.outbox.latestCode(`+91${phone}`), user_type: 2 },
  });
}

/**
 * The console's login by phone, as a member of staff does it: a login code asked for (user_type 2), then
 * admin/login/ with it; the HTTP answer (the code request's, when that is refused).
 */
export async function consoleLogin(t: TestApp, phone: string) {
  const sent = await t.call({
    method: "POST",
    url: "/api/shared/generateotp/",
    payload: { email_phn_flag: "P", phone, login_flag: true, user_type: 2 },
  });
  if (sent.status !== 200) return sent;
  return consoleLoginWithLatestCode(t, phone);
}

/** A console call (`/api/admin/<path>/`) with an administrator's session. */
export function adminCall(t: TestApp, token: string, path: string, payload: object) {
  return t.call({
    method: "POST",
    url: `/api/admin/${path}/`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
}
