import {
  checkEmail,
  checkFullName,
  checkPhone,
  DEFAULT_COUNTRY_DIAL_CODE,
  toE164,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { findUsersByPhoneOrEmail, insertUser } from "./users.repo.ts";

export interface NewAdmin {
  name: string;
  phone: string;
  email: string;
}

/** The development administrator (never created in production); documented in the README. */
export const DEV_ADMIN: NewAdmin = {
  name: "Operations Desk",
  phone: "9000000001",
  email: "admin@seniorcare.example",
};

/** Validates with the same rules as members; returns the first problem, naming the field. */
export function checkAdmin(admin: NewAdmin): string | null {
  const problems = [
    ["name", checkFullName(admin.name)],
    ["phone", checkPhone(admin.phone)],
    ["email", checkEmail(admin.email)],
  ] as const;
  const found = problems.find(([, problem]) => problem);
  return found ? `${found[0]}: ${found[1]}` : null;
}

/**
 * Creates the administrator, or leaves an existing one with this phone and email as it is (so running
 * it at every start is safe). Refuses when the phone or email belongs to a member.
 */
export async function ensureAdmin(db: Db, admin: NewAdmin): Promise<"created" | "exists"> {
  const problem = checkAdmin(admin);
  if (problem) throw new Error(`Invalid administrator ${problem}`);
  const email = admin.email.trim().toLowerCase();
  // Administrators' phones are Indian (10 digits), stored in E.164 like every account's.
  const phone = toE164(DEFAULT_COUNTRY_DIAL_CODE, admin.phone);
  const existing = await findUsersByPhoneOrEmail(db, phone, email);
  if (existing.some((u) => u.userType === USER_TYPE.admin && u.phone === phone && u.email === email)) {
    return "exists";
  }
  if (existing.length > 0) {
    throw new Error("That phone number or email already belongs to another account.");
  }
  await insertUser(db, { userType: USER_TYPE.admin, userName: admin.name, phone, email });
  return "created";
}

/** The account id of an administrator ensureAdmin made or found (by their phone); null when none. */
export async function adminAccountId(db: Db, admin: NewAdmin): Promise<number | null> {
  const phone = toE164(DEFAULT_COUNTRY_DIAL_CODE, admin.phone);
  const [found] = (await findUsersByPhoneOrEmail(db, phone, admin.email.trim().toLowerCase())).filter(
    (u) => u.userType === USER_TYPE.admin && u.phone === phone,
  );
  return found?.id ?? null;
}
