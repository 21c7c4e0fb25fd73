import { uniqueViolationOf } from "./db-errors.ts";

/** The words refusing a phone or an email another account holds (each console form has its own). */
export interface TakenContactMessages {
  phoneTaken: string;
  emailTaken: string;
}

/**
 * Why a write of an account's phone or email failed, when another account holds it: the unique index's
 * verdict (users_phone_uq, users_email_uq), also when two saves arrived at once, as the message to refuse
 * with; null for any other error, which the caller throws on as it was.
 */
export function takenContactMessage(error: unknown, messages: TakenContactMessages): string | null {
  const index = uniqueViolationOf(error);
  if (index === "users_phone_uq") return messages.phoneTaken;
  if (index === "users_email_uq") return messages.emailTaken;
  return null;
}
