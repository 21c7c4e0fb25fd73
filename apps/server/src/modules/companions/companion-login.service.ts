import {
  type CompanionLoginDetails,
  EMAIL_PHONE_FLAG,
  type LoginRequest,
  OTP_MESSAGES,
  USER_TYPE,
} from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthSession } from "../../http/session-guard.ts";
import type { Login } from "../auth/login.service.ts";
import { companionOfAccount } from "./companions.repo.ts";

/**
 * Who of the care team may log in (the auth module's LoginGate, lent through app.ts): only an active
 * companion. Any other account is not this module's to judge.
 */
export function createCompanionGate(deps: { db: Db }) {
  return {
    async refusal(account: { id: number; userType: number }): Promise<string | null> {
      if (account.userType !== USER_TYPE.companion) return null;
      const companion = await companionOfAccount(deps.db, account.id);
      return companion?.isActive ? null : OTP_MESSAGES.companionInactive;
    },
  };
}
export type CompanionGate = ReturnType<typeof createCompanionGate>;

/**
 * companion/login/ and companion/logout/: the auth module's login for user_type 3 (its code, role and
 * gate checks), by phone only: a companion's email, if any, is for messages, never a way in.
 */
export function createCompanionLogin(deps: { db: Db; login: Login }) {
  async function login(body: LoginRequest): Promise<{ data: CompanionLoginDetails; token: string }> {
    if (body.email_phn_flag !== EMAIL_PHONE_FLAG.phone)
      throw new AppError("BE001", OTP_MESSAGES.companionPhoneOnly);
    const { user, token } = await deps.login.login(body, USER_TYPE.companion).catch((error: unknown) => {
      // A wrong code, in the companion app's words (issue 42); every other refusal as the auth module says.
      if (error instanceof AppError && error.code === "BE007")
        throw new AppError("BE007", OTP_MESSAGES.companionWrongCode, [], { cause: error });
      throw error;
    });
    const companion = await companionOfAccount(deps.db, user.id);
    // The gate admitted an active companion a moment ago: their row exists.
    if (!companion) throw new AppError("BE005", OTP_MESSAGES.companionInactive);
    return { data: { user_name: user.userName, companion_id: companion.id, language: user.language }, token };
  }

  const logout = (session: AuthSession | null) => deps.login.logout(session);

  return { login, logout };
}
export type CompanionLogin = ReturnType<typeof createCompanionLogin>;
