import { type LoginRequest, SUCCESS_MESSAGES } from "@eldercare/contracts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthSession } from "../../http/session-guard.ts";
import { toIdentifier } from "../../lib/identifier.ts";
import type { OtpService } from "./otp.service.ts";
import type { AccountLookup, LoginGate } from "./ports.ts";
import type { Sessions } from "./sessions.service.ts";

export interface LoginDeps {
  db: Db;
  otp: OtpService;
  sessions: Sessions;
  accounts: AccountLookup;
  loginGate: LoginGate;
  /** Only active staff may log in to the console (the staff module's word). */
  staffAccess: LoginGate;
}

/**
 * users/login/, admin/login/, companion/login/ and their logouts (lent to the companions module, whose
 * routes log its role in).
 */
export function createLogin(deps: LoginDeps) {
  /** A correct login code for an account of this kind earns a new session. */
  async function login(body: LoginRequest, userType: number) {
    const id = toIdentifier(body.email_phn_flag, body.user_name, body.country_code);
    await deps.otp.verify(id, ["login"], userType, body.otp);
    const user = await deps.accounts.find(id);
    if (!user || user.userType !== userType) throw new AppError("BE005");
    // Deactivated since the code was sent: the code is spent, and no session is made.
    const refused = (await deps.loginGate.refusal(user)) ?? (await deps.staffAccess.refusal(user));
    if (refused) throw new AppError("BE005", refused);
    const token = await deps.sessions.create(deps.db, user.id, userType);
    return { user, token };
  }

  async function logout(session: AuthSession | null) {
    if (session) await deps.sessions.revoke(session.sessionId);
    return { Message: SUCCESS_MESSAGES.logout };
  }

  return { login, logout };
}
export type Login = ReturnType<typeof createLogin>;
